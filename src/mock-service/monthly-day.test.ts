import { describe, expect, it } from 'vitest';
import { isOnMonthlyDay, monthlyDayErrors } from './monthly-day';

describe('isOnMonthlyDay', () => {
  it.each([
    ['2027-03-15T09:00:00Z', 15, 'UTC', true],
    ['2027-03-16T09:00:00Z', 15, 'UTC', false],
    // Spec rule 4: a day the month lacks is its last day.
    ['2027-02-28T09:00:00Z', 31, 'UTC', true],
    ['2027-02-28T09:00:00Z', 29, 'UTC', true],
    ['2028-02-28T09:00:00Z', 29, 'UTC', false],
    ['2027-04-30T09:00:00Z', 31, 'UTC', true],
    ['2027-04-30T09:00:00Z', 30, 'UTC', true],
    ['2027-03-30T09:00:00Z', 31, 'UTC', false],
    // Read in the service's zone: 03:30 UTC on 1 April is 23:30 on 31 March in New York.
    ['2027-04-01T03:30:00Z', 31, 'America/New_York', true],
    ['2027-04-01T03:30:00Z', 1, 'America/New_York', false],
    ['2027-03-31T20:00:00Z', 1, 'Asia/Kolkata', true],
  ] as const)('%s on day %i in %s: %s', (instant, day, zone, expected) => {
    expect(isOnMonthlyDay(new Date(instant), day, zone)).toBe(expected);
  });
});

describe('monthlyDayErrors', () => {
  it('has nothing to say about DAYS, an aligned pair or a date that does not parse', () => {
    expect(monthlyDayErrors({ unit: 'DAYS', value: 7 }, '2027-03-02T09:00:00Z', 'UTC')).toEqual([]);
    expect(monthlyDayErrors({ unit: 'MONTHLY', value: 2 }, '2027-03-02T09:00:00Z', 'UTC')).toEqual(
      [],
    );
    expect(monthlyDayErrors({ unit: 'MONTHLY', value: 2 }, 'soon', 'UTC')).toEqual([]);
  });

  it('names the day the run must fall on, the last of a shorter month included', () => {
    expect(monthlyDayErrors({ unit: 'MONTHLY', value: 31 }, '2027-04-29T06:00:00Z', 'UTC')).toEqual(
      [
        {
          resource: 'schedule',
          field: 'next_scheduled_date',
          type: 'invalid_value',
          code: 'not_on_monthly_day',
          message:
            'A MONTHLY schedule on day 31 runs on that day of each month: next_scheduled_date is ' +
            "2027-04-29 06:00 in the service's time zone (UTC), so it must fall on day 30, the " +
            'last day of that month, not day 29',
        },
      ],
    );
  });
});
