/**
 * A site's sent reports: from the view switch, a search by a recipient's address, and a PDF
 * downloaded from its link, in demo mode (the PDF from the demo's worker, through its service
 * worker) and in live mode (the PDF straight from the mock API's own origin, not the app's
 * proxy).
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from './test';
import type { Locator, Page } from '@playwright/test';
import { LIVE_PORT } from '../playwright.config';
import { ACME, listPath, openPath, seriousAxeViolations, openSignedIn } from './fixtures';

const reportRows = (page: Page) =>
  page.getByRole('table', { name: 'Sent reports' }).locator('tbody').getByRole('row');

/** The first address in a row's Recipients cell (period, generated, recipients, PDF). */
async function firstAddressIn(row: Locator): Promise<string> {
  const text = (await row.getByRole('cell').nth(2).textContent()) ?? '';
  const address = /[\w.+-]+@[\w-]+(\.[\w-]+)+/.exec(text)?.[0];
  expect(address, `an address in “${text}”`).toBeTruthy();
  return address ?? '';
}

/**
 * Clicks a report's "Download PDF" (a link to a new tab) and returns the file's first bytes.
 * The download starts in the tab the link opens, so its event arrives on that popup, or on the
 * page itself in a browser that downloads without a tab.
 */
async function downloadFrom(page: Page, link: Locator) {
  const popup = page.waitForEvent('popup');
  const download = Promise.race([
    page.waitForEvent('download'),
    popup.then((opened) => opened.waitForEvent('download')),
  ]);
  await link.click();
  const file = await download;
  const path = await file.path();
  return {
    name: file.suggestedFilename(),
    start: (await readFile(path)).subarray(0, 5).toString(),
  };
}

/** From the schedule list to Sent reports by the view switch, a search, and a PDF. */
async function searchAndDownload(page: Page) {
  await openPath(page, listPath(ACME));
  await page
    .getByRole('navigation', { name: 'Views of the schedules' })
    .getByRole('link', { name: 'Sent reports' })
    .click();
  const heading = page.getByRole('heading', { level: 1, name: 'Sent reports' });
  await expect(heading).toBeFocused();
  await expect(reportRows(page).first()).toBeVisible();

  // The newest report's first recipient: that report stays first among those sent to them.
  // "1,234 sent reports", and ", 2 runs with no report" where some runs produced none.
  const count = page.getByRole('status').filter({ hasText: /^[\d,]+ sent reports(, |$)/ });
  const total = /^[\d,]+/.exec((await count.textContent()) ?? '')?.[0] ?? '';
  const address = await firstAddressIn(reportRows(page).first());
  await page.getByRole('searchbox', { name: 'Search sent reports' }).fill(address);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(address)}`));
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: new RegExp(`^[\\d,]+ of ${total} sent reports match(, |$)`) }),
  ).toBeVisible();
  const row = reportRows(page).first();
  await expect(row).toContainText(address);

  const link = row.getByRole('link', {
    name: /^Download PDF of .+, (Mon|Tue|Wed|Thu|Fri|Sat|Sun), /,
  });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  const { name, start } = await downloadFrom(page, link);
  expect(name).toMatch(/\.pdf$/);
  expect(start).toBe('%PDF-');
}

test('opens Sent reports from the view switch, finds a recipient’s reports and downloads a PDF', async ({
  page,
}) => {
  await openSignedIn(page, 'demo', listPath(ACME));
  await searchAndDownload(page);
  // Back at the list with the switch, and forward again: the search is in the address.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Report schedules' })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('searchbox', { name: 'Search sent reports' })).not.toHaveValue('');
});

test('the likely schedule filter works from the keyboard, and the page has no serious axe violation', async ({
  page,
}) => {
  await openSignedIn(page, 'demo', `/sites/${ACME}/reports`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sent reports' })).toBeFocused();
  await expect(reportRows(page).first()).toBeVisible();

  // Tab from the heading to the filter, and the arrow key picks its first schedule.
  const filter = page.getByRole('combobox', { name: 'Likely from schedule' });
  // The schedules' titles are in (they load beside the reports).
  await expect(filter.locator('option')).not.toHaveCount(1);
  for (let presses = 0; presses < 12; presses += 1) {
    if (await filter.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(filter).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/[?&]likely=/);
  await expect(filter).not.toHaveValue('');
  const title = await filter.inputValue();
  for (const header of await reportRows(page).getByRole('rowheader').all()) {
    await expect(header).toHaveText(title);
  }
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Phones get cards instead of the table.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('list', { name: 'Sent reports' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test.describe('in live mode', () => {
  // The production server in front of the mock API (playwright.config.ts starts both).
  test.use({ baseURL: `http://127.0.0.1:${LIVE_PORT}` });

  test('downloads a PDF straight from the service’s link', async ({ page }) => {
    const pdfRequests: string[] = [];
    page.context().on('request', (request) => {
      if (request.url().includes('/mock-reports/')) pdfRequests.push(request.url());
    });
    await openSignedIn(page, 'demo', listPath(ACME));
    await searchAndDownload(page);
    // Not through the app's own origin (its /v1 proxy): the service's link as it gave it.
    expect(pdfRequests.length).toBeGreaterThan(0);
    for (const url of pdfRequests) expect(new URL(url).port).not.toBe(String(LIVE_PORT));
  });
});
