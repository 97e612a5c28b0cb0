import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pretendNarrowScreen } from '#tests/support/screen';
import { defaultFormValues, type ScheduleFormValues } from '#src/domain/schedule-form';
import { FormHarness } from '#tests/support/form-test-harness';
import { FormRunCalendar } from './run-calendar';

function renderPreview(values: Partial<ScheduleFormValues>, timeZone = 'America/New_York') {
  const defaults = { ...defaultFormValues({ now: new Date(), timeZone }), ...values };
  render(
    <FormHarness defaults={defaults} timeZone={timeZone}>
      <FormRunCalendar zones={{ user: timeZone, service: 'UTC' }} />
    </FormHarness>,
  );
  return userEvent.setup();
}

function region() {
  return screen.getByRole('region', { name: 'Upcoming runs' });
}

function rowsOf(list: HTMLElement): string[] {
  return within(list)
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

describe('the run preview on a phone', () => {
  pretendNarrowScreen(600);

  it('lists the first three runs in short, counts the moved ones, and shows all twelve on request', async () => {
    // Weekly on Tuesdays at 09:00 New York time: from March 16 the service's 14:00 UTC is 10:00.
    const user = renderPreview({ firstRunDate: '2027-03-02', time: '09:00' });

    const short = within(region()).getByRole('list', { name: 'Next 3 of 12 runs' });
    // The caption a sighted user reads counts the same runs.
    expect(within(region()).getByRole('heading', { level: 4 })).toHaveTextContent(
      'Next 3 of 12 runs',
    );
    expect(rowsOf(short)).toEqual([
      'Tue, Mar 2, 09:00 EST',
      'Tue, Mar 9, 09:00 EST',
      'Tue, Mar 16, 10:00 EDT Moved 10:00, not 09:00: daylight saving time; the service keeps 14:00 UTC',
    ]);
    expect(
      within(region()).getByText(/^10 runs land away from the day or time you chose/),
    ).toBeVisible();

    const showAll = within(region()).getByRole('button', {
      name: 'Show all 12 runs',
      expanded: false,
    });
    expect(showAll).toHaveAttribute('aria-controls', short.id);
    await user.click(showAll);

    expect(showAll).toHaveAttribute('aria-expanded', 'true');
    expect(within(region()).getByRole('heading', { level: 4 })).toHaveTextContent('Next 12 runs');
    const all = within(region()).getByRole('list', { name: 'Next 12 runs' });
    expect(rowsOf(all)).toHaveLength(12);
    expect(rowsOf(all)[11]).toMatch(/^Tue, May 18, 10:00 EDT Moved /);

    await user.click(showAll);
    expect(rowsOf(within(region()).getByRole('list', { name: 'Next 3 of 12 runs' }))).toHaveLength(
      3,
    );
  });

  it('writes the year only for a run in another year', async () => {
    vi.setSystemTime(new Date('2027-12-01T12:00:00Z'));
    const user = renderPreview({ firstRunDate: '2027-12-21', time: '09:00' }, 'UTC');

    await user.click(within(region()).getByRole('button', { name: 'Show all 12 runs' }));

    const rows = rowsOf(within(region()).getByRole('list', { name: 'Next 12 runs' }));
    expect(rows.slice(0, 3)).toEqual([
      'Tue, Dec 21, 09:00 UTC',
      'Tue, Dec 28, 09:00 UTC',
      'Tue, Jan 4, 2028, 09:00 UTC',
    ]);
  });
});

describe('the run preview on a wider screen', () => {
  it('lists all twelve runs in full, with nothing to unfold', () => {
    renderPreview({ firstRunDate: '2027-03-02', time: '09:00' });

    const list = within(region()).getByRole('list', { name: 'Next 12 runs' });
    expect(rowsOf(list)[0]).toBe('Tue, Mar 2, 2027, 09:00 EST');
    expect(rowsOf(list)).toHaveLength(12);
    expect(within(region()).queryByRole('button', { name: /Show all/ })).not.toBeInTheDocument();
  });
});

describe('the count of moved runs', () => {
  it('counts every run marked Moved, month ends included', () => {
    // Monthly on the 31st, in the service's own zone: only the month ends move.
    renderPreview(
      { cadence: 'monthly', dayOfMonth: 31, firstRunDate: '2027-01-31', time: '09:00' },
      'UTC',
    );
    const list = within(region()).getByRole('list', { name: 'Next 12 runs' });
    const marked = within(list).getAllByText('Moved').length;
    // Feb, Apr, Jun, Sep and Nov of the next 12 months have no 31st.
    expect(marked).toBe(5);
    expect(
      within(region()).getByText(
        `${marked} runs land away from the day or time you chose: a month without that day runs on its last day.`,
      ),
    ).toBeVisible();
  });

  it('names both causes when runs move for the service’s zone and for month ends', () => {
    renderPreview(
      { cadence: 'monthly', dayOfMonth: 31, firstRunDate: '2027-01-31', time: '21:00' },
      'America/Los_Angeles',
    );
    const list = within(region()).getByRole('list', { name: 'Next 12 runs' });
    const marked = within(list).getAllByText('Moved').length;
    expect(
      within(region()).getByText(
        new RegExp(
          `^${marked} runs land away from the day or time you chose: the service keeps its calendar in UTC`,
        ),
      ),
    ).toBeVisible();
  });
});
