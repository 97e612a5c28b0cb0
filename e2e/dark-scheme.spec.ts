/**
 * The dark scheme (docs/decisions/029-dark-scheme.md): with the system dark, every page is drawn
 * dark, from the prerendered frame on, and passes the axe scans, contrast included; the choice
 * in the account menu wins over the system's and survives a reload.
 */
import { expect, test } from './test';
import type { Page } from '@playwright/test';
import {
  ACME,
  listPath,
  openNewScheduleForm,
  openSignedIn,
  runOnCountedDemo,
  seriousAxeViolations,
} from './fixtures';

// The Sites page's scan waits for the network's idle: the demo of 20 sites (fixtures.ts).
runOnCountedDemo();

/** The relative luminance (WCAG) of the page's background: 0 black, 1 white. */
function backgroundLuminance(page: Page): Promise<number> {
  return page.evaluate(() => {
    const [r = 0, g = 0, b = 0] = (
      getComputedStyle(document.body).backgroundColor.match(/[\d.]+/g) ?? []
    ).map(Number);
    const linear = (channel: number) => {
      const c = channel / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  });
}

const DARK = 0.2;
/** The light scheme's page (#f5f7fa) is near white. */
const LIGHT = 0.8;

async function expectDarkAndAccessible(page: Page) {
  expect(await backgroundLuminance(page)).toBeLessThan(DARK);
  expect(await seriousAxeViolations(page)).toEqual([]);
}

/** Chooses `scheme` under Theme in the account menu. */
async function chooseTheme(page: Page, scheme: 'System' | 'Light' | 'Dark') {
  await page.getByRole('button', { name: /^Account: / }).click();
  const themes = page.getByRole('group', { name: 'Theme' });
  await themes.getByRole('radio', { name: scheme }).check();
  await expect(themes.getByRole('radio', { name: scheme })).toBeChecked();
}

test.describe('with the system dark', () => {
  test.use({ colorScheme: 'dark' });

  test('the sign-in page is dark, and has no serious accessibility violations', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expectDarkAndAccessible(page);
  });

  const signedInPages = [
    { name: 'Sites page', path: '/', heading: 'Sites' },
    { name: "Acme's list", path: listPath(ACME), heading: 'Report schedules' },
    { name: 'Sent reports page', path: `/sites/${ACME}/reports`, heading: 'Sent reports' },
  ];
  for (const { name, path, heading } of signedInPages) {
    test(`the ${name} is dark, and has no serious accessibility violations`, async ({ page }) => {
      await openSignedIn(page, 'demo', path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectDarkAndAccessible(page);
    });
  }

  test('the new schedule form and its calendar are dark, and have no serious accessibility violations', async ({
    page,
  }) => {
    await openSignedIn(page, 'demo', listPath(ACME));
    await openNewScheduleForm(page);
    await expect(page.getByRole('grid').first()).toBeVisible();
    await expectDarkAndAccessible(page);
  });

  test('the prerendered frame is dark before any script file has run', async ({ page }) => {
    // Only the inline script in <head> runs: the frame is what the server sent.
    await page.route('**/*.js', (route) => route.abort());
    await openSignedIn(page, 'demo', listPath(ACME));
    await expect(page.locator('[data-shell]')).toBeAttached();
    expect(await backgroundLuminance(page)).toBeLessThan(DARK);
  });

  test('Light, chosen in the account menu, wins over the system and survives a reload', async ({
    page,
  }) => {
    await openSignedIn(page, 'demo', listPath(ACME));
    await expect(page.getByRole('heading', { level: 1, name: 'Report schedules' })).toBeVisible();
    await chooseTheme(page, 'Light');
    await expect.poll(() => backgroundLuminance(page)).toBeGreaterThan(LIGHT);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Report schedules' })).toBeVisible();
    expect(await backgroundLuminance(page)).toBeGreaterThan(LIGHT);

    await chooseTheme(page, 'System');
    await expect.poll(() => backgroundLuminance(page)).toBeLessThan(DARK);
  });
});

test.describe('with the system light', () => {
  test.use({ colorScheme: 'light' });

  test('Dark, chosen in the account menu, wins over the system and survives a reload', async ({
    page,
  }) => {
    await openSignedIn(page, 'demo', listPath(ACME));
    await expect(page.getByRole('heading', { level: 1, name: 'Report schedules' })).toBeVisible();
    expect(await backgroundLuminance(page)).toBeGreaterThan(LIGHT);
    await chooseTheme(page, 'Dark');
    await expect.poll(() => backgroundLuminance(page)).toBeLessThan(DARK);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Report schedules' })).toBeVisible();
    expect(await backgroundLuminance(page)).toBeLessThan(DARK);
  });
});
