import { tzOffset } from '@date-fns/tz/tzOffset';
import { describe, expect, it } from 'vitest';
import { wallClockAt, zoneOffsetMs } from './wall-clock';

const MINUTE = 60_000;

/** Two days around a change of offset, minute by minute. */
function minutesAround(iso: string): number[] {
  const middle = Date.parse(iso);
  return Array.from({ length: 2 * 24 * 60 }, (_, i) => middle - 24 * 60 * MINUTE + i * MINUTE);
}

const uncachedOffsetMs = (timeZone: string, time: number) =>
  -Math.round(-tzOffset(timeZone, new Date(time)) * 60) * 1000;

describe('zoneOffsetMs', () => {
  it.each([
    // Clocks forward at 07:00 UTC, on a quarter hour.
    ['America/New_York', '2027-03-14T07:00:00Z'],
    // Half an hour back at 15:00 UTC.
    ['Australia/Lord_Howe', '2027-04-03T15:00:00Z'],
    // Monrovia's mean time (-00:44:30) to GMT at local midnight, 00:44:30 UTC: inside a
    // quarter hour.
    ['Africa/Monrovia', '1972-01-07T00:44:30Z'],
    // From +05:30 to +05:45.
    ['Asia/Kathmandu', '1985-12-31T18:30:00Z'],
  ])('in %s around %s is the offset Intl gives, whatever was asked first', (zone, change) => {
    const times = minutesAround(change);
    // Ask from both ends, so a cached slice is reused on the other side of the change.
    for (const time of [...times, ...times.toReversed(), Date.parse(change) - 1]) {
      expect(zoneOffsetMs(zone, time), new Date(time).toISOString()).toBe(
        uncachedOffsetMs(zone, time),
      );
    }
  });

  it('is 0 in UTC', () => {
    expect(zoneOffsetMs('UTC', Date.parse('2027-06-01T12:00:00Z'))).toBe(0);
  });
});

describe('wallClockAt', () => {
  it('reads the wall clock on both sides of a change of the clocks', () => {
    const before = wallClockAt(Date.parse('2027-03-14T06:59:00Z'), 'America/New_York');
    const after = wallClockAt(Date.parse('2027-03-14T07:00:00Z'), 'America/New_York');
    expect([before.hours, before.minutes, before.offset]).toEqual([1, 59, -300]);
    expect([after.hours, after.minutes, after.offset]).toEqual([3, 0, -240]);
  });
});
