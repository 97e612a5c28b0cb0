/**
 * The recurrence rules of the Report Schedule Service (spec section 1), in one place.
 *
 * A schedule's `next_scheduled_date` is an instant; its weekday, day of month and time of day
 * are read in one named time zone (the user's, shown on screen). Every run keeps the first
 * run's wall-clock time in that zone, so a 09:00 report stays at 09:00 across daylight saving.
 *
 * Calendar arithmetic happens on plain dates (`yyyy-MM-dd`) with date-fns; a plain date is
 * turned into an instant only at the end, by `toInstant`, which is where daylight-saving gaps
 * and overlaps are resolved. The schedule picker, the run calendar, the list's next-run column
 * and the mock service all call these functions.
 */
import { TZDate, tz, tzOffset } from '@date-fns/tz';
import {
  addDays,
  addMonths,
  addWeeks,
  differenceInCalendarDays,
  format,
  getDate,
  getDay,
  getDaysInMonth,
  setDate,
  startOfMonth,
} from 'date-fns';
import type { Frequency } from './schemas';

export type Cadence = 'weekly' | 'biweekly' | 'monthly';

/** The three cadences of spec rule 1, in the order the picker shows them. */
export const CADENCES: readonly Cadence[] = ['weekly', 'biweekly', 'monthly'];

/** The cadence a frequency stands for, e.g. `{ unit: 'DAYS', value: 14 }` -> `'biweekly'`. */
export function cadenceOf(frequency: Frequency): Cadence {
  if (frequency.unit === 'MONTHLY') return 'monthly';
  return frequency.value === 14 ? 'biweekly' : 'weekly';
}

/**
 * The frequency the API expects for a cadence, e.g. `frequencyFor('monthly', 31)` ->
 * `{ unit: 'MONTHLY', value: 31 }`. `dayOfMonth` is passed through unchecked so that
 * `FrequencySchema` reports an out-of-range day instead of it being silently changed.
 */
export function frequencyFor(cadence: Cadence, dayOfMonth: number): Frequency {
  switch (cadence) {
    case 'weekly':
      return { unit: 'DAYS', value: 7 };
    case 'biweekly':
      return { unit: 'DAYS', value: 14 };
    case 'monthly':
      return { unit: 'MONTHLY', value: dayOfMonth };
  }
}

// ---------------------------------------------------------------------------------------------
// Instants and wall clocks.

/** A wall-clock date and time in a named zone. date 'yyyy-MM-dd', time 'HH:mm'. */
export interface LocalDateTime {
  date: string;
  time: string;
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;
const MINUTE_MS = 60_000;
/** Used by `alignFirstRun` when the time field is empty or malformed. */
const FALLBACK_TIME = '09:00';

/*
 * Plain calendar dates are TZDates at midnight UTC: UTC has no daylight saving, so every
 * midnight exists and adding days or months never meets a gap. They carry no meaning as
 * instants; only `toInstant` gives them one, in the schedule's zone.
 */
const inPlain = { in: tz('UTC') };

function parsePlainDate(date: string): Date | undefined {
  const match = DATE_PATTERN.exec(date);
  if (!match) return undefined;
  const plain = new TZDate(
    Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])),
    'UTC',
  );
  // The Date constructor rolls 2027-02-30 over to March; reject it instead.
  return formatPlainDate(plain) === date ? plain : undefined;
}

function formatPlainDate(plain: Date): string {
  return Number.isNaN(plain.getTime()) ? '' : format(plain, 'yyyy-MM-dd', inPlain);
}

function parseTime(time: string): { hours: number; minutes: number } | undefined {
  const match = TIME_PATTERN.exec(time);
  return match ? { hours: Number(match[1]), minutes: Number(match[2]) } : undefined;
}

function toDate(instant: Date | string): Date {
  return typeof instant === 'string' ? new Date(instant) : instant;
}

function isValidTimeZone(timeZone: string): boolean {
  return Number.isFinite(tzOffset(timeZone, new Date(0)));
}

/** Unknown zones are a programming error (zones come from Intl or a picker), so fail loudly. */
function assertTimeZone(timeZone: string): void {
  if (!isValidTimeZone(timeZone)) throw new RangeError(`Unknown time zone: ${timeZone}`);
}

/** The zone's UTC offset at an instant, in whole minutes east of UTC. */
function offsetMinutes(instant: Date, timeZone: string): number {
  return Math.round(tzOffset(timeZone, instant));
}

/**
 * The instant at which the zone's clocks show `local`, e.g.
 * `toInstant({ date: '2026-12-01', time: '09:00' }, 'Europe/London')` -> 2026-12-01T09:00:00Z.
 *
 * A time inside a daylight-saving gap moves forward by the gap's length (02:30 on the
 * spring-forward night in New York -> 03:30 EDT); a time that occurs twice when clocks fall back
 * takes the earlier occurrence. These are the rules of Temporal's 'compatible' disambiguation.
 * Returns an Invalid Date for a malformed date or time, as date-fns' parse does.
 *
 * Why not `new TZDate(y, m, d, h, min, zone)`: in an overlap its choice depends on the
 * browser's own time zone, so two users could store different instants for the same form.
 */
export function toInstant(local: LocalDateTime, timeZone: string): Date {
  const plain = parsePlainDate(local.date);
  const time = parseTime(local.time);
  if (!plain || !time || !isValidTimeZone(timeZone)) return new Date(NaN);
  // The wall clock read as if it were UTC; an offset turns it into the real instant.
  const wall = Date.UTC(
    plain.getUTCFullYear(),
    plain.getUTCMonth(),
    plain.getUTCDate(),
    time.hours,
    time.minutes,
  );
  const instantWith = (offset: number) => new Date(wall - offset * MINUTE_MS);

  // UTC offsets stay within a day of zero, so the offsets in force a day either side of `wall`
  // are the candidates: one if no transition is near, the offsets before and after one if it is.
  const offsets = [-1, 1].map((days) => offsetMinutes(addDays(wall, days, inPlain), timeZone));

  const matching = offsets
    .map(instantWith)
    .filter((instant) => offsetMinutes(instant, timeZone) * MINUTE_MS === wall - instant.getTime())
    .sort((a, b) => a.getTime() - b.getTime());
  if (matching[0]) return matching[0];

  // No instant shows this wall clock: it lies in a gap. Reading it with the offset from before
  // the gap (the smaller one, clocks jump forward) lands the length of the gap later.
  return instantWith(Math.min(...offsets));
}

/**
 * The wall clock of an instant in a zone, e.g. `toLocal('2026-12-01T09:00:00Z', 'Asia/Kolkata')`
 * -> `{ date: '2026-12-01', time: '14:30', weekday: 2, dayOfMonth: 1 }` (weekday 0 = Sunday).
 */
export function toLocal(
  instant: Date | string,
  timeZone: string,
): LocalDateTime & { weekday: number; dayOfMonth: number } {
  assertTimeZone(timeZone);
  // A TZDate's getters read the wall clock in its zone, so date-fns needs no further context.
  const inZone = new TZDate(toDate(instant).getTime(), timeZone);
  const [date = '', time = ''] = format(inZone, 'yyyy-MM-dd HH:mm').split(' ');
  return { date, time, weekday: getDay(inZone), dayOfMonth: getDate(inZone) };
}

/** The value sent to the API: `formatUtcIso(date)` -> '2026-12-01T09:00:00Z' (no milliseconds). */
export function formatUtcIso(instant: Date): string {
  return instant.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

// ---------------------------------------------------------------------------------------------
// Runs.

export interface Run {
  /** The instant of the run. */
  at: Date;
  /** Its wall clock in the zone. */
  local: LocalDateTime;
  /** Monthly runs moved to the last day of a shorter month, e.g. requested 31, actual 28 (Feb). */
  monthEnd?: { requestedDay: number; actualDay: number };
  /**
   * The zone's UTC offset differs from the previous run's (a daylight-saving change in between);
   * wall-clock time kept. Offsets in minutes east of UTC.
   */
  offsetChange?: { fromMinutes: number; toMinutes: number };
  /** The wall-clock time does not exist on that day (DST gap) and the run moved forward. */
  shiftedFromGap?: { requestedTime: string; actualTime: string };
}

/** The day a monthly run falls on in the month of `plain`: the chosen day, or the month's last. */
function monthlyDay(plain: Date, dayOfMonth: number): number {
  return Math.min(dayOfMonth, getDaysInMonth(plain, inPlain));
}

/** The first plain date strictly after `plain` whose day is min(dayOfMonth, days in its month). */
function nextMonthlyDate(plain: Date, dayOfMonth: number): Date {
  const sameMonth = monthlyDay(plain, dayOfMonth);
  if (sameMonth > getDate(plain, inPlain)) return setDate(plain, sameMonth, inPlain);
  const nextMonth = addMonths(startOfMonth(plain, inPlain), 1, inPlain);
  return setDate(nextMonth, monthlyDay(nextMonth, dayOfMonth), inPlain);
}

/** The plain date of the run after the one on `plain`. */
function nextRunDate(frequency: Frequency, plain: Date): Date {
  return frequency.unit === 'DAYS'
    ? addDays(plain, frequency.value, inPlain)
    : nextMonthlyDate(plain, frequency.value);
}

/**
 * The next `count` runs, e.g. `upcomingRuns({ unit: 'MONTHLY', value: 31 },
 * '2027-01-31T09:00:00Z', 'UTC', 3)` -> Jan 31, Feb 28 (monthEnd 31 -> 28), Mar 31, at 09:00.
 *
 * runs[0] is `firstRun` itself (next_scheduled_date is the first/next generation).
 * DAYS: each next run is 7 or 14 calendar days later in `timeZone` at the same wall-clock time
 * as firstRun (so same weekday, across DST).
 * MONTHLY: each next run is the first date strictly after the previous run whose day of month is
 * min(value, daysInMonth), at firstRun's wall-clock time.
 * Optional `from`: skip runs before this instant (still return `count` runs) — used to show
 * upcoming runs of a schedule whose stored date is in the past. `offsetChange` compares with the
 * previous returned run, so runs[0] never has one.
 * An invalid `firstRun` gives no runs.
 */
export function upcomingRuns(
  frequency: Frequency,
  firstRun: Date | string,
  timeZone: string,
  count: number,
  options?: { from?: Date },
): Run[] {
  assertTimeZone(timeZone);
  const first = toDate(firstRun);
  if (Number.isNaN(first.getTime()) || count <= 0) return [];
  const start = toLocal(first, timeZone);
  const from = options?.from;

  const runs: Run[] = [];
  // toLocal always yields a valid date, so these parses cannot fail.
  let plain = parsePlainDate(start.date) as Date;
  let isFirst = true;

  if (from && from > first) {
    // Step over whole days long before `from` cheaply, on plain dates only. Two days of margin
    // keep any run that could still be at or after `from` whatever the zone's offset.
    const skipBefore = addDays(parsePlainDate(toLocal(from, timeZone).date) as Date, -2, inPlain);
    while (nextRunDate(frequency, plain) < skipBefore) {
      plain = nextRunDate(frequency, plain);
      isFirst = false;
    }
  }

  let previousOffset: number | undefined;
  for (; runs.length < count; plain = nextRunDate(frequency, plain), isFirst = false) {
    const requested = { date: formatPlainDate(plain), time: start.time };
    const at = isFirst ? first : toInstant(requested, timeZone);
    if (from && at < from) continue;

    const actual = toLocal(at, timeZone);
    const run: Run = { at, local: { date: actual.date, time: actual.time } };

    if (frequency.unit === 'MONTHLY') {
      const daysInMonth = getDaysInMonth(plain, inPlain);
      // runs[0] may sit on any day; it counts as clamped only if it is the month's clamped day.
      if (frequency.value > daysInMonth && getDate(plain, inPlain) === daysInMonth) {
        run.monthEnd = { requestedDay: frequency.value, actualDay: daysInMonth };
      }
    }

    const offset = offsetMinutes(at, timeZone);
    if (previousOffset !== undefined && offset !== previousOffset) {
      run.offsetChange = { fromMinutes: previousOffset, toMinutes: offset };
    }
    previousOffset = offset;

    if (actual.time !== requested.time) {
      run.shiftedFromGap = { requestedTime: requested.time, actualTime: actual.time };
    }
    runs.push(run);
  }
  return runs;
}

// ---------------------------------------------------------------------------------------------
// Descriptions.

const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** `weekdayName(0)` -> 'Sunday' (0 = Sunday, as `Date#getDay`). */
export function weekdayName(weekday: number): string {
  return WEEKDAY_NAMES[((weekday % 7) + 7) % 7] ?? '';
}

/** `ordinal(1)` -> '1st', `ordinal(12)` -> '12th', `ordinal(23)` -> '23rd'. */
export function ordinal(n: number): string {
  const lastTwo = Math.abs(n) % 100;
  // 11, 12 and 13 take 'th' although they end in 1, 2 and 3.
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  switch (lastTwo % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}

/**
 * A sentence for a schedule, with weekday and time read in `timeZone` (24h HH:mm), e.g.
 * 'Every week on Tuesday at 09:00', 'Every 2 weeks on Tuesday at 09:00',
 * 'Monthly on the 15th at 09:00', 'Monthly on the 31st at 09:00, or the last day of shorter months'.
 * An invalid `firstRun` leaves out the weekday and time ('Every week').
 */
export function describeCadence(
  frequency: Frequency,
  firstRun: Date | string,
  timeZone: string,
): string {
  const first = toDate(firstRun);
  const local = Number.isNaN(first.getTime()) ? undefined : toLocal(first, timeZone);
  const at = local ? ` at ${local.time}` : '';

  if (frequency.unit === 'DAYS') {
    const every = frequency.value === 14 ? 'Every 2 weeks' : 'Every week';
    return local ? `${every} on ${weekdayName(local.weekday)}${at}` : every;
  }
  // 29, 30 and 31 are missing from some months; spec rule 4 moves those runs to the month's end.
  const shorterMonths = frequency.value >= 29 ? ', or the last day of shorter months' : '';
  return `Monthly on the ${ordinal(frequency.value)}${at}${shorterMonths}`;
}

// ---------------------------------------------------------------------------------------------
// The schedule form.

/**
 * Derive a consistent first run when the user changes cadence, day of month, date or time;
 * never in the past. E.g. monthly on the 31st, date '2027-02-10', now in January 2027 ->
 * `{ date: '2027-02-28', time: '09:00', at }`.
 *
 * Input: { cadence, dayOfMonth (used for monthly), date: 'yyyy-MM-dd' (the user's chosen
 * first-run date, may be empty/invalid -> use today), time: 'HH:mm' (empty/invalid -> 09:00),
 * timeZone, now: Date }.
 * weekly/biweekly: the chosen date if its run instant (date+time in zone) is > now, otherwise
 * the same weekday moved forward by whole weeks until it is in the future.
 * monthly: the first date on or after the chosen date whose day is min(dayOfMonth, daysInMonth)
 * and whose run instant is > now.
 * The returned date and time are the wall clock of `at`: they differ from the request only when
 * the time falls in a daylight-saving gap (02:30 -> 03:30), so the form shows what will be stored.
 */
export function alignFirstRun(input: {
  cadence: Cadence;
  dayOfMonth: number;
  date: string;
  time: string;
  timeZone: string;
  now: Date;
}): LocalDateTime & { at: Date } {
  const { cadence, timeZone, now } = input;
  assertTimeZone(timeZone);
  const today = parsePlainDate(toLocal(now, timeZone).date) as Date;
  const chosen = parsePlainDate(input.date) ?? today;
  const time = parseTime(input.time) ? input.time : FALLBACK_TIME;
  const instantOf = (plain: Date) => toInstant({ date: formatPlainDate(plain), time }, timeZone);

  let plain: Date;
  if (cadence === 'monthly') {
    const dayOfMonth = Number.isInteger(input.dayOfMonth)
      ? Math.min(Math.max(input.dayOfMonth, 1), 31)
      : getDate(chosen, inPlain);
    // Dates before today are all in the past, so start the search no earlier than today.
    const earliest = chosen < today ? today : chosen;
    // The previous day's "next" is the first matching date on or after `earliest`.
    plain = nextMonthlyDate(addDays(earliest, -1, inPlain), dayOfMonth);
    while (instantOf(plain) <= now) plain = nextMonthlyDate(plain, dayOfMonth);
  } else {
    plain = chosen;
    // Jump whole weeks up to today first, so a date years back costs no long loop.
    const daysBehind = differenceInCalendarDays(today, chosen, inPlain);
    if (daysBehind > 0) plain = addWeeks(plain, Math.ceil(daysBehind / 7), inPlain);
    while (instantOf(plain) <= now) plain = addWeeks(plain, 1, inPlain);
  }

  const at = instantOf(plain);
  const actual = toLocal(at, timeZone);
  return { date: actual.date, time: actual.time, at };
}

// ---------------------------------------------------------------------------------------------
// Time zones.

/** The user's IANA zone from Intl, e.g. 'Europe/London', falling back to 'UTC'. */
export function browserTimeZone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isValidTimeZone(zone) ? zone : 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Offset label for an instant in a zone: 'UTC+05:30' (Kolkata), 'UTC-05:00' (New York winter), 'UTC'. */
export function formatUtcOffset(instant: Date, timeZone: string): string {
  assertTimeZone(timeZone);
  const minutes = offsetMinutes(instant, timeZone);
  if (minutes === 0) return 'UTC';
  const sign = minutes > 0 ? '+' : '-';
  const hours = String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0');
  const rest = String(Math.abs(minutes) % 60).padStart(2, '0');
  return `UTC${sign}${hours}:${rest}`;
}
