/** Exports from the list in demo mode: the site's calendar and spreadsheet, and one schedule's. */
import { readFile } from 'node:fs/promises';
import { expect, test } from './test';
import type { Page } from '@playwright/test';
import { ACME, firstSchedule, listPath, openRowActions, openSignedIn } from './fixtures';

/** Chooses `item` under Export and returns the downloaded file's name and text. */
async function exportFile(page: Page, item: string) {
  await page.getByRole('button', { name: 'Export' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: item }).click();
  const file = await download;
  return { name: file.suggestedFilename(), text: await readFile(await file.path(), 'utf8') };
}

test.beforeEach(async ({ page }) => {
  await openSignedIn(page, 'demo', listPath(ACME));
  await expect(firstSchedule(page)).toBeVisible();
});

test('downloads the site’s schedules as a calendar file, one event and rule each', async ({
  page,
}) => {
  const { name, text } = await exportFile(page, 'Calendar file (.ics) of all schedules');
  expect(name).toMatch(/^acme-marketing-schedules-\d{4}-\d{2}-\d{2}\.ics$/);
  expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(7);
  expect(text).toContain('RRULE:FREQ=WEEKLY');
  expect(text).toContain('RRULE:FREQ=WEEKLY;INTERVAL=2');
  // The backup audit runs on the 31st: the last day of every month, as the service runs it.
  expect(text).toContain('BYMONTHDAY=-1');
  expect(text).toMatch(/DTSTART:\d{8}T\d{6}Z/);
});

test('downloads a spreadsheet with a header, a row per schedule and a BOM', async ({ page }) => {
  const { name, text } = await exportFile(page, 'Spreadsheet (.csv) of all schedules');
  expect(name).toMatch(/^acme-marketing-schedules-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const lines = text.slice(1).trimEnd().split('\r\n');
  expect(lines[0]).toMatch(/^Title,/);
  expect(lines.some((line) => line.startsWith('Weekly traffic snapshot,'))).toBe(true);
  expect(lines).toHaveLength(1 + 7);
});

test('downloads one schedule’s calendar file from its row', async ({ page }) => {
  const actions = await openRowActions(page, 'Weekly traffic snapshot');
  const download = page.waitForEvent('download');
  await actions
    .getByRole('button', { name: 'Add Weekly traffic snapshot to calendar (.ics)' })
    .click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Weekly-traffic-snapshot.ics');
  const text = await readFile(await file.path(), 'utf8');
  expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  expect(text).toContain('SUMMARY:Weekly traffic snapshot');
});
