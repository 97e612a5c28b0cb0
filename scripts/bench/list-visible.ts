/** Initech's 5,000-schedule list, cold: navigation → first rows, and list response → rows. */
import type { Browser } from '@playwright/test';
import { expectOnPage, newPage } from './browser-page';
import { PAGES, SCHEDULE_ROW } from './demo-app';
import { firstRowProbe, readFirstRows, type FirstRows, type RowsToWatch } from './first-rows';
import { FLOOR_FIGURE, floorRound, interleaved } from './floor-round';
import {
  formatTarget,
  measuredRow,
  TARGETS,
  type BenchEnv,
  type Interaction,
  type Row,
} from './figures';

const APP_ROWS: RowsToWatch = { rows: SCHEDULE_ROW, request: '/v1/site_reports/schedules' };

const figureOf = (section: BenchEnv['section']) =>
  `Initech list (5,000), ${section.toLowerCase()}: navigation → first rows`;

export const listVisible: Interaction = {
  figure: figureOf,
  target: formatTarget(TARGETS.navigationToRows, 'ms'),
  measure: measureListVisible,
};

async function loadListOnce(browser: Browser, base: string): Promise<FirstRows> {
  const { context, page } = await newPage(browser, {
    signedIn: true,
    initScript: { script: firstRowProbe, arg: APP_ROWS },
  });
  try {
    await page.goto(base + PAGES.initechList, { waitUntil: 'commit' });
    await expectOnPage(
      page,
      page.getByRole('table', { name: 'Report schedules' }).locator('tbody tr'),
      'A schedule in the table "Report schedules"',
    );
    return await readFirstRows(page, APP_ROWS.request);
  } finally {
    await context.close();
  }
}

async function measureListVisible(env: BenchEnv): Promise<Row[]> {
  const { browser, appUrl, floorUrl, section } = env;
  const samples = await interleaved(
    figureOf(section),
    () => floorRound(browser, floorUrl),
    () => loadListOnce(browser, appUrl),
  );
  const where =
    section === 'Demo'
      ? 'demo mode: the mock answers in the browser, installed and seeded on every cold load'
      : 'live mode: the production server proxies /v1 to `npm run mock-api` (warmed up once)';
  return [
    measuredRow({
      section,
      figure: figureOf(section),
      unit: 'ms',
      samples: samples.app.map((s) => s.fromNavigation),
      target: TARGETS.navigationToRows,
      floor: {
        what: FLOOR_FIGURE.fromNavigation,
        samples: samples.floor.map((s) => s.fromNavigation),
      },
      detail: `cold context each round; navigation start to the frame after the first row; ${where}`,
    }),
    measuredRow({
      section,
      figure: `Initech list (5,000), ${section.toLowerCase()}: list response → rows`,
      unit: 'ms',
      samples: samples.app.map((s) => s.afterResponse),
      target: TARGETS.responseToRows,
      floor: {
        what: FLOOR_FIGURE.afterResponse,
        samples: samples.floor.map((s) => s.afterResponse),
      },
      detail: 'from the last list responseEnd (Resource Timing) to the frame after the first row',
    }),
  ];
}
