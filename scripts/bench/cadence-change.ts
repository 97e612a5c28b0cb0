/** A cadence change to "Monthly" in the new-schedule form, to the updated "Upcoming runs". */
import type { Browser, Page } from '@playwright/test';
import { median } from '#scripts/stats';
import { expectOnPage, newPage } from './browser-page';
import { armChangeProbe, collectChange, settle } from './change-probe';
import { PAGES } from './demo-app';
import { PageUnavailable } from './errors';
import {
  formatTarget,
  measuredRow,
  TARGETS,
  type BenchEnv,
  type Interaction,
  type Row,
} from './figures';
import { FLOOR_FIGURE, floorRound, interleaved } from './floor-round';
import { KEYSTROKES_PER_ROUND } from './settings';

const FIGURE = 'Cadence change ("Monthly") → updated "Upcoming runs"';

export const cadenceChange: Interaction = {
  figure: () => FIGURE,
  target: formatTarget(TARGETS.cadence, 'ms'),
  measure: measureCadenceChange,
};

/** One round: a cold load of the new-schedule form, then clicks on "Monthly" (their median). */
async function cadenceRound(browser: Browser, base: string) {
  const { context, page } = await newPage(browser, { signedIn: true });
  try {
    await page.goto(base + PAGES.acmeNew);
    const monthly = page.getByRole('radio', { name: 'Monthly', exact: true });
    await expectOnPage(page, monthly, 'The radio "Monthly"');
    const region = page.getByRole('region', { name: 'Upcoming runs' });
    await expectOnPage(page, region, 'The region "Upcoming runs"');

    const other = await cadenceToStartFrom(page, await monthly.first().getAttribute('name'));
    const start = page.getByRole('radio', { name: other, exact: true }).first();
    const samples: number[] = [];
    for (let run = 0; run <= KEYSTROKES_PER_ROUND; run++) {
      await start.check();
      await settle(page);
      await armChangeProbe(page, region.first(), null);
      await monthly.first().click();
      const timing = await collectChange(page);
      if (run > 0) samples.push(timing.paintedAt - timing.start); // run 0 warms up
    }
    return { value: median(samples), from: other };
  } finally {
    await context.close();
  }
}

async function measureCadenceChange(env: BenchEnv): Promise<Row[]> {
  const { browser, appUrl, floorUrl, section } = env;
  const samples = await interleaved(
    'cadence change',
    () => floorRound(browser, floorUrl),
    () => cadenceRound(browser, appUrl),
  );
  return [
    measuredRow({
      section,
      figure: FIGURE,
      unit: 'ms',
      samples: samples.app.map((s) => s.value),
      target: TARGETS.cadence,
      // The floor has no form: its nearest input-to-screen figure stands in.
      floor: { what: FLOOR_FIGURE.keystroke, samples: samples.floor.map((s) => s.keystroke) },
      detail: `each round the median of ${KEYSTROKES_PER_ROUND} clicks after a warm-up, from "${samples.app[0]?.from ?? '?'}"; pointerdown to the frame after the region changed`,
    }),
  ];
}

/** Another cadence of the "Monthly" radio's group, to select before each click on "Monthly". */
async function cadenceToStartFrom(page: Page, monthlyGroup: string | null): Promise<string> {
  const names = (await page.getByRole('radio').evaluateAll((radios) =>
    radios.map((radio) => {
      const input = radio as HTMLInputElement;
      const label = input.labels?.[0]?.textContent ?? input.getAttribute('aria-label') ?? '';
      return { name: label.trim(), group: input.name };
    }),
  )) as Array<{ name: string; group: string }>;
  const other =
    names.find(
      (r) => r.group === monthlyGroup && /weekly/i.test(r.name) && !/monthly/i.test(r.name),
    ) ?? names.find((r) => r.group === monthlyGroup && r.name && !/^monthly$/i.test(r.name));
  if (!other) throw new PageUnavailable('No cadence radio other than "Monthly" to start from');
  return other.name;
}
