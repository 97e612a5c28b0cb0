/** A keystroke in the schedule list's "Search" box (Initech, 5,000 schedules) to filtered rows. */
import type { Browser } from '@playwright/test';
import { expectOnPage, newPage } from './browser-page';
import { PAGES } from './demo-app';
import {
  formatTarget,
  measuredRow,
  TARGETS,
  type BenchEnv,
  type Interaction,
  type Row,
} from './figures';
import { FLOOR_FIGURE, floorRound, interleaved } from './floor-round';
import { timeKeystrokes } from './keystroke-probe';
import { KEYSTROKES_PER_ROUND } from './settings';

const FIGURE = 'Keystroke in "Search" (Initech, 5,000) → filtered rows';

export const keystroke: Interaction = {
  figure: () => FIGURE,
  target: formatTarget(TARGETS.keystroke, 'ms'),
  measure: measureKeystroke,
};

/** One round: a cold load of the list, then keystrokes (the median of this round's). */
async function keystrokeRound(browser: Browser, base: string) {
  const { context, page } = await newPage(browser, { signedIn: true });
  try {
    await page.goto(base + PAGES.initechList);
    const list = page.getByRole('table', { name: 'Report schedules' });
    await expectOnPage(
      page,
      list.locator('tbody tr'),
      'A schedule in the table "Report schedules"',
    );
    const search = page
      .getByRole('textbox', { name: 'Search', exact: true })
      .or(page.getByRole('searchbox', { name: 'Search', exact: true }))
      .first();
    await expectOnPage(page, search, 'The "Search" box');
    const ignore = page.getByRole('search').or(search.locator('xpath=..')).first();
    return await timeKeystrokes(
      page,
      { list, rows: 'tbody tr', search, ignore },
      KEYSTROKES_PER_ROUND,
    );
  } finally {
    await context.close();
  }
}

async function measureKeystroke(env: BenchEnv): Promise<Row[]> {
  const { browser, appUrl, floorUrl, section } = env;
  const samples = await interleaved(
    'keystroke',
    () => floorRound(browser, floorUrl),
    () => keystrokeRound(browser, appUrl),
  );
  const keys = [...new Set(samples.app.map((s) => s.key))].join('", "');
  return [
    measuredRow({
      section,
      figure: FIGURE,
      unit: 'ms',
      samples: samples.app.map((s) => s.value),
      target: TARGETS.keystroke,
      floor: { what: FLOOR_FIGURE.keystroke, samples: samples.floor.map((s) => s.keystroke) },
      detail: `each round the median of ${KEYSTROKES_PER_ROUND} after a warm-up, key "${keys}" typed into an empty box; keydown to the frame after the list changed`,
    }),
  ];
}
