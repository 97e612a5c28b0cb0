/**
 * Initech's run calendar (5,000 schedules): a month's day counts on screen, from the list
 * response and from navigation start, and a click on "Next month" to the next month's counts.
 * Measured from outside the page, as list-visible.ts does: Resource Timing for the response, a
 * MutationObserver and the next frame for the counts.
 */
import type { Browser, Page } from '@playwright/test';
import { median } from '#scripts/stats';
import { INITECH_SITE_ID } from '#src/mock-service/directory';
import { expectOnPage, newPage } from './browser-page';
import { armChangeProbe, collectChange, settle } from './change-probe';
import { ms, TARGETS, type Interaction, type Row } from './figures';
import { RUNS } from './settings';

const LIST_REQUEST = '/v1/site_reports/schedules';
/** Switching months is a click: Interaction to Next Paint calls up to 200 ms good. */
const SWITCH_TARGET_MS = 200;

/** The month after this one, 'yyyy-MM': every Initech schedule has runs in it. */
function nextMonthOfNow(): string {
  const now = new Date();
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return next.toISOString().slice(0, 7);
}

const calendarPath = (month: string) => `/sites/${INITECH_SITE_ID}/calendar?month=${month}`;

export const calendarMonth: Interaction = {
  figure: 'Initech calendar (5,000): a month\u2019s day counts on screen after the list response',
  target: `≤ ${TARGETS.listAfterData} ms`,
  measure: measureCalendarMonth,
};

/** Installed before the app runs: notes when a day of the grid first shows a count of runs. */
function firstCountProbe() {
  const w = window as unknown as { __benchFirstCount?: Promise<unknown> };
  w.__benchFirstCount = new Promise((resolve) => {
    const find = () =>
      [...document.querySelectorAll('[role="grid"] button')].some((button) =>
        /: [\d,]+ runs?\b/.test(button.textContent ?? ''),
      );
    const observer = new MutationObserver(() => {
      if (!find()) return;
      observer.disconnect();
      const domAt = performance.now();
      requestAnimationFrame(() =>
        setTimeout(() => {
          const responses = performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.includes('/v1/site_reports/schedules'))
            .map((entry) => (entry as PerformanceResourceTiming).responseEnd)
            .filter((end) => end > 0 && end <= domAt);
          resolve({
            paintedAt: performance.now(),
            responseEnd: responses.length ? Math.max(...responses) : null,
          });
        }, 0),
      );
    });
    const start = () =>
      observer.observe(document.documentElement, { childList: true, subtree: true });
    if (document.documentElement) start();
    else document.addEventListener('readystatechange', start, { once: true });
  });
}

type CountProbe = { paintedAt: number; responseEnd: number | null } | null;

async function waitForGrid(page: Page, month: string) {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const name = new Date(Date.UTC(year, monthNumber - 1, 1)).toLocaleString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  await expectOnPage(page, page.getByRole('grid', { name }), `The grid "${name}"`);
}

/** One cold load of the calendar: when the counts were painted, and when the list arrived. */
async function loadOnce(browser: Browser, base: string, month: string) {
  const { context, page } = await newPage(browser, { signedIn: true, initScript: firstCountProbe });
  try {
    await page.goto(base + calendarPath(month), { waitUntil: 'commit' });
    await waitForGrid(page, month);
    const probe = (await page.evaluate(() =>
      Promise.race([
        (window as unknown as { __benchFirstCount?: Promise<unknown> }).__benchFirstCount,
        new Promise((resolve) => setTimeout(() => resolve(null), 10_000)),
      ]),
    )) as CountProbe;
    if (!probe) throw new Error('the count probe saw no day with runs');
    if (probe.responseEnd === null) {
      throw new Error(`no ${LIST_REQUEST} response in Resource Timing before the counts`);
    }
    return { afterData: probe.paintedAt - probe.responseEnd, fromNavigation: probe.paintedAt };
  } finally {
    await context.close();
  }
}

/** Clicks "Next month" RUNS + 1 times (the first warms up), each to a month not shown before. */
async function measureSwitches(browser: Browser, base: string, month: string) {
  const { context, page } = await newPage(browser, { signedIn: true });
  try {
    await page.goto(base + calendarPath(month));
    await waitForGrid(page, month);
    const next = page.getByRole('link', { name: 'Next month', exact: true });
    const samples: number[] = [];
    for (let run = 0; run <= RUNS; run++) {
      await settle(page);
      await armChangeProbe(page, page.getByRole('grid').first(), null);
      await next.click();
      const timing = await collectChange(page);
      if (run > 0) samples.push(timing.paintedAt - timing.start);
    }
    return samples;
  } finally {
    await context.close();
  }
}

async function measureCalendarMonth(browser: Browser, base: string): Promise<Row[]> {
  const month = nextMonthOfNow();
  const afterData: number[] = [];
  const fromNavigation: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const load = await loadOnce(browser, base, month);
    afterData.push(load.afterData);
    fromNavigation.push(load.fromNavigation);
  }
  const switches = await measureSwitches(browser, base, month);
  const value = median(afterData);
  const switchValue = median(switches);
  return [
    {
      section: 'Interaction',
      figure: calendarMonth.figure,
      value: ms(value),
      target: calendarMonth.target,
      status: value <= TARGETS.listAfterData ? 'PASS' : 'MISS',
      detail: `median of ${RUNS}: ${afterData.map(ms).join(', ')}; ${month}; from responseEnd (Resource Timing) to the frame after the first day showed a count`,
    },
    {
      section: 'Interaction',
      figure:
        'Initech calendar (5,000): a month\u2019s day counts on screen after navigation start',
      value: ms(median(fromNavigation)),
      target: '—',
      status: 'info',
      detail: `median of ${RUNS}: ${fromNavigation.map(ms).join(', ')}; cold context each run (msw worker installed, data generated)`,
    },
    {
      section: 'Interaction',
      figure: 'Initech calendar (5,000): "Next month" to the next month\u2019s counts',
      value: ms(switchValue),
      target: `≤ ${SWITCH_TARGET_MS} ms`,
      status: switchValue <= SWITCH_TARGET_MS ? 'PASS' : 'MISS',
      detail: `median of ${RUNS} after a warm-up: ${switches.map(ms).join(', ')}; each a month not shown before; pointerdown to the frame after the grid changed`,
    },
  ];
}
