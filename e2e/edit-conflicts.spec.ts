/**
 * Two pages of one browser on one schedule, in demo mode: the demo's data is shared between
 * tabs, so page B's change is what a colleague's would be. Page A's edit never overwrites it
 * unseen.
 */
import { expect, test } from './test';
import type { Page } from '@playwright/test';
import { ACME, listPath, scheduleRow, openSignedIn } from './fixtures';

const COLLEAGUE = [{ name: 'Colleague', email: 'colleague@example.com' }];

/** Page B renames the schedule and replaces its recipients, through the demo's API. */
async function colleagueChanges(other: Page, uuid: string, title: string) {
  const status = await other.evaluate(
    async ({ uuid, title, recipients }) => {
      const response = await fetch(`/v1/site_reports/schedules/${uuid}`, {
        method: 'PATCH',
        headers: {
          Authorization: `Basic ${btoa('demo:demo')}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ title, recipients }),
      });
      return response.status;
    },
    { uuid, title, recipients: COLLEAGUE },
  );
  expect(status).toBe(200);
}

/** Page A opens "Weekly traffic snapshot" for editing; returns its uuid. */
async function openEdit(page: Page): Promise<string> {
  await openSignedIn(page, 'demo', listPath(ACME));
  await scheduleRow(page, 'Weekly traffic snapshot')
    .getByRole('link', { name: 'Edit Weekly traffic snapshot' })
    .click();
  await expect(page.getByLabel('Title')).toHaveValue('Weekly traffic snapshot');
  const uuid = /\/schedules\/([^/]+)\/edit/.exec(page.url())?.[1];
  if (!uuid) throw new Error('No schedule id in the edit page’s address');
  return uuid;
}

async function patchesOf(page: Page) {
  const bodies: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH') bodies.push(request.postDataJSON());
  });
  return bodies;
}

for (const side of ['theirs', 'yours'] as const) {
  test(`a colleague's rename is shown beside mine; choosing ${side} keeps their recipients`, async ({
    page,
    context,
  }) => {
    const uuid = await openEdit(page);
    const other = await context.newPage();
    await openSignedIn(other);
    await colleagueChanges(other, uuid, 'Colleague title');

    const patches = await patchesOf(page);
    await page.getByLabel('Title').fill('My title');
    await page.getByRole('button', { name: 'Save changes' }).click();
    const changed = page.getByRole('region', { name: 'Changed since you opened it' });
    await expect(changed).toBeVisible();
    await expect(changed).toContainText('Colleague title');
    await expect(changed).toContainText('My title');
    await expect(changed).toContainText('Not changed by you: theirs is kept');

    await page.getByRole('button', { name: 'Confirm and save' }).click();
    await expect(page.getByText('Choose theirs or yours for Title')).toBeVisible();
    await changed
      .getByRole('radio', { name: side === 'theirs' ? 'Keep theirs' : 'Use yours' })
      .check();
    await page.getByRole('button', { name: 'Confirm and save' }).click();

    await expect(page).toHaveURL(listPath(ACME));
    const kept = side === 'theirs' ? 'Colleague title' : 'My title';
    const row = scheduleRow(page, kept);
    await expect(row).toBeVisible();
    await expect(row).toContainText('Colleague');
    // Only the title was ever sent, and only when chosen.
    expect(patches).toEqual(side === 'theirs' ? [] : [{ title: 'My title' }]);
  });
}
