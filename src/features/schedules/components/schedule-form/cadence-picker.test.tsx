import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  defaultFormValues,
  savedScheduleOf,
  type ScheduleFormValues,
} from '#src/domain/schedule-form';
import type { Schedule } from '#src/domain/schemas';
import { CadencePicker } from './cadence-picker';
import { FormHarness, harnessValues } from '#tests/support/form-test-harness';
import { FormRunCalendar } from './run-calendar';

function renderPicker(
  overrides: Partial<ScheduleFormValues> = {},
  timeZone = 'UTC',
  serviceTimeZone = 'UTC',
) {
  const defaults = { ...defaultFormValues({ now: new Date(), timeZone }), ...overrides };
  const zones = { user: timeZone, service: serviceTimeZone };
  render(
    <FormHarness defaults={defaults} timeZone={timeZone}>
      <CadencePicker zones={zones} />
      <FormRunCalendar zones={zones} />
    </FormHarness>,
  );
  return { user: userEvent.setup(), values: () => harnessValues(screen.getByTestId('values')) };
}

function runList() {
  const region = screen.getByRole('region', { name: 'Upcoming runs' });
  return within(region).getByRole('list', { name: /^Next \d+ runs$/ });
}

function runs(): string[] {
  return within(runList())
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // Wednesday 20 January 2027, noon UTC.
  vi.setSystemTime(new Date('2027-01-20T12:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the cadence picker: weekly, fortnightly and monthly choices', () => {
  it('states the weekday of a weekly schedule and lists its next 12 runs', () => {
    renderPicker({ firstRunDate: '2027-01-26', time: '09:00' });

    expect(screen.getByRole('radio', { name: 'Weekly' })).toBeChecked();
    expect(screen.getByText('Every week on Tuesday at 09:00')).toBeInTheDocument();
    expect(screen.queryByLabelText('Day of month')).not.toBeInTheDocument();
    expect(screen.getByText(/Saved as: weekly on Tuesday at 09:00 UTC/)).toBeInTheDocument();
    expect(screen.getByText('2027-01-26T09:00:00Z')).toBeInTheDocument();
    expect(runs()).toHaveLength(12);
    expect(runs()[1]).toContain('Tue, Feb 2, 2027 at 09:00');
  });

  it('says "Every two weeks" and spaces the runs two weeks apart', async () => {
    const { user } = renderPicker({ firstRunDate: '2027-01-26', time: '09:00' });

    await user.click(screen.getByRole('radio', { name: 'Every two weeks' }));

    expect(screen.getByText('Every two weeks on Tuesday at 09:00')).toBeInTheDocument();
    expect(runs()[1]).toContain('Tue, Feb 9, 2027');
  });

  it('switches to monthly on the day of the chosen date and explains the month end for the 31st', async () => {
    const { user, values } = renderPicker({ firstRunDate: '2027-01-26', time: '09:00' });

    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    const day = screen.getByLabelText('Day of month');
    expect(day).toHaveValue(26);
    expect(screen.getByLabelText('First run date')).toHaveValue('2027-01-26');

    // Typed digit by digit: "3" must not become the starting point for "31".
    await user.clear(day);
    await user.type(day, '31');

    expect(
      screen.getByText('In months without a 31st, the report runs on the last day of the month'),
    ).toBeInTheDocument();
    expect(values()).toMatchObject({
      cadence: 'monthly',
      dayOfMonth: 31,
      firstRunDate: '2027-01-31',
    });
    expect(screen.getByText(/The first run moved to Sun, Jan 31, 2027/)).toBeInTheDocument();
    expect(runs()[1]).toContain('Sun, Feb 28, 2027');
    expect(within(runList()).getByText('31st → Feb 28')).toBeInTheDocument();
    expect(within(runList()).getByText('31st → Apr 30')).toBeInTheDocument();
  });

  it('moves a 31st run to February 29 in a leap year', async () => {
    vi.setSystemTime(new Date('2028-01-20T12:00:00Z'));
    const { user } = renderPicker({ firstRunDate: '2028-01-26', time: '09:00' });

    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    await user.clear(screen.getByLabelText('Day of month'));
    await user.type(screen.getByLabelText('Day of month'), '31');

    expect(within(runList()).getByText('31st → Feb 29')).toBeInTheDocument();
  });

  it('moves a past first-run date into the future and says so', async () => {
    const { user, values } = renderPicker({ firstRunDate: '2027-01-26', time: '09:00' });
    const date = screen.getByLabelText('First run date');

    await user.clear(date);
    await user.type(date, '2027-01-05');
    await user.tab();

    // Tuesday 5 January has passed; the next Tuesday is the 26th.
    expect(values().firstRunDate).toBe('2027-01-26');
    expect(screen.getByText(/That date has passed/)).toBeInTheDocument();
  });
});

describe('the cadence picker: weekly runs when the clocks change', () => {
  it('shows weekly runs at the hour the service keeps once New York changes its clocks', () => {
    renderPicker({ firstRunDate: '2027-03-09', time: '09:00' }, 'America/New_York');

    expect(screen.getByText(/Times are in America\/New_York \(UTC-05:00\)/)).toBeInTheDocument();
    expect(screen.getByText(/Saved as: weekly on Tuesday at 14:00 UTC/)).toBeInTheDocument();
    // The service keeps 14:00 UTC, which is 10:00 in New York from 14 March.
    expect(runs()[0]).toContain('Tue, Mar 9, 2027 at 09:00 EST');
    expect(runs()[1]).toContain('Tue, Mar 16, 2027 at 10:00 EDT');
    expect(
      within(runList()).getAllByText(
        '10:00, not 09:00: daylight saving time; the service keeps 14:00 UTC',
      ),
    ).toHaveLength(11);
    expect(
      screen.getByText(/11 runs land away from the day or time you chose/),
    ).toBeInTheDocument();
  });

  it('follows the clocks of a service that keeps its calendar in New York', () => {
    renderPicker({ firstRunDate: '2027-03-09', time: '14:00' }, 'UTC', 'America/New_York');

    expect(
      screen.getByText(/Saved as: weekly on Tuesday at 09:00 America\/New_York time/),
    ).toBeInTheDocument();
    expect(runs()[0]).toContain('Tue, Mar 9, 2027 at 14:00 UTC');
    expect(runs()[1]).toContain('Tue, Mar 16, 2027 at 13:00 UTC');
    expect(
      within(runList()).getAllByText(
        '13:00, not 14:00: the clocks change in America/New_York; the service keeps 09:00 America/New_York time',
      ),
    ).toHaveLength(11);
  });
});

describe("the cadence picker: monthly days kept on the service's day", () => {
  it('saves a monthly day as the service-zone day it falls on in UTC', async () => {
    const { user } = renderPicker(
      { firstRunDate: '2027-02-10', time: '20:00' },
      'America/Los_Angeles',
    );
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));

    expect(screen.getByLabelText('Day of month')).toHaveValue(10);
    expect(screen.getByText('Monthly on the 10th at 20:00')).toBeInTheDocument();
    expect(screen.getByText(/Saved as: monthly on day 11 at 04:00 UTC/)).toBeInTheDocument();
    expect(screen.getByText('2027-02-11T04:00:00Z')).toBeInTheDocument();
    // Every run stays on the 10th in Los Angeles; only the hour follows daylight saving.
    for (const run of runs())
      expect(run).toMatch(/, (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) 10, /);
  });

  it('flags the runs that no service-zone day can keep on the chosen local day', async () => {
    const { user } = renderPicker(
      { firstRunDate: '2027-01-26', time: '21:00' },
      'America/New_York',
    );
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    const day = screen.getByLabelText('Day of month');
    await user.clear(day);
    await user.type(day, '30');

    // The 30th at 21:00 in New York is the 31st in UTC: right in 31-day months only.
    expect(screen.getByText(/Saved as: monthly on day 31 at 02:00 UTC/)).toBeInTheDocument();
    expect(runs()[0]).toContain('Sat, Jan 30, 2027 at 21:00 EST');
    expect(runs()[3]).toContain('Thu, Apr 29, 2027 at 22:00 EDT');
    expect(
      within(runList()).getByText(
        'Apr 29 at 22:00, not Apr 30: April has no 31st in UTC, so the service runs on the 30th at 02:00 UTC',
      ),
    ).toBeInTheDocument();
  });

  it("moves a first run that is not on the service's day onto it, and says so", async () => {
    const { user } = renderPicker(
      { firstRunDate: '2027-02-01', time: '09:00' },
      'Australia/Sydney',
    );
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    const day = screen.getByLabelText('Day of month');
    await user.clear(day);
    await user.type(day, '31');

    // 28 Feb 09:00 in Sydney is the 27th in UTC; the day that keeps most 31sts is the 30th, so
    // the service's first run is February's day-30 run, the 28th at 22:00 UTC: 1 March here.
    expect(screen.getByLabelText('First run date')).toHaveValue('2027-02-28');
    expect(screen.getByText(/Saved as: monthly on day 30 at 22:00 UTC/)).toBeInTheDocument();
    expect(screen.getByText('2027-02-28T22:00:00Z')).toBeInTheDocument();
    expect(runs()[0]).toContain('Mon, Mar 1, 2027 at 09:00');
    expect(
      within(runList()).getByText(
        'First run on Mar 1 at 09:00, not Feb 28: the service starts a monthly schedule on its ' +
          'day, and February has no 30th in UTC, so it runs on the 28th at 22:00 UTC',
      ),
    ).toBeInTheDocument();
    expect(runs()[1]).toContain('Wed, Mar 31, 2027 at 09:00');
  });

  it('keeps a monthly run on the 1st in Kolkata by saving the service-zone month end', async () => {
    const { user } = renderPicker({ firstRunDate: '2027-02-01', time: '02:00' }, 'Asia/Kolkata');
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));

    expect(screen.getByText(/Saved as: monthly on day 31 at 20:30 UTC/)).toBeInTheDocument();
    for (const run of runs()) expect(run).toMatch(/ 1, \d{4} at 02:00 GMT\+5:30$/);
    expect(screen.queryByText(/away from the day or time you chose/)).not.toBeInTheDocument();
  });
});

describe('the cadence picker: the run calendar and saved rules', () => {
  it('marks run days in a calendar whose months can be changed from the keyboard', async () => {
    const { user } = renderPicker({ firstRunDate: '2027-01-26', time: '09:00' });
    const region = screen.getByRole('region', { name: 'Upcoming runs' });
    expect(within(region).getByRole('grid', { name: /January 2027/ })).toBeInTheDocument();
    expect(within(region).getAllByRole('gridcell', { name: /report run$/ })).toHaveLength(1);

    within(region)
      .getByRole('button', { name: /next month/i })
      .focus();
    await user.keyboard('{Enter}');

    expect(within(region).getByRole('grid', { name: /February 2027/ })).toBeInTheDocument();
    expect(within(region).getAllByRole('gridcell', { name: /report run$/ })).toHaveLength(4);
  });

  it('opens a saved monthly rule in local terms and keeps it until the user changes the time', async () => {
    const newYork = { user: 'America/New_York', service: 'UTC' };
    const schedule: Schedule = {
      uuid: '11111111-2222-4333-8444-555555555555',
      title: 'Saved elsewhere',
      next_scheduled_date: '2027-02-16T02:00:00Z',
      template_uuid: '6a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      frequency: { unit: 'MONTHLY', value: 16 },
      recipients: [{ email: 'jane@example.com' }],
      sections: [{ name: 'cover' }],
      branding: null,
    };
    const saved = savedScheduleOf(schedule, newYork);
    render(
      <FormHarness defaults={saved.values} timeZone={newYork.user}>
        <CadencePicker zones={newYork} saved={saved} />
        <FormRunCalendar zones={newYork} saved={saved} />
      </FormHarness>,
    );
    const user = userEvent.setup();

    // {MONTHLY, 16} at 02:00 UTC is the 15th at 21:00 in New York (22:00 in summer).
    expect(screen.getByLabelText('Day of month')).toHaveValue(15);
    expect(screen.getByLabelText('Time')).toHaveValue('21:00');
    expect(screen.getByText(/Saved as: monthly on day 16 at 02:00 UTC/)).toBeInTheDocument();
    expect(runs()[1]).toContain('Mon, Mar 15, 2027 at 22:00 EDT');

    const time = screen.getByLabelText('Time');
    await user.clear(time);
    await user.type(time, '08:00');
    await user.tab();

    // 08:00 on the 15th in New York is the 15th in UTC: a new rule.
    expect(screen.getByText(/Saved as: monthly on day 15 at 13:00 UTC/)).toBeInTheDocument();
    expect(runs()[1]).toContain('Mon, Mar 15, 2027 at 09:00 EDT');
  });
});
