import { describe, expect, it } from 'vitest';
import {
  formatAge,
  asSentence,
  compactRunDateTimeParts,
  formatCompactRunDateTime,
  clockConvention,
  formatDateRange,
  formatLongDate,
  formatRelativeRun,
  formatRunDateTime,
  formatShortDate,
  formatTimeOfDay,
  zoneAbbreviation,
} from './format';

describe('formatRunDateTime', () => {
  it('reads the date and time in the given zone, with its abbreviation', () => {
    const instant = '2026-12-01T14:00:00Z';
    expect(formatRunDateTime(instant, 'America/New_York')).toBe('Tue, Dec 1, 2026, 09:00 EST');
    expect(formatRunDateTime(new Date(instant), 'Asia/Kolkata')).toBe(
      'Tue, Dec 1, 2026, 19:30 GMT+5:30',
    );
    expect(formatRunDateTime(instant, 'UTC')).toBe('Tue, Dec 1, 2026, 14:00 UTC');
  });

  it('moves to the next day where the zone is past midnight', () => {
    expect(formatRunDateTime('2026-12-01T23:30:00Z', 'Asia/Kolkata')).toBe(
      'Wed, Dec 2, 2026, 05:00 GMT+5:30',
    );
  });

  it('names summer time by its own abbreviation', () => {
    expect(zoneAbbreviation(new Date('2026-07-01T12:00:00Z'), 'America/New_York')).toBe('EDT');
  });

  it('fails loudly for an invalid instant or zone', () => {
    expect(() => formatRunDateTime('not a date', 'UTC')).toThrow(RangeError);
    expect(() => formatRunDateTime('2026-12-01T14:00:00Z', 'Not/A_Zone')).toThrow(RangeError);
  });
});

describe('formatRelativeRun', () => {
  const now = new Date('2026-12-01T14:00:00Z'); // 09:00 in New York

  it('counts calendar days in the zone', () => {
    // 08:00 tomorrow in New York is 'tomorrow', though less than 24 hours away.
    expect(formatRelativeRun('2026-12-02T13:00:00Z', now, 'America/New_York')).toBe('tomorrow');
    expect(formatRelativeRun('2026-12-04T14:00:00Z', now, 'America/New_York')).toBe('in 3 days');
    // Already tomorrow in Kolkata.
    expect(formatRelativeRun('2026-12-01T19:00:00Z', now, 'Asia/Kolkata')).toBe('tomorrow');
  });

  it('uses hours and minutes within the day, weeks and months further out', () => {
    expect(formatRelativeRun('2026-12-01T19:00:00Z', now, 'America/New_York')).toBe('in 5 hours');
    expect(formatRelativeRun('2026-12-01T14:20:00Z', now, 'America/New_York')).toBe(
      'in 20 minutes',
    );
    expect(formatRelativeRun('2026-12-22T14:00:00Z', now, 'America/New_York')).toBe('in 3 weeks');
    expect(formatRelativeRun('2027-03-01T14:00:00Z', now, 'America/New_York')).toBe('in 3 months');
  });
});

describe('formatAge', () => {
  const now = Date.parse('2027-01-20T15:00:00Z');
  it('says how long ago, in minutes under an hour, then in hours', () => {
    expect(formatAge(now - 20_000, now)).toBe('a moment ago');
    expect(formatAge(now - 60_000, now)).toBe('1 minute ago');
    expect(formatAge(now - 5 * 60_000, now)).toBe('5 minutes ago');
    expect(formatAge(now - 2 * 3_600_000, now)).toBe('2 hours ago');
    // A clock set back since: never "in 3 minutes".
    expect(formatAge(now + 3 * 60_000, now)).toBe('a moment ago');
  });
});

describe('formatLongDate', () => {
  it('writes a date with its weekday and month in full', () => {
    expect(formatLongDate('2027-01-26')).toBe('Tuesday, January 26, 2027');
    expect(formatLongDate('2028-02-29')).toBe('Tuesday, February 29, 2028');
  });
});

describe('formatShortDate', () => {
  it('writes a near date with its weekday and no year', () => {
    expect(formatShortDate('2026-12-08')).toBe('Tue, Dec 8');
    expect(formatShortDate('2027-01-31')).toBe('Sun, Jan 31');
  });
});

describe('times of day in the clock convention of the locale', () => {
  it('reads the convention from the hour cycle of the locale', () => {
    expect(clockConvention('en-GB')).toBe('24-hour');
    expect(clockConvention('en-US')).toBe('12-hour');
    expect(clockConvention('en-IN')).toBe('12-hour');
    expect(clockConvention('en-US-u-hc-h23')).toBe('24-hour');
  });

  it('writes a 24-hour time as it is', () => {
    for (const time of ['00:05', '09:30', '12:00', '21:45']) {
      expect(formatTimeOfDay(time, '24-hour')).toBe(time);
    }
  });

  it('writes a 12-hour time without a leading zero, with AM or PM', () => {
    expect(formatTimeOfDay('00:05', '12-hour')).toBe('12:05 AM');
    expect(formatTimeOfDay('09:30', '12-hour')).toBe('9:30 AM');
    expect(formatTimeOfDay('12:00', '12-hour')).toBe('12:00 PM');
    expect(formatTimeOfDay('21:45', '12-hour')).toBe('9:45 PM');
  });

  it("follows the user's locale by default: 24-hour in these tests (setup-tests.ts)", () => {
    expect(clockConvention()).toBe('24-hour');
    expect(formatTimeOfDay('21:45')).toBe('21:45');
  });

  it('writes the time of a run in either convention', () => {
    const instant = '2026-12-01T14:00:00Z';
    expect(formatRunDateTime(instant, 'America/New_York', clockConvention('en-GB'))).toBe(
      'Tue, Dec 1, 2026, 09:00 EST',
    );
    expect(formatRunDateTime(instant, 'America/New_York', clockConvention('en-US'))).toBe(
      'Tue, Dec 1, 2026, 9:00 AM EST',
    );
    expect(formatRunDateTime(instant, 'Asia/Kolkata', '12-hour')).toBe(
      'Tue, Dec 1, 2026, 7:30 PM GMT+5:30',
    );
  });

  it('leaves a half-typed time alone', () => {
    expect(formatTimeOfDay('9:3', '12-hour')).toBe('9:3');
  });
});

describe('formatCompactRunDateTime', () => {
  const run = '2027-03-18T14:00:00Z';

  it('leaves out the year of the current year, and the zone unless asked', () => {
    expect(
      formatCompactRunDateTime(run, 'America/New_York', { currentYear: 2027 }, '12-hour'),
    ).toBe('Thu, Mar 18, 10:00 AM');
    expect(
      formatCompactRunDateTime(
        run,
        'America/New_York',
        { currentYear: 2027, withZone: true },
        '24-hour',
      ),
    ).toBe('Thu, Mar 18, 10:00 EDT');
  });

  it('writes the year of a run in another year', () => {
    expect(formatCompactRunDateTime(run, 'Asia/Kolkata', { currentYear: 2026 }, '24-hour')).toBe(
      'Thu, Mar 18, 2027, 19:30',
    );
  });

  it('gives the day and the time apart, which joined are the same words', () => {
    const options = { currentYear: 2027, withZone: true };
    const parts = compactRunDateTimeParts(run, 'America/New_York', options, '12-hour');
    expect(parts).toEqual({ date: 'Thu, Mar 18', time: '10:00 AM EDT' });
    expect(`${parts.date}, ${parts.time}`).toBe(
      formatCompactRunDateTime(run, 'America/New_York', options, '12-hour'),
    );
  });

  it('writes a run in full as the row does, with the year and the zone', () => {
    const zones = [
      'UTC',
      'America/New_York',
      'Asia/Kolkata',
      'Australia/Lord_Howe',
      'Pacific/Apia',
    ];
    const instants = ['2026-12-31T23:30:00Z', '2027-03-14T07:00:00Z', '2027-10-03T15:45:00Z'];
    for (const timeZone of zones) {
      for (const instant of instants) {
        const compact = formatCompactRunDateTime(instant, timeZone, {
          currentYear: 0,
          withZone: true,
        });
        expect(formatRunDateTime(instant, timeZone)).toBe(compact);
        expect(compact).toMatch(
          /^(Sun|Mon|Tue|Wed|Thu|Fri|Sat), [A-Z][a-z]{2} \d{1,2}, \d{4}, \d\d:\d\d \S+$/,
        );
      }
    }
  });
});

describe('formatDateRange: calendar dates, which no zone moves', () => {
  it('writes one day as one date', () => {
    expect(formatDateRange('2027-01-04', '2027-01-04', 2027)).toBe('Mon, Jan 4');
    expect(formatDateRange('2027-01-04', '2027-01-04', 2028)).toBe('Mon, Jan 4, 2027');
  });

  it('writes the year once, at the end, and only when not the current year', () => {
    expect(formatDateRange('2027-01-11', '2027-01-17', 2027)).toBe('Mon, Jan 11 – Sun, Jan 17');
    expect(formatDateRange('2027-02-01', '2027-03-01', 2027)).toBe('Mon, Feb 1 – Mon, Mar 1');
    expect(formatDateRange('2026-01-11', '2026-01-17', 2027)).toBe(
      'Sun, Jan 11 – Sat, Jan 17, 2026',
    );
  });

  it('writes both years across a year, the current one too', () => {
    expect(formatDateRange('2026-12-28', '2027-01-03', 2027)).toBe(
      'Mon, Dec 28, 2026 – Sun, Jan 3, 2027',
    );
  });

  it('reads the dates as written, not through a Date in the machine’s zone', () => {
    expect(formatDateRange('2028-02-28', '2028-02-29', 2028)).toBe('Mon, Feb 28 – Tue, Feb 29');
  });
});

describe('asSentence', () => {
  it('ends a message with a full stop, unless it already ends a sentence', () => {
    expect(asSentence('Title is required')).toBe('Title is required.');
    expect(asSentence(' Saved. ')).toBe('Saved.');
    expect(asSentence('Really?')).toBe('Really?');
    expect(asSentence('Loading…')).toBe('Loading…');
    expect(asSentence('')).toBe('');
  });
});
