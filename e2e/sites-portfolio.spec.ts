/**
 * The portfolio on the Sites page (issue 24), in demo mode: every site's reports counted as the
 * page shows, the sites without reports found with the filter, and Coming up listing what goes
 * out across sites with a way to each schedule's edit page. In the demo of 20 sites: Initech's
 * 5,000 schedules are counted all the same, and 4 sites have no reports (fixtures.ts).
 */
import { expect, test } from './test';
import type { Page } from '@playwright/test';
import {
  COUNTED_DEMO_SITES,
  COUNTING_MS,
  INITECH,
  openSignedIn,
  runOnCountedDemo,
} from './fixtures';
import { allCountedLine as countedLine, searchBox } from './site-directory';

// Every site's reports counted first (fixtures.ts).
runOnCountedDemo();

const table = (page: Page) => page.getByRole('table', { name: 'Your sites' });
/** The counting line once every site is counted: '16 of 20 sites have reports · 5,055 schedules'. */
const allCountedLine = (page: Page) => countedLine(page, COUNTED_DEMO_SITES);

/** The row of the site of this name (not of the sites in its account of the same name). */
const siteRow = (page: Page, site: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: site, exact: true }) });

/** A column's index by its header, as the window's width decides which columns show. */
async function columnIndex(page: Page) {
  const headers = await table(page).getByRole('columnheader').allInnerTexts();
  return (header: string) => headers.indexOf(header);
}

test('the counts fill in, the first rows never waiting for them', async ({ page }) => {
  await openSignedIn(page);
  // The rows are there while counting goes on.
  await expect(table(page).getByRole('link', { name: 'Acme Marketing' })).toBeVisible();
  await expect(allCountedLine(page)).toBeVisible({ timeout: COUNTING_MS });

  const acme = siteRow(page, 'Acme Marketing');
  const column = await columnIndex(page);
  // Its count and cadences, and its next report.
  await expect(acme.getByRole('cell').nth(column('Reports'))).toHaveText(
    /^\d+ · \d+ (weekly|every two weeks|monthly)/,
  );
  await expect(acme.getByRole('cell').nth(column('Next report'))).toHaveText(/^\w{3}, \w{3} \d+, /);
  // Initech's 5,000 schedules are counted too (found by its ID: its account's name is its own).
  await searchBox(page).fill(INITECH);
  const initech = siteRow(page, 'Initech Agency');
  await expect(initech.getByRole('cell').nth(column('Reports'))).toHaveText(/^5,\d{3} · /);
});

test('filters to the sites without reports, and keeps the filter in the address', async ({
  page,
}) => {
  await openSignedIn(page);
  await expect(allCountedLine(page)).toBeVisible({ timeout: COUNTING_MS });
  await page.getByLabel('Reports', { exact: true }).selectOption({ label: 'No reports scheduled' });
  await expect(page).toHaveURL(/[?&]reports=none/);

  const summary = page.getByRole('status').filter({
    hasText: new RegExp(`^\\d+ of ${COUNTED_DEMO_SITES} sites have no reports scheduled$`),
  });
  await expect(summary).toBeVisible();
  const count = Number((await summary.textContent())?.split(' ')[0]);
  expect(count).toBeGreaterThan(0);
  const rows = table(page).locator('tbody').getByRole('row');
  await expect(rows).toHaveCount(Math.min(count, 100));
  const reports = (await columnIndex(page))('Reports');
  for (const cell of await rows.locator(`td:nth-child(${reports + 1})`).all()) {
    await expect(cell).toHaveText('No reports');
  }

  // A reload, or a shared link, comes back to the same list.
  await page.reload();
  await expect(page.getByLabel('Reports', { exact: true })).toHaveValue('none');
  await expect(summary).toBeVisible({ timeout: COUNTING_MS });
});

test('Coming up lists the runs across sites by day, each with a way to its edit page', async ({
  page,
}) => {
  await openSignedIn(page);
  const comingUp = page.getByRole('region', { name: 'Coming up' });
  await comingUp.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/[?&]upcoming=7/);
  await expect(allCountedLine(page)).toBeVisible({ timeout: COUNTING_MS });
  await expect(comingUp.getByText(/Partial:/)).toHaveCount(0);
  await expect(
    comingUp.getByText(/^[\d,]+ reports from \d+ sites in the next 7 days$/),
  ).toBeVisible();

  const days = comingUp.getByRole('heading', { level: 3 });
  expect(await days.count()).toBeGreaterThanOrEqual(5);
  await expect(days.first()).toHaveText(/^\w+day, \w+ \d+, \d{4} · [\d,]+ reports?$/);

  await comingUp.getByLabel('Days ahead').selectOption({ label: '14 days' });
  await expect(page).toHaveURL(/[?&]upcoming=14/);
  await expect(comingUp.getByText(/reports from \d+ sites in the next 14 days$/)).toBeVisible();

  // Named for its schedule and site: 'Edit Weekly traffic snapshot (Acme Marketing)'.
  const edit = comingUp.getByRole('link', { name: /^Edit .+ \(.+\)$/ }).first();
  await edit.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit schedule' })).toBeVisible();
  await expect(page).toHaveURL(/\/sites\/[0-9a-f-]+\/schedules\/[0-9a-f-]+\/edit$/);
});
