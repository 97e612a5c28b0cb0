import { act, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import SiteCalendarPage from '#src/app/routes/site-calendar';
import { formatLongDate } from '#src/domain/format';
import { browserTimeZone } from '#src/domain/recurrence';
import type { Schedule } from '#src/domain/schemas';
import { formatMonth, monthAt, nextMonth, runsOfMonth } from '#src/domain/site-calendar';
import { HistoryButtons, renderWithApp, routerLocation } from '#tests/support/render';
import {
  ACME_SITE_ID,
  GLOBEX_SITE_ID,
  INITECH_SITE_ID,
  setupMockApi,
  VIEWER_CREDENTIALS,
} from '#tests/support/mock-api';
import { listResponse, makeSchedule } from '#tests/support/schedule-fixtures';
import { listSchedules } from '#src/lib/site-reports/schedules';

const mockApi = setupMockApi();

const calendarPath = (siteId: string, search = '') => `/sites/${siteId}/calendar${search}`;

/*
 * Runs at noon UTC (the service's zone here), so each falls on the same date in the zone of
 * whatever machine runs the tests. April 2030: the weekly one on Tuesdays 2, 9, 16, 23 and 30,
 * the fortnightly one on the 2nd, 16th and 30th, and the 31st's on the 30th, its month's end.
 */
const WEEKLY = makeSchedule({
  title: 'Weekly traffic snapshot',
  frequency: { unit: 'DAYS', value: 7 },
  next_scheduled_date: '2030-01-01T12:00:00Z',
});
const FORTNIGHTLY = makeSchedule({
  title: 'Fortnightly SEO digest',
  frequency: { unit: 'DAYS', value: 14 },
  next_scheduled_date: '2030-01-08T12:00:00Z',
});
const MONTH_END = makeSchedule({
  title: 'Month-end billing summary',
  frequency: { unit: 'MONTHLY', value: 31 },
  next_scheduled_date: '2030-01-31T12:00:00Z',
});

function serveSchedules(schedules: readonly Schedule[]) {
  mockApi.server.use(
    http.get('*/v1/site_reports/schedules', () => HttpResponse.json(listResponse(schedules))),
  );
}

function renderCalendar(route: string, options: Parameters<typeof renderWithApp>[1] = {}) {
  return renderWithApp(
    <>
      <SiteCalendarPage />
      <HistoryButtons />
    </>,
    { route, path: '/sites/:siteId/calendar', ...options },
  );
}

/** The month's grid, once the schedules are in. */
function findGrid(month: string) {
  return screen.findByRole('grid', { name: month }, { timeout: 10_000 });
}

function dayButton(name: string | RegExp) {
  return screen.getByRole('button', { name });
}

describe('the run calendar: a month of runs', () => {
  it('counts the runs of each day of the month in the address', async () => {
    serveSchedules([WEEKLY, FORTNIGHTLY, MONTH_END]);
    renderCalendar(calendarPath(ACME_SITE_ID, '?month=2030-04'));

    expect(screen.getByRole('heading', { level: 1, name: 'Run calendar' })).toBeVisible();
    const grid = await findGrid('April 2030');
    expect(screen.getByRole('heading', { level: 2, name: 'April 2030' })).toBeVisible();
    await waitFor(() =>
      expect(document.title).toBe('Calendar · Acme Marketing · Report scheduler'),
    );
    expect(screen.getByRole('link', { name: 'Calendar' })).toHaveAttribute('aria-current', 'page');

    expect(
      within(grid).getByRole('button', { name: 'Tuesday, April 2, 2030: 2 runs' }),
    ).toHaveTextContent('2 runs');
    expect(dayButton('Tuesday, April 9, 2030: 1 run')).toBeVisible();
    expect(dayButton('Wednesday, April 10, 2030: no runs')).toBeVisible();
    expect(dayButton(/^Tuesday, April 30, 2030: 3 runs/)).toBeVisible();
    expect(
      screen.getByText("9 runs in April 2030, 1 run moved to the month's end."),
    ).toHaveAttribute('role', 'status');
    expect(
      screen.getByText(new RegExp(`^Days and times in ${browserTimeZone()}\\.`)),
    ).toBeVisible();
  });

  it("marks a day with a monthly run moved to a 30-day month's end, and explains the mark", async () => {
    serveSchedules([MONTH_END]);
    renderCalendar(calendarPath(ACME_SITE_ID, '?month=2030-04'));
    await findGrid('April 2030');

    expect(
      dayButton("Tuesday, April 30, 2030: 1 run, 1 run moved to the month's end"),
    ).toBeVisible();
    const key = screen.getByRole('list', { name: 'Key to the calendar' });
    expect(within(key).getByText(/^Runs moved to the month's end/)).toBeVisible();
  });

  it('marks a day with more than twice the site’s usual runs (at least 5), and gives the number in the key', async () => {
    const crowd = Array.from({ length: 11 }, (_, index) =>
      makeSchedule({
        title: `Thursday report ${index + 1}`,
        next_scheduled_date: '2030-01-03T12:00:00Z',
      }),
    );
    serveSchedules([...crowd, WEEKLY]);
    renderCalendar(calendarPath(ACME_SITE_ID, '?month=2030-04'));
    await findGrid('April 2030');

    expect(dayButton('Thursday, April 4, 2030: 11 runs, busy day')).toBeVisible();
    expect(dayButton('Tuesday, April 2, 2030: 1 run')).toBeVisible();
    const key = screen.getByRole('list', { name: 'Key to the calendar' });
    // The usual day has 1 run: a busy one has more than 5.
    expect(within(key).getByText('Busy day: more than 5 reports')).toBeVisible();
  });

  it('shows this month, and says why, when the address names no month', async () => {
    serveSchedules([WEEKLY]);
    renderCalendar(calendarPath(ACME_SITE_ID, '?month=2030-13'));
    const thisMonth = formatMonth(monthAt(new Date(), browserTimeZone()));

    expect(await findGrid(thisMonth)).toBeVisible();
    expect(screen.getByRole('note')).toHaveTextContent(
      `“2030-13” is not a month such as 2027-03: showing ${thisMonth}.`,
    );
    expect(screen.queryByRole('link', { name: 'This month' })).not.toBeInTheDocument();
    // The service lists each schedule's next run only: no run of this month before it.
    expect(screen.getByText(/Runs already made are not shown/)).toBeVisible();
  });

  it('has no accessibility violations that axe finds, a day chosen', async () => {
    serveSchedules([WEEKLY, FORTNIGHTLY, MONTH_END]);
    const { container, user } = renderCalendar(calendarPath(ACME_SITE_ID, '?month=2030-04'));
    await findGrid('April 2030');
    await user.click(dayButton(/^Tuesday, April 30, 2030/));
    await screen.findByRole('heading', { name: 'Runs on Tuesday, April 30, 2030' });

    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map(({ id, nodes }) => ({ id, nodes: nodes.length }))).toEqual([]);
  });
});

describe('the run calendar: choosing a day', () => {
  it("lists the day's runs by time, with their cadence and a link to edit each", async () => {
    serveSchedules([WEEKLY, FORTNIGHTLY, MONTH_END]);
    const { user } = renderCalendar(calendarPath(ACME_SITE_ID, '?month=2030-04'));
    await findGrid('April 2030');

    await user.click(dayButton(/^Tuesday, April 30, 2030/));

    const heading = await screen.findByRole('heading', { name: 'Runs on Tuesday, April 30, 2030' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(routerLocation()).toBe(calendarPath(ACME_SITE_ID, '?month=2030-04&day=2030-04-30'));
    const chosen = dayButton(/^Tuesday, April 30, 2030: 3 runs.*, chosen$/);
    expect(screen.getByRole('gridcell', { selected: true })).toContainElement(chosen);
    const list = screen.getByRole('list', { name: 'Runs on Tuesday, April 30, 2030' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Fortnightly SEO digest');
    expect(items[1]).toHaveTextContent('Month-end billing summary');
    expect(items[2]).toHaveTextContent('Weekly traffic snapshot');
    expect(items[1]).toHaveTextContent(/Monthly on the 31st at \d\d:\d\d/);
    expect(items[1]).toHaveTextContent("Moved to the month's end: on the 30th, not the 31st");
    expect(within(items[0] as HTMLElement).getByRole('time')).toHaveAttribute(
      'datetime',
      '2030-04-30T12:00:00.000Z',
    );
    expect(
      within(list).getByRole('link', { name: 'Edit Weekly traffic snapshot' }),
    ).toHaveAttribute('href', `/sites/${ACME_SITE_ID}/schedules/${WEEKLY.uuid}/edit`);
    expect(screen.getByText("3 runs, 1 run moved to the month's end.")).toBeVisible();
  });

  it('opens on the day of the address, and says when no report goes out on it', async () => {
    serveSchedules([WEEKLY]);
    renderCalendar(calendarPath(ACME_SITE_ID, '?month=2030-04&day=2030-04-10'));

    expect(
      await screen.findByRole('heading', { name: 'Runs on Wednesday, April 10, 2030' }),
    ).not.toHaveFocus();
    expect(screen.getByText('No reports go out on this day.')).toBeVisible();
  });

  it('chooses a day from the keyboard, moving through the grid with the arrow keys', async () => {
    serveSchedules([WEEKLY]);
    const { user } = renderCalendar(calendarPath(ACME_SITE_ID, '?month=2030-04'));
    await findGrid('April 2030');

    act(() => dayButton('Tuesday, April 2, 2030: 1 run').focus());
    await user.keyboard('{ArrowDown}');
    expect(dayButton('Tuesday, April 9, 2030: 1 run')).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(
      await screen.findByRole('heading', { name: 'Runs on Tuesday, April 9, 2030' }),
    ).toBeVisible();
    expect(routerLocation()).toBe(calendarPath(ACME_SITE_ID, '?month=2030-04&day=2030-04-09'));
  });

  it('offers no Edit link to an account that may only read', async () => {
    serveSchedules([WEEKLY, FORTNIGHTLY]);
    renderCalendar(calendarPath(ACME_SITE_ID, '?month=2030-04&day=2030-04-02'), {
      credentials: VIEWER_CREDENTIALS,
    });
    const list = await screen.findByRole(
      'list',
      { name: 'Runs on Tuesday, April 2, 2030' },
      { timeout: 10_000 },
    );

    await waitFor(() => expect(within(list).queryAllByRole('link')).toHaveLength(0));
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });
});

describe('the run calendar: other months', () => {
  it('turns to the next and previous month, keeping the month in the address for Back', async () => {
    serveSchedules([WEEKLY, FORTNIGHTLY, MONTH_END]);
    const { user } = renderCalendar(calendarPath(ACME_SITE_ID, '?month=2030-04&day=2030-04-30'));
    await findGrid('April 2030');

    await user.click(screen.getByRole('link', { name: 'Next month' }));

    expect(await findGrid('May 2030')).toBeVisible();
    expect(routerLocation()).toBe(calendarPath(ACME_SITE_ID, '?month=2030-05'));
    expect(dayButton('Tuesday, May 14, 2030: 2 runs')).toBeVisible();
    expect(dayButton('Friday, May 31, 2030: 1 run')).toBeVisible();
    expect(screen.getByText('Choose a day to see its runs.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Test back' }));
    expect(await findGrid('April 2030')).toBeVisible();
    expect(routerLocation()).toBe(calendarPath(ACME_SITE_ID, '?month=2030-04&day=2030-04-30'));

    await user.click(screen.getByRole('link', { name: 'Previous month' }));
    expect(await findGrid('March 2030')).toBeVisible();
    expect(dayButton('Sunday, March 31, 2030: 1 run')).toBeVisible();
  });

  it('turns the month from the keyboard with Page Down, as a date picker does', async () => {
    serveSchedules([WEEKLY]);
    const { user } = renderCalendar(calendarPath(ACME_SITE_ID, '?month=2030-04'));
    await findGrid('April 2030');

    act(() => dayButton('Tuesday, April 2, 2030: 1 run').focus());
    await user.keyboard('{PageDown}');

    expect(await findGrid('May 2030')).toBeVisible();
    expect(routerLocation()).toBe(calendarPath(ACME_SITE_ID, '?month=2030-05'));
  });

  it('shows no runs before the first one the service lists', async () => {
    serveSchedules([WEEKLY]);
    renderCalendar(calendarPath(ACME_SITE_ID, '?month=2029-12'));
    await findGrid('December 2029');

    expect(screen.getByText('0 runs in December 2029.')).toBeVisible();
    expect(dayButton('Monday, December 31, 2029: no runs')).toBeVisible();
  });
});

describe('the run calendar: when the schedules cannot be shown', () => {
  it('says so while the schedules load', async () => {
    mockApi.service().faults.set({ latencyMs: 200, failures: {} });
    renderCalendar(calendarPath(ACME_SITE_ID));

    expect(screen.getByText('Loading schedules…')).toBeVisible();
    expect(await screen.findByRole('grid', {}, { timeout: 10_000 })).toBeVisible();
  });

  it("explains a site the account may not see, with the service's message", async () => {
    renderCalendar(calendarPath(GLOBEX_SITE_ID), { credentials: VIEWER_CREDENTIALS });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("You don't have permission to see this site's schedules");
    expect(
      screen.queryByRole('navigation', { name: 'Views of the schedules' }),
    ).not.toBeInTheDocument();
  });

  it('shows Not found for a site that does not exist', async () => {
    renderCalendar(calendarPath('00000000-0000-4000-8000-000000000000'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Site not found' }, { timeout: 10_000 }),
    ).toBeVisible();
  });

  it('shows an error with a retry that recovers', async () => {
    mockApi
      .service()
      .faults.set({ latencyMs: 0, failures: { listSchedules: { status: 500, remaining: 1 } } });
    const { user } = renderCalendar(calendarPath(ACME_SITE_ID));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The schedules could not be loaded');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('grid', {}, { timeout: 10_000 })).toBeVisible();
  });
});

describe('the run calendar: with 5,000 schedules', () => {
  it("counts a month's runs, marks only its peaks busy, and lists a day 50 runs at a time", async () => {
    const { schedules } = await listSchedules(mockApi.client(), INITECH_SITE_ID);
    const zones = { user: browserTimeZone(), service: 'UTC' };
    const month = nextMonth(monthAt(new Date(), zones.user));
    const date = `${month}-15`;
    const expected = runsOfMonth(schedules, month, zones).days.get(date)?.runCount ?? 0;
    expect(expected).toBeGreaterThan(100);
    const { user } = renderCalendar(calendarPath(INITECH_SITE_ID, `?month=${month}`));
    await findGrid(formatMonth(month));

    const count = expected.toLocaleString('en-US');
    // Initech sends reports every day: a busy day is one of its peaks, not every day of it.
    const { days, busyThreshold } = runsOfMonth(schedules, month, zones);
    const busy = [...days.values()].filter((candidate) => candidate.runCount > busyThreshold);
    expect(busy.length).toBeLessThan(days.size / 2);
    const busyButtons = screen
      .getAllByRole('button')
      .filter((button) => /, busy day/.test(button.getAttribute('aria-label') ?? ''));
    expect(busyButtons).toHaveLength(busy.length);
    await user.click(dayButton(new RegExp(`^${formatLongDate(date)}: ${count} runs`)));

    const list = await screen.findByRole('list', { name: /^Runs on / });
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    expect(
      screen.getByText(new RegExp(`^${count} runs.*\\. Showing the first 50\\.$`)),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(100);
    await waitFor(() => expect(within(list).getAllByRole('listitem')[50]).toHaveFocus());
  }, 30_000);
});
