import { describe, expect, it } from 'vitest';
import {
  formatLongDate,
  formatRelativeRun,
  formatRunDate,
  formatRunDateTime,
  zoneAbbreviation,
} from './format';

describe('formatRunDate and formatRunDateTime', () => {
  it('reads the date and time in the given zone, with its abbreviation', () => {
    const instant = '2026-12-01T14:00:00Z';
    expect(formatRunDate(instant, 'America/New_York')).toBe('Tue, Dec 1, 2026');
    expect(formatRunDateTime(instant, 'America/New_York')).toBe('Tue, Dec 1, 2026 at 09:00 EST');
    expect(formatRunDateTime(new Date(instant), 'Asia/Kolkata')).toBe(
      'Tue, Dec 1, 2026 at 19:30 GMT+5:30',
    );
    expect(formatRunDateTime(instant, 'UTC')).toBe('Tue, Dec 1, 2026 at 14:00 UTC');
  });

  it('moves to the next day where the zone is past midnight', () => {
    expect(formatRunDate('2026-12-01T23:30:00Z', 'Asia/Kolkata')).toBe('Wed, Dec 2, 2026');
  });

  it('names summer time by its own abbreviation', () => {
    expect(zoneAbbreviation(new Date('2026-07-01T12:00:00Z'), 'America/New_York')).toBe('EDT');
  });

  it('fails loudly for an invalid instant or zone', () => {
    expect(() => formatRunDate('not a date', 'UTC')).toThrow(RangeError);
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

describe('formatLongDate', () => {
  it('writes a date with its weekday and month in full', () => {
    expect(formatLongDate('2027-01-26')).toBe('Tuesday, January 26, 2027');
    expect(formatLongDate('2028-02-29')).toBe('Tuesday, February 29, 2028');
  });
});
