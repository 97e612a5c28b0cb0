import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RunState } from '#src/domain/run-states';
import { RECENT_RUNS_SHOWN, RecentRuns } from './recent-runs';

const WEEK_MS = 7 * 86_400_000;
const FIRST = Date.parse('2026-10-05T09:00:00Z');

/** Weekly runs from FIRST, in the given states, oldest first. */
function runs(...states: ('sent' | 'not-sent' | 'due' | 'not-judged')[]): RunState[] {
  return states.map((state, place): RunState => {
    const at = FIRST + place * WEEK_MS;
    if (state === 'not-judged') return { at, state, why: 'before-first-report' };
    if (state === 'sent') return { at, state, report: {} as never };
    return { at, state };
  });
}

describe('a schedule’s recent runs in a list', () => {
  it('draws its last runs, oldest first, named by their counts and the newest', () => {
    const states = runs(
      ...Array<'not-judged'>(4).fill('not-judged'),
      ...Array<'sent'>(6).fill('sent'),
      'not-sent',
      'due',
    );
    const { container } = render(
      <RecentRuns states={states} timeZone="America/New_York" currentYear={2026} />,
    );
    const strip = screen.getByRole('img', {
      name: 'Last 8 runs: 6 sent, 1 not sent, 1 due. Newest: Due: Mon, Dec 21, 04:00 EST',
    });
    const marks = Array.from(strip.children);
    expect(marks).toHaveLength(RECENT_RUNS_SHOWN);
    expect(marks.map((mark) => mark.className.replace('run-mark run-mark--', ''))).toEqual([
      ...Array<string>(6).fill('sent'),
      'not-sent',
      'due',
    ]);
    // Each mark's own words on hover, in the user's zone.
    expect(marks[6]).toHaveAttribute('title', 'Not sent: Mon, Dec 14, 04:00 EST');
    expect(container.querySelectorAll('[title^="Not judged"]')).toHaveLength(0);
  });

  it('says "Last run" for one', () => {
    render(<RecentRuns states={runs('sent')} timeZone="UTC" currentYear={2026} />);
    expect(screen.getByRole('img')).toHaveAccessibleName(
      'Last run: 1 sent. Newest: Sent: Mon, Oct 5, 09:00 UTC',
    );
  });

  it('has no marks for a schedule with no report yet, and says why', () => {
    render(<RecentRuns states={[]} timeZone="UTC" currentYear={2026} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('No runs judged: no report with this title kept yet')).toBeTruthy();
  });
});
