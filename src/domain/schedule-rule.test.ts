import { describe, expect, it, vi } from 'vitest';
import { formatTimeOfDay } from './format';
import {
  CADENCES,
  formatUtcIso,
  isOnMonthlyDay,
  serviceRuns,
  toInstant,
  type ServiceRule,
} from './recurrence';
import {
  cadenceName,
  describeRule,
  describeSavedRule,
  intendedRuns,
  intentOfRule,
  isMoved,
  movedRunNote,
  previewRuns,
  ruleForIntent,
  ruleWords,
  runMove,
  runsInAYear,
  upcomingRunsSummary,
  type CalendarZones,
  type RunIntent,
} from './schedule-rule';

const losAngeles: CalendarZones = { user: 'America/Los_Angeles', service: 'UTC' };
const newYork: CalendarZones = { user: 'America/New_York', service: 'UTC' };
const sydney: CalendarZones = { user: 'Australia/Sydney', service: 'UTC' };
const utc: CalendarZones = { user: 'UTC', service: 'UTC' };
/** Before every first run below. */
const NOW = new Date('2026-11-22T12:00:00Z');

const monthly = (dayOfMonth: number, firstRunDate: string, time: string): RunIntent => ({
  cadence: 'monthly',
  dayOfMonth,
  firstRunDate,
  time,
});

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

describe('descriptions', () => {
  it("describes the saved rule in the service's terms", () => {
    const rule = ruleForIntent(monthly(10, '2027-01-10', '20:00'), losAngeles);
    expect(describeSavedRule(rule, 'UTC')).toBe('monthly on day 11 at 04:00 UTC');
    expect(
      describeSavedRule(
        { frequency: { unit: 'DAYS', value: 14 }, firstRun: new Date('2026-12-01T14:00:00Z') },
        'UTC',
      ),
    ).toBe('every two weeks on Tuesday at 14:00 UTC');
  });

  it("describes a New York monthly rule in the user's terms, with its summer time", () => {
    const rule: ServiceRule = {
      frequency: { unit: 'MONTHLY', value: 16 },
      firstRun: new Date('2027-01-16T02:00:00Z'),
    };
    expect(describeRule(rule, newYork, NOW)).toBe(
      'Monthly on the 15th at 21:00 (22:00 during daylight saving time)',
    );
  });

  it('describes a rule in the same words whichever of its runs is listed next', () => {
    // { MONTHLY, 1 } at 04:30 UTC: 23:30 on the last day of the month in New York in winter,
    // 00:30 on the 1st in summer.
    const rule: ServiceRule = {
      frequency: { unit: 'MONTHLY', value: 1 },
      firstRun: new Date('2027-01-01T04:30:00Z'),
    };
    const rolled: ServiceRule = { ...rule, firstRun: new Date('2027-07-01T04:30:00Z') };
    const july = new Date('2027-06-15T00:00:00Z');
    expect(describeRule(rule, newYork, july)).toBe(describeRule(rolled, newYork, july));
    expect(describeRule(rule, newYork, july)).toBe(
      'Monthly on the 1st at 00:30; 4 runs a year fall on another day',
    );
  });

  it('describes a rule whose runs all keep their local time without other times', () => {
    const rule: ServiceRule = {
      frequency: { unit: 'DAYS', value: 7 },
      firstRun: new Date('2026-12-01T09:00:00Z'),
    };
    expect(describeRule(rule, { user: 'UTC', service: 'UTC' }, NOW)).toBe(
      'Every week on Tuesday at 09:00',
    );
    expect(describeRule(rule, { user: 'Asia/Kolkata', service: 'UTC' }, NOW)).toBe(
      'Every week on Tuesday at 14:30',
    );
  });

  it("describes the rule of a user's intent, with the month-end rule for 29, 30 and 31", () => {
    const described = (intent: RunIntent) => describeRule(ruleForIntent(intent, utc), utc, NOW);
    expect(described(monthly(31, '2027-01-31', '21:00'))).toBe(
      'Monthly on the 31st at 21:00, or the last day of shorter months',
    );
    expect(
      described({ cadence: 'biweekly', dayOfMonth: 1, firstRunDate: '2026-12-01', time: '09:00' }),
    ).toBe('Every two weeks on Tuesday at 09:00');
  });

  it('names every cadence once, for choices and filters, and the sentences start alike', () => {
    expect(CADENCES.map(cadenceName)).toEqual(['Weekly', 'Every two weeks', 'Monthly']);
    const described = (intent: RunIntent) => describeRule(ruleForIntent(intent, utc), utc, NOW);
    const intent: RunIntent = { ...monthly(1, '2026-12-01', '09:00'), cadence: 'weekly' };
    expect(described(intent)).toBe('Every week on Tuesday at 09:00');
    expect(described(monthly(28, '2026-12-28', '09:00'))).toBe('Monthly on the 28th at 09:00');
  });

  it("writes every time in the user's clock convention", () => {
    // A 12-hour locale (en-US) for this test; the others run 24-hour (setup-tests.ts).
    const { DateTimeFormat } = Intl;
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function twelveHour(locales, options) {
      return new DateTimeFormat(locales ?? 'en-US', options);
    });
    const rule: ServiceRule = {
      frequency: { unit: 'MONTHLY', value: 16 },
      firstRun: new Date('2027-01-16T02:00:00Z'),
    };
    expect(describeRule(rule, newYork, NOW)).toBe(
      'Monthly on the 15th at 9:00 PM (10:00 PM during daylight saving time)',
    );
    expect(describeSavedRule(rule, 'UTC')).toBe('monthly on day 16 at 2:00 AM UTC');
    // March's run, the first in daylight saving time.
    const march = previewRuns(rule, intentOfRule(rule, newYork), newYork, 3)[2];
    expect(march && movedRunNote(march, rule, newYork)).toBe(
      '10:00 PM, not 9:00 PM: daylight saving time; the service keeps 2:00 AM UTC',
    );
  });

  it('counts a year of runs', () => {
    expect(runsInAYear({ unit: 'MONTHLY', value: 1 })).toBe(12);
    expect(runsInAYear({ unit: 'DAYS', value: 7 })).toBe(53);
    expect(runsInAYear({ unit: 'DAYS', value: 14 })).toBe(27);
  });
});

describe('a rule in brief', () => {
  const zones = { user: 'America/New_York', service: 'UTC' };
  const now = new Date('2027-01-20T12:00:00Z');
  it('gives the cadence, the day and the standard time, and keeps the sentence beside it', () => {
    const biweekly = ruleWords(
      { frequency: { unit: 'DAYS', value: 14 }, firstRun: new Date('2027-01-24T14:30:00Z') },
      zones,
      now,
    );
    expect(biweekly.brief).toBe(`Every 2 weeks, Sun ${formatTimeOfDay('09:30')}`);
    expect(biweekly.sentence).toMatch(
      /^Every two weeks on Sunday at .+ during daylight saving time\)$/,
    );
    const monthly = ruleWords(
      { frequency: { unit: 'MONTHLY', value: 31 }, firstRun: new Date('2027-01-31T14:00:00Z') },
      zones,
      now,
    );
    expect(monthly.brief).toBe(`Monthly, 31st ${formatTimeOfDay('09:00')}`);
  });
});
