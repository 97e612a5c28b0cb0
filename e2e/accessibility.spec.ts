import { expect, test } from '@playwright/test';
import { ACME, listPath, scheduleRow, seriousAxeViolations, signIn } from './fixtures';

test('the sign-in page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

const signedInPages = [
  { name: 'sites page', path: '/', heading: 'Sites' },
  { name: 'schedule list', path: listPath(ACME), heading: 'Report schedules' },
  { name: 'new schedule form', path: `${listPath(ACME)}/new`, heading: 'New schedule' },
  { name: 'not-found page', path: '/no/such/page', heading: 'Page not found' },
];

for (const { name, path, heading } of signedInPages) {
  test(`the ${name} has no serious accessibility violations`, async ({ page }) => {
    await signIn(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
}

test('the edit form has no serious accessibility violations', async ({ page }) => {
  await signIn(page);
  await page.goto(listPath(ACME));
  await page
    .getByRole('link', { name: /^Edit / })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit schedule' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('the whole create flow works from the keyboard', async ({ page }) => {
  await signIn(page);
  await page.goto(listPath(ACME));
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
