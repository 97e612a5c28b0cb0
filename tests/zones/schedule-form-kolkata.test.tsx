/**
 * The Kolkata half of the end-to-end tests of what a zone changes (issue 32) that go through the
 * schedule form: e2e/service-calendar.spec.ts (all four) and the create and edit tests of
 * e2e/schedules.spec.ts. Playwright runs those in a New York browser only; here the same steps
 * run through the app's routes against the mock service, with the process (so the app's user
 * zone) in Asia/Kolkata (+05:30, no daylight saving). Each test is named after the e2e test it
 * stands for, and asserts what that test's Kolkata branch asserts, as the app writes it here
 * (tests/support/setup-tests.ts pins the 24-hour en-US clock: '20:00', not '8:00 PM').
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { isAccessProbe } from '#tests/support/access-probe';
import { ACME_SITE_ID, setupMockApi } from '#tests/support/mock-api';
import { inProcessTimeZone } from '#tests/support/process-zone';
import { renderApp, routerLocation } from '#tests/support/render';
import { openEditLink } from '#tests/support/screen';

// Wednesday 20 January 2027, mid-afternoon UTC: 20:30 in Kolkata (the e2e tests' NOW).
inProcessTimeZone('Asia/Kolkata', { now: new Date('2027-01-20T15:00:00Z') });

const mockApi = setupMockApi();

const LIST_PATH = `/sites/${ACME_SITE_ID}/schedules`;
const SLOW = { timeout: 10_000 };

interface SentRequest {
  method: string;
  body: unknown;
}

/**
 * Records the schedule writes the page sends, creates and edits (not the site-access probe, a
 * POST without a title), before the mock service answers them.
 */
function watchWrites(): SentRequest[] {
  const sent: SentRequest[] = [];
  const record = async ({ request }: { request: Request }) => {
    if (request.method === 'POST' && (await isAccessProbe(request))) return;
    sent.push({ method: request.method, body: await request.clone().json() });
  };
  mockApi.server.use(
    http.post('*/v1/site_reports/schedules', record),
    http.patch('*/v1/site_reports/schedules/:scheduleId', record),
  );
  return sent;
}

async function replace(user: UserEvent, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.type(field, value);
}

/** The new schedule form from the list's New schedule link, with a title and a recipient. */
async function newSchedule(user: UserEvent, title: string) {
  await user.click(await screen.findByRole('link', { name: 'New schedule' }, SLOW));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'New schedule' }, SLOW),
  ).toBeVisible();
  await user.type(await screen.findByLabelText('Title', {}, SLOW), title);
  await user.type(screen.getByLabelText('Email'), 'jane@example.com');
}

/** `newSchedule`, monthly on `day` at `time` ('HH:mm'), the time field left. */
async function newMonthlySchedule(user: UserEvent, title: string, day: string, time: string) {
  await newSchedule(user, title);
  await user.click(screen.getByRole('radio', { name: 'Monthly' }));
  await replace(user, screen.getByLabelText('Day of month'), day);
  await replace(user, screen.getByLabelText('Time'), time);
  await user.tab();
}

function upcomingRuns() {
  return screen.getByRole('region', { name: 'Upcoming runs' });
}

/** The preview's list of the next runs, each as its text. */
function upcomingRunTexts(): string[] {
  return within(upcomingRuns())
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

/** The row of the list's table that names `title`, once the list shows it. */
async function findScheduleRow(title: string): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name: 'Report schedules' }, SLOW);
  return waitFor(() => {
    const row = within(table)
      .getAllByRole('row')
      .find((candidate) => candidate.textContent?.includes(title));
    if (!row) throw new Error(`No row for “${title}”`);
    return row;
  }, SLOW);
}

/**
 * Create schedule, on a form titled `title`: back on the list with exactly one write sent,
 * that write's body and the new schedule's row.
 */
async function createSchedule(user: UserEvent, writes: SentRequest[], title: string) {
  await user.click(screen.getByRole('button', { name: 'Create schedule' }));
  await waitFor(() => expect(routerLocation()).toBe(LIST_PATH), SLOW);
  expect(writes).toHaveLength(1);
  return { body: writes[0]?.body, row: await findScheduleRow(title) };
}

function renderList() {
  return renderApp({ route: LIST_PATH });
}

describe('e2e/service-calendar.spec.ts in Kolkata', () => {
  it('a monthly run on the 10th at 20:00 is saved as the UTC day it falls on, and reads back the same', async () => {
    const writes = watchWrites();
    const { user } = renderList();
    await newMonthlySchedule(user, 'E2E tenth of the month', '10', '20:00');

    expect(screen.getByLabelText('First run date')).toHaveValue('2027-02-10');
    // The page names the user's zone (by ICU's name for Kolkata), and 20:00 on the 10th there is
    // 14:30 on the 10th in UTC.
    const saved = 'Saved as: monthly on day 10 at 14:30 UTC';
    expect(screen.getByText(/^Times are in /)).toHaveTextContent(
      new RegExp(
        `^Times are in Asia/Kolkata \\(UTC\\+05:30\\)\\. ${saved}, first run 2027-02-10T14:30:00Z\\.$`,
      ),
    );
    const runs = upcomingRunTexts();
    expect(runs).toHaveLength(12);
    for (const run of runs) expect(run).toMatch(/^\w{3}, \w{3} 10, 202[78], 20:00 GMT\+5:30$/);
    expect(runs[0]).toBe('Wed, Feb 10, 2027, 20:00 GMT+5:30');

    const { body, row } = await createSchedule(user, writes, 'E2E tenth of the month');
    expect(body).toMatchObject({
      frequency: { unit: 'MONTHLY', value: 10 },
      next_scheduled_date: '2027-02-10T14:30:00Z',
    });

    // No daylight saving in Kolkata: one time all year.
    expect(row).toHaveTextContent(/Monthly on the 10th at 20:00(?! \()/);
    expect(row).not.toHaveTextContent(/daylight saving/);
    // The table leaves out the year of this year's runs and the zone (named above the table).
    expect(row).toHaveTextContent('Wed, Feb 10, 20:00');

    await user.click(within(row).getByRole('link', { name: 'Edit E2E tenth of the month' }));
    expect(await screen.findByLabelText('Day of month', {}, SLOW)).toHaveValue(10);
    expect(screen.getByLabelText('Time')).toHaveValue('20:00');
    expect(screen.getByText(new RegExp(saved))).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('No changes to save.')).toBeVisible();
    expect(writes).toHaveLength(1);
  });

  it('the last day of the month late in the evening keeps every month end', async () => {
    const { user } = renderList();
    // 02:00 on the 1st in Kolkata is 20:30 on the last day of the month before, in UTC.
    await newMonthlySchedule(user, 'E2E first at two', '1', '02:00');

    expect(screen.getByText(/Saved as: monthly on day 31 at 20:30 UTC/)).toBeVisible();
    const runs = upcomingRunTexts();
    expect(runs).toHaveLength(12);
    for (const run of runs) expect(run).toMatch(/^\w{3}, \w{3} 1, 20\d\d, 02:00 GMT\+5:30$/);
    // The service's runs on February 28, April 30 and the like are still the 1st here.
    expect(runs.slice(0, 3)).toEqual([
      'Mon, Feb 1, 2027, 02:00 GMT+5:30',
      'Mon, Mar 1, 2027, 02:00 GMT+5:30',
      'Thu, Apr 1, 2027, 02:00 GMT+5:30',
    ]);
  });

  it('runs that no UTC day can keep on the chosen local day are flagged on the calendar and in the list', async () => {
    const { user } = renderList();
    // The 30th at 02:00 in Kolkata is the 29th at 20:30 in UTC.
    await newMonthlySchedule(user, 'E2E thirtieth', '30', '02:00');

    const region = upcomingRuns();
    expect(
      within(region).getByText(/runs? lands? away from the day or time you chose/),
    ).toBeVisible();
    expect(screen.getByText(/Saved as: monthly on day 29 at 20:30 UTC/)).toBeVisible();
    // February has no 29th in UTC in 2027: the service runs on the 28th, which is March 1 here.
    expect(region).toHaveTextContent(
      'Mar 1 at 02:00, not Feb 28: February has no 29th in UTC, so the service runs on the 28th at 20:30 UTC',
    );

    const nextMonth = within(region).getByRole('button', { name: /next month/i });
    await user.click(nextMonth);
    await user.click(nextMonth);
    const march = within(region).getByRole('grid', { name: /March 2027/ });
    const moved = within(march).getAllByRole('gridcell', { name: /report run, moved from / });
    expect(moved).toHaveLength(1);
    expect(moved[0]).toHaveAccessibleName(/^Monday, March 1, 2027, report run, moved from /);
  });

  it('a weekly run keeps the UTC hour across daylight saving', async () => {
    const { user } = renderApp({ route: `${LIST_PATH}/new` });
    await user.type(await screen.findByLabelText('Title', {}, SLOW), 'E2E weekly hour');
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await replace(user, screen.getByLabelText('First run date'), '2027-03-09');
    await replace(user, screen.getByLabelText('Time'), '09:00');
    await user.tab();

    expect(screen.getByText(/Saved as: weekly on Tuesday at 03:30 UTC/)).toBeVisible();
    const runs = upcomingRunTexts();
    expect(runs).toHaveLength(12);
    // Kolkata keeps no daylight saving: every run at 09:00, none explained as moved.
    for (const run of runs) expect(run).toMatch(/^Tue, \w{3} \d{1,2}, 2027, 09:00 GMT\+5:30$/);
    expect(runs[1]).toBe('Tue, Mar 16, 2027, 09:00 GMT+5:30');
  });
});

describe('e2e/schedules.spec.ts in Kolkata: creating', () => {
  it('creates a weekly schedule on the weekday of its first run', async () => {
    const writes = watchWrites();
    const { user } = renderList();
    await newSchedule(user, 'E2E weekly digest');
    await user.click(screen.getByRole('radio', { name: 'Weekly' }));
    await replace(user, screen.getByLabelText('First run date'), '2027-01-26');
    await replace(user, screen.getByLabelText('Time'), '09:00');

    expect(screen.getAllByText('Every week on Tuesday at 09:00')[0]).toBeVisible();
    expect(upcomingRuns()).toHaveTextContent('Feb 2, 2027');
    expect(upcomingRuns()).toHaveTextContent('Feb 9, 2027');
    const { body, row: created } = await createSchedule(user, writes, 'E2E weekly digest');
    expect(
      screen.getAllByRole('status').some((status) => /created/i.test(status.textContent ?? '')),
    ).toBe(true);
    // 09:00 in Kolkata is 03:30 UTC, the same Tuesday.
    expect(body).toMatchObject({
      frequency: { unit: 'DAYS', value: 7 },
      next_scheduled_date: '2027-01-26T03:30:00Z',
    });
    expect(created).toHaveTextContent('Every week on Tuesday at 09:00');
    expect(created).toHaveTextContent('Tue, Jan 26, 09:00');
  });

  it('creates an every-two-weeks schedule', async () => {
    const writes = watchWrites();
    const { user } = renderList();
    await newSchedule(user, 'E2E fortnightly');
    await user.click(screen.getByRole('radio', { name: 'Every two weeks' }));
    await replace(user, screen.getByLabelText('First run date'), '2027-01-29');
    await replace(user, screen.getByLabelText('Time'), '08:30');

    expect(upcomingRuns()).toHaveTextContent('Feb 12, 2027');
    expect(upcomingRuns()).toHaveTextContent('Feb 26, 2027');
    const { body, row: created } = await createSchedule(user, writes, 'E2E fortnightly');
    // 08:30 in Kolkata is 03:00 UTC, the same Friday.
    expect(body).toMatchObject({
      frequency: { unit: 'DAYS', value: 14 },
      next_scheduled_date: '2027-01-29T03:00:00Z',
    });
    expect(created).toHaveTextContent('Every two weeks on Friday at 08:30');
    expect(created).toHaveTextContent('Fri, Jan 29, 08:30');
  });

  it('creates a monthly schedule on the 31st and previews the month-end runs', async () => {
    const writes = watchWrites();
    const { user } = renderList();
    await newSchedule(user, 'E2E month end');
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    await replace(user, screen.getByLabelText('Day of month'), '31');
    await replace(user, screen.getByLabelText('Time'), '09:00');

    expect(screen.getAllByText(/last day of the month/i)[0]).toBeVisible();
    expect(screen.getByLabelText('First run date')).toHaveValue('2027-01-31');
    const runs = upcomingRuns();
    expect(runs).toHaveTextContent('Feb 28, 2027');
    expect(runs).toHaveTextContent('Apr 30, 2027');
    expect(runs).toHaveTextContent('Mar 31, 2027');
    expect(runs).toHaveTextContent(/Moved\s*February has no 31st/);
    // Every run at 09:00 here: 03:30 UTC on the same day.
    for (const run of upcomingRunTexts()) expect(run).toMatch(/, 09:00 GMT\+5:30/);
    const { body, row: created } = await createSchedule(user, writes, 'E2E month end');
    expect(body).toMatchObject({
      frequency: { unit: 'MONTHLY', value: 31 },
      next_scheduled_date: '2027-01-31T03:30:00Z',
    });
    // New York adds "(10:00 during daylight saving time)"; Kolkata has none.
    expect(created).toHaveTextContent(
      'Monthly on the 31st at 09:00, or the last day of shorter months',
    );
    expect(created).not.toHaveTextContent(/daylight saving/);
    expect(created).toHaveTextContent('Sun, Jan 31, 09:00');
  });
});

describe('e2e/schedules.spec.ts in Kolkata: editing', () => {
  it('edits a schedule and sends only what changed', async () => {
    const writes = watchWrites();
    const { user } = renderList();
    const table = await screen.findByRole('table', { name: 'Report schedules' }, SLOW);
    const editLink = (await within(table).findAllByRole('link', { name: /^Edit / }, SLOW))[0];
    if (!editLink) throw new Error('No Edit link on the list');
    const { title: originalTitle, titleField: title } = await openEditLink(user, editLink, SLOW);
    // The list's first, the soonest: Weekly traffic snapshot, on Fridays at 09:00 UTC, which the
    // form reads as 14:30 in Kolkata (and would send again unchanged).
    expect(originalTitle).toBe('Weekly traffic snapshot');
    expect(screen.getByLabelText('First run date')).toHaveValue('2027-01-22');
    expect(screen.getByLabelText('Time')).toHaveValue('14:30');
    expect(screen.getByText(/^Times are in /)).toHaveTextContent(
      'Saved as: weekly on Friday at 09:00 UTC, first run 2027-01-22T09:00:00Z.',
    );

    await replace(user, title, `${originalTitle} (renamed)`);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    // Nothing is sent before the review is confirmed; Back returns to the form as it was.
    const review = await screen.findByRole('region', { name: 'Review your changes' }, SLOW);
    await waitFor(() =>
      expect(within(review).getByRole('heading', { name: 'Review your changes' })).toHaveFocus(),
    );
    expect(review).toHaveTextContent(`${originalTitle} (renamed)`);
    await user.click(screen.getByRole('button', { name: 'Back to the form' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save changes' })).toHaveFocus());
    expect(screen.getByLabelText('Title')).toHaveValue(`${originalTitle} (renamed)`);
    expect(writes).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm and save' }, SLOW));
    await waitFor(() => expect(routerLocation()).toBe(LIST_PATH), SLOW);
    // Read back in Kolkata's terms, the cadence and first run are unchanged: the title alone.
    expect(writes.map(({ method, body }) => [method, body])).toEqual([
      ['PATCH', { title: `${originalTitle} (renamed)` }],
    ]);
    expect(await findScheduleRow(`${originalTitle} (renamed)`)).toBeVisible();
  });
});
