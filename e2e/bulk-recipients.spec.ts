/**
 * Bulk recipient changes in demo mode: from the list, find the schedules that send to an address,
 * change them all, and watch the progress through the faults the demo's mock can inject (kept in
 * localStorage, read when the demo starts).
 */
import { expect, test } from './test';
import type { Page } from '@playwright/test';
import {
  ACME,
  firstSchedule,
  listPath,
  openPath,
  scheduleRow,
  openSignedIn,
  startDemoWithFaults,
} from './fixtures';

const DANA = 'dana.whitfield@acme-marketing.example';
const GRACE = 'grace.liu@acme-marketing.example';

async function openBulkPage(page: Page) {
  await openPath(page, listPath(ACME));
  await expect(firstSchedule(page)).toBeVisible();
  await page.getByRole('link', { name: 'Replace or remove a recipient' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Replace or remove a recipient' }),
  ).toBeVisible();
}

async function find(page: Page, email: string) {
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Find schedules' }).click();
}

test('replaces a departed contact across schedules, waiting out a rate limit', async ({ page }) => {
  await startDemoWithFaults(page, {
    updateSchedule: { status: 429, remaining: 1, retryAfterSeconds: 2 },
  });
  await openSignedIn(page, 'demo', listPath(ACME));
  await openBulkPage(page);

  await find(page, DANA);
  await expect(page.getByText('Found in 3 of 7 schedules.')).toBeVisible();
  await page.getByRole('radio', { name: 'Replace with another recipient' }).check();
  await page.getByLabel("New recipient's name (optional)").fill('Robin Hale');
  await page.getByLabel(/New recipient's email/).fill('robin.hale@acme-marketing.example');
  await page.getByRole('button', { name: 'Review changes' }).click();

  // Untick one: it is left as it is.
  const review = page.getByRole('list', { name: 'Schedules found' });
  await review.getByRole('checkbox', { name: 'Mid-month performance report' }).uncheck();
  await expect(page.getByText('2 schedules will be changed.')).toBeVisible();
  await page.getByRole('button', { name: 'Change 2 schedules' }).click();

  await expect(
    page.getByText(/The service asked us to slow down; resuming in \d+ s/).first(),
  ).toBeVisible();
  await expect(page.getByText('2 schedules changed, 0 failed, 0 skipped.')).toBeVisible({
    timeout: 15_000,
  });

  await page.getByRole('link', { name: 'Back to the schedules' }).click();
  await expect(scheduleRow(page, 'Weekly traffic snapshot')).toContainText('Robin Hale');
  await expect(scheduleRow(page, 'Mid-month performance report')).toContainText('Dana Whitfield');
});

test('a schedule that fails is retried alone; an only recipient is never removed', async ({
  page,
}) => {
  await startDemoWithFaults(page, { updateSchedule: { status: 503, remaining: 1 } });
  await openSignedIn(page, 'demo', listPath(ACME));
  await openBulkPage(page);

  await find(page, GRACE);
  await expect(page.getByText('Found in 2 of 7 schedules.')).toBeVisible();
  await page.getByRole('radio', { name: 'Remove from these schedules' }).check();
  await page.getByRole('button', { name: 'Review changes' }).click();
  const onlyRecipient = page.getByRole('checkbox', { name: 'Month-end client summary' });
  await expect(onlyRecipient).toBeDisabled();
  await expect(onlyRecipient).not.toBeChecked();
  await page.getByRole('button', { name: 'Change 1 schedule' }).click();

  await expect(page.getByText('0 schedules changed, 1 failed, 0 skipped.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('heading', { name: 'Failed (1)' })).toBeVisible();
  await page.getByRole('button', { name: 'Retry failed (1)' }).click();
  await expect(page.getByText(/^1 schedule changed, 0 failed/)).toBeVisible({ timeout: 15_000 });
});
