import { describe, expect, it } from 'vitest';
import { monthly, newYork, utc } from '#tests/support/calendar-fixtures';
import { serviceRuns } from './recurrence';
import { isMoved, movedRunNote, previewRuns, runMove, upcomingRunsSummary } from './run-preview';
import { ruleForIntent, type RunIntent } from './schedule-rule';

describe('previewRuns and movedRunNote', () => {
  it('shows a weekly 09:00 New York run at 10:00 from mid-March, as the service keeps 14:00 UTC', () => {
    const intent: RunIntent = {
      cadence: 'weekly',
      dayOfMonth: 1,
      firstRunDate: '2027-01-05',
      time: '09:00',
    };
    const rule = ruleForIntent(intent, newYork);
    const runs = previewRuns(rule, intent, newYork, 12);
    expect(runs.map((run) => run.at)).toEqual(serviceRuns(rule, 'UTC', 12).map((run) => run.at));

    // New York's clocks go forward on 14 March 2027.
    const beforeChange = runs.filter((run) => run.local.date < '2027-03-14');
    const afterChange = runs.filter((run) => run.local.date > '2027-03-14');
    expect(beforeChange.every((run) => run.local.time === '09:00' && !isMoved(run))).toBe(true);
    expect(afterChange.map((run) => run.local)).toEqual([
      { date: '2027-03-16', time: '10:00' },
      { date: '2027-03-23', time: '10:00' },
    ]);
    for (const run of afterChange) {
      expect(isMoved(run)).toBe(true);
      expect(run.clockChange).toBe('daylight-saving');
      expect(movedRunNote(run, rule, newYork)).toBe(
        '10:00, not 09:00: daylight saving time; the service keeps 14:00 UTC',
      );
    }
  });
});

describe('runMove', () => {
  it('explains a 31st moved to the last day of February, the day the user meant', () => {
    const intent = monthly(31, '2027-01-31', '09:00');
    const rule = ruleForIntent(intent, utc);
    const runs = previewRuns(rule, intent, utc, 3);
    expect(runs.map((run) => runMove(run, rule, utc))).toEqual([
      undefined,
      { from: 'the 31st', reason: 'February has no 31st, so the report runs on its last day' },
      undefined,
    ]);
  });

  it('explains a run that lands on another day with its moved-run sentence', () => {
    const intent = monthly(30, '2027-01-30', '21:00');
    const rule = ruleForIntent(intent, newYork);
    const april = previewRuns(rule, intent, newYork, 4)[3];
    expect(april && runMove(april, rule, newYork)).toEqual({
      from: 'Apr 30',
      reason:
        'Apr 29 at 22:00, not Apr 30: April has no 31st in UTC, so the service runs on the 30th at 02:00 UTC',
    });
  });

  it('says which time a run moved from when only its time moved', () => {
    const intent: RunIntent = { ...monthly(1, '2027-03-09', '09:00'), cadence: 'weekly' };
    const rule = ruleForIntent(intent, newYork);
    const [first, second] = previewRuns(rule, intent, newYork, 2);
    expect(first && runMove(first, rule, newYork)).toBeUndefined();
    expect(second && runMove(second, rule, newYork)).toEqual({
      from: '09:00',
      reason: '10:00, not 09:00: daylight saving time; the service keeps 14:00 UTC',
    });
  });
});

describe('upcomingRunsSummary', () => {
  it('names the next run with its time and the two after it', () => {
    const intent: RunIntent = { ...monthly(1, '2026-12-08', '09:00'), cadence: 'biweekly' };
    const rule = ruleForIntent(intent, utc);
    expect(upcomingRunsSummary(previewRuns(rule, intent, utc, 12), 0)).toBe(
      'Upcoming runs updated: next Tue, Dec 8 at 09:00, then Tue, Dec 22 and Tue, Jan 5.',
    );
  });

  it('gives the time of a later run that is not at the first one, and counts the moved runs', () => {
    const intent: RunIntent = { ...monthly(1, '2027-03-02', '09:00'), cadence: 'weekly' };
    const rule = ruleForIntent(intent, newYork);
    const runs = previewRuns(rule, intent, newYork, 12);
    expect(upcomingRunsSummary(runs, 10)).toBe(
      'Upcoming runs updated: next Tue, Mar 2 at 09:00, then Tue, Mar 9 and Tue, Mar 16 at 10:00. ' +
        '10 of the next 12 runs are moved.',
    );
    expect(upcomingRunsSummary(runs, 1)).toMatch(/\. 1 of the next 12 runs is moved\.$/);
    expect(upcomingRunsSummary(runs.slice(0, 1), 0)).toBe(
      'Upcoming runs updated: next Tue, Mar 2 at 09:00.',
    );
    expect(upcomingRunsSummary([], 0)).toBe('');
  });
});
