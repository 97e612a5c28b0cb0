import { expect, test } from './test';
import { ACME, GLOBEX, firstSchedule, listPath, signIn } from './fixtures';
import { searchInAddress } from './site-directory';

test('the sign-in page lists the demo accounts', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Demo accounts' })).toBeVisible();
  await expect(page.getByText('viewer', { exact: false }).first()).toBeVisible();
});

test('a deep link asks to sign in, then opens the page it pointed to', async ({ page }) => {
  await page.goto(listPath(ACME));
  await expect(page).toHaveURL(/\/login\?returnTo=/);
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(listPath(ACME));
  await expect(page.getByRole('heading', { level: 1, name: 'Report schedules' })).toBeVisible();
});

test('a reload keeps the session; signing out ends it', async ({ page }) => {
  await signIn(page, 'demo', listPath(ACME));
  await expect(page.getByRole('heading', { level: 1, name: 'Report schedules' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Report schedules' })).toBeVisible();

  // The account menu names the user on every screen size, and holds Sign out.
  await page.getByRole('button', { name: 'Account: Dana Whitfield' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(
    await page.evaluate(() => window.sessionStorage.getItem('report-scheduler.session')),
  ).toBeNull();
  await page.goto(listPath(ACME));
  await expect(page).toHaveURL(/\/login/);
});

test('credentials never appear in a URL', async ({ page }) => {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  await signIn(page, 'demo', listPath(ACME));
  await expect(page.getByRole('heading', { level: 1, name: 'Report schedules' })).toBeVisible();
  expect(urls.filter((url) => /password|demo:demo|ZGVtbzpkZW1v/.test(url))).toEqual([]);
});

test('after sign-in the Sites page opens a site by name, and offers it again under Recently opened', async ({
  page,
}) => {
  // Opening a site by its ID, and a mistyped ID, are for the fallback: live/live-mode.spec.ts.
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Sites' })).toBeVisible();
  await expect(page.getByLabel('Site ID')).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search sites' }).fill('acme');
  await searchInAddress(page, 'acme');
  await page.getByRole('table').getByRole('link', { name: 'Acme Marketing', exact: true }).click();
  await expect(page).toHaveURL(listPath(ACME));
  // A site is remembered once its schedules have loaded.
  await expect(firstSchedule(page)).toBeVisible();
  await page.goto('/');
  await expect(
    page
      .getByRole('region', { name: 'Recently opened' })
      .getByRole('link', { name: 'Acme Marketing' }),
  ).toBeVisible();
});

test('the viewer account can read Acme, is offered no write action, and is refused elsewhere', async ({
  page,
}) => {
  await signIn(page, 'viewer', listPath(ACME));
  await expect(page.getByRole('heading', { level: 1, name: 'Report schedules' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Report schedules' })).toBeVisible();
  // Learnt from the service before any click: no New schedule, Edit or Duplicate, and why.
  await expect(
    page.getByText(/can view these schedules but not create or change them/),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'New schedule' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^(Edit|Duplicate) / })).toHaveCount(0);

  await page.goto(listPath(GLOBEX));
  await expect(
    page.getByRole('heading', { level: 1, name: 'No access to this site' }),
  ).toBeVisible();
  await expect(page.getByText(/You do not have permission to see this site/)).toBeVisible();

  // A typed or bookmarked address to the form shows why instead of a form to fill in.
  await page.goto(`${listPath(ACME)}/new`);
  await expect(
    page.getByText(/can view these schedules but not create or change them/),
  ).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to the schedules' }).click();
  await expect(page).toHaveURL(listPath(ACME));
});
