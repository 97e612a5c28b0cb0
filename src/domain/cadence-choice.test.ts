import { describe, expect, it } from 'vitest';
import {
  cadenceChanges,
  dayOfMonthHint,
  realignedFirstRun,
  whatTheRuleNeeds,
} from './cadence-choice';
import type { RunIntent } from './schedule-rule';

/** Wednesday 20 January 2027, noon UTC. */
const now = new Date('2027-01-20T12:00:00Z');
const inUtc = { timeZone: 'UTC', now };

const weekly = (firstRunDate: string, time = '09:00'): RunIntent => ({
  cadence: 'weekly',
  dayOfMonth: 1,
  firstRunDate,
  time,
});
const monthly = (dayOfMonth: number, firstRunDate: string, time = '09:00'): RunIntent => ({
  cadence: 'monthly',
  dayOfMonth,
  firstRunDate,
  time,
});

describe('realignedFirstRun', () => {
  it('keeps a future first run that the cadence allows, and says nothing', () => {
    expect(realignedFirstRun(weekly('2027-01-26'), null, inUtc)).toEqual({
      changes: {},
      note: '',
      anchor: { chosen: '2027-01-26', aligned: '2027-01-26' },
    });
  });

  it('moves a past weekly date forward by whole weeks and says the date has passed', () => {
    expect(realignedFirstRun(weekly('2027-01-05'), null, inUtc)).toMatchObject({
      changes: { firstRunDate: '2027-01-26' },
      note: 'First run moved from Tue, Jan 5 to Tue, Jan 26: the first run must be in the future.',
    });
  });

  it('moves a monthly first run onto its day and names the day', () => {
    expect(realignedFirstRun(monthly(31, '2027-01-26'), null, inUtc)).toMatchObject({
      changes: { firstRunDate: '2027-01-31' },
      note:
        'First run moved from Tue, Jan 26 to Sun, Jan 31: a monthly schedule on the 31st ' +
        'starts on the next 31st.',
    });
  });

  it('moves a 31st run to the last day of February', () => {
    expect(realignedFirstRun(monthly(31, '2027-02-10'), null, inUtc)).toMatchObject({
      changes: { firstRunDate: '2027-02-28' },
      note:
        'First run moved from Wed, Feb 10 to Sun, Feb 28: February has no 31st, so a monthly ' +
        'schedule on the 31st runs on its last day.',
    });
  });

  it('says the move from the date the user chose, not the one it last moved to', () => {
    const third = realignedFirstRun(monthly(3, '2027-01-26'), null, inUtc);
    expect(realignedFirstRun(monthly(31, '2027-02-03'), third.anchor, inUtc).note).toBe(
      'First run moved from Tue, Jan 26 to Sun, Jan 31: a monthly schedule on the 31st starts ' +
        'on the next 31st.',
    );
  });

  it('starts again from the date the user chose, not the one it last moved to', () => {
    // Typing "31" into the day passes through "3": the 3rd of February must not stick.
    const third = realignedFirstRun(monthly(3, '2027-01-26'), null, inUtc);
    expect(third.changes).toEqual({ firstRunDate: '2027-02-03' });
    const thirtyFirst = realignedFirstRun(monthly(31, '2027-02-03'), third.anchor, inUtc);
    expect(thirtyFirst.changes).toEqual({ firstRunDate: '2027-01-31' });
    expect(thirtyFirst.anchor).toEqual({ chosen: '2027-01-26', aligned: '2027-01-31' });
  });

  it('moves back to the chosen date once the cadence no longer needs the move', () => {
    const monthEnd = realignedFirstRun(monthly(31, '2027-02-10'), null, inUtc);
    expect(realignedFirstRun(weekly('2027-02-28'), monthEnd.anchor, inUtc)).toMatchObject({
      changes: { firstRunDate: '2027-02-10' },
      note: 'First run moved back from Sun, Feb 28 to Wed, Feb 10, the date you chose.',
    });
  });

  it('takes a date typed over the moved one as the new starting point', () => {
    const anchor = { chosen: '2027-01-26', aligned: '2027-01-31' };
    expect(realignedFirstRun(monthly(31, '2027-03-10'), anchor, inUtc)).toMatchObject({
      changes: { firstRunDate: '2027-03-31' },
      anchor: { chosen: '2027-03-10', aligned: '2027-03-31' },
    });
  });

  it('moves a time in the spring-forward gap to the hour after and says so', () => {
    const newYork = { timeZone: 'America/New_York', now };
    expect(realignedFirstRun(weekly('2027-03-14', '02:30'), null, newYork)).toEqual({
      changes: { time: '03:30' },
      note: '02:30 does not exist on Sun, Mar 14 (the clocks go forward), so the first run is at 03:30.',
      anchor: { chosen: '2027-03-14', aligned: '2027-03-14' },
    });
  });

  it('leaves half-typed fields alone, keeping the anchor', () => {
    const anchor = { chosen: '2027-01-26', aligned: '2027-01-31' };
    for (const choice of [
      weekly('2027-02-'),
      weekly('2027-02-30'),
      weekly('2027-01-26', '09:'),
      monthly(Number.NaN, '2027-01-26'),
      monthly(32, '2027-01-26'),
    ]) {
      expect(realignedFirstRun(choice, anchor, inUtc)).toEqual({ changes: {}, note: '', anchor });
    }
  });
});

describe('whatTheRuleNeeds', () => {
  it('asks for a whole day of the month first, in the words of the field', () => {
    for (const day of [Number.NaN, 0, 32, 2.5]) {
      expect(whatTheRuleNeeds(monthly(day, '2027-01-26'))).toBe(
        'Choose a day of the month from 1 to 31',
      );
    }
    expect(whatTheRuleNeeds({ ...weekly('2027-01-26'), dayOfMonth: 32 })).toBeUndefined();
  });

  it('asks for the date and time while either is half-typed', () => {
    expect(whatTheRuleNeeds(weekly('2027-01-'))).toBe('Enter the first-run date and time');
    expect(whatTheRuleNeeds(monthly(31, '2027-01-26', '9:'))).toBe(
      'Enter the first-run date and time',
    );
    expect(whatTheRuleNeeds(monthly(31, '2027-01-26'))).toBeUndefined();
  });
});

describe('cadenceChanges', () => {
  it('switches to monthly on the day of the date already chosen', () => {
    expect(cadenceChanges(weekly('2027-01-26'), 'monthly', 'UTC')).toEqual({
      cadence: 'monthly',
      dayOfMonth: 26,
    });
  });

  it("reads that day in the user's zone", () => {
    expect(cadenceChanges(weekly('2027-01-26', '23:30'), 'monthly', 'Asia/Kolkata')).toEqual({
      cadence: 'monthly',
      dayOfMonth: 26,
    });
  });

  it('keeps the day of month for any other change, or while the date is half-typed', () => {
    expect(cadenceChanges(weekly('2027-01-26'), 'biweekly', 'UTC')).toEqual({
      cadence: 'biweekly',
    });
    expect(cadenceChanges(monthly(31, '2027-01-31'), 'monthly', 'UTC')).toEqual({
      cadence: 'monthly',
    });
    expect(cadenceChanges(weekly('2027-01-'), 'monthly', 'UTC')).toEqual({ cadence: 'monthly' });
  });
});

describe('dayOfMonthHint', () => {
  it('gives the range until the field holds a day', () => {
    for (const day of [Number.NaN, 0, 32, 1.5]) {
      expect(dayOfMonthHint(day)).toBe('A day from 1 to 31');
    }
  });

  it('states the month-end rule for the 29th to the 31st only', () => {
    expect(dayOfMonthHint(28)).toBe('The report runs on the 28th of every month');
    expect(dayOfMonthHint(29)).toBe(
      'In months without a 29th, the report runs on the last day of the month',
    );
    expect(dayOfMonthHint(31)).toBe(
      'In months without a 31st, the report runs on the last day of the month',
    );
  });
});
