import { currentZoneName } from './service-time-zone';
import { tzScan } from '@date-fns/tz';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CADENCES,
  DEFAULT_RUN_TIME,
  alignFirstRun,
  browserTimeZone,
  cadenceOf,
  defaultFirstRun,
  formatUtcIso,
  formatUtcOffset,
  frequencyFor,
  isLocalDate,
  isLocalTime,
  isMissingFromSomeMonths,
  isMonthlyRunDate,
  isOnMonthlyDay,
  localDateAfter,
  monthEndOfDate,
  monthlyRunDay,
  monthlyRunDayTest,
  nextRunAtOrAfter,
  ordinal,
  ruleOf,
  runDates,
  serviceRuns,
  toInstant,
  toLocal,
  utcOffsetMinutes,
  weekdayName,
  weekdayOfDate,
  type Cadence,
  type ServiceRule,
  type ServiceRun,
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

/**
 * What every list of service runs must satisfy, whatever the cadence: run 0 is the first run
 * itself, runs strictly increase, each `service` is the run's wall clock in the service's zone,
 * and every run keeps the first run's wall-clock time there unless a daylight-saving gap moved
 * it forward by exactly the gap's length.
 */
function expectRunInvariants(runs: ServiceRun[], firstRun: Date, serviceTimeZone: string) {
  const firstTime = wallClock(firstRun, serviceTimeZone).time;
  expect(runs[0]?.at).toEqual(firstRun);
  runs.forEach((run, i) => {
    expect(run.service).toEqual(wallClock(run.at, serviceTimeZone));
    // Every run after the first keeps the first run's seconds and milliseconds.
    expect(run.at.getTime() % 60_000).toBe(((firstRun.getTime() % 60_000) + 60_000) % 60_000);

    const previous = runs[i - 1];
    if (previous) expect(run.at.getTime()).toBeGreaterThan(previous.at.getTime());

    if (i > 0 && run.service.time !== firstTime) {
      // A real gap: the offset grew by exactly the shift within the shift before the run.
      const shift = (minutesOfDay(run.service.time) - minutesOfDay(firstTime) + 1440) % 1440;
      const offset = utcOffset(run.at, serviceTimeZone);
      expect(shift).toBeGreaterThan(0);
      expect(offset - utcOffset(new Date(run.at.getTime() - shift * 60_000), serviceTimeZone)).toBe(
        shift,
      );
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

  it('formats the value sent to the API, with milliseconds only when there are any', () => {
    expect(formatUtcIso(new Date('2026-12-01T09:00:00.000Z'))).toBe('2026-12-01T09:00:00Z');
    expect(formatUtcIso(toInstant({ date: '2026-12-01', time: '09:00' }, 'America/New_York'))).toBe(
      '2026-12-01T14:00:00Z',
    );
    expect(formatUtcIso(new Date('2026-12-01T09:00:00.001Z'))).toBe('2026-12-01T09:00:00.001Z');
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

  it('writes a renamed zone by its current name, which Intl takes as the same zone', () => {
    expect(currentZoneName('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(currentZoneName('Europe/Kiev')).toBe('Europe/Kyiv');
    expect(currentZoneName('America/New_York')).toBe('America/New_York');
    expect(currentZoneName('UTC')).toBe('UTC');
    // The same zone to Intl under either name: the same offset, in winter and in summer.
    for (const old of ['Asia/Calcutta', 'Europe/Kiev', 'America/Godthab', 'Asia/Saigon']) {
      for (const instant of [new Date('2027-01-15T12:00:00Z'), new Date('2027-07-15T12:00:00Z')]) {
        expect(formatUtcOffset(instant, currentZoneName(old))).toBe(formatUtcOffset(instant, old));
      }
    }
  });
});

describe('serviceRuns, monthly', () => {
  const at9 = (date: string) => toInstant({ date, time: '09:00' }, 'UTC');
  const monthly = (value: number, firstRun: Date): ServiceRule => ({
    frequency: { unit: 'MONTHLY', value },
    firstRun,
  });

  it('moves a 31st run to the last day of February', () => {
    const runs = serviceRuns(monthly(31, at9('2027-01-31')), 'UTC', 4);
    expect(runs.map((run) => run.service.date)).toEqual([
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
    expect(runs.every((run) => run.service.time === '09:00')).toBe(true);
  });

  it('moves a 31st run to 29 February in a leap year', () => {
    const runs = serviceRuns(monthly(31, at9('2028-01-31')), 'UTC', 2);
    expect(runs[1]?.service.date).toBe('2028-02-29');
    expect(runs[1]?.monthEnd).toEqual({ requestedDay: 31, actualDay: 29 });
  });

  it('moves a 30th run to the last day of February and back to the 30th in March', () => {
    const common = serviceRuns(monthly(30, at9('2027-01-30')), 'UTC', 3);
    expect(common.map((run) => run.service.date)).toEqual([
      '2027-01-30',
      '2027-02-28',
      '2027-03-30',
    ]);
    const leap = serviceRuns(monthly(30, at9('2028-01-30')), 'UTC', 2);
    expect(leap[1]?.service.date).toBe('2028-02-29');
  });

  it('marks a first run on a clamped month end, but not one on another day', () => {
    const onMonthEnd = serviceRuns(monthly(31, at9('2027-02-28')), 'UTC', 2);
    expect(onMonthEnd[0]?.monthEnd).toEqual({ requestedDay: 31, actualDay: 28 });
    expect(onMonthEnd[1]?.service.date).toBe('2027-03-31');
    const midMonth = serviceRuns(monthly(31, at9('2027-02-10')), 'UTC', 2);
    expect(midMonth[0]?.monthEnd).toBeUndefined();
    expect(midMonth[1]?.service.date).toBe('2027-02-28');
  });

  it('runs later in the same month when the first run is before the chosen day', () => {
    const runs = serviceRuns(monthly(15, at9('2027-01-10')), 'UTC', 3);
    expect(runs.map((run) => run.service.date)).toEqual(['2027-01-10', '2027-01-15', '2027-02-15']);
  });

  it('keeps the milliseconds of the first run in every later run (regression)', () => {
    const runs = serviceRuns(monthly(28, new Date('2027-03-14T07:00:00.001Z')), 'UTC', 3);
    expect(runs.map((run) => run.at.toISOString())).toEqual([
      '2027-03-14T07:00:00.001Z',
      '2027-03-28T07:00:00.001Z',
      '2027-04-28T07:00:00.001Z',
    ]);
    expect(formatUtcIso(runs[1]!.at)).toBe('2027-03-28T07:00:00.001Z');
  });

  it('keeps the wall-clock time and day in its own zone across a daylight-saving change', () => {
    // A service configured with serviceTimeZone Europe/London keeps 09:00 London time.
    const firstRun = toInstant({ date: '2026-10-15', time: '09:00' }, 'Europe/London');
    const runs = serviceRuns(monthly(15, firstRun), 'Europe/London', 2);
    expect(runs[0]?.at).toEqual(new Date('2026-10-15T08:00:00Z'));
    expect(runs[1]?.at).toEqual(new Date('2026-11-15T09:00:00Z'));
    expect(runs.map((run) => run.service)).toEqual([
      { date: '2026-10-15', time: '09:00' },
      { date: '2026-11-15', time: '09:00' },
    ]);
  });

  it('keeps the UTC time, not the local one, for a UTC service', () => {
    // 09:00 London in October is 08:00 UTC; the service keeps 08:00 UTC, 08:00 London in winter.
    const firstRun = toInstant({ date: '2026-10-15', time: '09:00' }, 'Europe/London');
    const runs = serviceRuns(monthly(15, firstRun), 'UTC', 2);
    expect(runs[1]?.at).toEqual(new Date('2026-11-15T08:00:00Z'));
    expect(toLocal(runs[1]!.at, 'Europe/London').time).toBe('08:00');
  });

  it('puts every run after the first on min(value, days in month), one per month', () => {
    fc.assert(
      fc.property(monthlyFrequencyArb, scheduleStartArb, (frequency, { timeZone, firstRun }) => {
        const runs = serviceRuns({ frequency, firstRun }, timeZone, 14);
        expect(runs).toHaveLength(14);
        expectRunInvariants(runs, firstRun, timeZone);
        runs.forEach((run, i) => {
          const previous = runs[i - 1];
          if (!previous) return;
          const { date } = run.service;
          const dim = daysInMonthOf(date);
          expect(date).toBe(bruteNextMonthly(previous.service.date, frequency.value));
          expect(dayOf(date)).toBe(Math.min(frequency.value, dim));
          if (i >= 2) expect(monthIndex(date)).toBe(monthIndex(previous.service.date) + 1);
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

const weekly = (firstRun: Date): ServiceRule => ({
  frequency: { unit: 'DAYS', value: 7 },
  firstRun,
});

describe('serviceRuns, weekly and every two weeks: across clock changes', () => {
  it('keeps 14:00 UTC, so 09:00 in New York becomes 10:00 when its clocks go forward', () => {
    // Tuesday 3 March 2026, 09:00 EST = 14:00 UTC; New York's clocks go forward on 8 March.
    const firstRun = toInstant({ date: '2026-03-03', time: '09:00' }, 'America/New_York');
    const runs = serviceRuns(weekly(firstRun), 'UTC', 3);
    expect(runs.map((run) => formatUtcIso(run.at))).toEqual([
      '2026-03-03T14:00:00Z',
      '2026-03-10T14:00:00Z',
      '2026-03-17T14:00:00Z',
    ]);
    expect(runs.map((run) => run.service.time)).toEqual(['14:00', '14:00', '14:00']);
    expect(runs.map((run) => toLocal(run.at, 'America/New_York').time)).toEqual([
      '09:00',
      '10:00',
      '10:00',
    ]);
  });

  it('keeps 09:00 New York time when the service keeps its calendar in New York', () => {
    const firstRun = toInstant({ date: '2026-03-03', time: '09:00' }, 'America/New_York');
    const runs = serviceRuns(weekly(firstRun), 'America/New_York', 3);
    expect(runs.map((run) => formatUtcIso(run.at))).toEqual([
      '2026-03-03T14:00:00Z',
      '2026-03-10T13:00:00Z',
      '2026-03-17T13:00:00Z',
    ]);
    expect(runs.map((run) => run.service.time)).toEqual(['09:00', '09:00', '09:00']);
  });

  it('moves a 02:30 run forward on the spring-forward night and back afterwards', () => {
    const firstRun = toInstant({ date: '2026-03-01', time: '02:30' }, 'America/New_York');
    const runs = serviceRuns(weekly(firstRun), 'America/New_York', 3);
    expect(runs.map((run) => run.service)).toEqual([
      { date: '2026-03-01', time: '02:30' },
      { date: '2026-03-08', time: '03:30' },
      { date: '2026-03-15', time: '02:30' },
    ]);
    expect(runs[1]?.at).toEqual(new Date('2026-03-08T07:30:00Z'));
  });

  it('takes the earlier 01:30 when the clocks fall back, whichever 01:30 the first run was', () => {
    // The later 01:30 EST of 1 November 2026; a week earlier is the only 01:30 of 25 October.
    const firstRun = new Date('2026-10-25T05:30:00Z');
    const runs = serviceRuns(weekly(firstRun), 'America/New_York', 2);
    expect(runs[1]?.at).toEqual(new Date('2026-11-01T05:30:00Z'));
    const fromLater = serviceRuns(weekly(new Date('2026-11-01T06:30:00Z')), 'America/New_York', 2);
    expect(fromLater[0]?.service.time).toBe('01:30');
    expect(fromLater[1]?.at).toEqual(new Date('2026-11-08T06:30:00Z'));
  });

  it('keeps 09:00 on Lord Howe Island across its 30-minute change', () => {
    const firstRun = toInstant({ date: '2026-09-27', time: '09:00' }, 'Australia/Lord_Howe');
    const runs = serviceRuns(weekly(firstRun), 'Australia/Lord_Howe', 2);
    expect(runs.map((run) => formatUtcIso(run.at))).toEqual([
      '2026-09-26T22:30:00Z',
      '2026-10-03T22:00:00Z',
    ]);
  });
});

describe('serviceRuns, weekly and every two weeks: `from`, bad input and ruleOf', () => {
  it('skips runs before `from` and still returns `count` runs', () => {
    const firstRun = toInstant({ date: '2020-01-07', time: '09:00' }, 'UTC');
    const runs = serviceRuns({ frequency: { unit: 'DAYS', value: 14 }, firstRun }, 'UTC', 3, {
      from: new Date('2026-05-01T00:00:00Z'),
    });
    expect(runs.map((run) => run.service.date)).toEqual(['2026-05-05', '2026-05-19', '2026-06-02']);
  });

  it('returns a run later in the same minute as `from`, not the next week (regression)', () => {
    const rule = weekly(new Date('2027-01-04T14:00:30Z'));
    const from = new Date('2027-01-11T14:00:10Z');
    expect(serviceRuns(rule, 'UTC', 1, { from })[0]?.at).toEqual(new Date('2027-01-11T14:00:30Z'));
    expect(nextRunAtOrAfter(rule, 'UTC', from)).toEqual(new Date('2027-01-11T14:00:30Z'));
  });

  it('returns the run at `from` itself, and the first run for a `from` before it', () => {
    const rule = weekly(new Date('2027-01-04T14:00:00Z'));
    expect(nextRunAtOrAfter(rule, 'UTC', new Date('2027-01-11T14:00:00Z'))).toEqual(
      new Date('2027-01-11T14:00:00Z'),
    );
    expect(nextRunAtOrAfter(rule, 'UTC', new Date('2027-01-11T14:00:00.001Z'))).toEqual(
      new Date('2027-01-18T14:00:00Z'),
    );
    expect(nextRunAtOrAfter(rule, 'UTC', new Date('2026-01-01T00:00:00Z'))).toEqual(rule.firstRun);
  });

  it('returns no runs for an invalid first run or a zero count', () => {
    expect(serviceRuns(weekly(new Date('not a date')), 'UTC', 3)).toEqual([]);
    expect(serviceRuns(weekly(new Date('2026-12-01T09:00:00Z')), 'UTC', 0)).toEqual([]);
  });

  it('rejects an unknown service zone', () => {
    expect(() => serviceRuns(weekly(new Date('2026-12-01T09:00:00Z')), 'Mars/Olympus', 1)).toThrow(
      RangeError,
    );
  });

  it('reads a schedule from the API with ruleOf', () => {
    expect(
      ruleOf({
        frequency: { unit: 'DAYS', value: 7 },
        next_scheduled_date: '2026-12-01T09:00:00Z',
      }),
    ).toEqual({
      frequency: { unit: 'DAYS', value: 7 },
      firstRun: new Date('2026-12-01T09:00:00Z'),
    });
  });
});

describe('serviceRuns, weekly and every two weeks: for any zone and first run', () => {
  it('runs on the same weekday exactly 7 or 14 calendar days apart', () => {
    fc.assert(
      fc.property(daysFrequencyArb, scheduleStartArb, (frequency, { timeZone, firstRun }) => {
        const runs = serviceRuns({ frequency, firstRun }, timeZone, 14);
        expect(runs).toHaveLength(14);
        expectRunInvariants(runs, firstRun, timeZone);
        const weekday = weekdayOf(wallClock(firstRun, timeZone).date);
        runs.forEach((run, i) => {
          expect(weekdayOf(run.service.date)).toBe(weekday);
          expect(run.monthEnd).toBeUndefined();
          const previous = runs[i - 1];
          if (previous)
            expect(epochDay(run.service.date) - epochDay(previous.service.date)).toBe(
              frequency.value,
            );
        });
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('moves a run that falls in a daylight-saving gap forward by the length of the gap', () => {
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

          const runs = serviceRuns({ frequency, firstRun }, timeZone, periodsBefore + 2);
          const inGap = runs[periodsBefore];
          const shiftedMinutes = requested + change;
          const shiftedTime = `${String(Math.floor(shiftedMinutes / 60)).padStart(2, '0')}:${String(shiftedMinutes % 60).padStart(2, '0')}`;
          expect(inGap?.service).toEqual({ date: gapStart.date, time: shiftedTime });
          expect(runs[periodsBefore + 1]?.service.time).toBe(time);
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
        fc.integer({ min: 0, max: 400 * DAY_MS }),
        (frequency, { timeZone, firstRun }, msLater) => {
          const from = new Date(firstRun.getTime() + msLater);
          // Enough runs to reach past `from` at the weekly cadence, the densest.
          const all = serviceRuns(
            { frequency, firstRun },
            timeZone,
            Math.ceil(msLater / DAY_MS / 7) + 8,
          );
          const expected = all.filter((run) => run.at >= from).slice(0, 5);
          const fromRuns = serviceRuns({ frequency, firstRun }, timeZone, 5, { from });
          expect(fromRuns).toEqual(expected);
          expect(nextRunAtOrAfter({ frequency, firstRun }, timeZone, from)).toEqual(
            expected[0]?.at,
          );
        },
      ),
      { numRuns: NUM_RUNS },
    );
  });
});

describe('runDates, localDateAfter, monthlyRunDay and utcOffsetMinutes', () => {
  it('lists the dates of a cadence in one calendar', () => {
    expect(runDates({ unit: 'MONTHLY', value: 31 }, '2027-01-31', 3)).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
    ]);
    expect(runDates({ unit: 'DAYS', value: 14 }, '2027-12-21', 2)).toEqual([
      '2027-12-21',
      '2028-01-04',
    ]);
    expect(runDates({ unit: 'DAYS', value: 7 }, '2027-02-30', 2)).toEqual([]);
  });

  it("gives the date some days after now's date in a zone", () => {
    const now = new Date('2026-12-01T20:00:00Z');
    expect(localDateAfter(now, 1, 'UTC')).toBe('2026-12-02');
    expect(localDateAfter(now, 1, 'Asia/Kolkata')).toBe('2026-12-03');
    expect(localDateAfter(now, 0, 'Pacific/Kiritimati')).toBe('2026-12-02');
  });

  it('runs a 31st on the last day of each shorter month, with leap years', () => {
    const runDays = ['2027-02-10', '2028-02-10', '2027-04-01', '2027-12-31'].map((date) =>
      monthlyRunDay(date, 31),
    );
    expect(runDays).toEqual([28, 29, 30, 31]);
    expect(monthlyRunDay('2027-13-01', 31)).toBeNaN();
  });

  it('gives the offset in minutes east of UTC', () => {
    const winter = new Date('2026-01-15T12:00:00Z');
    expect(utcOffsetMinutes(winter, 'Asia/Kathmandu')).toBe(345);
    expect(utcOffsetMinutes(winter, 'America/St_Johns')).toBe(-210);
    expect(utcOffsetMinutes(winter, 'Pacific/Chatham')).toBe(825);
  });
});

describe('isOnMonthlyDay, isMonthlyRunDate and monthlyRunDay', () => {
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
    // Read in the zone: 03:30 UTC on 1 April is 23:30 on 31 March in New York.
    ['2027-04-01T03:30:00Z', 31, 'America/New_York', true],
    ['2027-04-01T03:30:00Z', 1, 'America/New_York', false],
    ['2027-03-31T20:00:00Z', 1, 'Asia/Kolkata', true],
    // To the millisecond: the last one of a day is still on it.
    ['2027-03-15T23:59:59.999Z', 15, 'UTC', true],
    ['2027-03-16T00:00:00.000Z', 15, 'UTC', false],
  ] as const)('%s on day %i in %s: %s', (instant, day, zone, expected) => {
    expect(isOnMonthlyDay(new Date(instant), day, zone)).toBe(expected);
  });

  it('is never true of an invalid instant, and fails loudly for an unknown zone', () => {
    expect(isOnMonthlyDay(new Date(NaN), 1, 'UTC')).toBe(false);
    expect(() => isOnMonthlyDay(new Date(), 1, 'Mars/Olympus')).toThrow(RangeError);
  });

  it('reads a date as a run day of a monthly cadence, the month end for a missing day', () => {
    expect(isMonthlyRunDate('2027-02-28', 31)).toBe(true);
    expect(isMonthlyRunDate('2028-02-28', 31)).toBe(false);
    expect(isMonthlyRunDate('2028-02-29', 30)).toBe(true);
    expect(isMonthlyRunDate('2027-04-30', 30)).toBe(true);
    expect(isMonthlyRunDate('2027-05-30', 31)).toBe(false);
    expect(isMonthlyRunDate('2027-02-30', 30)).toBe(false);
    expect(monthlyRunDay('2027-02-10', 31)).toBe(28);
    expect(monthlyRunDay('2028-02-10', 31)).toBe(29);
    expect(monthlyRunDay('2027-04-01', 15)).toBe(15);
    expect(monthlyRunDay('soon', 15)).toBeNaN();
  });

  it('tests a date against many days as isMonthlyRunDate does, and as the month-end rule says', () => {
    // Month ends, where the rule bites, as often as any other day.
    const dates = fc
      .tuple(fc.integer({ min: 1970, max: 2200 }), fc.integer({ min: 1, max: 12 }), fc.nat(3))
      .chain(([year, month, fromEnd]) => {
        const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
        const day = fc.oneof(fc.constant(length - fromEnd), fc.integer({ min: 1, max: length }));
        return day.map((dayOfMonth) =>
          [year, month, dayOfMonth].map((part) => String(part).padStart(2, '0')).join('-'),
        );
      });
    fc.assert(
      fc.property(dates, fc.integer({ min: -2, max: 40 }), (date, day) => {
        const test = monthlyRunDayTest(date);
        // The month-end rule (clampedDayOfMonth, through monthlyRunDay): an independent path.
        const runsThatDay = day >= 1 && Number(date.slice(8)) === monthlyRunDay(date, day);
        expect(test(day)).toBe(runsThatDay);
        expect(isMonthlyRunDate(date, day)).toBe(runsThatDay);
      }),
    );
    expect(monthlyRunDayTest('2027-02-30')(30)).toBe(false);
    expect(monthlyRunDayTest('soon')(15)).toBe(false);
  });

  it('moves a 31st run to the last day of February, and no other date', () => {
    expect(monthEndOfDate('2027-02-28', 31)).toEqual({ requestedDay: 31, actualDay: 28 });
    expect(monthEndOfDate('2028-02-29', 30)).toEqual({ requestedDay: 30, actualDay: 29 });
    expect(monthEndOfDate('2027-04-30', 31)).toEqual({ requestedDay: 31, actualDay: 30 });
    expect(monthEndOfDate('2027-02-27', 31)).toBeUndefined();
    expect(monthEndOfDate('2027-03-31', 31)).toBeUndefined();
    expect(monthEndOfDate('2027-02-28', 28)).toBeUndefined();
    expect(monthEndOfDate('2027-02-30', 31)).toBeUndefined();
  });

  it('knows the days that some months lack: 29, 30 and 31', () => {
    expect([1, 28, 29, 30, 31].map(isMissingFromSomeMonths)).toEqual([
      false,
      false,
      true,
      true,
      true,
    ]);
  });

  it('agrees with the day of every run the service makes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2031, 0, 1) }),
        fc.constantFrom('UTC', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kolkata'),
        (day, firstRunMs, timeZone) => {
          const runs = serviceRuns(
            { frequency: { unit: 'MONTHLY', value: day }, firstRun: new Date(firstRunMs) },
            timeZone,
            14,
          );
          // Run 0 is whatever instant was stored; every later one is on the day.
          for (const run of runs.slice(1)) {
            expect(isOnMonthlyDay(run.at, day, timeZone)).toBe(true);
            expect(isMonthlyRunDate(run.service.date, day)).toBe(true);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('defaultFirstRun', () => {
  it('is tomorrow at 09:00 in the zone, or the next monthly day after', () => {
    expect(DEFAULT_RUN_TIME).toBe('09:00');
    const now = new Date('2027-01-12T12:00:00Z');
    expect(defaultFirstRun({ cadence: 'weekly', dayOfMonth: 1, timeZone: 'UTC', now })).toEqual({
      date: '2027-01-13',
      time: '09:00',
      at: new Date('2027-01-13T09:00:00Z'),
    });
    expect(
      defaultFirstRun({ cadence: 'monthly', dayOfMonth: 31, timeZone: 'Asia/Kolkata', now }),
    ).toEqual({ date: '2027-01-31', time: '09:00', at: new Date('2027-01-31T03:30:00Z') });
  });
});

describe('isLocalDate, isLocalTime and weekdayOfDate', () => {
  it('accepts only whole dates that exist', () => {
    expect(isLocalDate('2027-02-28')).toBe(true);
    expect(isLocalDate('2028-02-29')).toBe(true);
    expect(isLocalDate('0002-01-05')).toBe(true);
    for (const date of ['2027-02-29', '2027-02-30', '2027-13-01', '2027-02-', '27-02-28', '']) {
      expect(isLocalDate(date)).toBe(false);
    }
  });

  it('accepts only whole times of day from 00:00 to 23:59', () => {
    expect(['00:00', '09:00', '23:59'].map(isLocalTime)).toEqual([true, true, true]);
    for (const time of ['24:00', '09:60', '9:00', '09:0', '09:00:00', '']) {
      expect(isLocalTime(time)).toBe(false);
    }
  });

  it("gives a date's weekday from Sunday, whatever the zone", () => {
    expect(['2027-01-24', '2027-01-26', '2028-02-29'].map(weekdayOfDate)).toEqual([0, 2, 2]);
    expect(weekdayOfDate('2027-02-30')).toBeNaN();
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

const ALIGN_NOW = new Date('2027-01-12T12:00:00Z'); // Tuesday 12 January 2027, 12:00 UTC
const align = (overrides: Partial<Parameters<typeof alignFirstRun>[0]>) =>
  alignFirstRun({
    cadence: 'weekly',
    dayOfMonth: 1,
    date: '',
    time: '09:00',
    timeZone: 'UTC',
    now: ALIGN_NOW,
    ...overrides,
  });

describe('alignFirstRun: future, past and empty dates, and monthly days', () => {
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
});

describe('alignFirstRun: times in a daylight-saving gap', () => {
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

  it('shows the next day when a gap spanning midnight moves the time past it (regression)', () => {
    // Nuuk's clocks go from 23:00 on Saturday 28 March 2026 to 00:00 on Sunday 29 March.
    expect(
      alignFirstRun({
        cadence: 'weekly',
        dayOfMonth: 1,
        date: '2026-03-28',
        time: '23:30',
        timeZone: 'America/Nuuk',
        now: new Date('2026-03-29T01:10Z'),
      }),
    ).toEqual({ date: '2026-03-29', time: '00:30', at: new Date('2026-03-29T01:30:00Z') });
  });
});

describe('alignFirstRun: for any cadence, zone, date and time', () => {
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
