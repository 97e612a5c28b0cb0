import { describe, expect, it } from 'vitest';
import { losAngeles, monthly, newYork, sydney } from '#tests/support/calendar-fixtures';
import { formatUtcIso, isOnMonthlyDay, toInstant, type ServiceRule } from './recurrence';
import { describeSavedRule } from './rule-wording';
import { isMoved, movedRunNote, previewRuns } from './run-preview';
import { intendedRuns, intentOfRule, ruleForIntent, type RunIntent } from './schedule-rule';

describe('ruleForIntent: the service-zone day and time of a local run', () => {
  it('sends the 10th at 20:00 in Los Angeles as day 11 at 04:00 UTC', () => {
    const rule = ruleForIntent(monthly(10, '2027-01-10', '20:00'), losAngeles);
    expect(rule.frequency).toEqual({ unit: 'MONTHLY', value: 11 });
    expect(formatUtcIso(rule.firstRun)).toBe('2027-01-11T04:00:00Z');
    expect(describeSavedRule(rule, 'UTC')).toBe('monthly on day 11 at 04:00 UTC');
  });

  it('keeps the 10th at 20:00 Los Angeles time in every month, 21:00 in summer', () => {
    const intent = monthly(10, '2027-01-10', '20:00');
    const rule = ruleForIntent(intent, losAngeles);
    const runs = previewRuns(rule, intent, losAngeles, 12);
    expect(runs.every((run) => run.local.date.endsWith('-10'))).toBe(true);
    expect(runs.find((run) => run.local.date === '2027-07-10')?.local.time).toBe('21:00');
  });

  it('sends a local 31st at 21:00 in New York as day 1 in UTC', () => {
    const intent = monthly(31, '2027-01-31', '21:00');
    const rule = ruleForIntent(intent, newYork);
    expect(rule.frequency).toEqual({ unit: 'MONTHLY', value: 1 });
    expect(formatUtcIso(rule.firstRun)).toBe('2027-02-01T02:00:00Z');
    // Every run falls on the last day of its month in New York.
    const runs = previewRuns(rule, intent, newYork, 12);
    expect(runs.map((run) => run.local.date)).toEqual(
      intendedRuns(intent, 12).map((run) => run.date),
    );
  });

  it('sends the 30th at 21:00 in New York as day 31 and flags the runs of 30-day months', () => {
    const intent = monthly(30, '2027-01-30', '21:00');
    const rule = ruleForIntent(intent, newYork);
    expect(rule.frequency).toEqual({ unit: 'MONTHLY', value: 31 });
    expect(formatUtcIso(rule.firstRun)).toBe('2027-01-31T02:00:00Z');

    const runs = previewRuns(rule, intent, newYork, 12);
    const april = runs.find((run) => run.intended.date === '2027-04-30');
    expect(april?.local).toEqual({ date: '2027-04-29', time: '22:00' });
    expect(april && isMoved(april)).toBe(true);
    expect(april?.serviceMonthEnd).toEqual({ requestedDay: 31, actualDay: 30 });
    const note = april && movedRunNote(april, rule, newYork);
    expect(note).toContain('Apr 29');
    expect(note).toContain('not Apr 30');
    // The service's own day, in its zone.
    expect(note).toContain('the service runs on the 30th at 02:00 UTC');
    expect(note).toBe(
      'Apr 29 at 22:00, not Apr 30: April has no 31st in UTC, so the service runs on the 30th at 02:00 UTC',
    );

    const movedDays = runs.filter((run) => run.local.date !== run.intended.date);
    expect(movedDays.map((run) => run.intended.date)).toEqual([
      '2027-02-28',
      '2027-04-30',
      '2027-06-30',
      '2027-09-30',
      '2027-11-30',
    ]);
    expect(runs[0] && isMoved(runs[0])).toBe(false);
    expect(runs[0] && movedRunNote(runs[0], rule, newYork)).toBeUndefined();
  });

  it('keeps the intended first run when it falls on the service-zone day', () => {
    const rule = ruleForIntent(monthly(10, '2027-01-10', '20:00'), losAngeles);
    expect(rule.firstRun).toEqual(
      toInstant({ date: '2027-01-10', time: '20:00' }, losAngeles.user),
    );
    expect(isOnMonthlyDay(rule.firstRun, rule.frequency.value, 'UTC')).toBe(true);
  });

  it('keeps the weekday and UTC time of a weekly run', () => {
    const intent: RunIntent = {
      cadence: 'weekly',
      dayOfMonth: 1,
      firstRunDate: '2027-01-05',
      time: '09:00',
    };
    const rule = ruleForIntent(intent, newYork);
    expect(rule).toEqual({
      frequency: { unit: 'DAYS', value: 7 },
      firstRun: new Date('2027-01-05T14:00:00Z'),
    });
  });
});

describe("ruleForIntent: first runs moved onto the service's day", () => {
  it("moves Sydney's first run of the 31st at 09:00 onto the service's day: Feb 28 in UTC, Mar 1 in Sydney", () => {
    // 09:00 in Sydney is the day before in UTC, so the 30th keeps 31-day months; 28 Feb 09:00
    // is the 27th in UTC, not a day-30 run (February's is the 28th), so the service refuses it.
    const intent = monthly(31, '2027-02-28', '09:00');
    const rule = ruleForIntent(intent, sydney);
    expect(rule.frequency).toEqual({ unit: 'MONTHLY', value: 30 });
    expect(formatUtcIso(rule.firstRun)).toBe('2027-02-28T22:00:00Z');

    const [first, second] = previewRuns(rule, intent, sydney, 12);
    expect(first?.local).toEqual({ date: '2027-03-01', time: '09:00' });
    expect(first?.intended).toEqual({ date: '2027-02-28', time: '09:00' });
    expect(first?.chosenFirstRun).toEqual({ date: '2027-02-28', time: '09:00' });
    expect(first && isMoved(first)).toBe(true);
    expect(first && movedRunNote(first, rule, sydney)).toBe(
      'First run on Mar 1 at 09:00, not Feb 28: the service starts a monthly schedule on its ' +
        'day, and February has no 30th in UTC, so it runs on the 28th at 22:00 UTC',
    );
    expect(second?.local).toEqual({ date: '2027-03-31', time: '09:00' });
    expect(second && isMoved(second)).toBe(false);
  });

  it("makes February's run the first when January's on the service's day comes before the chosen one", () => {
    // The 15th at 23:30 in Los Angeles: day 15 at 07:30 UTC keeps March to October (00:30 on the
    // 15th in summer), day 16 only the winter months. January's day-15 run is 14 Jan at 23:30
    // here, before the chosen 15 Jan, so the first run is February's.
    const intent = monthly(15, '2027-01-15', '23:30');
    const rule = ruleForIntent(intent, losAngeles);
    expect(rule.frequency).toEqual({ unit: 'MONTHLY', value: 15 });
    expect(formatUtcIso(rule.firstRun)).toBe('2027-02-15T07:30:00Z');

    const runs = previewRuns(rule, intent, losAngeles, 12);
    expect(runs[0]?.local).toEqual({ date: '2027-02-14', time: '23:30' });
    // It stands for the chosen February run; every later run for its own month's.
    expect(runs.map((run) => run.intended.date.slice(0, 7))).toEqual(
      runs.map((run) => formatUtcIso(run.at).slice(0, 7)),
    );
    expect(runs[0] && movedRunNote(runs[0], rule, losAngeles)).toBe(
      'First run on Feb 14 at 23:30, not Jan 15: the service starts a monthly schedule on its ' +
        "day, the 15th at 07:30 UTC, and January's is before the first run you chose",
    );
    expect(runs[1]?.local).toEqual({ date: '2027-03-15', time: '00:30' });
    expect(runs[1] && movedRunNote(runs[1], rule, losAngeles)).toBe(
      '00:30, not 23:30: daylight saving time; the service keeps 07:30 UTC',
    );
  });

  it("makes May's run the first of the 30th at 20:00 in New York from Apr 30", () => {
    const intent = monthly(30, '2027-04-30', '20:00');
    const rule = ruleForIntent(intent, newYork);
    expect(rule.frequency).toEqual({ unit: 'MONTHLY', value: 31 });
    expect(formatUtcIso(rule.firstRun)).toBe('2027-05-31T00:00:00Z');
    const [first] = previewRuns(rule, intent, newYork, 12);
    expect(first && movedRunNote(first, rule, newYork)).toBe(
      'First run on May 30 at 20:00, not Apr 30: the service starts a monthly schedule on its ' +
        "day, the 31st at 00:00 UTC, and April's is before the first run you chose",
    );
  });
});

describe('intentOfRule', () => {
  it('reads a stored day 16 at 02:00 UTC as the 15th at 21:00 in New York', () => {
    const rule: ServiceRule = {
      frequency: { unit: 'MONTHLY', value: 16 },
      firstRun: new Date('2027-01-16T02:00:00Z'),
    };
    expect(intentOfRule(rule, newYork)).toEqual({
      cadence: 'monthly',
      dayOfMonth: 15,
      firstRunDate: '2027-01-15',
      time: '21:00',
    });
  });

  it('reads back the intent ruleForIntent was given', () => {
    const intent = monthly(10, '2027-01-10', '20:00');
    expect(intentOfRule(ruleForIntent(intent, losAngeles), losAngeles)).toEqual(intent);
  });

  it('reads a moved first run back as it runs, and previews the later runs against their own months', () => {
    const rule = ruleForIntent(monthly(15, '2027-01-15', '23:30'), losAngeles);
    const back = intentOfRule(rule, losAngeles);
    // The first run is the 14th here; most runs fall on the 15th.
    expect(back).toEqual(monthly(15, '2027-02-14', '23:30'));
    const runs = previewRuns(rule, back, losAngeles, 12);
    expect(runs[0] && isMoved(runs[0])).toBe(false);
    // Only the winter runs are a day early; summer ones keep the date (00:30).
    expect(
      runs.filter((run) => run.local.date !== run.intended.date).map((run) => run.local.date),
    ).toEqual(['2027-11-14', '2027-12-14', '2028-01-14']);
  });
});
