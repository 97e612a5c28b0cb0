/**
 * Sections from the service's catalogue (issue 33), in demo mode: chosen by display name, sent by
 * name with the mandatory ones, and named for people in the edit review.
 */
import { expect, test } from './test';
import {
  ACME,
  fillBasics,
  isCreateRequest,
  listPath,
  openNewScheduleForm,
  scheduleRow,
  openSignedIn,
} from './fixtures';

test.beforeEach(async ({ page }) => {
  await openSignedIn(page, 'demo', listPath(ACME));
});

test('a schedule is made from sections chosen by display name; the request holds their names', async ({
  page,
}) => {
  await openNewScheduleForm(page);
  const title = `Sections ${Date.now()}`;
  await fillBasics(page, title);
  const sections = page.getByRole('group', { name: 'Sections' });
  await expect(sections.getByRole('group', { name: 'Overview' })).toBeVisible();
  const cover = sections.getByRole('checkbox', { name: 'Cover' });
  await expect(cover).toBeChecked();
  await expect(cover).toHaveAttribute('aria-disabled', 'true');
  // Focusable (its reason and preview can be reached), but Space changes nothing.
  await cover.focus();
  await page.keyboard.press('Space');
  await expect(cover).toBeChecked();
  await expect(sections.getByRole('img', { name: 'Preview of the Cover section' })).toBeVisible();
  await sections.getByRole('checkbox', { name: 'Page speed' }).uncheck();

  const post = page.waitForRequest(isCreateRequest);
  await page.getByRole('button', { name: 'Create schedule' }).click();
  const body = (await post).postDataJSON() as { sections: { name: string }[] };
  expect(body.sections.map(({ name }) => name)).toEqual(['cover', 'overview', 'usage', 'traffic']);
  await expect(scheduleRow(page, title)).toBeVisible();

  // The edit review names the sections for people too.
  await page.getByRole('link', { name: `Edit ${title}` }).click();
  await page
    .getByRole('group', { name: 'Sections' })
    .getByRole('checkbox', { name: 'Traffic sources' })
    .uncheck();
  await page.getByRole('button', { name: 'Save changes' }).click();
  const review = page.getByRole('region', { name: 'Review your changes' });
  await expect(review).toContainText('Traffic sources');
  await expect(review).not.toContainText(/\btraffic\b/);
});
