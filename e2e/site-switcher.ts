/**
 * Going to a site with the switcher, as a user does: shared by the demo's spec and the live one,
 * which differ in what stands behind /v1.
 */
import type { Page } from '@playwright/test';
import { THIRD_PAGE_SITE } from '#src/mock-service/directory';
import { expect } from './test';
import { listPath } from './fixtures';

export const switcher = (page: Page) => page.getByRole('dialog', { name: 'Go to a site' });

/** From a signed-in page: Ctrl+K, part of the third page's site's name, Enter: its list. */
export async function switchToThirdPageSite(page: Page) {
  await page.keyboard.press('Control+k');
  const combobox = switcher(page).getByRole('combobox', { name: /Search sites/ });
  await expect(combobox).toBeFocused();
  await page.keyboard.type('quillfeath');
  await expect(switcher(page).getByRole('status')).toHaveText('1 site matches');
  await expect(switcher(page).getByRole('option', { selected: true })).toContainText(
    THIRD_PAGE_SITE.name,
  );
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(listPath(THIRD_PAGE_SITE.id));
  await expect(switcher(page)).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Report schedules' })).toBeVisible();
  await expect(page.getByRole('main').getByText(THIRD_PAGE_SITE.name).first()).toBeVisible();
  await expect(page).toHaveTitle(`Schedules · ${THIRD_PAGE_SITE.name} · Report scheduler`);
}

/** Escape closes the switcher, and focus is back on `opener`, the page unchanged. */
export async function escapeReturnsFocus(page: Page, opener: ReturnType<Page['getByRole']>) {
  await opener.focus();
  await page.keyboard.press('Control+k');
  await expect(switcher(page).getByRole('combobox')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(switcher(page)).toBeHidden();
  await expect(opener).toBeFocused();
}
