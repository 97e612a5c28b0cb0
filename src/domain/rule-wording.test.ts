import { describe, expect, it, vi } from 'vitest';
import { losAngeles, monthly, newYork, utc } from '#tests/support/calendar-fixtures';
import { formatTimeOfDay } from './format';
import { CADENCES, type ServiceRule } from './recurrence';
import { cadenceName, describeRule, describeSavedRule, ruleWords } from './rule-wording';
import { movedRunNote, previewRuns } from './run-preview';
import { intentOfRule, ruleForIntent, runsInAYear, type RunIntent } from './schedule-rule';

/** Before every first run below. */
const NOW = new Date('2026-11-22T12:00:00Z');

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
