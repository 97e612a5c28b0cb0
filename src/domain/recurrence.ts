/**
 * The recurrence rules of the Report Schedule Service (spec section 1), in one place.
 *
 * A schedule's `next_scheduled_date` is an instant; its weekday, day of month and time of day
 * are read in one named time zone (the user's, shown on screen). Every run keeps the first
 * run's wall-clock time in that zone, so a 09:00 report stays at 09:00 across daylight saving.
 *
 * Calendar arithmetic happens on plain dates (`yyyy-MM-dd`, held as midnight UTC); a plain date
 * is turned into an instant only at the end, by `toInstant`, which is where daylight-saving gaps
 * and overlaps are resolved. The schedule picker, the run calendar, the list's next-run column
 * and the mock service all call these functions, so they avoid `TZDate` and date-fns, which ask
 * `Intl` for the zone's offset several times per date: wall clocks come from wall-clock.ts, one
 * cached `Intl` call per instant.
 */
import type { Frequency } from './schemas';
import {
  DAY_MS,
  MINUTE_MS,
  formatWallDate,
  formatWallTime,
  isKnownTimeZone,
  wallClockAt,
  zoneOffset,
} from './wall-clock';

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
/** Used by `alignFirstRun` when the time field is empty or malformed. */
const FALLBACK_TIME = '09:00';

/*
 * Plain calendar dates are timestamps of midnight UTC: UTC has no daylight saving, so every
 * midnight exists and adding days or months never meets a gap. They carry no meaning as
 * instants; only `instantOfPlain` gives them one, in the schedule's zone. Plain numbers rather
 * than date objects: the run list and the form compute many of them on every change.
 */
type PlainDate = number;

/** Midnight UTC of a calendar date; out-of-range days and months roll over, as `Date` does. */
function plainDateOf(year: number, monthIndex: number, day: number): PlainDate {
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC reads the years 0-99 as 1900-1999.
  date.setUTCFullYear(year, monthIndex, day);
  return date.getTime();
}

function parsePlainDate(date: string): PlainDate | undefined {
  const match = DATE_PATTERN.exec(date);
  if (!match) return undefined;
  const plain = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  // Date.UTC rolls 2027-02-30 over to March; reject it instead.
  return formatPlainDate(plain) === date ? plain : undefined;
}

function formatPlainDate(plain: PlainDate): string {
  if (Number.isNaN(plain)) return '';
  const date = new Date(plain);
  return formatWallDate({
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
  });
}

function addPlainDays(plain: PlainDate, days: number): PlainDate {
  return plain + Math.trunc(days) * DAY_MS;
}

function dayOfPlain(plain: PlainDate): number {
  return new Date(plain).getUTCDate();
}

function daysInMonthOf(plain: PlainDate): number {
  const date = new Date(plain);
  return new Date(plainDateOf(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
}

function parseTime(time: string): { hours: number; minutes: number } | undefined {
  const match = TIME_PATTERN.exec(time);
  return match ? { hours: Number(match[1]), minutes: Number(match[2]) } : undefined;
}

function toDate(instant: Date | string): Date {
  return typeof instant === 'string' ? new Date(instant) : instant;
}

function isValidTimeZone(timeZone: string): boolean {
  return isKnownTimeZone(timeZone);
}

/** Unknown zones are a programming error (zones come from Intl or a picker), so fail loudly. */
function assertTimeZone(timeZone: string): void {
  if (!isValidTimeZone(timeZone)) throw new RangeError(`Unknown time zone: ${timeZone}`);
}

/** The zone's UTC offset at an instant, in whole minutes east of UTC. */
function offsetMinutes(time: number, timeZone: string): number {
  return Math.round(zoneOffset(timeZone, time));
}

/** The wall clock of an instant, in a zone already checked. */
function localOf(time: number, timeZone: string) {
  const clock = wallClockAt(time, timeZone);
  return {
    date: formatWallDate(clock),
    time: formatWallTime(clock),
    weekday: clock.weekday,
    dayOfMonth: clock.day,
    offset: clock.offset,
  };
}

/** `toInstant` for a valid plain date, time of day and zone. */
function instantOfPlain(
  plain: PlainDate,
  time: { hours: number; minutes: number },
  timeZone: string,
): Date {
  // The wall clock read as if it were UTC; an offset turns it into the real instant.
  const wall = plain + time.hours * 3_600_000 + time.minutes * MINUTE_MS;
  const instantWith = (offset: number) => new Date(wall - offset * MINUTE_MS);

  // UTC offsets stay within a day of zero, so the offsets in force a day either side of `wall`
  // are the candidates: one if no transition is near, the offsets before and after one if it is.
  const offsets = [-1, 1].map((days) => offsetMinutes(wall + days * DAY_MS, timeZone));

  const matching = offsets
    .map(instantWith)
    .filter(
      (instant) =>
        offsetMinutes(instant.getTime(), timeZone) * MINUTE_MS === wall - instant.getTime(),
    )
    .sort((a, b) => a.getTime() - b.getTime());
  if (matching[0]) return matching[0];

  // No instant shows this wall clock: it lies in a gap. Reading it with the offset from before
  // the gap (the smaller one, clocks jump forward) lands the length of the gap later.
  return instantWith(Math.min(...offsets));
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
  if (plain === undefined || !time || !isValidTimeZone(timeZone)) return new Date(NaN);
  return instantOfPlain(plain, time, timeZone);
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
  const { date, time, weekday, dayOfMonth } = localOf(toDate(instant).getTime(), timeZone);
  return { date, time, weekday, dayOfMonth };
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
function monthlyDay(plain: PlainDate, dayOfMonth: number): number {
  return Math.min(dayOfMonth, daysInMonthOf(plain));
}

/** The first plain date strictly after `plain` whose day is min(dayOfMonth, days in its month). */
function nextMonthlyDate(plain: PlainDate, dayOfMonth: number): PlainDate {
  const date = new Date(plain);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  const sameMonth = monthlyDay(plain, dayOfMonth);
  if (sameMonth > date.getUTCDate()) return plainDateOf(year, month, sameMonth);
  const nextMonth = plainDateOf(year, month + 1, 1);
  return plainDateOf(year, month + 1, monthlyDay(nextMonth, dayOfMonth));
}

/** The plain date of the run after the one on `plain`. */
function nextRunDate(frequency: Frequency, plain: PlainDate): PlainDate {
  return frequency.unit === 'DAYS'
    ? addPlainDays(plain, frequency.value)
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
  const start = localOf(first.getTime(), timeZone);
  const from = options?.from;

  const runs: Run[] = [];
  // localOf always yields a valid date, so these parses cannot fail.
  let plain = parsePlainDate(start.date) as PlainDate;
  let isFirst = true;

  if (from && from > first) {
    // Step over whole days long before `from` cheaply, on plain dates only. Two days of margin
    // keep any run that could still be at or after `from` whatever the zone's offset.
    const skipBefore = addPlainDays(
      parsePlainDate(localOf(from.getTime(), timeZone).date) as PlainDate,
      -2,
    );
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

    const actual = localOf(at.getTime(), timeZone);
    const run: Run = { at, local: { date: actual.date, time: actual.time } };

    if (frequency.unit === 'MONTHLY') {
      const daysInMonth = daysInMonthOf(plain);
      // runs[0] may sit on any day; it counts as clamped only if it is the month's clamped day.
      if (frequency.value > daysInMonth && dayOfPlain(plain) === daysInMonth) {
        run.monthEnd = { requestedDay: frequency.value, actualDay: daysInMonth };
      }
    }

    const offset = Math.round(actual.offset);
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

const cadenceSentences = new Map<string, string>();

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
  // The list describes 25 schedules on every key typed into its search: remember the sentences.
  const key = `${frequency.unit} ${frequency.value} ${first.getTime()} ${timeZone}`;
  let sentence = cadenceSentences.get(key);
  if (sentence === undefined) {
    sentence = cadenceSentence(frequency, first, timeZone);
    if (cadenceSentences.size >= 2000) cadenceSentences.clear();
    cadenceSentences.set(key, sentence);
  }
  return sentence;
}

function cadenceSentence(frequency: Frequency, first: Date, timeZone: string): string {
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
  const today = parsePlainDate(localOf(now.getTime(), timeZone).date) as PlainDate;
  const chosen = parsePlainDate(input.date) ?? today;
  const time =
    parseTime(input.time) ?? (parseTime(FALLBACK_TIME) as { hours: number; minutes: number });
  const instantOf = (plain: PlainDate) => instantOfPlain(plain, time, timeZone);

  let plain: PlainDate;
  if (cadence === 'monthly') {
    const dayOfMonth = Number.isInteger(input.dayOfMonth)
      ? Math.min(Math.max(input.dayOfMonth, 1), 31)
      : dayOfPlain(chosen);
    // Dates before today are all in the past, so start the search no earlier than today.
    const earliest = chosen < today ? today : chosen;
    // The previous day's "next" is the first matching date on or after `earliest`.
    plain = nextMonthlyDate(addPlainDays(earliest, -1), dayOfMonth);
    while (instantOf(plain) <= now) plain = nextMonthlyDate(plain, dayOfMonth);
  } else {
    plain = chosen;
    // Jump whole weeks up to today first, so a date years back costs no long loop.
    const daysBehind = Math.round((today - chosen) / DAY_MS);
    if (daysBehind > 0) plain = addPlainDays(plain, Math.ceil(daysBehind / 7) * 7);
    while (instantOf(plain) <= now) plain = addPlainDays(plain, 7);
  }

  const at = instantOf(plain);
  const actual = localOf(at.getTime(), timeZone);
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
  const minutes = offsetMinutes(instant.getTime(), timeZone);
  if (minutes === 0) return 'UTC';
  const sign = minutes > 0 ? '+' : '-';
  const hours = String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0');
  const rest = String(Math.abs(minutes) % 60).padStart(2, '0');
  return `UTC${sign}${hours}:${rest}`;
}
