/**
 * Acting on many schedules at once (issue 50), by keyboard: select three of Acme's, delete them
 * with one confirmation, and Create them again; a read-only account selects and exports only;
 * axe with a selection made.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { ACME, listPath, openSignedIn, scheduleRow, seriousAxeViolations } from './fixtures';

test.use({ viewport: { width: 1280, height: 900 } });

interface Listed {
  uuid: string;
  title: string;
}

/** Acme's schedules as the API lists them, asked from the page as the app asks. */
function acmeSchedules(page: Page, account = 'demo:demo'): Promise<Listed[]> {
  return page.evaluate(
    async ([site, credentials]) => {
      const response = await fetch(`/v1/site_reports/schedules?site_id=${site}`, {
        headers: { Authorization: `Basic ${btoa(credentials)}` },
      });
      return ((await response.json()) as { schedules: Listed[] }).schedules;
    },
    [ACME, account] as const,
  );
}

const bar = (page: Page) => page.getByRole('region', { name: 'Selection' });

/** Ticks each title's checkbox from the keyboard: focus, then Space. */
async function selectByKeyboard(page: Page, titles: readonly string[]) {
  for (const title of titles) {
    const box = page.getByRole('checkbox', { name: `Select ${title}`, exact: true });
    await box.focus();
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
}

const CHOSEN = [
  'Weekly traffic snapshot',
  'Content team weekly digest',
  'Monthly stakeholder overview',
] as const;

test('deletes exactly the three selected after one confirmation, and Create them again restores them', async ({
  page,
}) => {
  await openSignedIn(page, 'demo', listPath(ACME));
  await expect(scheduleRow(page, CHOSEN[0])).toBeVisible();
  const before = await acmeSchedules(page);

  await selectByKeyboard(page, CHOSEN);
  await expect(bar(page).getByText('3 selected')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await bar(page).getByRole('button', { name: 'Delete 3' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Delete 3 schedules?' });
  await expect(dialog).toContainText('will get no more reports from them');
  await expect(dialog.getByRole('button', { name: 'Keep them' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByText('3 schedules deleted, 0 failed, 0 skipped.')).toBeVisible();
  for (const title of CHOSEN) await expect(scheduleRow(page, title)).toHaveCount(0);

  const after = await acmeSchedules(page);
  const chosen = before.filter(({ title }) => (CHOSEN as readonly string[]).includes(title));
  expect(chosen).toHaveLength(3);
  // Exactly those three are gone; every other schedule is as it was.
  expect(after).toEqual(before.filter((schedule) => !chosen.includes(schedule)));

  await page.getByRole('button', { name: 'Create them again' }).click();
  await expect(page.getByText('3 schedules created again, 0 failed, 0 skipped.')).toBeVisible();
  const restored = await acmeSchedules(page);
  expect(restored.map(({ title }) => title).sort()).toEqual(
    before.map(({ title }) => title).sort(),
  );
  for (const title of CHOSEN) await expect(scheduleRow(page, title)).toBeVisible();
});

test('a read-only account selects and exports, and is offered no Delete, Copy or Change', async ({
  page,
}) => {
  await openSignedIn(page, 'viewer', listPath(ACME));
  await expect(scheduleRow(page, CHOSEN[0])).toBeVisible();
  await selectByKeyboard(page, CHOSEN.slice(0, 2));

  await expect(bar(page).getByRole('button', { name: 'Export 2' })).toBeVisible();
  await expect(bar(page).getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await expect(bar(page).getByRole('link', { name: /^(Copy|Change)/ })).toHaveCount(0);

  await bar(page).getByRole('button', { name: 'Export 2' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Spreadsheet (.csv) of the 2 selected' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^acme-marketing-2-schedules-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await file.path(), 'utf8')).slice(1).trimEnd().split('\r\n');
  expect(lines).toHaveLength(1 + 2);
  expect(
    lines
      .slice(1)
      .map((line) => line.split(',')[0])
      .sort(),
  ).toEqual([...CHOSEN.slice(0, 2)].sort());
});
