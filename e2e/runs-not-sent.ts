/**
 * The checks of runs that produced no report (issue 34, docs/decisions/018), shared by the demo
 * spec and the live one: the seed's stopped schedules of Acme ("Weekly traffic snapshot" missed
 * its last run before seeding, "Fortnightly plugin and security review" its last two), Globex's
 * whose reports all went out.
 */
import { expect } from './test';
import type { Page } from '@playwright/test';
import { ACME, clock, GLOBEX, listPath, scheduleRow, signIn } from './fixtures';

const STOPPED = 'Weekly traffic snapshot';

/** The row header of a schedule marked "Not sent": the mark is read with its title. */
const markedRow = (page: Page, title: string) =>
  page.getByRole('rowheader', { name: `Not sent ${title}`, exact: true });

/**
 * Acme's list marks its stopped schedules and its "Not sent" filter lists only them, kept in the
 * address; the edit page of one lists the run that produced no report, at its time in the user's
 * zone.
 */
export async function expectStoppedScheduleMarked(page: Page) {
  await signIn(page, 'demo', listPath(ACME));
  await expect(markedRow(page, STOPPED)).toBeVisible();
  await expect(markedRow(page, 'Fortnightly plugin and security review')).toBeVisible();

  await page.getByLabel('Last report').selectOption('not-sent');
  await expect(page).toHaveURL(/[?&]reports=not-sent/);
  await expect(page.getByText(/^2 of \d+ schedules match$/)).toBeVisible();

  await page.getByRole('link', { name: `Edit ${STOPPED}`, exact: true }).click();
  const section = page.getByRole('region', { name: 'Last report sent' });
  await expect(section.getByText('Since then, 1 run likely produced no report')).toBeVisible();
  const run = section
    .getByRole('list', { name: 'Runs that likely produced no report' })
    .locator('time');
  await expect(run).toHaveCount(1);
  // Its time as the user's zone reads it (the browser's, the project's timezoneId), in the
  // project's clock convention.
  const iso = (await run.getAttribute('datetime')) ?? '';
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
  await expect(run).toContainText(`, ${clock(time)}`);
}

/** A schedule created today, which has sent nothing, is not marked. */
export async function expectNewScheduleUnmarked(page: Page) {
  await page.goto(listPath(ACME));
  // The marks are in: the site's reports have been read.
  await expect(markedRow(page, STOPPED)).toBeVisible();
  await page.getByRole('link', { name: 'New schedule' }).click();
  const title = `Created today ${Date.now()}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Email').first().fill('new@example.com');
  await page.getByRole('button', { name: 'Create schedule' }).click();
  await expect(scheduleRow(page, title)).toBeVisible();
  // "Just saved", and no "Not sent".
  const header = page.getByRole('rowheader', { name: title });
  await expect(header).toBeVisible();
  await expect(header).not.toContainText('Not sent');
  await expect(page.getByRole('rowheader', { name: /^Not sent / })).toHaveCount(2);
}

/**
 * The Sites page's "Reports not sent" lists Acme Marketing (counted among the first: sites in
 * view go first), its row linking to its schedules concerned, and not Globex Shop, whose reports
 * all went out: a search for Globex Shop's ID counts it first, and the line then says none fits,
 * with none left to count among those searched. Not every site need be counted.
 */
export async function expectSitesFilterListsAcme(page: Page, { signedIn = false } = {}) {
  if (signedIn) await page.goto('/?reports=not-sent');
  else await signIn(page, 'demo', '/?reports=not-sent');
  await expect(page.getByLabel('Reports')).toHaveValue('not-sent');
  const acme = page.getByRole('table').getByRole('row').filter({ hasText: 'Acme Marketing' });
  await expect(
    acme.getByRole('link', { name: /^2 not sent: 2 schedules of Acme Marketing/ }),
  ).toHaveAttribute('href', `${listPath(ACME)}?reports=not-sent`);
  await page.getByRole('searchbox', { name: 'Search sites' }).fill(GLOBEX);
  await expect(page.getByRole('status').filter({ hasText: /^0 of [\d,]+ sites match/ })).toHaveText(
    new RegExp(
      `^0 of [\\d,]+ sites match “${GLOBEX}” and have a report not sent in the last 30 days$`,
    ),
  );
  await expect(page.getByRole('link', { name: 'Globex Shop' })).toHaveCount(0);
}
