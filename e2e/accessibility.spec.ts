import { expect, test } from './test';
import type { Locator, Page } from '@playwright/test';
import {
  ACME,
  COUNTED_DEMO_SITES,
  COUNTING_MS,
  listPath,
  scheduleRow,
  seriousAxeViolations,
  openSignedIn,
  runOnCountedDemo,
} from './fixtures';
import { THIRD_PAGE_SITE, allCountedLine, searchBox, searchInAddress } from './site-directory';

// The Sites page's scans wait for its counting (the whole page's, or the network's idle), so
// they run in the demo of 20 sites (fixtures.ts); the other pages are the same at any size.
runOnCountedDemo();

/** Presses Tab until `target` has focus, as a keyboard user would; fails after `most` presses. */
async function tabTo(page: Page, target: Locator, most = 15) {
  for (let presses = 0; presses < most; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('the sign-in page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

const signedInPages = [
  { name: 'sites page', path: '/', heading: 'Sites' },
  { name: 'schedule list', path: listPath(ACME), heading: 'Report schedules' },
  { name: 'sent reports page', path: `/sites/${ACME}/reports`, heading: 'Sent reports' },
  { name: 'new schedule form', path: `${listPath(ACME)}/new`, heading: 'New schedule' },
  { name: 'not-found page', path: '/no/such/page', heading: 'Page not found' },
];

for (const { name, path, heading } of signedInPages) {
  test(`the ${name} has no serious accessibility violations`, async ({ page }) => {
    await openSignedIn(page, 'demo', path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
}

test('the Sites page with its reports counted and Coming up open has no serious accessibility violations', async ({
  page,
}) => {
  await openSignedIn(page, 'demo', '/?upcoming=7');
  // Counted: the line says the totals.
  await expect(allCountedLine(page, COUNTED_DEMO_SITES)).toBeVisible({ timeout: COUNTING_MS });
  await expect(
    page.getByRole('region', { name: 'Coming up' }).getByRole('heading', { level: 3 }).first(),
  ).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('the edit form has no serious accessibility violations', async ({ page }) => {
  await openSignedIn(page, 'demo', listPath(ACME));
  await page
    .getByRole('link', { name: /^Edit / })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit schedule' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('the whole create flow works from the keyboard', async ({ page }) => {
  await openSignedIn(page, 'demo', listPath(ACME));
  // Focus starts on the page heading after navigation.
  await expect(page.getByRole('heading', { level: 1, name: 'Report schedules' })).toBeFocused();
  const newLink = page.getByRole('link', { name: 'New schedule' });
  await newLink.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'New schedule' })).toBeFocused();

  await page.getByLabel('Title').focus();
  await page.keyboard.type('Keyboard-only schedule');
  await page.getByLabel('Email').first().focus();
  await page.keyboard.type('keys@example.com');
  await page.getByRole('button', { name: 'Create schedule' }).focus();
  await page.keyboard.press('Enter');
  // Focus goes to the new schedule, so the next Tab reaches its actions.
  const created = scheduleRow(page, 'Keyboard-only schedule');
  await expect(created).toBeFocused();
  await expect(created).toBeInViewport();
});

test('the Sites page works from the keyboard: Tab to the search, type, Tab to the site, Enter', async ({
  page,
}) => {
  await openSignedIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Sites' })).toBeFocused();
  await tabTo(page, searchBox(page));
  await page.keyboard.type('quillfeather');
  await searchInAddress(page, 'quillfeather');
  const site = page.getByRole('link', { name: THIRD_PAGE_SITE.name });
  await expect(site).toHaveCount(1);
  await tabTo(page, site);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(listPath(THIRD_PAGE_SITE.id));
  await expect(page.getByRole('heading', { level: 1, name: 'Report schedules' })).toBeFocused();
});

test('the Sites page grouped by account, and on a phone, has no serious accessibility violations', async ({
  page,
}) => {
  await openSignedIn(page, 'demo', '/?by=account');
  await expect(
    page.getByRole('status').filter({ hasText: new RegExp(`^${COUNTED_DEMO_SITES} sites$`) }),
  ).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  // Phones get compact rows (a list per group) instead of the table.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('list', { name: 'Acme Marketing' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('the copy of several schedules with its review shown has no serious accessibility violations', async ({
  page,
}) => {
  await openSignedIn(page, 'demo', listPath(ACME));
  await expect(scheduleRow(page, 'Weekly traffic snapshot')).toBeVisible();
  // Opened as the list's selection opens it: the schedules in React Router's history state.
  await page.evaluate(
    async ([site, path]) => {
      const response = await fetch(`/v1/site_reports/schedules?site_id=${site}`, {
        headers: { Authorization: `Basic ${btoa('demo:demo')}` },
      });
      const { schedules } = (await response.json()) as { schedules: { uuid: string }[] };
      const selected = schedules.slice(0, 2).map(({ uuid }) => uuid);
      history.pushState({ usr: { selectedSchedules: selected }, key: 'copy', idx: 1 }, '', path);
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    },
    [ACME, `${listPath(ACME)}/copy`] as const,
  );
  await expect(
    page.getByRole('heading', { level: 1, name: 'Copy 2 schedules to other sites' }),
  ).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search sites' });
  // An Acme site and an Initech one: the review then has a template to choose.
  for (const name of ['Riverbend Cycles', 'Golden Fork Builders']) {
    await search.fill(name);
    await page.getByRole('checkbox', { name: new RegExp(`^${name} \\(`) }).check();
  }
  await page.getByRole('button', { name: 'Review 4 copies' }).click();
  await expect(page.getByRole('table', { name: 'The copies to create' })).toBeVisible();
  // At rest: while sites are counted, the "Add all with(out) reports" buttons change, and one
  // caught fading from disabled to enabled fails contrast.
  await expect(page.getByText(/^Counting the reports of/)).toHaveCount(0, { timeout: COUNTING_MS });
  expect(await seriousAxeViolations(page)).toEqual([]);
});
