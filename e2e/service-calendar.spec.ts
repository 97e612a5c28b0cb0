import { SUITE_NOW } from '#tests/support/suite-clock';
import { expect, test } from './test';
import type { Page } from '@playwright/test';
import {
  ACME,
  clock,
  isCreateRequest,
  listPath,
  openPath,
  scheduleRow,
  openSignedIn,
} from './fixtures';

/*
 * The service keeps its calendar in UTC (config.json has no serviceTimeZone). These run in New
 * York: the choices in the picker must be saved as the UTC rule that keeps them, and every run
 * shown must be one the service makes. Their Kolkata half (+05:30, the day ahead of New York's
 * evening) runs in Vitest with the process in that zone: tests/zones/schedule-form-kolkata.test.tsx.
 */

function upcomingRuns(page: Page) {
  return page.getByRole('region', { name: 'Upcoming runs' }).getByRole('listitem');
}

async function newMonthlySchedule(page: Page, title: string, day: string, time: string) {
  await openPath(page, listPath(ACME));
  await page.getByRole('link', { name: 'New schedule' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New schedule' })).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Email').first().fill('jane@example.com');
  await page.getByRole('radio', { name: 'Monthly' }).check();
  await page.getByLabel('Day of month').fill(day);
  await page.getByLabel('Time').fill(time);
  await page.getByLabel('Time').blur();
}

test.beforeEach(async ({ page }) => {
  // The suite's instant, held still: the form's previews and the runs it checks are read
  // against a "now" that does not move while the test types.
  await page.clock.setFixedTime(SUITE_NOW);
  // Straight to a small site's list: the Sites page would start counting 260 sites.
  await openSignedIn(page, 'demo', listPath(ACME));
});

test('a monthly run on the 10th at 20:00 is saved as the UTC day it falls on, and reads back the same', async ({
  page,
}) => {
  await newMonthlySchedule(page, 'E2E tenth of the month', '10', '20:00');
  await expect(page.getByLabel('First run date')).toHaveValue('2027-02-10');
  // 20:00 on the 10th is 01:00 on the 11th in UTC from New York.
  const saved = `Saved as: monthly on day 11 at ${clock('01:00')} UTC`;
  await expect(page.getByText(saved)).toBeVisible();
  const runs = upcomingRuns(page);
  await expect(runs).toHaveCount(12);
  for (const text of await runs.allInnerTexts())
    expect(text).toMatch(
      new RegExp(`^\\w{3}, \\w{3} 10, 202[78], (${clock('20:00')}|${clock('21:00')})`),
    );

  const post = page.waitForRequest(isCreateRequest);
  await page.getByRole('button', { name: 'Create schedule' }).click();
  const body = (await post).postDataJSON() as Record<string, unknown>;
  expect(body.frequency).toEqual({ unit: 'MONTHLY', value: 11 });
  expect(body.next_scheduled_date).toBe('2027-02-11T01:00:00Z');

  const card = scheduleRow(page, 'E2E tenth of the month');
  await expect(card).toContainText(
    `Monthly on the 10th at ${clock('20:00')} (${clock('21:00')} during daylight saving time)`,
  );
  // The table leaves out the year of this year's runs and the zone (named above the table).
  await expect(card).toContainText(`Wed, Feb 10, ${clock('20:00')}`);

  await card.getByRole('link', { name: /^Edit / }).click();
  await expect(page.getByLabel('Day of month')).toHaveValue('10');
  await expect(page.getByLabel('Time')).toHaveValue('20:00');
  await expect(page.getByText(saved)).toBeVisible();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('No changes to save.')).toBeVisible();
});

test('the last day of the month late in the evening keeps every month end', async ({ page }) => {
  // 21:00 on a local month end is 02:00 on the 1st in UTC.
  await newMonthlySchedule(page, 'E2E month end evening', '31', '21:00');
  await expect(page.getByText(`Saved as: monthly on day 1 at ${clock('02:00')} UTC`)).toBeVisible();
  const runs = upcomingRuns(page);
  await expect(runs.nth(1)).toContainText(`Sun, Feb 28, 2027, ${clock('21:00')} EST`);
  // From March the service's 02:00 UTC is 22:00 in New York: shown as such, and explained.
  await expect(runs.nth(2)).toContainText(`Wed, Mar 31, 2027, ${clock('22:00')} EDT`);
  await expect(runs.nth(2)).toContainText(
    `${clock('22:00')}, not ${clock('21:00')}: daylight saving time; the service keeps ${clock('02:00')} UTC`,
  );
  await expect(runs.nth(3)).toContainText('Fri, Apr 30, 2027');
});

test('runs that no UTC day can keep on the chosen local day are flagged on the calendar and in the list', async ({
  page,
}) => {
  // The 30th at 21:00 in New York is the 31st in UTC.
  await newMonthlySchedule(page, 'E2E thirtieth', '30', '21:00');
  const region = page.getByRole('region', { name: 'Upcoming runs' });
  await expect(region.getByText(/runs? lands? away from the day or time you chose/)).toBeVisible();
  await expect(
    page.getByText(`Saved as: monthly on day 31 at ${clock('02:00')} UTC`),
  ).toBeVisible();
  await expect(region).toContainText(
    `Apr 29 at ${clock('22:00')}, not Apr 30: April has no 31st in UTC, so the service runs on the 30th at ${clock('02:00')} UTC`,
  );
  // March has a moved run too: Mar 30 at 22:00.
  const nextMonth = region.getByRole('button', { name: /next month/i });
  await nextMonth.click();
  await nextMonth.click();
  await expect(region.getByRole('grid', { name: /March 2027/ })).toBeVisible();
  await expect(region.getByRole('gridcell', { name: /report run, moved from / })).toHaveCount(1);
});

test('a weekly run keeps the UTC hour across daylight saving', async ({ page }) => {
  await page.goto(`${listPath(ACME)}/new`);
  await page.getByLabel('Title').fill('E2E weekly hour');
  await page.getByLabel('Email').first().fill('jane@example.com');
  await page.getByLabel('First run date').fill('2027-03-09');
  await page.getByLabel('Time').fill('09:00');
  await page.getByLabel('Time').blur();
  const runs = upcomingRuns(page);
  await expect(
    page.getByText(`Saved as: weekly on Tuesday at ${clock('14:00')} UTC`),
  ).toBeVisible();
  await expect(runs.nth(1)).toContainText(`Tue, Mar 16, 2027, ${clock('10:00')} EDT`);
  await expect(runs.nth(1)).toContainText(
    `${clock('10:00')}, not ${clock('09:00')}: daylight saving time; the service keeps ${clock('14:00')} UTC`,
  );
});
