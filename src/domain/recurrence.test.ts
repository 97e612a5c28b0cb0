import { tzScan } from '@date-fns/tz';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CADENCES,
  alignFirstRun,
  browserTimeZone,
  cadenceOf,
  describeCadence,
  formatUtcIso,
  formatUtcOffset,
  frequencyFor,
  ordinal,
  toInstant,
  toLocal,
  upcomingRuns,
  weekdayName,
  type Cadence,
  type Run,
} from './recurrence';
import type { Frequency } from './schemas';

// ---------------------------------------------------------------------------------------------
// Oracles. They deliberately avoid the module under test and date-fns: wall clocks and offsets
// come straight from Intl, and calendar arithmetic is done on UTC day numbers, which have no
// daylight saving, so a bug in the implementation cannot hide behind the same bug here.

const DAY_MS = 86_400_000;

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();
const offsetFormats = new Map<string, Intl.DateTimeFormat>();

function cached(
  formats: Map<string, Intl.DateTimeFormat>,
  timeZone: string,
  make: () => Intl.DateTimeFormat,
) {
  const format = formats.get(timeZone) ?? make();
  formats.set(timeZone, format);
  return format;
}

/** The wall clock of an instant in a zone, as Intl reads it. */
function wallClock(instant: Date, timeZone: string): { date: string; time: string } {
  const parts = cached(
    wallClockFormats,
    timeZone,
    () =>
      new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
  ).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

/** The zone's UTC offset at an instant in minutes east of UTC, as Intl reads it ('GMT+05:30'). */
function utcOffset(instant: Date, timeZone: string): number {
  const name = cached(
    offsetFormats,
    timeZone,
    () => new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }),
  )
    .formatToParts(instant)
    .find((p) => p.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0; // Intl writes plain 'GMT' for a zero offset.
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

function epochDay(date: string): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

function dateOfEpochDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

function dayOf(date: string): number {
  return Number(date.slice(8, 10));
}

function monthIndex(date: string): number {
  return Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
}

function daysInMonthOf(date: string): number {
  return new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)), 0)).getUTCDate();
}

function weekdayOf(date: string): number {
  return new Date(epochDay(date) * DAY_MS).getUTCDay();
}

/** The next monthly date by brute force: walk day by day until the day is min(value, dim). */
function bruteNextMonthly(after: string, value: number): string {
  for (let day = epochDay(after) + 1; ; day++) {
    const date = dateOfEpochDay(day);
    if (dayOf(date) === Math.min(value, daysInMonthOf(date))) return date;
  }
}

/**
 * The exact minute an offset change near `approximately` happens: tzScan reports changes only
 * to the hour, too coarse for Lord Howe's change at half past.
 */
function exactChange(approximately: Date, timeZone: string): Date {
  let before = approximately.getTime() - DAY_MS;
  let after = approximately.getTime() + DAY_MS;
  const offsetBefore = utcOffset(new Date(before), timeZone);
  while (after - before > 60_000) {
    const middle = before + Math.floor((after - before) / 120_000) * 60_000;
    if (utcOffset(new Date(middle), timeZone) === offsetBefore) before = middle;
    else after = middle;
  }
  return new Date(after);
}

function minutesOfDay(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

// ---------------------------------------------------------------------------------------------
// Generators.

const ZONES = [
  'UTC',
  'America/New_York',
  'Europe/London',
  'Asia/Kolkata',
  'Australia/Lord_Howe',
  'Pacific/Kiritimati',
] as const;
const NUM_RUNS = 200;
const FIRST_DAY = epochDay('2024-01-01');
const LAST_DAY = epochDay('2030-12-31');

const zoneArb = fc.constantFrom(...ZONES);
const dateArb = fc.integer({ min: FIRST_DAY, max: LAST_DAY }).map(dateOfEpochDay);
const timeArb = fc
  .record({ hour: fc.integer({ min: 0, max: 23 }), minute: fc.integer({ min: 0, max: 59 }) })
  .map(({ hour, minute }) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`);
const daysFrequencyArb = fc.constantFrom<Frequency>(
  { unit: 'DAYS', value: 7 },
  { unit: 'DAYS', value: 14 },
);
const monthlyFrequencyArb = fc
  .integer({ min: 1, max: 31 })
  .map((value): Frequency => ({ unit: 'MONTHLY', value }));
/** A first run: a wall clock in 2024-2030 in one of the zones, made an instant there. */
const scheduleStartArb = fc
  .record({ timeZone: zoneArb, date: dateArb, time: timeArb })
  .map(({ timeZone, date, time }) => ({ timeZone, firstRun: toInstant({ date, time }, timeZone) }));

/** What every run list must satisfy, whatever the cadence. */
function expectRunInvariants(runs: Run[], firstRun: Date, timeZone: string) {
  const firstTime = wallClock(firstRun, timeZone).time;
  expect(runs[0]?.at).toEqual(firstRun);
  runs.forEach((run, i) => {
    expect(run.local).toEqual(wallClock(run.at, timeZone));

    const previous = runs[i - 1];
    if (previous) expect(run.at.getTime()).toBeGreaterThan(previous.at.getTime());

    const offset = utcOffset(run.at, timeZone);
    const previousOffset = previous && utcOffset(previous.at, timeZone);
    if (previousOffset !== undefined && previousOffset !== offset) {
      expect(run.offsetChange).toEqual({ fromMinutes: previousOffset, toMinutes: offset });
    } else {
      expect(run.offsetChange).toBeUndefined();
    }

    if (run.shiftedFromGap) {
      // A real gap: the offset grew by exactly the shift within the shift before the run.
      const shift = minutesOfDay(run.local.time) - minutesOfDay(firstTime);
      expect(run.shiftedFromGap).toEqual({ requestedTime: firstTime, actualTime: run.local.time });
      expect(shift).toBeGreaterThan(0);
      expect(offset - utcOffset(new Date(run.at.getTime() - shift * 60_000), timeZone)).toBe(shift);
    } else {
      expect(run.local.time).toBe(firstTime);
    }
  });
}

// ---------------------------------------------------------------------------------------------

describe('cadences', () => {
  it('maps each cadence to its frequency and back', () => {
    expect(CADENCES).toEqual(['weekly', 'biweekly', 'monthly']);
    expect(frequencyFor('weekly', 15)).toEqual({ unit: 'DAYS', value: 7 });
    expect(frequencyFor('biweekly', 15)).toEqual({ unit: 'DAYS', value: 14 });
    expect(frequencyFor('monthly', 15)).toEqual({ unit: 'MONTHLY', value: 15 });
    for (const cadence of CADENCES) expect(cadenceOf(frequencyFor(cadence, 31))).toBe(cadence);
  });
});

describe('toInstant and toLocal', () => {
  it('reads a wall clock in the named zone', () => {
    expect(toInstant({ date: '2026-12-01', time: '09:00' }, 'Asia/Kolkata')).toEqual(
      new Date('2026-12-01T03:30:00Z'),
    );
    expect(toLocal('2026-12-01T23:30:00Z', 'Asia/Kolkata')).toEqual({
      date: '2026-12-02',
      time: '05:00',
      weekday: 3,
      dayOfMonth: 2,
    });
  });

  it('moves a time in the spring-forward gap forward by the length of the gap', () => {
    // New York skips 02:00-03:00 on 8 March 2026.
    const at = toInstant({ date: '2026-03-08', time: '02:30' }, 'America/New_York');
    expect(at).toEqual(new Date('2026-03-08T07:30:00Z'));
    expect(toLocal(at, 'America/New_York').time).toBe('03:30');
  });

  it('takes the earlier of the two 01:30s when the clocks fall back', () => {
    expect(toInstant({ date: '2026-11-01', time: '01:30' }, 'America/New_York')).toEqual(
      new Date('2026-11-01T05:30:00Z'),
    );
    expect(toInstant({ date: '2026-10-25', time: '01:30' }, 'Europe/London')).toEqual(
      new Date('2026-10-25T00:30:00Z'),
    );
  });

  it("moves a time in Lord Howe's 30-minute gap forward by 30 minutes", () => {
    // Lord Howe Island goes from UTC+10:30 to UTC+11 at 02:00 on 4 October 2026.
    const at = toInstant({ date: '2026-10-04', time: '02:15' }, 'Australia/Lord_Howe');
    expect(toLocal(at, 'Australia/Lord_Howe').time).toBe('02:45');
  });

  it('gives an Invalid Date for a malformed or impossible date or time', () => {
    expect(toInstant({ date: '2027-02-30', time: '09:00' }, 'UTC').getTime()).toBeNaN();
    expect(toInstant({ date: '', time: '09:00' }, 'UTC').getTime()).toBeNaN();
    expect(toInstant({ date: '2027-02-01', time: '24:00' }, 'UTC').getTime()).toBeNaN();
  });

  it('round-trips every instant to the same wall clock', () => {
    fc.assert(
      fc.property(
        zoneArb,
        fc.integer({ min: FIRST_DAY * 1440, max: LAST_DAY * 1440 }),
        (timeZone, minute) => {
          const instant = new Date(minute * 60_000);
          const local = toLocal(instant, timeZone);
          expect(local).toMatchObject(wallClock(instant, timeZone));
          const back = toInstant(local, timeZone);
          expect(wallClock(back, timeZone)).toEqual(wallClock(instant, timeZone));
          // Equal, or the earlier twin of a fall-back hour.
          expect(back.getTime()).toBeLessThanOrEqual(instant.getTime());
        },
      ),
      { numRuns: NUM_RUNS },
    );
  });

  it('formats the value sent to the API without milliseconds', () => {
    expect(formatUtcIso(new Date('2026-12-01T09:00:00.000Z'))).toBe('2026-12-01T09:00:00Z');
    expect(formatUtcIso(toInstant({ date: '2026-12-01', time: '09:00' }, 'America/New_York'))).toBe(
      '2026-12-01T14:00:00Z',
    );
  });
});

describe('formatUtcOffset and browserTimeZone', () => {
  it('labels offsets with hours and minutes', () => {
    const winter = new Date('2026-01-15T12:00:00Z');
    expect(formatUtcOffset(winter, 'Asia/Kolkata')).toBe('UTC+05:30');
    expect(formatUtcOffset(winter, 'America/New_York')).toBe('UTC-05:00');
    expect(formatUtcOffset(winter, 'UTC')).toBe('UTC');
    expect(formatUtcOffset(winter, 'Australia/Lord_Howe')).toBe('UTC+11:00');
    expect(formatUtcOffset(new Date('2026-07-15T12:00:00Z'), 'Australia/Lord_Howe')).toBe(
      'UTC+10:30',
    );
    expect(formatUtcOffset(winter, 'Pacific/Kiritimati')).toBe('UTC+14:00');
  });

  it('reports a zone the formatter understands', () => {
    expect(() => formatUtcOffset(new Date(), browserTimeZone())).not.toThrow();
  });
});

describe('upcomingRuns, monthly', () => {
  const at9 = (date: string) => toInstant({ date, time: '09:00' }, 'UTC');

  it('moves a 31st run to the last day of February', () => {
    const runs = upcomingRuns({ unit: 'MONTHLY', value: 31 }, at9('2027-01-31'), 'UTC', 4);
    expect(runs.map((run) => run.local.date)).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
    ]);
    expect(runs.map((run) => run.monthEnd)).toEqual([
      undefined,
      { requestedDay: 31, actualDay: 28 },
      undefined,
      { requestedDay: 31, actualDay: 30 },
    ]);
    expect(runs.every((run) => run.local.time === '09:00')).toBe(true);
  });

  it('moves a 31st run to 29 February in a leap year', () => {
    const runs = upcomingRuns({ unit: 'MONTHLY', value: 31 }, at9('2028-01-31'), 'UTC', 2);
    expect(runs[1]?.local.date).toBe('2028-02-29');
    expect(runs[1]?.monthEnd).toEqual({ requestedDay: 31, actualDay: 29 });
  });

  it('moves a 30th run to the last day of February and back to the 30th in March', () => {
    const common = upcomingRuns({ unit: 'MONTHLY', value: 30 }, at9('2027-01-30'), 'UTC', 3);
    expect(common.map((run) => run.local.date)).toEqual(['2027-01-30', '2027-02-28', '2027-03-30']);
    const leap = upcomingRuns({ unit: 'MONTHLY', value: 30 }, at9('2028-01-30'), 'UTC', 2);
    expect(leap[1]?.local.date).toBe('2028-02-29');
  });

  it('marks a first run on a clamped month end, but not one on another day', () => {
    const onMonthEnd = upcomingRuns({ unit: 'MONTHLY', value: 31 }, at9('2027-02-28'), 'UTC', 2);
    expect(onMonthEnd[0]?.monthEnd).toEqual({ requestedDay: 31, actualDay: 28 });
    expect(onMonthEnd[1]?.local.date).toBe('2027-03-31');
    const midMonth = upcomingRuns({ unit: 'MONTHLY', value: 31 }, at9('2027-02-10'), 'UTC', 2);
    expect(midMonth[0]?.monthEnd).toBeUndefined();
    expect(midMonth[1]?.local.date).toBe('2027-02-28');
  });

  it('runs later in the same month when the first run is before the chosen day', () => {
    const runs = upcomingRuns({ unit: 'MONTHLY', value: 15 }, at9('2027-01-10'), 'UTC', 3);
    expect(runs.map((run) => run.local.date)).toEqual(['2027-01-10', '2027-01-15', '2027-02-15']);
  });

  it('keeps the wall-clock time and day across a daylight-saving change', () => {
    const firstRun = toInstant({ date: '2026-10-15', time: '09:00' }, 'Europe/London');
    const runs = upcomingRuns({ unit: 'MONTHLY', value: 15 }, firstRun, 'Europe/London', 2);
    expect(runs[1]?.at).toEqual(new Date('2026-11-15T09:00:00Z'));
    expect(runs[1]?.offsetChange).toEqual({ fromMinutes: 60, toMinutes: 0 });
  });

  it('puts every run after the first on min(value, days in month), one per month', () => {
    fc.assert(
      fc.property(monthlyFrequencyArb, scheduleStartArb, (frequency, { timeZone, firstRun }) => {
        const runs = upcomingRuns(frequency, firstRun, timeZone, 14);
        expect(runs).toHaveLength(14);
        expectRunInvariants(runs, firstRun, timeZone);
        runs.forEach((run, i) => {
          const { date } = run.local;
          const dim = daysInMonthOf(date);
          const previous = runs[i - 1];
          if (previous) {
            expect(date).toBe(bruteNextMonthly(previous.local.date, frequency.value));
            expect(dayOf(date)).toBe(Math.min(frequency.value, dim));
            if (i >= 2) expect(monthIndex(date)).toBe(monthIndex(previous.local.date) + 1);
          }
          const clamped = frequency.value > dim && dayOf(date) === dim;
          expect(run.monthEnd).toEqual(
            clamped ? { requestedDay: frequency.value, actualDay: dim } : undefined,
          );
        });
      }),
      { numRuns: NUM_RUNS },
    );
  });
});

describe('upcomingRuns, weekly and every two weeks', () => {
  it('keeps 09:00 in New York across the March change and reports the new offset', () => {
    // Tuesday 3 March 2026, 09:00 EST; clocks go forward on Sunday 8 March.
    const firstRun = toInstant({ date: '2026-03-03', time: '09:00' }, 'America/New_York');
    const runs = upcomingRuns({ unit: 'DAYS', value: 7 }, firstRun, 'America/New_York', 3);
    expect(runs.map((run) => formatUtcIso(run.at))).toEqual([
      '2026-03-03T14:00:00Z',
      '2026-03-10T13:00:00Z',
      '2026-03-17T13:00:00Z',
    ]);
    expect(runs.map((run) => run.local.time)).toEqual(['09:00', '09:00', '09:00']);
    expect(runs[1]?.offsetChange).toEqual({ fromMinutes: -300, toMinutes: -240 });
    expect(runs[0]?.offsetChange).toBeUndefined();
    expect(runs[2]?.offsetChange).toBeUndefined();
  });

  it('moves a 02:30 run forward on the spring-forward night and back afterwards', () => {
    const firstRun = toInstant({ date: '2026-03-01', time: '02:30' }, 'America/New_York');
    const runs = upcomingRuns({ unit: 'DAYS', value: 7 }, firstRun, 'America/New_York', 3);
    expect(runs.map((run) => run.local)).toEqual([
      { date: '2026-03-01', time: '02:30' },
      { date: '2026-03-08', time: '03:30' },
      { date: '2026-03-15', time: '02:30' },
    ]);
    expect(runs[1]?.shiftedFromGap).toEqual({ requestedTime: '02:30', actualTime: '03:30' });
    expect(runs[2]?.shiftedFromGap).toBeUndefined();
  });

  it('keeps 09:00 on Lord Howe Island across its 30-minute change', () => {
    const firstRun = toInstant({ date: '2026-09-27', time: '09:00' }, 'Australia/Lord_Howe');
    const runs = upcomingRuns({ unit: 'DAYS', value: 7 }, firstRun, 'Australia/Lord_Howe', 2);
    expect(runs.map((run) => formatUtcIso(run.at))).toEqual([
      '2026-09-26T22:30:00Z',
      '2026-10-03T22:00:00Z',
    ]);
    expect(runs[1]?.offsetChange).toEqual({ fromMinutes: 630, toMinutes: 660 });
  });

  it('skips runs before `from` and still returns `count` runs', () => {
    const firstRun = toInstant({ date: '2020-01-07', time: '09:00' }, 'UTC');
    const runs = upcomingRuns({ unit: 'DAYS', value: 14 }, firstRun, 'UTC', 3, {
      from: new Date('2026-05-01T00:00:00Z'),
    });
    expect(runs.map((run) => run.local.date)).toEqual(['2026-05-05', '2026-05-19', '2026-06-02']);
  });

  it('returns no runs for an invalid first run or a zero count', () => {
    expect(upcomingRuns({ unit: 'DAYS', value: 7 }, 'not a date', 'UTC', 3)).toEqual([]);
    expect(upcomingRuns({ unit: 'DAYS', value: 7 }, '2026-12-01T09:00:00Z', 'UTC', 0)).toEqual([]);
  });

  it('runs on the same weekday exactly 7 or 14 calendar days apart', () => {
    fc.assert(
      fc.property(daysFrequencyArb, scheduleStartArb, (frequency, { timeZone, firstRun }) => {
        const runs = upcomingRuns(frequency, firstRun, timeZone, 14);
        expect(runs).toHaveLength(14);
        expectRunInvariants(runs, firstRun, timeZone);
        const weekday = weekdayOf(wallClock(firstRun, timeZone).date);
        runs.forEach((run, i) => {
          expect(weekdayOf(run.local.date)).toBe(weekday);
          expect(run.monthEnd).toBeUndefined();
          const previous = runs[i - 1];
          if (previous)
            expect(epochDay(run.local.date) - epochDay(previous.local.date)).toBe(frequency.value);
        });
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('annotates a run that falls in a daylight-saving gap with the time it moved to', () => {
    // Every spring-forward change in the zones that have one, 2024-2030.
    const gaps = ZONES.flatMap((timeZone) =>
      tzScan(timeZone, {
        start: new Date('2024-01-01T00:00:00Z'),
        end: new Date('2031-01-01T00:00:00Z'),
      })
        .filter((change) => change.change > 0)
        .map((change) => ({ timeZone, ...change })),
    );
    expect(gaps.length).toBeGreaterThan(0);
    fc.assert(
      fc.property(
        fc.constantFrom(...gaps),
        daysFrequencyArb,
        fc.integer({ min: 1, max: 3 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        ({ timeZone, date, change }, frequency, periodsBefore, within) => {
          // The wall clock a minute before the change, plus that minute, starts the gap.
          const changeAt = exactChange(date, timeZone);
          const gapStart = wallClock(new Date(changeAt.getTime() - 60_000), timeZone);
          const startMinutes = minutesOfDay(gapStart.time) + 1;
          const requested = startMinutes + Math.floor(within * change);
          const time = `${String(Math.floor(requested / 60)).padStart(2, '0')}:${String(requested % 60).padStart(2, '0')}`;
          const firstDate = dateOfEpochDay(
            epochDay(gapStart.date) - periodsBefore * frequency.value,
          );
          const firstRun = toInstant({ date: firstDate, time }, timeZone);

          const runs = upcomingRuns(frequency, firstRun, timeZone, periodsBefore + 2);
          const inGap = runs[periodsBefore];
          const shiftedMinutes = requested + change;
          const shiftedTime = `${String(Math.floor(shiftedMinutes / 60)).padStart(2, '0')}:${String(shiftedMinutes % 60).padStart(2, '0')}`;
          expect(inGap?.local).toEqual({ date: gapStart.date, time: shiftedTime });
          expect(inGap?.shiftedFromGap).toEqual({ requestedTime: time, actualTime: shiftedTime });
          expect(runs[periodsBefore + 1]?.shiftedFromGap).toBeUndefined();
          expectRunInvariants(runs, firstRun, timeZone);
        },
      ),
      { numRuns: NUM_RUNS },
    );
  });

  it('returns from `from` on the same runs as the whole sequence', () => {
    fc.assert(
      fc.property(
        fc.oneof(daysFrequencyArb, monthlyFrequencyArb),
        scheduleStartArb,
        fc.integer({ min: 0, max: 400 }),
        (frequency, { timeZone, firstRun }, daysLater) => {
          const from = new Date(firstRun.getTime() + daysLater * DAY_MS);
          // Enough runs to reach past `from` at the weekly cadence, the densest.
          const all = upcomingRuns(frequency, firstRun, timeZone, Math.ceil(daysLater / 7) + 8);
          const expected = all.filter((run) => run.at >= from).slice(0, 5);
          const fromRuns = upcomingRuns(frequency, firstRun, timeZone, 5, { from });
          expect(fromRuns.map((run) => run.at)).toEqual(expected.map((run) => run.at));
          expect(fromRuns[0]?.offsetChange).toBeUndefined();
        },
      ),
      { numRuns: NUM_RUNS },
    );
  });
});

describe('describeCadence', () => {
  const tuesday = '2026-12-01T09:00:00Z';

  it('names the weekday and time for weekly and two-weekly schedules', () => {
    expect(describeCadence({ unit: 'DAYS', value: 7 }, tuesday, 'UTC')).toBe(
      'Every week on Tuesday at 09:00',
    );
    expect(describeCadence({ unit: 'DAYS', value: 14 }, tuesday, 'UTC')).toBe(
      'Every 2 weeks on Tuesday at 09:00',
    );
  });

  it('reads the weekday and time in the given zone', () => {
    expect(
      describeCadence({ unit: 'DAYS', value: 7 }, '2026-12-01T23:30:00Z', 'Asia/Kolkata'),
    ).toBe('Every week on Wednesday at 05:00');
  });

  it('names the day of month, and the month-end rule for 29, 30 and 31', () => {
    expect(describeCadence({ unit: 'MONTHLY', value: 15 }, tuesday, 'UTC')).toBe(
      'Monthly on the 15th at 09:00',
    );
    expect(describeCadence({ unit: 'MONTHLY', value: 1 }, tuesday, 'UTC')).toBe(
      'Monthly on the 1st at 09:00',
    );
    expect(describeCadence({ unit: 'MONTHLY', value: 28 }, tuesday, 'UTC')).toBe(
      'Monthly on the 28th at 09:00',
    );
    for (const value of [29, 30, 31]) {
      expect(describeCadence({ unit: 'MONTHLY', value }, tuesday, 'UTC')).toBe(
        `Monthly on the ${ordinal(value)} at 09:00, or the last day of shorter months`,
      );
    }
  });

  it('leaves out the weekday and time of an invalid first run', () => {
    expect(describeCadence({ unit: 'DAYS', value: 7 }, '', 'UTC')).toBe('Every week');
  });
});

describe('ordinal and weekdayName', () => {
  it('writes English ordinals, with 11th, 12th and 13th', () => {
    const days = [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 31, 101, 111];
    expect(days.map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '31st',
      '101st',
      '111th',
    ]);
  });

  it('names weekdays from Sunday', () => {
    expect([0, 1, 6].map(weekdayName)).toEqual(['Sunday', 'Monday', 'Saturday']);
  });
});

describe('alignFirstRun', () => {
  const now = new Date('2027-01-12T12:00:00Z'); // Tuesday 12 January 2027, 12:00 UTC
  const align = (overrides: Partial<Parameters<typeof alignFirstRun>[0]>) =>
    alignFirstRun({
      cadence: 'weekly',
      dayOfMonth: 1,
      date: '',
      time: '09:00',
      timeZone: 'UTC',
      now,
      ...overrides,
    });

  it('keeps a chosen date and time in the future', () => {
    expect(align({ date: '2027-01-14' })).toEqual({
      date: '2027-01-14',
      time: '09:00',
      at: new Date('2027-01-14T09:00:00Z'),
    });
  });

  it('moves a run due today at a time already passed to the same weekday next week', () => {
    expect(align({ date: '2027-01-12' }).date).toBe('2027-01-19');
    expect(align({ date: '2027-01-12', time: '13:00' }).date).toBe('2027-01-12');
  });

  it('moves a past date forward by whole weeks, keeping its weekday', () => {
    // Monday 3 August 2026 -> the next Monday after now.
    expect(align({ date: '2026-08-03' }).date).toBe('2027-01-18');
    expect(align({ cadence: 'biweekly', date: '2026-08-03' }).date).toBe('2027-01-18');
  });

  it('uses today when the date is empty or invalid', () => {
    expect(align({ date: '', time: '15:00' }).date).toBe('2027-01-12');
    expect(align({ date: '2027-02-30', time: '15:00' }).date).toBe('2027-01-12');
  });

  it('aligns a monthly run to the chosen day, clamped to the month end', () => {
    expect(align({ cadence: 'monthly', dayOfMonth: 31, date: '2027-02-10' }).date).toBe(
      '2027-02-28',
    );
    expect(align({ cadence: 'monthly', dayOfMonth: 15, date: '2027-01-12' }).date).toBe(
      '2027-01-15',
    );
    expect(align({ cadence: 'monthly', dayOfMonth: 12, date: '2027-01-12' }).date).toBe(
      '2027-02-12',
    );
    expect(
      align({ cadence: 'monthly', dayOfMonth: 12, date: '2027-01-12', time: '18:00' }).date,
    ).toBe('2027-01-12');
    expect(align({ cadence: 'monthly', dayOfMonth: 30, date: '2020-05-01' }).date).toBe(
      '2027-01-30',
    );
  });

  it('shows the moved time when the chosen time falls in a daylight-saving gap', () => {
    const result = alignFirstRun({
      cadence: 'weekly',
      dayOfMonth: 1,
      date: '2026-03-08',
      time: '02:30',
      timeZone: 'America/New_York',
      now: new Date('2026-03-01T00:00:00Z'),
    });
    expect(result).toEqual({
      date: '2026-03-08',
      time: '03:30',
      at: new Date('2026-03-08T07:30:00Z'),
    });
  });

  it('never returns the past and stays consistent with the cadence', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<Cadence>(...CADENCES),
        fc.integer({ min: 1, max: 31 }),
        zoneArb,
        fc.integer({ min: FIRST_DAY * 1440, max: LAST_DAY * 1440 }),
        fc.oneof(fc.integer({ min: -400, max: 400 }), fc.constant(null)),
        timeArb,
        (cadence, dayOfMonth, timeZone, nowMinute, daysFromToday, time) => {
          const now = new Date(nowMinute * 60_000);
          const today = wallClock(now, timeZone).date;
          const date =
            daysFromToday === null ? '' : dateOfEpochDay(epochDay(today) + daysFromToday);
          const chosen = date || today;
          const result = alignFirstRun({ cadence, dayOfMonth, date, time, timeZone, now });

          expect(result.at.getTime()).toBeGreaterThan(now.getTime());
          expect(toInstant(result, timeZone)).toEqual(result.at);
          expect(wallClock(result.at, timeZone)).toEqual({ date: result.date, time: result.time });
          expect(epochDay(result.date)).toBeGreaterThanOrEqual(epochDay(chosen));
          if (result.time !== time) {
            // Only a daylight-saving gap may change the time, and only forward.
            expect(minutesOfDay(result.time)).toBeGreaterThan(minutesOfDay(time));
            expect(toInstant({ date: result.date, time }, timeZone)).toEqual(result.at);
          }

          // The earliest such date: the one before it is before the chosen date or not in the future.
          let earlier: string;
          if (cadence === 'monthly') {
            expect(dayOf(result.date)).toBe(Math.min(dayOfMonth, daysInMonthOf(result.date)));
            const monthBefore = dateOfEpochDay(epochDay(result.date) - dayOf(result.date));
            earlier = dateOfEpochDay(
              epochDay(monthBefore) -
                dayOf(monthBefore) +
                Math.min(dayOfMonth, daysInMonthOf(monthBefore)),
            );
          } else {
            expect(weekdayOf(result.date)).toBe(weekdayOf(chosen));
            earlier = dateOfEpochDay(epochDay(result.date) - 7);
          }
          const earlierIsOut =
            epochDay(earlier) < epochDay(chosen) ||
            toInstant({ date: earlier, time }, timeZone) <= now;
          expect(earlierIsOut).toBe(true);
        },
      ),
      { numRuns: NUM_RUNS },
    );
  });
});
