import { SUITE_NOW } from '#tests/support/suite-clock';
import { expect, test } from './test';
import type { Page } from '@playwright/test';
import {
  ACME,
  INITECH,
  INITECH_LIST_MS,
  clock,
  fillBasics,
  listPath,
  openNewScheduleForm,
  openPath,
  openRowActions,
  scheduleRow,
  scheduleRows,
  scheduleTitleOf,
  openSignedIn,
} from './fixtures';

function upcomingRuns(page: Page) {
  return page.getByRole('region', { name: 'Upcoming runs' });
}

test.beforeEach(async ({ page }) => {
  // The suite's instant, held still: the form's previews and the runs it checks are read
  // against a "now" that does not move while the test types.
  await page.clock.setFixedTime(SUITE_NOW);
  // Straight to a small site's list: the Sites page would start counting 260 sites.
  await openSignedIn(page, 'demo', listPath(ACME));
});

test('the list shows each schedule with its cadence, next run, recipients and template', async ({
  page,
}) => {
  await openPath(page, listPath(ACME));
  await expect(page.getByRole('heading', { level: 1, name: 'Report schedules' })).toBeVisible();
  const items = scheduleRows(page);
  await expect(items.first()).toBeVisible();
  expect(await items.count()).toBeGreaterThanOrEqual(6);
  await expect(
    page
      .getByText(
        /Monthly on the 31st at \d{1,2}:\d\d( [AP]M)?( \([^)]*\))?, or the last day of shorter months/,
      )
      .first(),
  ).toBeVisible();
  await expect(page.getByText(/Every two weeks on \w+day/).first()).toBeVisible();
  const first = await scheduleTitleOf(items.first());
  await expect(page.getByRole('link', { name: `Edit ${first}` })).toBeVisible();
  const actions = await openRowActions(page, first);
  await expect(actions.getByRole('link', { name: `Duplicate ${first}` })).toBeVisible();
});

test('Initech lists its 5,000 schedules a page at a time', async ({ page }) => {
  await page.goto(listPath(INITECH));
  const items = scheduleRows(page);
  await expect(items.first()).toBeVisible({ timeout: INITECH_LIST_MS });
  await expect(page.getByText(/of 5,000/).first()).toBeVisible();
  expect(await items.count()).toBeLessThanOrEqual(100);
});

test('creates a weekly schedule on the weekday of its first run', async ({ page }) => {
  await openNewScheduleForm(page);
  await fillBasics(page, 'E2E weekly digest');
  await page.getByRole('radio', { name: 'Weekly' }).check();
  await page.getByLabel('First run date').fill('2027-01-26');
  await page.getByLabel('Time').fill('09:00');
  await expect(page.getByText(`Every week on Tuesday at ${clock('09:00')}`).first()).toBeVisible();
  const runs = upcomingRuns(page);
  await expect(runs).toContainText('Feb 2, 2027');
  await expect(runs).toContainText('Feb 9, 2027');
  await page.getByRole('button', { name: 'Create schedule' }).click();

  await expect(page).toHaveURL(listPath(ACME));
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /created/i })
      .first(),
  ).toBeVisible();
  const created = scheduleRow(page, 'E2E weekly digest');
  await expect(created).toContainText(`Every week on Tuesday at ${clock('09:00')}`);
  await expect(created).toContainText(`Tue, Jan 26, ${clock('09:00')}`);
});

test('after a create from the list, focus is on the new row, a Tab from its actions', async ({
  page,
}) => {
  // The usual path: the list, New schedule, the form, Create.
  await openNewScheduleForm(page);
  await fillBasics(page, 'E2E focus after create');
  await page.getByRole('button', { name: 'Create schedule' }).click();
  await expect(page).toHaveURL(listPath(ACME));
  const created = scheduleRow(page, 'E2E focus after create');
  await expect(created).toContainText('Just saved');
  await expect(created).toBeFocused();
  // A Tab goes on in the row: its checkbox, then its actions.
  await page.keyboard.press('Tab');
  await expect(
    created.getByRole('checkbox', { name: 'Select E2E focus after create' }),
  ).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(created.getByRole('link', { name: 'Edit E2E focus after create' })).toBeFocused();
});

test('creates an every-two-weeks schedule', async ({ page }) => {
  await openNewScheduleForm(page);
  await fillBasics(page, 'E2E fortnightly');
  await page.getByRole('radio', { name: 'Every two weeks' }).check();
  await page.getByLabel('First run date').fill('2027-01-29');
  await page.getByLabel('Time').fill('08:30');
  await expect(upcomingRuns(page)).toContainText('Feb 12, 2027');
  await expect(upcomingRuns(page)).toContainText('Feb 26, 2027');
  await page.getByRole('button', { name: 'Create schedule' }).click();
  await expect(scheduleRow(page, 'E2E fortnightly')).toContainText(
    `Every two weeks on Friday at ${clock('08:30')}`,
  );
});

test('creates a monthly schedule on the 31st and previews the month-end runs', async ({ page }) => {
  await openNewScheduleForm(page);
  await fillBasics(page, 'E2E month end');
  await page.getByRole('radio', { name: 'Monthly' }).check();
  await page.getByLabel('Day of month').fill('31');
  await page.getByLabel('Time').fill('09:00');
  await expect(page.getByText(/last day of the month/i).first()).toBeVisible();
  await expect(page.getByLabel('First run date')).toHaveValue('2027-01-31');
  const runs = upcomingRuns(page);
  await expect(runs).toContainText('Feb 28, 2027');
  await expect(runs).toContainText('Apr 30, 2027');
  await expect(runs).toContainText('Mar 31, 2027');
  await expect(runs).toContainText(/Moved\s*February has no 31st/);
  await page.getByRole('button', { name: 'Create schedule' }).click();
  const created = scheduleRow(page, 'E2E month end');
  // New York adds "(10:00 during daylight saving time)": the service keeps the UTC hour.
  const nineOrTen = `${clock('09:00')}( \\(${clock('10:00')} during daylight saving time\\))?`;
  await expect(created).toContainText(
    new RegExp(`Monthly on the 31st at ${nineOrTen}, or the last day of shorter months`),
  );
  await expect(created).toContainText(`Sun, Jan 31, ${clock('09:00')}`);
});

test('edits a schedule and sends only what changed', async ({ page }) => {
  await openPath(page, listPath(ACME));
  const editLink = page.getByRole('link', { name: /^Edit / }).first();
  const originalTitle = ((await editLink.getAttribute('aria-label')) ?? '').replace(/^Edit /, '');
  await editLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit schedule' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(originalTitle);

  let patches = 0;
  page.on('request', (request) => {
    if (request.method() === 'PATCH') patches += 1;
  });
  await page.getByLabel('Title').fill(`${originalTitle} (renamed)`);
  await page.getByRole('button', { name: 'Save changes' }).click();

  // Nothing is sent before the review is confirmed; Back returns to the form as it was.
  const review = page.getByRole('region', { name: 'Review your changes' });
  await expect(review.getByRole('heading', { name: 'Review your changes' })).toBeFocused();
  await expect(review).toContainText(`${originalTitle} (renamed)`);
  await page.getByRole('button', { name: 'Back to the form' }).click();
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeFocused();
  await expect(page.getByLabel('Title')).toHaveValue(`${originalTitle} (renamed)`);
  expect(patches).toBe(0);

  await page.getByRole('button', { name: 'Save changes' }).click();
  const patch = page.waitForRequest((request) => request.method() === 'PATCH');
  await page.getByRole('button', { name: 'Confirm and save' }).click();
  expect((await patch).postDataJSON()).toEqual({ title: `${originalTitle} (renamed)` });
  await expect(page).toHaveURL(listPath(ACME));
  await expect(scheduleRow(page, `${originalTitle} (renamed)`)).toBeVisible();
});

test('created schedules survive a reload; Reset demo data removes them', async ({ page }) => {
  await openNewScheduleForm(page);
  await fillBasics(page, 'E2E survives reload');
  await page.getByRole('button', { name: 'Create schedule' }).click();
  await expect(scheduleRow(page, 'E2E survives reload')).toBeVisible();
  await page.reload();
  await expect(scheduleRow(page, 'E2E survives reload')).toBeVisible();
  await page.getByRole('button', { name: 'Reset demo data' }).click();
  await expect(scheduleRow(page, 'E2E survives reload')).toHaveCount(0);
});

test('every way out of a changed form asks the same question', async ({ page }) => {
  await openNewScheduleForm(page);
  await page.getByLabel('Title').fill('E2E not kept');
  const question = page.getByRole('dialog', { name: 'Discard unsaved changes?' });

  await page.getByRole('banner').getByRole('link', { name: 'Report scheduler' }).click();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page.getByLabel('Title')).toHaveValue('E2E not kept');

  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Schedules' })
    .click();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(listPath(ACME));
  await expect(page).toHaveTitle('Schedules · Acme Marketing · Report scheduler');
});
