/**
 * Deleting a schedule and creating it again, as a user does: shared by the demo's spec and the
 * live one, which differ in what stands behind /v1.
 */
import { expect } from './test';
import type { Page } from '@playwright/test';
import { openRowActions, scheduleRow } from './fixtures';

/**
 * Delete the schedule titled `title` from its row's More actions: the dialog, where Escape first
 * keeps it (focus back on More actions), then the delete, the notice and the row gone.
 */
export async function deleteFromItsRow(page: Page, title: string) {
  const row = scheduleRow(page, title);
  const more = page.getByRole('button', { name: `More actions for ${title}`, exact: true });
  const dialog = page.getByRole('dialog', { name: `Stop “${title}”?` });
  const askToDelete = async () =>
    (await openRowActions(page, title)).getByRole('button', { name: `Delete ${title}` }).click();

  await askToDelete();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('will get no more reports');
  // The safe choice has focus; Escape keeps the schedule, and focus goes back where it was.
  await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(more).toBeFocused();
  await expect(more).toHaveAttribute('aria-expanded', 'false');

  await askToDelete();
  await dialog.getByRole('button', { name: 'Delete schedule' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(`Deleted “${title}”. Its recipients will get no more reports.`),
  ).toBeVisible();
  await expect(row).toHaveCount(0);
}

/** "Create it again" from the notice: the form filled from the deleted schedule, then created. */
export async function createItAgain(page: Page, title: string) {
  await page.getByRole('link', { name: 'Create it again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New schedule' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await page.getByRole('button', { name: 'Create schedule' }).click();
  await expect(scheduleRow(page, title)).toBeVisible();
}
