/**
 * Your sites, by name (issue 21), in demo mode: from sign-in to any of 260 sites by typing part
 * of its name, and a schedule created there without a UUID in sight. The same journeys run in
 * live mode in live/live-mode.spec.ts.
 */
import { expect, test } from './test';
import { listPath, openSignedIn } from './fixtures';
import {
  DEMO_SITE_COUNT,
  THIRD_PAGE_SITE,
  createScheduleWithoutAnId,
  findAndOpenThirdPageSite,
  searchBox,
  siteLinks,
  watchSitesPages,
} from './site-directory';

test('finds a site of the third page by part of its name and creates a schedule there without typing an ID', async ({
  page,
}) => {
  const offsets = watchSitesPages(page);
  await openSignedIn(page);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Account: Dana Whitfield' })).toBeVisible();
  await findAndOpenThirdPageSite(page);
  // Read a hundred at a time, page after page: the site came with the third.
  expect(offsets.slice(0, 3)).toEqual(['0', '100', '200']);
  await createScheduleWithoutAnId(page, 'Stationery sales digest');
});

test('every site is listed with its account, group, domain and tags; the search and grouping stay in the address', async ({
  page,
}) => {
  // Wide enough for the Tags column (below 1,440 px the tags step aside: see the next test).
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page);
  await expect(
    page.getByRole('status').filter({ hasText: `${DEMO_SITE_COUNT} sites` }),
  ).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText([
    'Site',
    'Account',
    'Group',
    'Production domain',
    'Tags',
    'Reports',
    'Next report',
    'Last 30 days',
  ]);
  // A window of rows at first (the rows below 300 px of a 900 px window); the rest a step away.
  await expect(siteLinks(page)).toHaveCount(20);
  const more = page.getByRole('button', { name: /^Show 20 more \(of 240\)$/ });
  // Scrolled to, it draws the next window: no click needed.
  await more.scrollIntoViewIfNeeded();
  await expect(siteLinks(page)).toHaveCount(40);

  await searchBox(page).fill('quillfeather');
  const row = table.getByRole('row').filter({ hasText: THIRD_PAGE_SITE.name });
  await expect(row).toContainText('Initech');
  await page.getByLabel('Group by').selectOption({ label: 'Account' });
  await expect(page).toHaveURL(/[?&]by=account/);
  await expect(page).toHaveURL(/[?&]q=quillfeather/);
  await expect(table.getByRole('rowheader')).toHaveText([/Initech/]);

  // A reload, or a shared link, comes back to the same view.
  await page.reload();
  await expect(searchBox(page)).toHaveValue('quillfeather');
  await expect(page.getByLabel('Group by')).toHaveValue('account');
  await expect(siteLinks(page)).toHaveText([THIRD_PAGE_SITE.name]);
});

test('at 1,280 px the tags step aside: read with the site, shown under its name while pointed at', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSignedIn(page);
  const table = page.getByRole('table', { name: 'Your sites' });
  await expect(table.getByRole('columnheader', { name: 'Last 30 days' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Tags' })).toHaveCount(0);
  // The first site with tags: its cell reads them after its name, for screen readers.
  const text = table.locator('tbody .data-expand__text[data-tags]').first();
  const tags = (await text.getAttribute('data-tags')) ?? '';
  expect(tags).not.toBe('');
  await expect(text).toContainText(`, tags: ${tags}`);
  // Pointed at, the name's second line shows them.
  await text.hover();
  expect(await text.evaluate((element) => getComputedStyle(element, '::after').content)).toContain(
    'Tags: ',
  );
});

test('a site opened lately is offered again by name at the top of the Sites page', async ({
  page,
}) => {
  await openSignedIn(page);
  await findAndOpenThirdPageSite(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Report schedules' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Sites' })
    .click();
  const recent = page.getByRole('region', { name: 'Recently opened' });
  await recent.getByRole('link', { name: THIRD_PAGE_SITE.name }).click();
  await expect(page).toHaveURL(`/sites/${THIRD_PAGE_SITE.id}/schedules`);
});

test('opening a site straight after typing its name opens it', async ({ page }) => {
  // The search reaches the address after typing; a write of it still due while the opened
  // site's page loads its code once sent the browser back to `/?q=…` (a timer, before af84b31).
  // Slowed code gives such a write its chance every time.
  await openSignedIn(page);
  await expect(
    page.getByRole('status').filter({ hasText: `${DEMO_SITE_COUNT} sites` }),
  ).toBeVisible();
  // The code of the site's page comes slowly, as on a phone's connection.
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await searchBox(page).fill('quillfeather');
  const link = siteLinks(page).filter({ hasText: THIRD_PAGE_SITE.name });
  await expect(link).toHaveCount(1);
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Report schedules' })).toBeVisible();
  await page.waitForTimeout(1_000);
  await expect(page).toHaveURL(listPath(THIRD_PAGE_SITE.id), { timeout: 1_000 });
});
