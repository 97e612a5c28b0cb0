import { act, fireEvent, render, screen, within } from '@testing-library/react';
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
  return {
    user: userEvent.setup(),
    values: () => harnessValues(screen.getByTestId('values')),
  };
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
    expect(runs()[1]).toContain('Tue, Feb 2, 2027, 09:00');
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
    expect(
      screen.getByText(
        'First run moved from Tue, Jan 26 to Sun, Jan 31: a monthly schedule on the 31st starts on the next 31st.',
      ),
    ).toBeInTheDocument();
    expect(runs()[1]).toContain('Sun, Feb 28, 2027');
    expect(runs()[1]).toContain('Moved February has no 31st, so the report runs on its last day');
    expect(
      within(runList()).getByText('April has no 31st, so the report runs on its last day'),
    ).toBeInTheDocument();
  });

  it('moves a 31st run to February 29 in a leap year', async () => {
    vi.setSystemTime(new Date('2028-01-20T12:00:00Z'));
    const { user } = renderPicker({ firstRunDate: '2028-01-26', time: '09:00' });

    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    await user.clear(screen.getByLabelText('Day of month'));
    await user.type(screen.getByLabelText('Day of month'), '31');

    expect(runs()[1]).toContain('Tue, Feb 29, 2028');
    expect(runs()[1]).toContain('Moved February has no 31st, so the report runs on its last day');
  });

  it('moves a past first-run date into the future and says so', async () => {
    const { user, values } = renderPicker({ firstRunDate: '2027-01-26', time: '09:00' });
    const date = screen.getByLabelText('First run date');

    await user.clear(date);
    await user.type(date, '2027-01-05');
    await user.tab();

    // Tuesday 5 January has passed; the next Tuesday is the 26th.
    expect(values().firstRunDate).toBe('2027-01-26');
    expect(
      screen.getByText(
        'First run moved from Tue, Jan 5 to Tue, Jan 26: the first run must be in the future.',
      ),
    ).toBeInTheDocument();
  });
});

describe('the cadence picker: weekly runs when the clocks change', () => {
  it('shows weekly runs at the hour the service keeps once New York changes its clocks', () => {
    renderPicker({ firstRunDate: '2027-03-09', time: '09:00' }, 'America/New_York');

    expect(screen.getByText(/Times are in America\/New_York \(UTC-05:00\)/)).toBeInTheDocument();
    expect(screen.getByText(/Saved as: weekly on Tuesday at 14:00 UTC/)).toBeInTheDocument();
    // The service keeps 14:00 UTC, which is 10:00 in New York from 14 March.
    expect(runs()[0]).toContain('Tue, Mar 9, 2027, 09:00 EST');
    expect(runs()[1]).toContain('Tue, Mar 16, 2027, 10:00 EDT');
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
    expect(runs()[0]).toContain('Tue, Mar 9, 2027, 14:00 UTC');
    expect(runs()[1]).toContain('Tue, Mar 16, 2027, 13:00 UTC');
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
    // The list's sentence: the service keeps 04:00 UTC, 21:00 here in summer.
    expect(
      screen.getByText('Monthly on the 10th at 20:00 (21:00 during daylight saving time)'),
    ).toBeInTheDocument();
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
    expect(runs()[0]).toContain('Sat, Jan 30, 2027, 21:00 EST');
    expect(runs()[3]).toContain('Thu, Apr 29, 2027, 22:00 EDT');
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
    expect(runs()[0]).toContain('Mon, Mar 1, 2027, 09:00');
    expect(
      within(runList()).getByText(
        'First run on Mar 1 at 09:00, not Feb 28: the service starts a monthly schedule on its ' +
          'day, and February has no 30th in UTC, so it runs on the 28th at 22:00 UTC',
      ),
    ).toBeInTheDocument();
    expect(runs()[1]).toContain('Wed, Mar 31, 2027, 09:00');
  });

  it('keeps a monthly run on the 1st in Kolkata by saving the service-zone month end', async () => {
    const { user } = renderPicker({ firstRunDate: '2027-02-01', time: '02:00' }, 'Asia/Kolkata');
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));

    expect(screen.getByText(/Saved as: monthly on day 31 at 20:30 UTC/)).toBeInTheDocument();
    for (const run of runs()) expect(run).toMatch(/ 1, \d{4}, 02:00 GMT\+5:30$/);
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
    expect(runs()[1]).toContain('Mon, Mar 15, 2027, 22:00 EDT');

    const time = screen.getByLabelText('Time');
    await user.clear(time);
    await user.type(time, '08:00');
    await user.tab();

    // 08:00 on the 15th in New York is the 15th in UTC: a new rule.
    expect(screen.getByText(/Saved as: monthly on day 15 at 13:00 UTC/)).toBeInTheDocument();
    expect(runs()[1]).toContain('Mon, Mar 15, 2027, 09:00 EDT');
  });
});

describe('the cadence picker: a day of month out of range', () => {
  it('keeps "32" in the box with its error, and shows no rule, note or runs for it', async () => {
    const { user } = renderPicker({ firstRunDate: '2027-01-26', time: '09:00' });
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    const day = screen.getByLabelText('Day of month');
    await user.clear(day);
    await user.type(day, '32');

    expect(day).toHaveValue(32);
    expect(day).toHaveAccessibleDescription('Choose a day of the month from 1 to 31.');
    expect(day).toBeInvalid();
    // Neither the rule, the sentence, the note on the "3" nor the runs pretend a day.
    expect(
      screen.getByText(/Choose a day of the month from 1 to 31 to see the rule that will be saved/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Saved as/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^Monthly on/)).not.toBeInTheDocument();
    expect(screen.queryByText(/First run moved/)).not.toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Upcoming runs' });
    expect(
      within(region).getByText('Choose a day of the month from 1 to 31 to see the upcoming runs.'),
    ).toBeInTheDocument();
    expect(within(region).queryByRole('list')).not.toBeInTheDocument();

    // Submitting says what is wrong with the day, and nothing about a 32nd.
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(day).toHaveValue(32);
    expect(screen.getByLabelText('First run date')).toBeValid();
    expect(screen.queryByText(/32nd/)).not.toBeInTheDocument();
  });

  it('keeps a day that is not whole as typed, and takes a day typed over it', async () => {
    const { user, values } = renderPicker({ firstRunDate: '2027-01-26', time: '09:00' });
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    const day = screen.getByLabelText('Day of month');
    await user.clear(day);
    await user.type(day, '2.5');

    expect(day).toHaveValue(2.5);
    expect(day).toHaveAccessibleDescription('Choose a day of the month from 1 to 31.');

    await user.clear(day);
    await user.type(day, '28');
    expect(day).toHaveValue(28);
    expect(day).toBeValid();
    expect(values()).toMatchObject({ dayOfMonth: 28, firstRunDate: '2027-01-28' });
    expect(screen.getByText(/Saved as: monthly on day 28 at 09:00 UTC/)).toBeInTheDocument();
  });
});

function movedNote(): HTMLElement | null {
  return screen.queryByText(/^First run moved/);
}

describe('the cadence picker: the note on a moved first run', () => {
  it('announces the move politely under the date and time, and keeps it until the date changes', async () => {
    const { user } = renderPicker({ firstRunDate: '2027-01-26', time: '09:00' });
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    const day = screen.getByLabelText('Day of month');
    await user.clear(day);
    await user.type(day, '31');

    const note = movedNote();
    expect(note).toHaveTextContent(
      'First run moved from Tue, Jan 26 to Sun, Jan 31: a monthly schedule on the 31st starts on the next 31st.',
    );
    expect(note?.closest('[role="status"]')).not.toBeNull();
    // Under the date and time fields, where it takes their full width, before the sentence.
    const date = screen.getByLabelText('First run date');
    expect(
      screen.getByLabelText('Time').compareDocumentPosition(note as Node) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(
      (note as Node).compareDocumentPosition(screen.getByText(/^Monthly on the 31st at/)) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    // A change that moves nothing leaves it; a date the user types takes it away.
    const time = screen.getByLabelText('Time');
    await user.clear(time);
    await user.type(time, '10:00');
    await user.tab();
    expect(movedNote()).toBeInTheDocument();
    await user.clear(date);
    await user.type(date, '2027-03-31');
    expect(movedNote()).not.toBeInTheDocument();
  });

  it('can be dismissed, leaving the focus on the date', async () => {
    const { user } = renderPicker({ firstRunDate: '2027-01-26', time: '09:00' });
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    await user.clear(screen.getByLabelText('Day of month'));
    await user.type(screen.getByLabelText('Day of month'), '31');

    await user.click(screen.getByRole('button', { name: 'Close' }));

    expect(movedNote()).not.toBeInTheDocument();
    expect(screen.getByLabelText('First run date')).toHaveFocus();
  });
});

describe('the preview: moved runs on the calendar and in the list', () => {
  it('marks month-end runs on the calendar, with a key, and calls them out in the list', async () => {
    const { user } = renderPicker({ firstRunDate: '2027-01-26', time: '09:00' });
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    await user.clear(screen.getByLabelText('Day of month'));
    await user.type(screen.getByLabelText('Day of month'), '31');
    const region = screen.getByRole('region', { name: 'Upcoming runs' });

    // The key under the calendar.
    expect(within(region).getByText('Report run')).toBeInTheDocument();
    expect(within(region).getByText('Moved run: the list says why')).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: /next month/i }));
    expect(
      within(region).getByRole('gridcell', {
        name: 'Sunday, February 28, 2027, report run, moved from the 31st',
      }),
    ).toBeInTheDocument();

    // February, April, June, September and November.
    expect(within(runList()).getAllByText('Moved')).toHaveLength(5);
    expect(runs()[1]).toBe(
      'Sun, Feb 28, 2027, 09:00 UTC Moved February has no 31st, so the report runs on its last day',
    );
    expect(runs()[2]).toBe('Wed, Mar 31, 2027, 09:00 UTC');
  });

  it('marks a run the clocks moved with the time it moved from', async () => {
    const { user } = renderPicker(
      { firstRunDate: '2027-03-09', time: '09:00' },
      'America/New_York',
    );
    const region = screen.getByRole('region', { name: 'Upcoming runs' });

    expect(
      within(region).getByRole('gridcell', {
        name: 'Tuesday, March 16, 2027, report run, moved from 09:00',
      }),
    ).toBeInTheDocument();
    expect(within(region).getAllByRole('gridcell', { name: /report run$/ })).toHaveLength(1);
    await user.click(within(region).getByRole('button', { name: /next month/i }));
    expect(within(region).getAllByRole('gridcell', { name: /moved from 09:00$/ })).toHaveLength(4);
    expect(within(runList()).getAllByText('Moved')).toHaveLength(11);
  });
});

/** The preview's own announcement; it comes before the calendar's month caption. */
function runsAnnouncement(): HTMLElement {
  const region = screen.getByRole('region', { name: 'Upcoming runs' });
  const [announcement] = within(region).getAllByRole('status');
  if (!announcement) throw new Error('No announcement of the runs');
  return announcement;
}

/** Every text `element` shows from now on, in order. */
function textsOf(element: HTMLElement): string[] {
  const texts: string[] = [];
  new MutationObserver(() => texts.push(element.textContent ?? '')).observe(element, {
    childList: true,
    characterData: true,
    subtree: true,
  });
  return texts;
}

async function settle(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
    await Promise.resolve();
  });
}

describe('the preview: one polite announcement of a change of the runs', () => {
  // Timers are fake here, so events are fired directly: Testing Library's async helpers wait
  // on a real timer.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(new Date('2027-01-20T12:00:00Z'));
  });

  it('says the first runs once the change has settled, and nothing at first', async () => {
    renderPicker({ firstRunDate: '2027-01-26', time: '09:00' });
    const announcement = runsAnnouncement();
    const said = textsOf(announcement);
    await settle(2000);
    expect(announcement).toHaveTextContent(/^$/);

    fireEvent.click(screen.getByRole('radio', { name: 'Every two weeks' }));
    await settle(900);
    expect(announcement).toHaveTextContent(/^$/);
    await settle(100);

    expect(said).toEqual([
      'Upcoming runs updated: next Tue, Jan 26 at 09:00, then Tue, Feb 9 and Tue, Feb 23.',
    ]);
    // The sentence is not a second live region.
    expect(
      screen.getByText('Every two weeks on Tuesday at 09:00').closest('[role="status"]'),
    ).toBeNull();
  });

  it('says a day typed key by key once, with the moved runs counted', async () => {
    renderPicker({ firstRunDate: '2027-01-26', time: '09:00' });
    const said = textsOf(runsAnnouncement());
    fireEvent.click(screen.getByRole('radio', { name: 'Monthly' }));
    const day = screen.getByLabelText('Day of month');
    for (const typed of ['', '3', '31']) {
      fireEvent.change(day, { target: { value: typed } });
      await settle(300);
    }
    await settle(1000);

    expect(said).toEqual([
      'Upcoming runs updated: next Sun, Jan 31 at 09:00, then Sun, Feb 28 and Wed, Mar 31. ' +
        '5 of the next 12 runs are moved.',
    ]);
  });

  it('keeps the month caption quiet when the runs turn the calendar, not when the user does', async () => {
    renderPicker({ firstRunDate: '2027-01-26', time: '09:00' });
    const region = screen.getByRole('region', { name: 'Upcoming runs' });
    const date = screen.getByLabelText('First run date');
    fireEvent.change(date, { target: { value: '2027-03-02' } });
    fireEvent.blur(date);
    await settle(0);

    expect(within(region).getByText('March 2027')).toHaveAttribute('aria-live', 'off');
    fireEvent.click(within(region).getByRole('button', { name: /next month/i }));
    expect(within(region).getByText('April 2027')).toHaveAttribute('aria-live', 'polite');
  });
});

describe('the cadence picker in a 12-hour locale', () => {
  it('writes every time of day as the time field shows it, and the saved instant as ISO', () => {
    const { DateTimeFormat } = Intl;
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function enUs(locales, options) {
      return new DateTimeFormat(locales ?? 'en-US', options);
    });
    renderPicker({ firstRunDate: '2027-03-09', time: '09:00' }, 'America/New_York');

    expect(screen.getByLabelText('Time')).toHaveValue('09:00');
    expect(
      screen.getByText('Every week on Tuesday at 9:00 AM (10:00 AM during daylight saving time)'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Saved as: weekly on Tuesday at 2:00 PM UTC/)).toBeInTheDocument();
    expect(screen.getByText('2027-03-09T14:00:00Z')).toBeInTheDocument();
    expect(runs()[0]).toBe('Tue, Mar 9, 2027, 9:00 AM EST');
    expect(runs()[1]).toContain('Tue, Mar 16, 2027, 10:00 AM EDT');
    expect(
      within(runList()).getAllByText(
        '10:00 AM, not 9:00 AM: daylight saving time; the service keeps 2:00 PM UTC',
      ),
    ).toHaveLength(11);
  });
});
