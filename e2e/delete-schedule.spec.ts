import { expect, test } from './test';
import { createItAgain, deleteFromItsRow } from './delete-schedule';
import { ACME, listPath, scheduleRows, scheduleTitleOf, openSignedIn } from './fixtures';

test('deletes a schedule from its row, focus goes to the next, and Create it again brings it back', async ({
  page,
}) => {
  await openSignedIn(page, 'demo', listPath(ACME));
  const rows = scheduleRows(page);
  await expect(rows.first()).toBeVisible();
  const count = await rows.count();
  const title = await scheduleTitleOf(rows.nth(0));
  const nextTitle = await scheduleTitleOf(rows.nth(1));

  await deleteFromItsRow(page, title);
  await expect(rows).toHaveCount(count - 1);
  await expect(rows.filter({ hasText: nextTitle })).toBeFocused();
  // The service deleted it: a reload does not bring the row back.
  await page.reload();
  await expect(rows.first()).toBeVisible();
  await expect(rows.filter({ hasText: title })).toHaveCount(0);
});

test('Create it again opens the form filled from the deleted schedule', async ({ page }) => {
  await openSignedIn(page, 'demo', listPath(ACME));
  const rows = scheduleRows(page);
  await expect(rows.first()).toBeVisible();
  const title = await scheduleTitleOf(rows.first());
  await deleteFromItsRow(page, title);
  await createItAgain(page, title);
});
