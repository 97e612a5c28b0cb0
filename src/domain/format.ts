/** How run dates read; one formatter per zone, as lists format many runs on every key typed. */
import { BoundedMemo } from './memo';
import {
  epochDayOf,
  formatWallTime,
  formatYear,
  isKnownTimeZone,
  wallClockAt,
  type WallClock,
} from './wall-clock';
import { weekdayName, weekdayOfDate } from './recurrence';

/** date-fns' en-US `EEE` and `MMM`. */
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export const MONTH_ABBREVIATIONS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** date-fns' en-US `MMMM`. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

// One formatter for every count: `toLocaleString` builds a new one on each call.
const COUNT_FORMAT = new Intl.NumberFormat('en-US');

/** `formatCount(1204)` -> '1,204': every count on screen, in the app's English whatever the browser's locale. */
export function formatCount(count: number): string {
  return COUNT_FORMAT.format(count);
}

/* By zone and instant: the runs of thousands of schedules fall on far fewer instants. */
const CACHE_LIMIT = 2000;

const wallClocks = new BoundedMemo<string, WallClock>(CACHE_LIMIT);

function wallClockIn(instant: Date | string, timeZone: string): WallClock {
  if (!isKnownTimeZone(timeZone)) throw new RangeError(`Invalid time zone specified: ${timeZone}`);
  const time = new Date(instant).getTime();
  return wallClocks.remember(`${timeZone} ${time}`, () => wallClockAt(time, timeZone));
}

/** How a locale writes a time of day: '09:30' and '21:00', or '9:30 AM' and '9:00 PM'. */
type ClockConvention = '24-hour' | '12-hour';

function conventionOfLocale(locale: string | undefined): ClockConvention {
  const { hourCycle } = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions();
  return hourCycle === 'h11' || hourCycle === 'h12' ? '12-hour' : '24-hour';
}

/* Kept per `Intl.DateTimeFormat`, so a test that stubs it with another locale is noticed. */
let usersConvention: { of: typeof Intl.DateTimeFormat; convention: ClockConvention } | undefined;

/** The clock convention of `locale`, by default the browser's (the native time field's). */
export function clockConvention(locale?: string): ClockConvention {
  if (locale !== undefined) return conventionOfLocale(locale);
  if (usersConvention?.of !== Intl.DateTimeFormat) {
    usersConvention = { of: Intl.DateTimeFormat, convention: conventionOfLocale(undefined) };
  }
  return usersConvention.convention;
}

/** An 'HH:mm' time as the user's clock writes it: '21:05', or '9:05 PM'; else as it is. */
export function formatTimeOfDay(time: string, convention = clockConvention()): string {
  const match = /^(\d\d):(\d\d)$/.exec(time);
  if (!match || convention === '24-hour') return time;
  const hours = Number(match[1]);
  return `${hours % 12 || 12}:${match[2]} ${hours < 12 ? 'AM' : 'PM'}`;
}

/*
 * One style for every date and time a person reads, the schedule list's: 'Tue, Jan 26, 9:00 AM
 * EST' (en-US's weekday, month and day, then the time in the user's clock convention). A row
 * may leave out the year when it is the current one, and the zone where the page states it once
 * above its list.
 */

function dayOf(weekday: number, month: number, day: number): string {
  return `${WEEKDAYS[weekday]}, ${MONTH_ABBREVIATIONS[month - 1]} ${day}`;
}

/** `currentYear` undefined: always the year. */
function withYear(day: string, year: number, currentYear: number | undefined): string {
  return year === currentYear ? day : `${day}, ${formatYear(year)}`;
}

/** `formatLongDate('2027-01-26')` -> 'Tuesday, January 26, 2027': a calendar's name of a day. */
export function formatLongDate(date: string): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return `${weekdayName(weekdayOfDate(date))}, ${MONTH_NAMES[month - 1]} ${day}, ${formatYear(year)}`;
}

/** 'EEE, MMM d' of a 'yyyy-MM-dd' date, for runs near enough to need no year: 'Tue, Jan 26'. */
export function formatShortDate(date: string): string {
  const [, month = 1, day = 1] = date.split('-').map(Number);
  return dayOf(weekdayOfDate(date), month, day);
}

/**
 * The days from `first` to `last` ('yyyy-MM-dd', both included) as calendar dates, which no zone
 * moves; the year once, and only when it is not `currentYear`:
 * `formatDateRange('2027-01-11', '2027-01-17', 2027)` -> 'Mon, Jan 11 – Sun, Jan 17',
 * `formatDateRange('2026-12-28', '2027-01-03', 2027)` -> 'Mon, Dec 28, 2026 – Sun, Jan 3, 2027'.
 */
export function formatDateRange(first: string, last: string, currentYear: number): string {
  const [firstYear = 1970] = first.split('-').map(Number);
  const [lastYear = 1970] = last.split('-').map(Number);
  const sameYear = firstYear === lastYear;
  // Across a year both ends name theirs, as Intl's formatRange does.
  const end = withYear(formatShortDate(last), lastYear, sameYear ? currentYear : undefined);
  if (first === last) return end;
  const start = sameYear
    ? formatShortDate(first)
    : withYear(formatShortDate(first), firstYear, undefined);
  return `${start} – ${end}`;
}

/** A run or an instant in two parts: the day, then the time with the zone if `withZone`. */
interface DateTimeParts {
  date: string;
  time: string;
}

function partsOf(
  instant: Date | string,
  timeZone: string,
  currentYear: number | undefined,
  withZone: boolean,
  convention: ClockConvention,
): DateTimeParts {
  const at = new Date(instant);
  const clock = wallClockIn(at, timeZone);
  const time = formatTimeOfDay(formatWallTime(clock), convention);
  return {
    date: withYear(dayOf(clock.weekday, clock.month, clock.day), clock.year, currentYear),
    time: withZone ? `${time} ${zoneAbbreviation(at, timeZone)}` : time,
  };
}

const joined = ({ date, time }: DateTimeParts) => `${date}, ${time}`;

/** A run in full: `formatRunDateTime(d, 'America/New_York')` -> 'Tue, Dec 1, 2026, 9:00 AM EST'. */
export function formatRunDateTime(
  instant: Date | string,
  timeZone: string,
  convention = clockConvention(),
): string {
  return joined(partsOf(instant, timeZone, undefined, true, convention));
}

interface CompactOptions {
  /** The year in the user's zone now: a date in it leaves the year out. */
  currentYear: number;
  /** Name the zone, where the page does not name it once for all its dates. */
  withZone?: boolean;
}

/** A run or an instant in a row: 'Tue, Dec 1, 9:00 AM', the year only when not `currentYear`. */
export function formatCompactRunDateTime(
  instant: Date | string,
  timeZone: string,
  { currentYear, withZone = false }: CompactOptions,
  convention = clockConvention(),
): string {
  return joined(compactRunDateTimeParts(instant, timeZone, { currentYear, withZone }, convention));
}

/** The same in two parts, for a cell that puts the time on a line of its own. */
export function compactRunDateTimeParts(
  instant: Date | string,
  timeZone: string,
  { currentYear, withZone = false }: CompactOptions,
  convention = clockConvention(),
): DateTimeParts {
  return partsOf(instant, timeZone, currentYear, withZone, convention);
}

const zoneNameFormats = new BoundedMemo<string, Intl.DateTimeFormat>(CACHE_LIMIT);
const zoneNames = new BoundedMemo<string, string>(CACHE_LIMIT);

/** The zone's short name at that instant: 'EST', 'GMT+5:30', 'UTC'. */
export function zoneAbbreviation(instant: Date, timeZone: string): string {
  return zoneNames.remember(`${timeZone} ${instant.getTime()}`, () => {
    const format = zoneNameFormats.remember(
      timeZone,
      () => new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }),
    );
    const parts = format.formatToParts(instant);
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  });
}

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** How far away a run is, in calendar days of the zone: 'tomorrow' even at 23:00. */
export function formatRelativeRun(instant: Date | string, now: Date, timeZone: string): string {
  const at = new Date(instant);
  const minutes = Math.round((at.getTime() - now.getTime()) / 60_000);
  const days = epochDayOf(wallClockIn(at, timeZone)) - epochDayOf(wallClockIn(now, timeZone));
  if (Math.abs(days) >= 1) {
    if (Math.abs(days) >= 60) return relative.format(Math.round(days / 30), 'month');
    if (Math.abs(days) >= 14) return relative.format(Math.round(days / 7), 'week');
    return relative.format(days, 'day');
  }
  if (Math.abs(minutes) >= 60) return relative.format(Math.round(minutes / 60), 'hour');
  return relative.format(minutes, 'minute');
}

/** How long ago `then` was, from `now` (ms): 'a moment ago', '5 minutes ago', '3 hours ago'. */
export function formatAge(then: number, now: number): string {
  const minutes = Math.max(0, Math.round((now - then) / 60_000));
  if (minutes === 0) return 'a moment ago';
  if (minutes < 60) return relative.format(-minutes, 'minute');
  return relative.format(-Math.round(minutes / 60), 'hour');
}

/** A message as a sentence, so the error summary reads evenly: 'Title is required.' */
export function asSentence(text: string): string {
  const trimmed = text.trim();
  return !trimmed || /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
