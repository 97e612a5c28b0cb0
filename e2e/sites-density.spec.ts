/**
 * The Sites page on a laptop's screen (1280 × 800), the demo banner on, sites opened before and
 * every site counted: the page every visit starts on shows a dozen sites or more, one line each,
 * a domain never broken across lines, and each count said once.
 */
import { expect, test } from './test';
import type { Locator, Page } from '@playwright/test';
import { ROW_HEIGHT_PX, ROW_LINE_PX } from '#src/components/tokens';
import { RECENT_SITES_KEY } from '#src/features/sites/recent-sites';
import { GLOBEX_SITE_ID, INITECH_SITE_ID, THIRD_PAGE_SITE } from '#src/mock-service/directory';
import {
  ACME,
  COUNTED_DEMO_SITES,
  COUNTING_MS,
  openSignedIn,
  runOnCountedDemo,
  seriousAxeViolations,
} from './fixtures';
import { allCountedLine } from './site-directory';

runOnCountedDemo();

const VIEWPORT = { width: 1280, height: 800 };
test.use({ viewport: VIEWPORT });

/** Sites this browser opened before, as "Recently opened" lists them. */
const OPENED_BEFORE = [
  { id: ACME, name: 'Acme Marketing' },
  { id: GLOBEX_SITE_ID, name: 'Globex Shop' },
  { id: INITECH_SITE_ID, name: 'Initech Agency' },
  THIRD_PAGE_SITE,
];

/** The Sites page of the counted demo, with the sites above opened before. */
async function openCountedSitesPage(page: Page, path = '/') {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    RECENT_SITES_KEY,
    JSON.stringify(OPENED_BEFORE),
  ] as const);
  await openSignedIn(page, 'demo', path);
  await expect(page.getByRole('region', { name: 'Demo mode' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recently opened' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Coming up' })).toBeVisible();
}

const siteRows = (page: Page) =>
  page.getByRole('table', { name: 'Your sites' }).locator('tbody').getByRole('row');

/** A domain's cell is the fourth: 'Production domain'. */
const domainCell = (row: Locator) => row.getByRole('cell').nth(3);

/** How a cell's text lies: on how many lines, and whether it is cut short. */
function textLayout(cell: Locator) {
  return cell.evaluate((element) => {
    const lineTops = new Set<number>();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) lineTops.add(Math.round(rect.top));
    }
    // The box that clips the text: the cell, or the one box inside it.
    const box = element.firstElementChild ?? element;
    return {
      text: element.textContent ?? '',
      lines: lineTops.size,
      cut: box.scrollWidth > box.clientWidth,
    };
  });
}

test('shows at least 12 sites in view, each one line high, with the counts in', async ({
  page,
}) => {
  await openCountedSitesPage(page);
  await expect(allCountedLine(page, COUNTED_DEMO_SITES)).toBeVisible({ timeout: COUNTING_MS });

  const rows = await siteRows(page).evaluateAll((elements) =>
    elements.map((row) => {
      const { top, bottom, height } = row.getBoundingClientRect();
      return { top, bottom, height };
    }),
  );
  const inView = rows.filter((row) => row.top >= 0 && row.bottom <= VIEWPORT.height);
  expect(inView.length).toBeGreaterThanOrEqual(12);
  // One line each: a line, its padding and its rule (the last row has no rule).
  for (const row of rows) {
    expect(row.height).toBeGreaterThan(ROW_LINE_PX);
    expect(row.height).toBeLessThanOrEqual(ROW_HEIGHT_PX);
  }

  // "Recently opened" is kept, on one line.
  const recent = page.getByRole('region', { name: 'Recently opened' });
  await expect(recent.getByRole('link')).toHaveCount(OPENED_BEFORE.length);
  expect((await recent.boundingBox())?.height).toBeLessThan(2 * ROW_LINE_PX);

  for (const row of await siteRows(page).all()) {
    const domain = await textLayout(domainCell(row));
    expect(domain.text).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
    expect(domain.lines, domain.text).toBe(1);
  }
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('a domain cut at its end shows whole on hover and on keyboard focus, on one line', async ({
  page,
}) => {
  // Narrower, so that domains are cut: the table's columns are shares of its width.
  await page.setViewportSize({ width: 960, height: VIEWPORT.height });
  await openCountedSitesPage(page);
  await expect(siteRows(page).first()).toBeVisible();

  let cutRow: Locator | undefined;
  for (const row of await siteRows(page).all()) {
    if ((await textLayout(domainCell(row))).cut) {
      cutRow = row;
      break;
    }
  }
  if (!cutRow) throw new Error('No domain is cut short at this width');
  const cell = domainCell(cutRow);
  const whole = (await cell.textContent()) ?? '';

  await cell.hover();
  await expect.poll(() => textLayout(cell)).toEqual({ text: whole, lines: 1, cut: false });

  await page.mouse.move(0, 0);
  await expect.poll(async () => (await textLayout(cell)).cut).toBe(true);
  await cutRow.getByRole('link').first().focus();
  await expect.poll(() => textLayout(cell)).toEqual({ text: whole, lines: 1, cut: false });
});

test('with "Reports not sent" chosen, the number of those sites is said once', async ({ page }) => {
  await openCountedSitesPage(page, '/?reports=not-sent');
  const summary = page.getByRole('status').filter({
    hasText: new RegExp(
      `^\\d+ of ${COUNTED_DEMO_SITES} sites? (has|have) a report not sent in the last 30 days$`,
    ),
  });
  await expect(summary).toBeVisible({ timeout: COUNTING_MS });
  // Counted: the totals beside it, and no second count of the same sites.
  await expect(allCountedLine(page, COUNTED_DEMO_SITES)).toBeVisible({ timeout: COUNTING_MS });
  await expect(page.getByText(/report not sent in the last 30 days/)).toHaveCount(1);
});
