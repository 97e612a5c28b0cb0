/**
 * Each site's record on the Sites page (issue 51, part 2), in demo mode: its runs of the last 30
 * days as "10 of 13 sent", and the page sorted by it, worst first. Acme Marketing, whose stopped
 * schedules missed runs (runs-not-sent.ts), comes before Globex Shop, whose reports all went out.
 */
import { expect, test } from './test';
import type { Page } from '@playwright/test';
import { COUNTING_MS, openSignedIn, runOnCountedDemo } from './fixtures';
import { siteLinks } from './site-directory';

// Every site's reports counted first (fixtures.ts).
runOnCountedDemo();

const table = (page: Page) => page.getByRole('table', { name: 'Your sites' });

/** The row of the site of this name (not of the sites in its account of the same name). */
const siteRow = (page: Page, site: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: site, exact: true }) });

/** Its "Last 30 days" cell, the row's last. */
const recordCell = (page: Page, site: string) => siteRow(page, site).getByRole('cell').last();

/** The sent and judged runs its cell reads, once its record is in. */
async function recordOf(page: Page, site: string) {
  const cell = recordCell(page, site);
  const shown = cell.getByText(/^[\d,]+ of [\d,]+ sent$/);
  await expect(shown).toBeVisible({ timeout: COUNTING_MS });
  const [, sent, judged] = /^([\d,]+) of ([\d,]+) sent$/.exec((await shown.textContent()) ?? '')!;
  const number = (text = '') => Number(text.replaceAll(',', ''));
  // The numbers in words, for screen readers.
  await expect(cell).toContainText(`${sent} of ${judged} runs sent in the last 30 days`);
  return { sent: number(sent), judged: number(judged) };
}

test('sorted by the 30-day record, a site with a run not sent comes before one with all sent', async ({
  page,
}) => {
  await openSignedIn(page, 'demo', '/');
  await expect(siteLinks(page).first()).toBeVisible();
  await table(page).getByRole('button', { name: 'Last 30 days' }).click();
  await expect(page).toHaveURL(/[?&]sort=record(&|$)/);
  await expect(table(page).getByRole('columnheader', { name: 'Last 30 days' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );

  const acme = await recordOf(page, 'Acme Marketing');
  const globex = await recordOf(page, 'Globex Shop');
  expect(acme.sent).toBeLessThan(acme.judged);
  expect(globex.judged).toBeGreaterThan(0);
  expect(globex.sent).toBe(globex.judged);

  const names = await siteLinks(page).allTextContents();
  expect(names.indexOf('Acme Marketing')).toBeGreaterThanOrEqual(0);
  expect(names.indexOf('Acme Marketing')).toBeLessThan(names.indexOf('Globex Shop'));

  // A reload, or a shared link, keeps the order.
  await page.reload();
  await expect(page.getByLabel('Sort by')).toHaveValue('record');
  await recordOf(page, 'Globex Shop');
  await recordOf(page, 'Acme Marketing');
  const again = await siteLinks(page).allTextContents();
  expect(again.indexOf('Acme Marketing')).toBeLessThan(again.indexOf('Globex Shop'));
});

test('a phone’s card says the site’s last 30 days', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openSignedIn(page, 'demo', '/?sort=record');
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Globex Shop', exact: true }) });
  await expect(card.getByText(/^Last 30 days: ([\d,]+) of \1 sent$/)).toBeVisible({
    timeout: COUNTING_MS,
  });
  await expect(card).toContainText(/([\d,]+) of \1 runs sent in the last 30 days/);
});
