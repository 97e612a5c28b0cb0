/**
 * Go to a site from anywhere (issue 50): Ctrl+K on Acme's list, part of a site's name, Enter, by
 * keyboard alone; Escape gives focus back where it was; axe with the switcher open.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { ACME, listPath, openSignedIn, seriousAxeViolations } from './fixtures';
import { switcher, switchToThirdPageSite } from './site-switcher';

test.use({ viewport: { width: 1280, height: 800 } });

async function openAcmeList(page: Page) {
  await openSignedIn(page, 'demo', listPath(ACME));
  await expect(page.getByRole('heading', { level: 1, name: 'Report schedules' })).toBeVisible();
}

test('Ctrl+K, part of a site’s name, Enter: that site’s list', async ({ page }) => {
  await openAcmeList(page);
  await switchToThirdPageSite(page);
});

test('Escape closes the switcher and returns focus where it was', async ({ page }) => {
  await openAcmeList(page);
  const button = page.getByRole('button', { name: 'Go to site' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(switcher(page).getByRole('combobox')).toBeFocused();
  await page.keyboard.type('acme');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Escape');

  await expect(switcher(page)).toBeHidden();
  await expect(button).toBeFocused();
  await expect(page).toHaveURL(listPath(ACME));

  // From somewhere else on the page too: the header's home link.
  const home = page.getByRole('link', { name: 'Report scheduler' });
  await home.focus();
  await page.keyboard.press('Control+k');
  await expect(switcher(page).getByRole('combobox')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(home).toBeFocused();
});

test('axe finds no serious violation with the switcher open', async ({ page }) => {
  await openAcmeList(page);
  await page.keyboard.press('Control+k');
  await expect(switcher(page).getByRole('status')).toContainText(/sites match/);
  await expect(switcher(page).getByRole('option').first()).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test("'/' focuses the page's search and '?' lists the shortcuts, not while typing", async ({
  page,
}) => {
  await openAcmeList(page);
  const search = page.getByRole('searchbox', { name: /Search/ });
  await expect(search).toBeVisible();
  // The shortcuts load just after the page: press until they answer.
  await expect(async () => {
    await page.getByRole('link', { name: 'Report scheduler' }).focus();
    await page.keyboard.press('/');
    await expect(search).toBeFocused({ timeout: 500 });
  }).toPass();
  await page.keyboard.type('a?/');
  await expect(search).toHaveValue('a?/');
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.getByRole('link', { name: 'Report scheduler' }).focus();
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toContainText('Ctrl+K or ⌘K: Go to a site');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
});
