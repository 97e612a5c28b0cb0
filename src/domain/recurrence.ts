// The service's calendar (spec section 1, ADR 007): one instant and a frequency, no user zone,
// so every run is at the first run's wall clock in `serviceTimeZone`. Arithmetic is on plain
// dates; only `instantOfWall` resolves daylight-saving.
import type { Frequency } from './schemas';
import {
  DAY_MS,
  MINUTE_MS,
  formatWallDate,
  formatWallTime,
  isKnownTimeZone,
  wallClockAt,
  zoneOffsetMs,
} from './wall-clock';
import { currentZoneName } from './service-time-zone';

export type Cadence = 'weekly' | 'biweekly' | 'monthly';

/** The three cadences of spec rule 1, in the order the picker shows them. */
export const CADENCES: readonly Cadence[] = ['weekly', 'biweekly', 'monthly'];

/** The cadence a frequency stands for. */
export function cadenceOf(frequency: Frequency): Cadence {
  if (frequency.unit === 'MONTHLY') return 'monthly';
  return frequency.value === 14 ? 'biweekly' : 'weekly';
}

/** The API's frequency; `dayOfMonth` unchecked so `FrequencySchema` reports a bad day. */
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

/** The time of day of a new schedule's first run, in the user's zone (the mock: the service's). */
export const DEFAULT_RUN_TIME = '09:00';

/** A wall-clock date and time in a named zone. date 'yyyy-MM-dd', time 'HH:mm'. */
export interface LocalDateTime {
  date: string;
  time: string;
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;
const HOUR_MS = 3_600_000;

// A plain date as its midnight UTC, which has no daylight-saving gap; not an instant.
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
  const plain = plainDateOf(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
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

function monthNumberOf(plain: PlainDate): number {
  const date = new Date(plain);
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
}

function daysInMonthNumber(monthNumber: number): number {
  const year = Math.floor(monthNumber / 12);
  return new Date(plainDateOf(year, monthNumber - year * 12 + 1, 0)).getUTCDate();
}

function daysInMonthOf(plain: PlainDate): number {
  return daysInMonthNumber(monthNumberOf(plain));
}

/** Day `day` of a month, or its last day when the month is shorter (spec rule 4). */
function clampedDayOfMonth(monthNumber: number, day: number): PlainDate {
  const year = Math.floor(monthNumber / 12);
  return plainDateOf(year, monthNumber - year * 12, Math.min(day, daysInMonthNumber(monthNumber)));
}

function parseTimeOfDay(time: string): number | undefined {
  const match = TIME_PATTERN.exec(time);
  return match ? Number(match[1]) * HOUR_MS + Number(match[2]) * MINUTE_MS : undefined;
}

/** Whether `date` is a whole 'yyyy-MM-dd' date that exists. */
export function isLocalDate(date: string): boolean {
  return parsePlainDate(date) !== undefined;
}

/** Whether `time` is a whole 'HH:mm' time of day ('9:00' and '24:00' are not). */
export function isLocalTime(time: string): boolean {
  return parseTimeOfDay(time) !== undefined;
}

/** The weekday of a date, 0 = Sunday; NaN if malformed. */
export function weekdayOfDate(date: string): number {
  const plain = parsePlainDate(date);
  return plain === undefined ? Number.NaN : new Date(plain).getUTCDay();
}

function toDate(instant: Date | string): Date {
  return typeof instant === 'string' ? new Date(instant) : instant;
}

/** Unknown zones are a programming error (zones come from Intl or a picker), so fail loudly. */
function assertTimeZone(timeZone: string): void {
  if (!isKnownTimeZone(timeZone)) throw new RangeError(`Unknown time zone: ${timeZone}`);
}

interface Wall {
  plain: PlainDate;
  timeOfDay: number;
}

/** The wall clock of an instant in a zone already checked, to the millisecond. */
function wallOf(time: number, timeZone: string): Wall {
  const wall = timeZone === 'UTC' ? time : wallClockAt(time, timeZone).wall;
  const plain = Math.floor(wall / DAY_MS) * DAY_MS;
  return { plain, timeOfDay: wall - plain };
}

/** The instant the zone's clocks show `plain` + `timeOfDay`, disambiguated as `toInstant`. */
function instantOfWall(plain: PlainDate, timeOfDay: number, timeZone: string): Date {
  const wall = plain + timeOfDay;
  if (timeZone === 'UTC') return new Date(wall);
  // Offsets stay within a day of zero: those in force a day either side are the candidates.
  const offsets = [-DAY_MS, DAY_MS].map((shift) => zoneOffsetMs(timeZone, wall + shift));
  const matching = offsets
    .map((offset) => wall - offset)
    .filter((time) => zoneOffsetMs(timeZone, time) === wall - time)
    .sort((a, b) => a - b);
  if (matching[0] !== undefined) return new Date(matching[0]);
  // In a gap: the offset from before it lands the length of the gap later.
  return new Date(wall - Math.min(...offsets));
}

/**
 * The instant the zone's clocks show `local`: a gap moves forward by its length, an overlap takes
 * the earlier (Temporal's 'compatible'). Not `TZDate`, whose overlap choice follows the browser.
 */
export function toInstant(local: LocalDateTime, timeZone: string): Date {
  const plain = parsePlainDate(local.date);
  const timeOfDay = parseTimeOfDay(local.time);
  if (plain === undefined || timeOfDay === undefined || !isKnownTimeZone(timeZone)) {
    return new Date(NaN);
  }
  return instantOfWall(plain, timeOfDay, timeZone);
}

/** The wall clock of an instant in a zone (weekday 0 = Sunday). */
export function toLocal(
  instant: Date | string,
  timeZone: string,
): LocalDateTime & { weekday: number; dayOfMonth: number } {
  assertTimeZone(timeZone);
  const clock = wallClockAt(toDate(instant).getTime(), timeZone);
  return {
    date: formatWallDate(clock),
    time: formatWallTime(clock),
    weekday: clock.weekday,
    dayOfMonth: clock.day,
  };
}

/** The zone's UTC offset at an instant, in minutes east of UTC. */
export function utcOffsetMinutes(instant: Date, timeZone: string): number {
  assertTimeZone(timeZone);
  return Math.round(zoneOffsetMs(timeZone, instant.getTime()) / MINUTE_MS);
}

/** The value sent to the API; milliseconds only when there are any, so none are lost. */
export function formatUtcIso(instant: Date): string {
  return instant.toISOString().replace(/\.000Z$/, 'Z');
}

/** The date `days` after `now`'s in the zone. */
export function localDateAfter(now: Date, days: number, timeZone: string): string {
  assertTimeZone(timeZone);
  return formatPlainDate(addPlainDays(wallOf(now.getTime(), timeZone).plain, days));
}

/** The date of run `index` (start = run 0); monthly on min(d, days in month) (spec rule 4). */
function nthRunDate(frequency: Frequency, start: PlainDate, index: number): PlainDate {
  if (index === 0) return start;
  if (frequency.unit === 'DAYS') return addPlainDays(start, index * frequency.value);
  const startMonth = monthNumberOf(start);
  // The start's own month still has a run when the start comes before that month's run day.
  const sameMonthDay = dayOfPlain(clampedDayOfMonth(startMonth, frequency.value));
  const firstMonth = sameMonthDay > dayOfPlain(start) ? startMonth : startMonth + 1;
  return clampedDayOfMonth(firstMonth + index - 1, frequency.value);
}

function isMonthlyRunPlain(plain: PlainDate, day: number): boolean {
  return monthlyRunDayTestOf(plain)(day);
}

/** Which monthly cadences a plain date is a run day of (spec rule 4), the date read once. */
function monthlyRunDayTestOf(plain: PlainDate): (day: number) => boolean {
  const dayOfMonth = dayOfPlain(plain);
  const daysInMonth = daysInMonthOf(plain);
  // Truncated as a Date reads a day, so that the test agrees with `clampedDayOfMonth`.
  return (day) => dayOfMonth === Math.min(Math.trunc(day), daysInMonth);
}

/** The day a monthly cadence on `day` runs on in a date's month. */
export function monthlyRunDay(date: string, day: number): number {
  const plain = parsePlainDate(date);
  return plain === undefined
    ? Number.NaN
    : dayOfPlain(clampedDayOfMonth(monthNumberOf(plain), day));
}

/** Whether a 'yyyy-MM-dd' date is a run day of a monthly cadence on `day`. */
export function isMonthlyRunDate(date: string, day: number): boolean {
  return monthlyRunDayTest(date)(day);
}

/** `isMonthlyRunDate` for one date and many days, parsed once (lists ask per day per row). */
export function monthlyRunDayTest(date: string): (day: number) => boolean {
  const plain = parsePlainDate(date);
  return plain === undefined ? () => false : monthlyRunDayTestOf(plain);
}

/**
 * Whether an instant is on a monthly `day` in a zone: the service's MONTHLY rule;
 * keep in step with mock-service/monthly-day.ts.
 */
export function isOnMonthlyDay(instant: Date, day: number, timeZone: string): boolean {
  assertTimeZone(timeZone);
  const time = instant.getTime();
  return !Number.isNaN(time) && isMonthlyRunPlain(wallOf(time, timeZone).plain, day);
}

const SHORTEST_MONTH_DAYS = 28;

/** Whether some months have no day `day`, so a run falls on their last day (spec rule 4). */
export function isMissingFromSomeMonths(day: number): boolean {
  return day > SHORTEST_MONTH_DAYS;
}

/** A monthly run on `day` moved to the last day of a shorter month. */
function monthEndOfPlain(plain: PlainDate, day: number): MonthEnd | undefined {
  const daysInMonth = daysInMonthOf(plain);
  return day > daysInMonth && dayOfPlain(plain) === daysInMonth
    ? { requestedDay: day, actualDay: daysInMonth }
    : undefined;
}

/** Whether a date is where a monthly cadence on `day` moved for want of that day. */
export function monthEndOfDate(date: string, day: number): MonthEnd | undefined {
  const plain = parsePlainDate(date);
  return plain === undefined ? undefined : monthEndOfPlain(plain, day);
}

export interface MonthEnd {
  requestedDay: number;
  actualDay: number;
}

/** The dates of the first `count` runs of a cadence started on `start`. */
export function runDates(frequency: Frequency, start: string, count: number): string[] {
  const plain = parsePlainDate(start);
  if (plain === undefined) return [];
  return Array.from({ length: Math.max(0, count) }, (_, index) =>
    formatPlainDate(nthRunDate(frequency, plain, index)),
  );
}

/** What the service stores of a schedule's recurrence: a frequency and one instant. */
export interface ServiceRule {
  frequency: Frequency;
  /** `next_scheduled_date`: the first (or next) run. */
  firstRun: Date;
}

/** A run the service will make. */
export interface ServiceRun {
  at: Date;
  /** The run's wall clock in the service's zone. */
  service: LocalDateTime;
  /** A monthly run the service moved to the last day of a shorter month, in its zone. */
  monthEnd?: MonthEnd;
}

/** The rule of a schedule from the API. */
export function ruleOf(schedule: {
  frequency: Frequency;
  next_scheduled_date: string;
}): ServiceRule {
  return { frequency: schedule.frequency, firstRun: new Date(schedule.next_scheduled_date) };
}

/** Roughly how many runs apart two instants are; an underestimate by at most two. */
function runsBetween(frequency: Frequency, from: number, to: number): number {
  const period = frequency.unit === 'DAYS' ? frequency.value * DAY_MS : 31 * DAY_MS;
  return Math.max(0, Math.floor((to - from) / period) - 2);
}

/** The next `count` runs the service makes from `firstRun`, or at or after `from`. */
export function serviceRuns(
  rule: ServiceRule,
  serviceTimeZone: string,
  count: number,
  options?: { from?: Date },
): ServiceRun[] {
  assertTimeZone(serviceTimeZone);
  const { frequency } = rule;
  const first = rule.firstRun.getTime();
  if (Number.isNaN(first) || count <= 0) return [];
  const start = wallOf(first, serviceTimeZone);
  const at = (index: number) =>
    index === 0
      ? new Date(first)
      : instantOfWall(nthRunDate(frequency, start.plain, index), start.timeOfDay, serviceTimeZone);

  let index = 0;
  let runAt = new Date(first);
  const from = options?.from?.getTime();
  if (from !== undefined && from > first) {
    index = runsBetween(frequency, first, from);
    runAt = at(index);
    while (runAt.getTime() < from) runAt = at(++index);
  }

  const runs: ServiceRun[] = [];
  for (const end = index + count; index < end; index++) {
    const plain = nthRunDate(frequency, start.plain, index);
    if (runs.length > 0) runAt = at(index);
    const { date, time } = toLocal(runAt, serviceTimeZone);
    const run: ServiceRun = { at: runAt, service: { date, time } };
    const monthEnd =
      frequency.unit === 'MONTHLY' ? monthEndOfPlain(plain, frequency.value) : undefined;
    if (monthEnd) run.monthEnd = monthEnd;
    runs.push(run);
  }
  return runs;
}

/** The run the service makes next at or after `from`: what its list shows once one has passed. */
export function nextRunAtOrAfter(rule: ServiceRule, serviceTimeZone: string, from: Date): Date {
  const [run] = serviceRuns(rule, serviceTimeZone, 1, { from });
  return run?.at ?? rule.firstRun;
}

/**
 * A first run, never past, for the user's intent in their zone (empty date: today; time: 09:00).
 * `at`'s wall clock differs from the request only in a DST gap: the form shows what is stored.
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
  const today = wallOf(now.getTime(), timeZone).plain;
  const chosen = parsePlainDate(input.date) ?? today;
  const timeOfDay = parseTimeOfDay(input.time) ?? (parseTimeOfDay(DEFAULT_RUN_TIME) as number);
  const instantOf = (plain: PlainDate) => instantOfWall(plain, timeOfDay, timeZone);
  // Whole days may be skipped only up to two days before today: a run dated yesterday can still
  // be ahead when its time moved forward through a gap that spans midnight.
  const earliest = addPlainDays(today, -2);

  let plain: PlainDate;
  if (cadence === 'monthly') {
    const frequency: Frequency = {
      unit: 'MONTHLY',
      value: Number.isInteger(input.dayOfMonth)
        ? Math.min(Math.max(input.dayOfMonth, 1), 31)
        : dayOfPlain(chosen),
    };
    const from = addPlainDays(chosen < earliest ? earliest : chosen, -1);
    let index = 1;
    plain = nthRunDate(frequency, from, index);
    while (instantOf(plain) <= now) plain = nthRunDate(frequency, from, ++index);
  } else {
    plain = chosen;
    if (chosen < earliest)
      plain = addPlainDays(plain, Math.ceil((earliest - chosen) / DAY_MS / 7) * 7);
    while (instantOf(plain) <= now) plain = addPlainDays(plain, 7);
  }

  const at = instantOf(plain);
  const actual = toLocal(at, timeZone);
  return { date: actual.date, time: actual.time, at };
}

/** The first run of a schedule that names none: tomorrow at 09:00, or the next monthly day. */
export function defaultFirstRun(input: {
  cadence: Cadence;
  dayOfMonth: number;
  timeZone: string;
  now: Date;
}): LocalDateTime & { at: Date } {
  return alignFirstRun({
    ...input,
    date: localDateAfter(input.now, 1, input.timeZone),
    time: DEFAULT_RUN_TIME,
  });
}

const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** 0 = Sunday, as `Date#getDay`. */
export function weekdayName(weekday: number): string {
  return WEEKDAY_NAMES[((weekday % 7) + 7) % 7] ?? '';
}

/** '1st', '12th', '23rd'. */
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

/** The user's IANA zone from Intl, by its current name ('Asia/Kolkata'); else 'UTC'. */
export function browserTimeZone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isKnownTimeZone(zone) ? currentZoneName(zone) : 'UTC';
  } catch {
    return 'UTC';
  }
}

/** 'UTC+05:30', or 'UTC'. */
export function formatUtcOffset(instant: Date, timeZone: string): string {
  assertTimeZone(timeZone);
  const minutes = utcOffsetMinutes(instant, timeZone);
  if (minutes === 0) return 'UTC';
  const sign = minutes > 0 ? '+' : '-';
  const hours = String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0');
  const rest = String(Math.abs(minutes) % 60).padStart(2, '0');
  return `UTC${sign}${hours}:${rest}`;
}

/** Same runs: same frequency, and the later first run is one of the earlier's runs. */
export function makesSameRuns(
  a: { frequency: Frequency; next_scheduled_date: string },
  b: { frequency: Frequency; next_scheduled_date: string },
  serviceTimeZone: string,
): boolean {
  if (a.frequency.unit !== b.frequency.unit || a.frequency.value !== b.frequency.value) {
    return false;
  }
  const atA = Date.parse(a.next_scheduled_date);
  const atB = Date.parse(b.next_scheduled_date);
  if (atA === atB) return true;
  if (Number.isNaN(atA) || Number.isNaN(atB)) return false;
  const [earlier, laterAt] = atA < atB ? [a, atB] : [b, atA];
  return (
    nextRunAtOrAfter(ruleOf(earlier), serviceTimeZone, new Date(laterAt)).getTime() === laterAt
  );
}
