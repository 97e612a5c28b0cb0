/** A cadence change to "Monthly" in the new-schedule form, to the updated "Upcoming runs". */
import type { Browser, Page } from '@playwright/test';
import { median } from '#scripts/stats';
import { expectOnPage, newPage } from './browser-page';
import { armChangeProbe, collectChange, settle } from './change-probe';
import { PAGES } from './demo-app';
import { PageUnavailable } from './errors';
import { ms, TARGETS, type Interaction, type Row } from './figures';
import { RUNS } from './settings';

export const cadenceChange: Interaction = {
  figure: 'Cadence change ("Monthly") to updated "Upcoming runs"',
  target: `≤ ${TARGETS.cadence} ms`,
  measure: measureCadenceChange,
};

async function measureCadenceChange(browser: Browser, base: string): Promise<Row[]> {
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
    for (let run = 0; run <= RUNS; run++) {
      await start.check();
      await settle(page);
      await armChangeProbe(page, region.first(), null);
      await monthly.first().click();
      const timing = await collectChange(page);
      if (run > 0) samples.push(timing.paintedAt - timing.start);
    }
    const value = median(samples);
    return [
      {
        section: 'Interaction',
        figure: cadenceChange.figure,
        value: ms(value),
        target: cadenceChange.target,
        status: value <= TARGETS.cadence ? 'PASS' : 'MISS',
        detail: `median of ${RUNS} after a warm-up: ${samples.map(ms).join(', ')}; from "${other}", pointerdown to the frame after the region changed`,
      },
    ];
  } finally {
    await context.close();
  }
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
