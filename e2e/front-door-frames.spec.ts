/**
 * The page of `/` and `/login` carries both prerendered frames, the sign-in page and the
 * signed-in frame, and the script in <head> shows the one the tab's session asks for before the
 * first paint (src/server/shell-route.ts, src/startup/head-script.ts, ADR 012). What is drawn
 * before the app's code has run, watched with that code held back or refused.
 */
import { expect, test } from './test';
import type { Page } from '@playwright/test';
import { openSignedIn } from './fixtures';

const signInFrame = (page: Page) => page.locator('[data-shell="sign-in"]');
/** Demo mode (`vite preview` without an API upstream): the signed-in frame with the demo's banner. */
const appFrame = (page: Page) => page.locator('[data-shell="app-demo"]');

/** Refuses every script file: only the inline script in <head> runs. */
async function refuseScriptFiles(page: Page) {
  await page.route('**/*.js', (route) => route.abort());
}

async function expectSignedInFrame(page: Page) {
  await expect(appFrame(page).getByRole('banner', { includeHidden: true })).toBeVisible();
  await expect(appFrame(page).getByText('Demo mode: data is kept in this browser.')).toBeVisible();
  await expect(appFrame(page).locator('main')).toBeVisible();
  await expect(signInFrame(page).locator('form')).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Sign in', includeHidden: true })).toBeHidden();
  await expect(page.getByLabel('Username')).toBeHidden();
}

test('a signed-in tab opening `/` is drawn the signed-in frame, never the sign-in form', async ({
  page,
}) => {
  await refuseScriptFiles(page);
  await openSignedIn(page, 'demo', '/');
  await expect(page.locator('html')).toHaveAttribute('data-session', '');
  await expectSignedInFrame(page);
  // One slot for the rows start-up may draw, in the frame shown.
  await expect(page.locator('[data-early-rows]')).toHaveCount(1);
  await expect(appFrame(page).locator('[data-early-rows]')).toBeVisible();
});

test('a signed-in reload of `/` shows the signed-in frame until the app draws the Sites page', async ({
  page,
}) => {
  await openSignedIn(page, 'demo', '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Sites' })).toBeVisible();

  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/app-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.reload({ waitUntil: 'commit' });
  await expectSignedInFrame(page);

  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Sites' })).toBeVisible();
  await expect(page.locator('[data-shell]')).toHaveCount(0);
});

test('a visitor is drawn the sign-in page, and the signed-in frame is out of sight', async ({
  page,
}) => {
  await refuseScriptFiles(page);
  await page.goto('/');
  await expect(page.locator('html')).not.toHaveAttribute('data-session');
  await expect(
    signInFrame(page).getByRole('heading', { name: 'Sign in', includeHidden: true }),
  ).toBeVisible();
  await expect(signInFrame(page).getByLabel('Username')).toBeVisible();
  await expect(appFrame(page).locator('header')).toBeHidden();
  await expect(appFrame(page).locator('main')).toBeHidden();
  await expect(page.getByText('Demo mode: data is kept in this browser.')).toBeHidden();
});

test('a visitor opening `/login` is drawn the sign-in page too', async ({ page }) => {
  await refuseScriptFiles(page);
  await page.goto('/login');
  await expect(signInFrame(page).getByLabel('Username')).toBeVisible();
  await expect(appFrame(page).locator('main')).toBeHidden();
});
