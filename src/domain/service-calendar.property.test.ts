// @vitest-environment node
/**
 * Property tests of the service's calendar (recurrence.ts) and of the intent-to-rule conversion
 * (schedule-rule.ts) against an independent oracle built on the Temporal polyfill.
 *
 * The oracle never calls the code under test. It follows the service's rules as stated:
 * run 0 is the first instant itself; DAYS n is the first run's wall-clock time in the service's
 * zone, n * k calendar days later (computed from run 0 every time, never from the previous run);
 * MONTHLY d is day min(d, days in month) of each month at that wall-clock time, the first such
 * date strictly after the first run's date; wall clocks become instants with Temporal's
 * 'compatible' disambiguation (a gap moves forward by its length, an overlap takes the earlier
 * instant).
 */
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  alignFirstRun,
  isOnMonthlyDay,
  nextRunAtOrAfter,
  serviceRuns,
  toInstant,
  toLocal,
  type Cadence,
  type ServiceRule,
} from './recurrence';
import { describeRule } from './rule-wording';
import { isMoved, movedRunNote, previewRuns } from './run-preview';
import { intentOfRule, ruleForIntent, type CalendarZones, type RunIntent } from './schedule-rule';
import type { Frequency } from './schemas';

// ---------------------------------------------------------------------------------------------
// The oracle.

const ZONES = [
  'UTC',
  'America/New_York',
  'Europe/London',
  'Europe/Dublin',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'America/St_Johns',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'Pacific/Kiritimati',
  'America/Nuuk',
  'America/Santiago',
  'Australia/Sydney',
  'America/Los_Angeles',
] as const;

const START_MS = Date.UTC(2024, 0, 1);
const END_MS = Date.UTC(2032, 0, 1);

type PlainDate = Temporal.PlainDate;
type PlainDateTime = Temporal.PlainDateTime;

function zonedOf(ms: number, timeZone: string): Temporal.ZonedDateTime {
  return Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(timeZone);
}

/** The instant (ms) at which the zone's clocks show a wall clock: 'compatible' disambiguation. */
function instantOfWall(wall: PlainDateTime, timeZone: string): number {
  return wall.toZonedDateTime(timeZone, { disambiguation: 'compatible' }).epochMilliseconds;
}

/** Whether the wall clock exists in the zone (it is not inside a daylight-saving gap). */
function wallExists(wall: PlainDateTime, timeZone: string): boolean {
  try {
    wall.toZonedDateTime(timeZone, { disambiguation: 'reject' });
    return true;
  } catch {
    // 'reject' also throws for an overlap; those exist (twice).
    const earlier = wall.toZonedDateTime(timeZone, { disambiguation: 'earlier' });
    return Temporal.PlainDateTime.compare(earlier.toPlainDateTime(), wall) === 0;
  }
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** 'yyyy-MM-dd' and 'HH:mm' of an instant in a zone. */
function wallClockOf(ms: number, timeZone: string): { date: string; time: string } {
  const zoned = zonedOf(ms, timeZone);
  return {
    date: zoned.toPlainDate().toString(),
    time: `${pad2(zoned.hour)}:${pad2(zoned.minute)}`,
  };
}

/** Day min(d, days in month) of a month. */
function monthlyDay(month: Temporal.PlainYearMonth, d: number): PlainDate {
  return month.toPlainDate({ day: Math.min(d, month.daysInMonth) });
}

/**
 * Date `index` of a monthly cadence started on `start`: index 0 is `start`; index 1 is the first
 * date strictly after it whose day is min(d, days in month) (its own month when that day is still
 * ahead), and every later index is the same day of the following months.
 */
function monthlyDateAt(start: PlainDate, d: number, index: number): PlainDate {
  if (index === 0) return start;
  let first = start.toPlainYearMonth();
  if (Temporal.PlainDate.compare(monthlyDay(first, d), start) <= 0)
    first = first.add({ months: 1 });
  return monthlyDay(first.add({ months: index - 1 }), d);
}

/** The first `count` dates of a monthly cadence, as above. */
function monthlyDates(start: PlainDate, d: number, count: number): PlainDate[] {
  return Array.from({ length: count }, (_, index) => monthlyDateAt(start, d, index));
}

interface OracleRun {
  ms: number;
  /** The run's calendar date in the service's zone before a gap could move it. */
  date: PlainDate;
}

/** The service's run `index` of a rule, in its zone. */
function oracleRunFn(
  frequency: Frequency,
  firstRunMs: number,
  serviceZone: string,
): (index: number) => OracleRun {
  const zoned0 = zonedOf(firstRunMs, serviceZone);
  const date0 = zoned0.toPlainDate();
  const time0 = zoned0.toPlainTime();
  return (index) => {
    if (index === 0) return { ms: firstRunMs, date: date0 };
    if (frequency.unit === 'DAYS') {
      const days = frequency.value * index;
      // ZonedDateTime#add with days keeps the wall clock, resolved with 'compatible'.
      return { ms: zoned0.add({ days }).epochMilliseconds, date: date0.add({ days }) };
    }
    const date = monthlyDateAt(date0, frequency.value, index);
    return { ms: instantOfWall(date.toPlainDateTime(time0), serviceZone), date };
  };
}

function oracleRuns(
  frequency: Frequency,
  firstRunMs: number,
  serviceZone: string,
  count: number,
): OracleRun[] {
  const runAt = oracleRunFn(frequency, firstRunMs, serviceZone);
  return Array.from({ length: count }, (_, index) => runAt(index));
}

/** The local dates the user means by an intent, as the oracle reads the cadence. */
function oracleIntendedDates(intent: RunIntent, count: number): string[] {
  const start = Temporal.PlainDate.from(intent.firstRunDate);
  if (intent.cadence === 'monthly') {
    return monthlyDates(start, intent.dayOfMonth, count).map(String);
  }
  const step = intent.cadence === 'weekly' ? 7 : 14;
  return Array.from({ length: count }, (_, k) => start.add({ days: step * k }).toString());
}

/** Whether an instant falls on day min(d, days in month) in a zone. */
function oracleIsOnDay(ms: number, d: number, timeZone: string): boolean {
  const date = zonedOf(ms, timeZone).toPlainDate();
  return date.day === Math.min(d, date.daysInMonth);
}

/**
 * The first run the service can take for a monthly rule on day d and an intended first run: the
 * intended instant when it falls on the day in the service's zone, otherwise the service's next
 * run after it (run 1 of the rule anchored on it), which is on the day at the same wall time.
 */
function oracleFirstRunOnDay(d: number, intendedMs: number, serviceZone: string): number {
  if (oracleIsOnDay(intendedMs, d, serviceZone)) return intendedMs;
  return oracleRunFn({ unit: 'MONTHLY', value: d }, intendedMs, serviceZone)(1).ms;
}

/**
 * How many of the user's intended local dates get a run of the rule: one run more than dates,
 * as a first run moved onto the service's day can stand for the second intended date.
 */
function oracleDatesKept(
  frequency: Frequency,
  firstRunMs: number,
  zones: CalendarZones,
  intended: string[],
): number {
  const runs = oracleRuns(frequency, firstRunMs, zones.service, intended.length + 1);
  const dates = new Set(runs.map((run) => wallClockOf(run.ms, zones.user).date));
  return intended.filter((date) => dates.has(date)).length;
}

/** The instant of the intent's first run, in the user's zone. */
function intendedFirstRunMs(intent: RunIntent, userZone: string): number {
  return instantOfWall(
    Temporal.PlainDateTime.from(`${intent.firstRunDate}T${intent.time}`),
    userZone,
  );
}

/** Every UTC offset change of a zone in 2024-2031, as instants (ms). */
function transitionsOf(timeZone: string): number[] {
  const changes: number[] = [];
  let zoned: Temporal.ZonedDateTime | null = zonedOf(START_MS, timeZone);
  for (;;) {
    zoned = zoned.getTimeZoneTransition('next');
    if (!zoned || zoned.epochMilliseconds >= END_MS) return changes;
    changes.push(zoned.epochMilliseconds);
  }
}

const TRANSITIONS = ZONES.flatMap((zone) => transitionsOf(zone).map((ms) => ({ zone, ms })));

// ---------------------------------------------------------------------------------------------
// Generators.

const NUM_RUNS = 400;
/** A property's time limit: generous, for a slow machine. */
const TIMEOUT = 60_000;

const zoneArb = fc.constantFrom(...ZONES);
const instantArb = fc.integer({ min: START_MS, max: END_MS - 1 });
const daysFrequencyArb = fc.constantFrom<Frequency>(
  { unit: 'DAYS', value: 7 },
  { unit: 'DAYS', value: 14 },
);
const monthlyFrequencyArb = fc
  .integer({ min: 1, max: 31 })
  .map((value): Frequency => ({ unit: 'MONTHLY', value }));
const frequencyArb = fc.oneof(
  { arbitrary: daysFrequencyArb, weight: 1 },
  { arbitrary: monthlyFrequencyArb, weight: 2 },
);

/**
 * A wall clock near an offset change, in the zone of the change: the wall clock at which the
 * change happens (read with the offset before it) give or take up to two and a half hours.
 */
const nearTransitionArb = fc
  .record({
    transition: fc.constantFrom(...TRANSITIONS),
    minutes: fc.integer({ min: -150, max: 150 }),
    ms: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 59_999 })),
  })
  .map(({ transition, minutes, ms }) => {
    const before = zonedOf(transition.ms - 1, transition.zone).toPlainDateTime();
    const wall = before.add({ milliseconds: 1 }).add({ milliseconds: minutes * 60_000 + ms });
    return { zone: transition.zone, wall, transitionMs: transition.ms };
  });

/** A rule with a service zone: a random instant, or one whose runs meet an offset change. */
const ruleArb: fc.Arbitrary<{ frequency: Frequency; firstRunMs: number; zone: string }> = fc.oneof(
  fc.record({ frequency: frequencyArb, firstRunMs: instantArb, zone: zoneArb }),
  fc
    .record({
      near: nearTransitionArb,
      frequency: frequencyArb,
      back: fc.integer({ min: 0, max: 4 }),
      onTheDay: fc.boolean(),
    })
    .map(({ near, frequency, back, onTheDay }) => {
      // Start `back` periods before the change so that run `back` meets it.
      if (frequency.unit === 'DAYS') {
        const first = near.wall.subtract({ days: frequency.value * back });
        return { frequency, firstRunMs: instantOfWall(first, near.zone), zone: near.zone };
      }
      const monthly: Frequency = onTheDay ? { unit: 'MONTHLY', value: near.wall.day } : frequency;
      const first = near.wall.subtract({ months: back });
      return { frequency: monthly, firstRunMs: instantOfWall(first, near.zone), zone: near.zone };
    }),
);

const timeArb = fc
  .oneof(
    fc.integer({ min: 0, max: 1439 }),
    // Late evening and small hours: where local and service dates part and where gaps are.
    fc.integer({ min: 20 * 60, max: 1439 }),
    fc.integer({ min: 0, max: 4 * 60 - 1 }),
  )
  .map((minutes) => `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`);

const monthArb = fc
  .integer({ min: 2024 * 12, max: 2031 * 12 + 11 })
  .map((n) => Temporal.PlainYearMonth.from({ year: Math.floor(n / 12), month: (n % 12) + 1 }));

const dateArb = fc
  .integer({ min: 0, max: Math.floor((END_MS - START_MS) / 86_400_000) - 1 })
  .map((days) => Temporal.PlainDate.from('2024-01-01').add({ days }));

const cadenceArb = fc.constantFrom<Cadence>('weekly', 'biweekly', 'monthly');

/**
 * What a user picks: a monthly intent starts on its day (min(d, days in month)) most of the time,
 * as the picker aligns it, and on any date otherwise; a weekly one on any date.
 */
const intentArb: fc.Arbitrary<RunIntent> = fc
  .record({
    cadence: cadenceArb,
    dayOfMonth: fc.oneof(fc.integer({ min: 1, max: 31 }), fc.integer({ min: 27, max: 31 })),
    month: monthArb,
    date: dateArb,
    aligned: fc.integer({ min: 0, max: 4 }),
    time: timeArb,
  })
  .map(({ cadence, dayOfMonth, month, date, aligned, time }) => ({
    cadence,
    dayOfMonth,
    firstRunDate:
      cadence === 'monthly' && aligned > 0
        ? monthlyDay(month, dayOfMonth).toString()
        : date.toString(),
    time,
  }));

/** An intent near an offset change of the user's zone, with that zone. */
const intentNearTransitionArb = fc
  .record({ near: nearTransitionArb, cadence: cadenceArb, sameDay: fc.boolean() })
  .map(({ near, cadence, sameDay }) => ({
    user: near.zone as string,
    intent: {
      cadence,
      dayOfMonth: sameDay ? near.wall.day : 31,
      firstRunDate: near.wall.toPlainDate().toString(),
      time: `${pad2(near.wall.hour)}:${pad2(near.wall.minute)}`,
    } satisfies RunIntent,
  }));

/** An intent and both zones. */
const intentAndZonesArb: fc.Arbitrary<{ intent: RunIntent; zones: CalendarZones }> = fc
  .oneof(
    { arbitrary: fc.record({ intent: intentArb, user: zoneArb, service: zoneArb }), weight: 3 },
    {
      arbitrary: fc
        .record({ near: intentNearTransitionArb, service: zoneArb })
        .map(({ near, service }) => ({ intent: near.intent, user: near.user, service })),
      weight: 1,
    },
  )
  .map(({ intent, user, service }) => ({ intent, zones: { user, service } }));

const iso = (ms: number) => new Date(ms).toISOString();

// ---------------------------------------------------------------------------------------------

describe('serviceRuns against the oracle', () => {
  it(
    'makes exactly the oracle runs, to the millisecond, with their service wall clocks and month ends',
    () => {
      fc.assert(
        fc.property(ruleArb, ({ frequency, firstRunMs, zone }) => {
          const count = frequency.unit === 'MONTHLY' ? 26 : 30;
          const runs = serviceRuns({ frequency, firstRun: new Date(firstRunMs) }, zone, count);
          const expected = oracleRuns(frequency, firstRunMs, zone, count);
          expect(runs.map((run) => iso(run.at.getTime()))).toEqual(
            expected.map((run) => iso(run.ms)),
          );
          expect(runs.map((run) => run.service)).toEqual(
            expected.map((run) => wallClockOf(run.ms, zone)),
          );
          runs.forEach((run, k) => {
            if (k === 0) return;
            const { date } = expected[k]!;
            const clamped =
              frequency.unit === 'MONTHLY' &&
              frequency.value > date.daysInMonth &&
              date.day === date.daysInMonth;
            expect(run.monthEnd).toEqual(
              clamped ? { requestedDay: frequency.value, actualDay: date.daysInMonth } : undefined,
            );
          });
        }),
        { numRuns: NUM_RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    'from a later instant, returns the oracle runs at or after it and never skips one',
    () => {
      fc.assert(
        fc.property(
          ruleArb,
          fc.oneof(
            // Anywhere in the next two years, or before the first run.
            fc.record({
              kind: fc.constant('any' as const),
              ms: fc.integer({ min: -10 * 86_400_000, max: 800 * 86_400_000 }),
            }),
            // Close to one of the runs: the same second, minute or hour, or exactly on it.
            fc.record({
              kind: fc.constant('near' as const),
              run: fc.integer({ min: 0, max: 40 }),
              ms: fc.oneof(
                fc.constant(0),
                fc.integer({ min: -2_000, max: 2_000 }),
                fc.integer({ min: -3_600_000, max: 3_600_000 }),
              ),
            }),
          ),
          ({ frequency, firstRunMs, zone }, offset) => {
            const runAt = oracleRunFn(frequency, firstRunMs, zone);
            const fromMs =
              offset.kind === 'any' ? firstRunMs + offset.ms : runAt(offset.run).ms + offset.ms;
            // The oracle's whole list, far enough to hold five runs at or after `from`.
            const all: OracleRun[] = [];
            while (all.filter((run) => run.ms >= fromMs).length < 5) all.push(runAt(all.length));
            const expected = all.filter((run) => run.ms >= fromMs).map((run) => iso(run.ms));

            const rule: ServiceRule = { frequency, firstRun: new Date(firstRunMs) };
            const from = new Date(fromMs);
            const runs = serviceRuns(rule, zone, 5, { from });
            expect(runs.map((run) => iso(run.at.getTime()))).toEqual(expected);
            expect(iso(nextRunAtOrAfter(rule, zone, from).getTime())).toBe(expected[0]);
          },
        ),
        { numRuns: NUM_RUNS },
      );
    },
    TIMEOUT,
  );
});

describe('toInstant and toLocal against Temporal', () => {
  const wallArb = fc.oneof(
    fc
      .record({ zone: zoneArb, date: dateArb, time: fc.integer({ min: 0, max: 1439 }) })
      .map(({ zone, date, time }) => ({
        zone: zone as string,
        wall: date.toPlainDateTime({ hour: Math.floor(time / 60), minute: time % 60 }),
      })),
    nearTransitionArb.map(({ zone, wall }) => ({
      zone: zone as string,
      wall: wall.round({ smallestUnit: 'minute', roundingMode: 'trunc' }),
    })),
  );

  it(
    'reads a wall clock as the instant of compatible disambiguation',
    () => {
      fc.assert(
        fc.property(wallArb, ({ zone, wall }) => {
          const local = {
            date: wall.toPlainDate().toString(),
            time: `${pad2(wall.hour)}:${pad2(wall.minute)}`,
          };
          expect(iso(toInstant(local, zone).getTime())).toBe(iso(instantOfWall(wall, zone)));
        }),
        { numRuns: NUM_RUNS * 2 },
      );
    },
    TIMEOUT,
  );

  it(
    "gives an instant's wall clock, weekday and day of month in a zone",
    () => {
      const instantNearArb = fc
        .record({
          transition: fc.constantFrom(...TRANSITIONS),
          ms: fc.integer({ min: -3 * 3_600_000, max: 3 * 3_600_000 }),
        })
        .map(({ transition, ms }) => ({ zone: transition.zone as string, ms: transition.ms + ms }));
      fc.assert(
        fc.property(
          fc.oneof(fc.record({ zone: zoneArb, ms: instantArb }), instantNearArb),
          ({ zone, ms }) => {
            const zoned = zonedOf(ms, zone);
            expect(toLocal(new Date(ms), zone)).toEqual({
              ...wallClockOf(ms, zone),
              weekday: zoned.dayOfWeek % 7,
              dayOfMonth: zoned.day,
            });
          },
        ),
        { numRuns: NUM_RUNS * 2 },
      );
    },
    TIMEOUT,
  );
});

describe('alignFirstRun against the oracle', () => {
  const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
  const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

  function validDate(date: string): PlainDate | undefined {
    if (!DATE_PATTERN.test(date)) return undefined;
    try {
      return Temporal.PlainDate.from(date, { overflow: 'reject' });
    } catch {
      return undefined;
    }
  }

  const inputArb = fc.oneof(
    fc
      .record({
        zone: zoneArb,
        now: instantArb,
        days: fc.option(fc.integer({ min: -400, max: 400 }), { nil: undefined }),
        badDate: fc.constantFrom('', '2027-02-30', 'soon'),
        time: fc.oneof({ arbitrary: timeArb, weight: 6 }, fc.constantFrom('', '24:00', '9:00')),
      })
      .map(({ zone, now, days, badDate, time }) => ({
        zone: zone as string,
        now,
        date:
          days === undefined ? badDate : zonedOf(now, zone).toPlainDate().add({ days }).toString(),
        time,
      })),
    // Around an offset change: now, the date and the time all near it.
    fc
      .record({
        near: nearTransitionArb,
        nowMs: fc.integer({ min: -3 * 86_400_000, max: 3 * 86_400_000 }),
        days: fc.integer({ min: -3, max: 3 }),
      })
      .map(({ near, nowMs, days }) => ({
        zone: near.zone as string,
        now: near.transitionMs + nowMs,
        date: near.wall.toPlainDate().add({ days }).toString(),
        time: `${pad2(near.wall.hour)}:${pad2(near.wall.minute)}`,
      })),
  );

  it(
    "is the earliest instant after now, on or after the chosen date, that keeps the cadence in the user's zone",
    () => {
      fc.assert(
        fc.property(
          inputArb,
          cadenceArb,
          fc.integer({ min: 1, max: 31 }),
          ({ zone, now, date, time }, cadence, dayOfMonth) => {
            const result = alignFirstRun({
              cadence,
              dayOfMonth,
              date,
              time,
              timeZone: zone,
              now: new Date(now),
            });

            // The oracle: walk the candidate dates from the chosen one (today if none).
            const chosen = validDate(date) ?? zonedOf(now, zone).toPlainDate();
            const timeOfDay = Temporal.PlainTime.from(TIME_PATTERN.test(time) ? time : '09:00');
            const instantOf = (candidate: PlainDate) =>
              instantOfWall(candidate.toPlainDateTime(timeOfDay), zone);
            let candidate: PlainDate;
            if (cadence === 'monthly') {
              let month = chosen.toPlainYearMonth();
              candidate = monthlyDay(month, dayOfMonth);
              while (
                Temporal.PlainDate.compare(candidate, chosen) < 0 ||
                instantOf(candidate) <= now
              ) {
                month = month.add({ months: 1 });
                candidate = monthlyDay(month, dayOfMonth);
              }
              expect(candidate.day).toBe(Math.min(dayOfMonth, candidate.daysInMonth));
            } else {
              candidate = chosen;
              while (instantOf(candidate) <= now) candidate = candidate.add({ days: 7 });
              expect(candidate.dayOfWeek).toBe(chosen.dayOfWeek);
            }
            const expectedMs = instantOf(candidate);

            expect(result.at.getTime()).toBeGreaterThan(now);
            expect(iso(result.at.getTime())).toBe(iso(expectedMs));
            expect({ date: result.date, time: result.time }).toEqual(wallClockOf(expectedMs, zone));
            const requested = candidate.toPlainDateTime(timeOfDay);
            if (result.date !== candidate.toString()) {
              // Only a gap that spans midnight moves the date, to the next day.
              expect(wallExists(requested, zone)).toBe(false);
              expect(result.date).toBe(candidate.add({ days: 1 }).toString());
            }
            if (wallExists(requested, zone)) {
              expect(result.time).toBe(timeOfDay.toString().slice(0, 5));
            }
          },
        ),
        { numRuns: NUM_RUNS * 2 },
      );
    },
    TIMEOUT,
  );
});

describe('ruleForIntent and intentOfRule against the oracle', () => {
  it(
    'sends a first run on the day of the frequency that keeps the most local dates: the intended one, or the next on that day',
    () => {
      fc.assert(
        fc.property(intentAndZonesArb, ({ intent, zones }) => {
          const rule = ruleForIntent(intent, zones);
          const intendedMs = intendedFirstRunMs(intent, zones.user);
          if (intent.cadence !== 'monthly') {
            expect(iso(rule.firstRun.getTime())).toBe(iso(intendedMs));
            expect(rule.frequency).toEqual({
              unit: 'DAYS',
              value: intent.cadence === 'weekly' ? 7 : 14,
            });
            return;
          }
          expect(rule.frequency.unit).toBe('MONTHLY');
          const firstRunOn = (value: number) =>
            oracleFirstRunOnDay(value, intendedMs, zones.service);
          expect(iso(rule.firstRun.getTime())).toBe(iso(firstRunOn(rule.frequency.value)));
          const intended = oracleIntendedDates(intent, 12);
          const kept = (value: number) =>
            oracleDatesKept({ unit: 'MONTHLY', value }, firstRunOn(value), zones, intended);
          const chosen = kept(rule.frequency.value);
          const best = Math.max(...Array.from({ length: 31 }, (_, i) => kept(i + 1)));
          expect(
            chosen,
            `value ${rule.frequency.value} keeps ${chosen}, the best keeps ${best}`,
          ).toBe(best);
        }),
        {
          numRuns: NUM_RUNS,
          examples: [
            // Found by this property (reported): { MONTHLY, 16 } keeps 4 of 12, { MONTHLY, 15 } 9.
            [
              {
                intent: {
                  cadence: 'monthly',
                  dayOfMonth: 15,
                  firstRunDate: '2027-01-15',
                  time: '23:30',
                },
                zones: { user: 'America/New_York', service: 'UTC' },
              },
            ],
            // Found by this property: the day that keeps every month end is the service's 1st,
            // the day after a month's last; { MONTHLY, 31 } keeps 1 of 12.
            [
              {
                intent: {
                  cadence: 'monthly',
                  dayOfMonth: 31,
                  firstRunDate: '2028-11-05',
                  time: '00:59',
                },
                zones: { user: 'America/St_Johns', service: 'America/Nuuk' },
              },
            ],
            // 28 Feb 09:00 in Sydney is the 27th in UTC; judged from there, every day "kept" one
            // date, as the service's next run fell in February again. Day 30 keeps seven.
            [
              {
                intent: {
                  cadence: 'monthly',
                  dayOfMonth: 31,
                  firstRunDate: '2027-02-28',
                  time: '09:00',
                },
                zones: { user: 'Australia/Sydney', service: 'UTC' },
              },
            ],
          ],
        },
      );
    },
    TIMEOUT,
  );

  it(
    'reads a rule made from an intent back as that intent, from the first run the service makes',
    () => {
      fc.assert(
        fc.property(intentAndZonesArb, ({ intent, zones }) => {
          const rule = ruleForIntent(intent, zones);
          const back = intentOfRule(rule, zones);
          expect(back.cadence).toBe(intent.cadence);
          // The first run as the service makes it: the intended one unless it moved onto the
          // service's day, and a time in a gap as the gap moved it.
          expect({ date: back.firstRunDate, time: back.time }).toEqual(
            wallClockOf(rule.firstRun.getTime(), zones.user),
          );
          const wall = Temporal.PlainDateTime.from(`${intent.firstRunDate}T${intent.time}`);
          const moved = rule.firstRun.getTime() !== intendedFirstRunMs(intent, zones.user);
          if (!moved && wallExists(wall, zones.user)) {
            expect({ date: back.firstRunDate, time: back.time }).toEqual({
              date: intent.firstRunDate,
              time: intent.time,
            });
          }
          if (intent.cadence === 'monthly') {
            const intended = oracleIntendedDates(intent, 12);
            const keepsEveryMonth =
              oracleDatesKept(rule.frequency, rule.firstRun.getTime(), zones, intended) === 12;
            if (keepsEveryMonth) expect(back.dayOfMonth).toBe(intent.dayOfMonth);
          }
        }),
        { numRuns: NUM_RUNS },
      );
    },
    TIMEOUT,
  );
});

describe('previewRuns and movedRunNote against the oracle', () => {
  it(
    'previews exactly the runs the service makes, and flags and explains exactly the moved ones',
    () => {
      fc.assert(
        fc.property(intentAndZonesArb, ({ intent, zones }) => {
          const rule = ruleForIntent(intent, zones);
          const count = intent.cadence === 'monthly' ? 24 : 30;
          const runs = previewRuns(rule, intent, zones, count);
          const expected = oracleRuns(
            rule.frequency,
            rule.firstRun.getTime(),
            zones.service,
            count,
          );
          const intended = oracleIntendedDates(intent, count + 2);
          const intendedMsOf = (date: string) =>
            instantOfWall(Temporal.PlainDateTime.from(`${date}T${intent.time}`), zones.user);
          expect(runs.map((run) => iso(run.at.getTime()))).toEqual(
            expected.map((run) => iso(run.ms)),
          );
          // Each run stands for the intended run nearest to it, each a later one than the last.
          // For an intent that starts on its day (as the picker makes them) that is intended run
          // k, or k + 1 where the first run moved onto the service's day past the chosen one.
          const intendedMs = intendedFirstRunMs(intent, zones.user);
          const firstMoved = rule.firstRun.getTime() !== intendedMs;
          const nearerToNext =
            Math.abs(intendedMsOf(intended[1]!) - expected[0]!.ms) <
            Math.abs(intendedMs - expected[0]!.ms);
          const shift = firstMoved && nearerToNext ? 1 : 0;
          const startsOnItsDay =
            intent.cadence !== 'monthly' ||
            intended[0] ===
              monthlyDay(
                Temporal.PlainDate.from(intent.firstRunDate).toPlainYearMonth(),
                intent.dayOfMonth,
              ).toString();
          let previous = -1;
          runs.forEach((run, k) => {
            const local = wallClockOf(expected[k]!.ms, zones.user);
            expect(run.local).toEqual(local);
            expect(run.service).toEqual(wallClockOf(expected[k]!.ms, zones.service));
            const index = intended.indexOf(run.intended.date);
            expect(run.intended.time).toBe(intent.time);
            expect(index).toBeGreaterThan(previous);
            previous = index;
            const distance = (date: string) => Math.abs(intendedMsOf(date) - expected[k]!.ms);
            const nearest = Math.min(...intended.map(distance));
            expect(distance(run.intended.date)).toBe(nearest);
            if (startsOnItsDay) expect(index).toBe(k + shift);

            const chosenFirst = k === 0 && firstMoved;
            expect(run.chosenFirstRun).toEqual(
              chosenFirst ? { date: intent.firstRunDate, time: intent.time } : undefined,
            );
            const moved =
              chosenFirst || local.date !== run.intended.date || local.time !== intent.time;
            expect(isMoved(run)).toBe(moved);
            const note = movedRunNote(run, rule, zones);
            if (moved) expect(note).toEqual(expect.any(String));
            else expect(note).toBeUndefined();
            if (chosenFirst) expect(note).toMatch(/^First run /);
          });
        }),
        {
          numRuns: NUM_RUNS,
          examples: [
            // Found by this property: an intent off its day (30 Mar for the 31st) means a run on
            // 30 and on 31 March; the service's second run (1 May 00:59 here) is April's.
            [
              {
                intent: {
                  cadence: 'monthly',
                  dayOfMonth: 31,
                  firstRunDate: '2030-03-30',
                  time: '23:59',
                },
                zones: { user: 'Europe/Dublin', service: 'UTC' },
              },
            ],
          ],
        },
      );
    },
    TIMEOUT,
  );
});

/*
 * The service refuses a MONTHLY next_scheduled_date that is not on its day in the service's
 * zone (the mock's `monthlyDayErrors` uses the same `isOnMonthlyDay`). Every monthly
 * intent the picker can make must give such a pair, and one whose intended first run is already
 * on its day must not move.
 */
const USER_ZONES = [
  'UTC',
  'America/New_York',
  'Australia/Sydney',
  'Asia/Kolkata',
  'America/Los_Angeles',
  ...ZONES,
] as const;
const pickedArb = fc.record({
  dayOfMonth: fc.integer({ min: 1, max: 31 }),
  // Any minute, with late evenings and small hours (where local and service dates part) often.
  time: timeArb,
  from: dateArb,
  nowDaysBefore: fc.integer({ min: 0, max: 40 }),
  nowMinutes: fc.integer({ min: 0, max: 1439 }),
  user: fc.constantFrom(...USER_ZONES),
  service: fc.constantFrom('UTC', 'America/New_York'),
});

describe('a monthly first run falls on its own day in the service zone: from any date picked at any moment', () => {
  it(
    'is on its day, is the first run on that day at or after the intended one, and never in the past',
    () => {
      fc.assert(
        fc.property(
          pickedArb,
          ({ dayOfMonth, time, from, nowDaysBefore, nowMinutes, user, service }) => {
            const zones: CalendarZones = { user, service };
            const now = new Date(
              instantOfWall(from.toPlainDateTime(), user) -
                nowDaysBefore * 86_400_000 +
                nowMinutes * 60_000,
            );
            // What the picker holds: a first run on the chosen day, after now (alignFirstRun).
            const picked = alignFirstRun({
              cadence: 'monthly',
              dayOfMonth,
              date: from.toString(),
              time,
              timeZone: user,
              now,
            });
            const intent: RunIntent = {
              cadence: 'monthly',
              dayOfMonth,
              firstRunDate: picked.date,
              time: picked.time,
            };
            const rule = ruleForIntent(intent, zones);
            const day = rule.frequency.value;

            expect(isOnMonthlyDay(rule.firstRun, day, service)).toBe(true);
            expect(serviceRuns(rule, service, 1)[0]?.at).toEqual(rule.firstRun);
            // Of the runs the service would make from the intended instant, the first on the day.
            const fromIntended = serviceRuns(
              { frequency: rule.frequency, firstRun: picked.at },
              service,
              3,
            );
            expect(fromIntended.find((run) => isOnMonthlyDay(run.at, day, service))?.at).toEqual(
              rule.firstRun,
            );
            expect(rule.firstRun.getTime()).toBeGreaterThanOrEqual(picked.at.getTime());
            expect(rule.firstRun.getTime()).toBeGreaterThan(now.getTime());
            if (isOnMonthlyDay(picked.at, day, service)) expect(rule.firstRun).toEqual(picked.at);
          },
        ),
        {
          numRuns: NUM_RUNS * 2,
          examples: [
            // The three pairs the mock refused before (schedule-form.test.ts).
            [
              {
                dayOfMonth: 31,
                time: '09:00',
                from: Temporal.PlainDate.from('2027-02-01'),
                nowDaysBefore: 20,
                nowMinutes: 0,
                user: 'Australia/Sydney',
                service: 'UTC',
              },
            ],
            [
              {
                dayOfMonth: 30,
                time: '20:00',
                from: Temporal.PlainDate.from('2027-04-01'),
                nowDaysBefore: 20,
                nowMinutes: 0,
                user: 'America/New_York',
                service: 'UTC',
              },
            ],
            [
              {
                dayOfMonth: 15,
                time: '23:30',
                from: Temporal.PlainDate.from('2027-01-11'),
                nowDaysBefore: 1,
                nowMinutes: 0,
                user: 'America/Los_Angeles',
                service: 'UTC',
              },
            ],
          ],
        },
      );
    },
    TIMEOUT,
  );
});

describe('a monthly first run falls on its own day in the service zone: one already on its day stays', () => {
  it(
    'keeps the intended first run wherever it is on the chosen day in the service zone',
    () => {
      // Where the user's zone is the service's, the intended first run is on the chosen day,
      // which then keeps every local date: nothing may move.
      fc.assert(
        fc.property(pickedArb, ({ dayOfMonth, time, from, service }) => {
          const picked = alignFirstRun({
            cadence: 'monthly',
            dayOfMonth,
            date: from.toString(),
            time,
            timeZone: service,
            now: new Date(START_MS - 86_400_000),
          });
          const intent: RunIntent = {
            cadence: 'monthly',
            dayOfMonth,
            firstRunDate: picked.date,
            time: picked.time,
          };
          const rule = ruleForIntent(intent, { user: service, service });
          expect(rule.firstRun).toEqual(picked.at);
          expect(rule.frequency).toEqual({ unit: 'MONTHLY', value: dayOfMonth });
        }),
        { numRuns: NUM_RUNS },
      );
    },
    TIMEOUT,
  );
});

describe('describeRule against the oracle', () => {
  /*
   * The service lists a schedule's next run, rolling a passed one forward. The sentence is read
   * from the year of runs that starts at the first run at or after now, so at any moment the
   * stored rule and the rule as listed (its run k, from the oracle) read the same.
   */
  it(
    'describes a stored rule and the rule the service lists for it in the same words, at any moment',
    () => {
      const ruleAndUserArb = fc.oneof(
        intentAndZonesArb.map(({ intent, zones }) => {
          const user = zones.user;
          return { rule: ruleForIntent(intent, { user, service: 'UTC' }), user };
        }),
        fc
          .record({ frequency: frequencyArb, firstRunMs: instantArb, user: zoneArb })
          .map(({ frequency, firstRunMs, user }) => ({
            rule: { frequency, firstRun: new Date(firstRunMs) },
            user: user as string,
          })),
      );
      fc.assert(
        fc.property(
          ruleAndUserArb,
          fc.integer({ min: 1, max: 30 }),
          fc.double({ min: 0, max: 1, noNaN: true }),
          ({ rule, user }, k, within) => {
            const zones: CalendarZones = { user, service: 'UTC' };
            const runAt = oracleRunFn(rule.frequency, rule.firstRun.getTime(), 'UTC');
            const listed = runAt(k).ms;
            const previous = runAt(k - 1).ms;
            // A moment after run k-1 and no later than run k: the service lists run k.
            const now = new Date(previous + 1 + Math.floor(within * (listed - previous - 1)));
            expect(
              describeRule({ frequency: rule.frequency, firstRun: new Date(listed) }, zones, now),
            ).toBe(describeRule(rule, zones, now));
          },
        ),
        { numRuns: NUM_RUNS },
      );
    },
    TIMEOUT,
  );
});
