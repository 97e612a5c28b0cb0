import { describe, expect, it } from 'vitest';
import { monthlyDayErrors } from './monthly-day';

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
