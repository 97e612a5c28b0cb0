import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { PortfolioDay } from '#src/domain/portfolio-month';
import { DeliveryMonthView } from './delivery-month-panel';

// The drawing is MUI X Charts' (tried in the e2e): here a bar per day, as a click on one.
vi.mock('./delivery-chart', () => ({
  DeliveryChart: ({
    days,
    onSelectDay,
  }: {
    days: readonly PortfolioDay[];
    onSelectDay: (date: string) => void;
  }) => (
    <div>
      {days.map((day) => (
        <button key={day.date} type="button" onClick={() => onSelectDay(day.date)}>
          Bar {day.date}
        </button>
      ))}
    </div>
  ),
}));

const at = (iso: string) => Date.parse(iso);

const DAYS: PortfolioDay[] = [
  { date: '2026-11-30', sent: 12, notSent: 0, due: 0, notSentRuns: [] },
  {
    date: '2026-12-01',
    sent: 40,
    notSent: 2,
    due: 0,
    notSentRuns: [
      {
        siteId: 'site-a',
        scheduleUuid: 'uuid-1',
        title: 'Weekly traffic',
        at: at('2026-12-01T14:00:00Z'),
      },
      {
        siteId: 'site-b',
        scheduleUuid: 'uuid-2',
        title: 'Monthly audit',
        at: at('2026-12-01T17:30:00Z'),
      },
    ],
  },
  { date: '2026-12-02', sent: 5, notSent: 0, due: 3, notSentRuns: [] },
];

const SITE_NAMES = new Map([
  ['site-a', 'Acme Marketing'],
  ['site-b', 'Globex Shop'],
]);

function renderView(partial?: string) {
  render(
    <MemoryRouter>
      <DeliveryMonthView
        days={DAYS}
        partial={partial}
        timeZone="America/New_York"
        siteNames={SITE_NAMES}
        paths={{
          sitePath: (siteId) => `/sites/${siteId}/schedules`,
          editPath: (siteId, uuid) => `/sites/${siteId}/schedules/${uuid}/edit`,
        }}
      />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const table = () => screen.getByRole('table', { name: /^Runs per day in the last 30 days/ });

describe('DeliveryMonthView', () => {
  it('has a table alternative with a row per day: date, sent, not sent, due', () => {
    renderView();
    const rows = within(table()).getAllByRole('row');
    expect(
      rows.map((row) =>
        ['columnheader', 'rowheader', 'cell'].flatMap((role) =>
          within(row)
            .queryAllByRole(role)
            .map((cell) => cell.textContent),
        ),
      ),
    ).toEqual([
      ['Date', 'Sent', 'Not sent', 'Due'],
      ['Monday, November 30, 2026', '12', '0', '0'],
      ['Tuesday, December 1, 2026', '40', '2', '0'],
      ['Wednesday, December 2, 2026', '5', '0', '3'],
    ]);
    expect(table()).toHaveAccessibleName(
      'Runs per day in the last 30 days, in your time zone (America/New_York)',
    );
  });

  it('lists a day’s runs not sent from the table’s button, each linking to its schedule', async () => {
    const user = renderView();
    await user.click(
      screen.getByRole('button', { name: 'List the 2 runs not sent on Tuesday, December 1, 2026' }),
    );
    const day = screen.getByRole('region', { name: 'Tuesday, December 1, 2026 · 2 runs not sent' });
    // The focus follows to the list the button opened.
    expect(within(day).getByRole('heading', { level: 3 })).toHaveFocus();
    const runs = within(day).getAllByRole('listitem');
    expect(runs).toHaveLength(2);
    // In the user's zone: 14:00 UTC is 9:00 in New York (written as the user's clock writes it).
    expect(runs[0]).toHaveTextContent(/^(09:00|9:00\sAM)Acme Marketing/);
    expect(within(runs[0]!).getByRole('link', { name: 'Acme Marketing' })).toHaveAttribute(
      'href',
      '/sites/site-a/schedules',
    );
    expect(
      within(day).getByRole('link', { name: 'Edit Weekly traffic (Acme Marketing)' }),
    ).toHaveAttribute('href', '/sites/site-a/schedules/uuid-1/edit');
    expect(
      within(day).getByRole('link', { name: 'Edit Monthly audit (Globex Shop)' }),
    ).toHaveAttribute('href', '/sites/site-b/schedules/uuid-2/edit');
    expect(within(table()).getByRole('row', { current: 'date' })).toHaveTextContent(/December 1/);
  });

  it('opens a day from its bar, and says when none of its runs went unsent', async () => {
    const user = renderView();
    await user.click(screen.getByRole('button', { name: 'Bar 2026-12-02', hidden: true }));
    const day = screen.getByRole('region', {
      name: 'Wednesday, December 2, 2026 · no run not sent',
    });
    expect(day).toHaveTextContent('Every run of this day was sent, or is still due.');
  });

  it('shows the table in place of the chart, and says when the month is partial', async () => {
    const user = renderView('Partial: 3 of 20 sites counted');
    expect(screen.getByRole('alert')).toHaveTextContent(/^Partial: 3 of 20 sites counted: /);
    expect(
      screen.getByRole('button', { name: 'Bar 2026-11-30', hidden: true }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show as a table' }));
    expect(screen.getByRole('button', { name: 'Show as a table' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(
      screen.queryByRole('button', { name: 'Bar 2026-11-30', hidden: true }),
    ).not.toBeInTheDocument();
    expect(table()).toBeVisible();
  });
});
