/**
 * Initech's run calendar (5,000 schedules): a month's day counts on screen, from the list
 * response and from navigation start, and a click on "Next month" to the next month's counts,
 * one cold load per round. Timed as first-rows.ts does: Resource Timing for the response, a
 * MutationObserver and the next frame for the counts.
 */
import type { Browser, Page } from '@playwright/test';
import { median } from '#scripts/stats';
import { INITECH_SITE_ID } from '#src/mock-service/directory';
import { expectOnPage, newPage } from './browser-page';
import { armChangeProbe, collectChange, settle } from './change-probe';
import {
  formatTarget,
  measuredRow,
  TARGETS,
  type BenchEnv,
  type Interaction,
  type Row,
} from './figures';
import { lastResponseEnd } from './first-rows';
import { FLOOR_FIGURE, floorRound, interleaved } from './floor-round';
import { readsOf } from './resource-reads';
import { KEYSTROKES_PER_ROUND } from './settings';

const LIST_REQUEST = '/v1/site_reports/schedules';
const FIGURE = 'Initech calendar (5,000): a month\u2019s day counts after the list response';

/** The month after this one, 'yyyy-MM': every Initech schedule has runs in it. */
function nextMonthOfNow(): string {
  const now = new Date();
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return next.toISOString().slice(0, 7);
}

const calendarPath = (month: string) => `/sites/${INITECH_SITE_ID}/calendar?month=${month}`;

export const calendarMonth: Interaction = {
  figure: () => FIGURE,
  target: formatTarget(TARGETS.calendarAfterResponse, 'ms'),
  measure: measureCalendarMonth,
};

/** Installed before the app runs: notes when a day of the grid first shows a count of runs. */
function firstCountProbe() {
  const w = window as unknown as { __benchFirstCount?: Promise<unknown> };
  w.__benchFirstCount = new Promise((resolve) => {
    const find = () =>
      [...document.querySelectorAll('[role="grid"] button')].some((button) =>
        // The count is followed by the visible figure ("…: 274 runs1274 runs"): no \b there.
        /: [\d,]+ runs?(?![a-z])/.test(button.textContent ?? ''),
      );
    const observer = new MutationObserver(() => {
      if (!find()) return;
      observer.disconnect();
      const domAt = performance.now();
      requestAnimationFrame(() =>
        setTimeout(() => {
          resolve({ paintedAt: performance.now(), domAt });
        }, 0),
      );
    });
    const start = () =>
      observer.observe(document.documentElement, { childList: true, subtree: true });
    if (document.documentElement) start();
    else document.addEventListener('readystatechange', start, { once: true });
  });
}

type CountProbe = { paintedAt: number; domAt: number } | null;

async function waitForGrid(page: Page, month: string) {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const name = new Date(Date.UTC(year, monthNumber - 1, 1)).toLocaleString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  await expectOnPage(page, page.getByRole('grid', { name }), `The grid "${name}"`);
}

/** One round: a cold load to the counts, then "Next month" clicks, each to a month not shown before. */
async function calendarRound(browser: Browser, base: string, month: string) {
  const { context, page } = await newPage(browser, {
    signedIn: true,
    initScript: { script: firstCountProbe },
  });
  try {
    await page.goto(base + calendarPath(month), { waitUntil: 'commit' });
    await waitForGrid(page, month);
    const probe = (await page.evaluate(() =>
      Promise.race([
        (window as unknown as { __benchFirstCount?: Promise<unknown> }).__benchFirstCount,
        new Promise((resolve) => setTimeout(() => resolve(null), 20_000)),
      ]),
    )) as CountProbe;
    if (!probe) throw new Error('the count probe saw no day with runs');
    const responseEnd = lastResponseEnd(await readsOf(page, [LIST_REQUEST]), probe.domAt);
    if (responseEnd === null) {
      throw new Error(`no ${LIST_REQUEST} response in Resource Timing before the counts`);
    }
    const next = page.getByRole('link', { name: 'Next month', exact: true });
    const switches: number[] = [];
    for (let run = 0; run <= KEYSTROKES_PER_ROUND; run++) {
      await settle(page);
      await armChangeProbe(page, page.getByRole('grid').first(), null);
      await next.click();
      const timing = await collectChange(page);
      if (run > 0) switches.push(timing.paintedAt - timing.start); // run 0 warms up
    }
    return {
      afterResponse: probe.paintedAt - responseEnd,
      fromNavigation: probe.paintedAt,
      switchMonth: median(switches),
    };
  } finally {
    await context.close();
  }
}

async function measureCalendarMonth(env: BenchEnv): Promise<Row[]> {
  const { browser, appUrl, floorUrl, section } = env;
  const month = nextMonthOfNow();
  const samples = await interleaved(
    'calendar',
    () => floorRound(browser, floorUrl),
    () => calendarRound(browser, appUrl, month),
  );
  const floor = (key: keyof typeof FLOOR_FIGURE) => ({
    what: FLOOR_FIGURE[key],
    samples: samples.floor.map((s) => s[key]),
  });
  return [
    measuredRow({
      section,
      figure: FIGURE,
      unit: 'ms',
      samples: samples.app.map((s) => s.afterResponse),
      target: TARGETS.calendarAfterResponse,
      floor: floor('afterResponse'),
      detail: `${month}; from responseEnd (Resource Timing) to the frame after the first day showed a count`,
    }),
    measuredRow({
      section,
      figure: 'Initech calendar (5,000): navigation → a month\u2019s day counts',
      unit: 'ms',
      samples: samples.app.map((s) => s.fromNavigation),
      floor: floor('fromNavigation'),
      detail: 'cold context each round (demo: mock installed and seeded)',
    }),
    measuredRow({
      section,
      figure: 'Initech calendar (5,000): "Next month" → the next month\u2019s counts',
      unit: 'ms',
      samples: samples.app.map((s) => s.switchMonth),
      target: TARGETS.calendarSwitch,
      floor: floor('keystroke'),
      detail: `each round the median of ${KEYSTROKES_PER_ROUND} clicks after a warm-up, each to a month not shown before; pointerdown to the frame after the grid changed`,
    }),
  ];
}
