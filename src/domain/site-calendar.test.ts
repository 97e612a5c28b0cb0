// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { CalendarZones } from './schedule-rule';
import type { Frequency } from './schemas';
import {
  busyDayThreshold,
  formatMonth,
  isBusyDay,
  isDateInMonth,
  isMonth,
  monthAt,
  monthOrCurrent,
  nextMonth,
  previousMonth,
  runsOfMonth,
  type MonthRuns,
  type RunDay,
} from './site-calendar';

const UTC: CalendarZones = { user: 'UTC', service: 'UTC' };

let counter = 0;

function schedule(frequency: Frequency, firstRun: string, uuid = `schedule-${++counter}`) {
  return { uuid, frequency, next_scheduled_date: firstRun };
}

/** 'date time schedule' of each run of a month, in date order. */
function listing(month: MonthRuns): string[] {
  return [...month.days.keys()]
    .sort()
    .flatMap((date) => month.runsOn(date).map((run) => `${date} ${run.time} ${run.scheduleId}`));
}

describe('months', () => {
  it('accepts a month written yyyy-MM only', () => {
    expect(isMonth('2027-03')).toBe(true);
    expect(isMonth('2027-12')).toBe(true);
    expect(
      ['2027-3', '2027-13', '2027-00', '0000-01', '2027-03-01', 'march', ''].map(isMonth),
    ).toEqual([false, false, false, false, false, false, false]);
  });

  it("falls back to the month of now in the user's zone for anything that is not a month", () => {
    // 23:30 UTC on 31 March is already April in Berlin.
    const now = new Date('2027-03-31T23:30:00Z');
    expect(monthOrCurrent('2027-13', now, 'Europe/Berlin')).toBe('2027-04');
    expect(monthOrCurrent(null, now, 'UTC')).toBe('2027-03');
    expect(monthOrCurrent('2030-01', now, 'UTC')).toBe('2030-01');
    expect(monthAt(now, 'America/New_York')).toBe('2027-03');
  });

  it('steps to the previous and the next month across the turn of a year', () => {
    expect(previousMonth('2027-01')).toBe('2026-12');
    expect(previousMonth('2027-03')).toBe('2027-02');
    expect(nextMonth('2026-12')).toBe('2027-01');
    expect(nextMonth('2027-09')).toBe('2027-10');
  });

  it('names a month in words', () => {
    expect(formatMonth('2027-03')).toBe('March 2027');
    expect(formatMonth('2026-12')).toBe('December 2026');
  });

  it('tells the dates of a month from the others', () => {
    expect(isDateInMonth('2027-03-31', '2027-03')).toBe(true);
    expect(isDateInMonth('2027-04-31', '2027-04')).toBe(false);
    expect(isDateInMonth('2027-04-01', '2027-03')).toBe(false);
    expect(isDateInMonth('2027-03-1', '2027-03')).toBe(false);
  });
});

describe("a month's runs", () => {
  it('lists each run of a weekly schedule on its date, at its time', () => {
    const weekly = schedule({ unit: 'DAYS', value: 7 }, '2027-02-23T09:00:00Z', 'weekly');
    expect(listing(runsOfMonth([weekly], '2027-03', UTC))).toEqual([
      '2027-03-02 09:00 weekly',
      '2027-03-09 09:00 weekly',
      '2027-03-16 09:00 weekly',
      '2027-03-23 09:00 weekly',
      '2027-03-30 09:00 weekly',
    ]);
  });

  it('lists no run before the first one the service lists', () => {
    const fortnightly = schedule({ unit: 'DAYS', value: 14 }, '2027-03-20T09:00:00Z', 'biweekly');
    expect(listing(runsOfMonth([fortnightly], '2027-03', UTC))).toEqual([
      '2027-03-20 09:00 biweekly',
    ]);
    expect(runsOfMonth([fortnightly], '2027-02', UTC).runCount).toBe(0);
  });

  it("marks a monthly run on the 31st that moves to a 30-day month's last day", () => {
    const monthly = schedule({ unit: 'MONTHLY', value: 31 }, '2027-03-31T09:00:00Z', 'monthly');
    const april = runsOfMonth([monthly], '2027-04', UTC);

    expect([...april.days.values()]).toEqual([
      { date: '2027-04-30', runCount: 1, monthEndCount: 1 },
    ]);
    expect(april.monthEndCount).toBe(1);
    expect(april.runsOn('2027-04-30')[0]?.monthEnd).toEqual({ requestedDay: 31, actualDay: 30 });
    expect(runsOfMonth([monthly], '2027-05', UTC).days.get('2027-05-31')?.monthEndCount).toBe(0);
  });

  it("dates runs in the user's zone, where a month can start or end on another day", () => {
    // 00:30 UTC on the 1st is the evening before in New York: March has two runs there, on
    // 28 February's evening (still February) and on 31 March's.
    const monthly = schedule({ unit: 'MONTHLY', value: 1 }, '2027-03-01T00:30:00Z', 'first');
    const zones = { user: 'America/New_York', service: 'UTC' };
    expect(listing(runsOfMonth([monthly], '2027-03', zones))).toEqual(['2027-03-31 20:30 first']);
    expect(listing(runsOfMonth([monthly], '2027-02', zones))).toEqual(['2027-02-28 19:30 first']);
  });

  it('counts and lists each of the schedules that share a rule, soonest first', () => {
    const late = schedule({ unit: 'DAYS', value: 7 }, '2027-03-01T15:00:00Z', 'late');
    const earlyA = schedule({ unit: 'DAYS', value: 7 }, '2027-03-01T08:00:00Z', 'early-a');
    const earlyB = schedule({ unit: 'DAYS', value: 7 }, '2027-03-01T08:00:00Z', 'early-b');
    const march = runsOfMonth([late, earlyA, earlyB], '2027-03', UTC);

    expect(march.days.get('2027-03-08')?.runCount).toBe(3);
    expect(march.runCount).toBe(15);
    expect(march.runsOn('2027-03-08').map((run) => run.scheduleId)).toEqual([
      'early-a',
      'early-b',
      'late',
    ]);
    expect(march.runsOn('2027-03-09')).toEqual([]);
  });

  it('marks a day busy past twice the site’s usual day, never for a handful of runs', () => {
    const day = (runCount: number): RunDay => ({ date: '2027-03-01', runCount, monthEndCount: 0 });
    // A big site that sends every day: only its peak is busy.
    const big = [150, 160, 170, 600].map(day);
    const threshold = busyDayThreshold(big);
    expect(threshold).toBe(330);
    expect(big.filter((candidate) => isBusyDay(candidate, threshold))).toEqual([day(600)]);
    // A small site: a day of 4 runs is not busy, though it is four times its usual day.
    expect(busyDayThreshold([1, 1, 4].map(day))).toBe(5);
    expect(busyDayThreshold([])).toBe(5);
  });

  it('refuses a month that is not one, rather than guessing', () => {
    expect(() => runsOfMonth([], '2027-13', UTC)).toThrow(RangeError);
  });
});
