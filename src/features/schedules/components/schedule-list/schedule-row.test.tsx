import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SUITE_NOW } from '#tests/support/suite-clock';
import { makeSchedule } from '#tests/support/schedule-fixtures';
import { ScheduleCard } from './schedule-card';
import { ScheduleRow, type ScheduleItemProps } from './schedule-row';

const schedule = makeSchedule({ title: 'Weekly traffic snapshot' });

const props: ScheduleItemProps = {
  schedule,
  siteId: '0f8b7c52-3d7e-4a51-9a6b-2c1e5f4d8a10',
  hrefOf: (path) => path,
  zones: { user: 'America/New_York', service: 'UTC' },
  now: SUITE_NOW,
  templateName: 'Monthly client report',
  highlighted: false,
  notSent: true,
  runStates: undefined,
  canWrite: true,
  selected: false,
  onSelect: () => {},
};

/** The names a schedule's own actions take: its title alone, whatever marks the row shows. */
function expectActionsNamedByTitle(item: HTMLElement) {
  expect(within(item).getByRole('link', { name: 'Edit Weekly traffic snapshot' })).toBeVisible();
  expect(
    within(item).getByRole('button', { name: 'More actions for Weekly traffic snapshot' }),
  ).toBeVisible();
  // Nothing of the mark in any action's name.
  for (const action of [
    ...within(item).getAllByRole('link'),
    ...within(item).getAllByRole('button'),
  ]) {
    expect(action).not.toHaveAccessibleName(/Not sent|Just saved/);
  }
}

describe('a schedule marked "Not sent"', () => {
  it('names its row with the mark, and its actions by the title alone (table row)', () => {
    render(
      <table>
        <tbody>
          <ScheduleRow {...props} highlighted showTemplate showRecentRuns />
        </tbody>
      </table>,
    );
    const header = screen.getByRole('rowheader', {
      name: 'Just saved Not sent Weekly traffic snapshot',
    });
    expect(within(header).getByText('Not sent')).toBeVisible();
    expectActionsNamedByTitle(header.closest('tr') as HTMLElement);
  });

  it('shows the mark above the title, and names its actions by the title alone (phone card)', () => {
    render(<ScheduleCard {...props} />);
    const card = screen.getByRole('article', { name: 'Weekly traffic snapshot' });
    expect(within(card).getByText('Not sent')).toBeVisible();
    expectActionsNamedByTitle(card);
  });
});
