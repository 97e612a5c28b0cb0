// Wall clocks with one cached `Intl` call where `TZDate` asks for the offset several times; the
// numbers are a `TZDate`'s getters'.
// Not the package's main entry point, which also defines `TZDate` (see calendar-day.ts).
import { tzOffset } from '@date-fns/tz/tzOffset';
import { BoundedMemo } from './memo';

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

/** More than the IANA database's zones: a bound only against zones typed at random. */
const MAX_CACHED_ZONES = 1000;
const knownZones = new BoundedMemo<string, boolean>(MAX_CACHED_ZONES);

/** Whether `timeZone` is a zone `Intl` knows (an IANA name or a UTC offset); cached per zone. */
export function isKnownTimeZone(timeZone: string): boolean {
  return (
    knownZones.get(timeZone) ??
    knownZones.set(timeZone, Number.isFinite(tzOffset(timeZone, new Date(0))))
  );
}

/** Offsets are cached per zone in quarter-hour slices of time. */
const SLICE_MS = 15 * MINUTE_MS;
/** Past this many slices a zone's cache starts over: a bound on memory, not a tuning knob. */
const MAX_CACHED_SLICES = 100_000;
const offsetSlices = new BoundedMemo<string, BoundedMemo<number, number>>(MAX_CACHED_ZONES);

/** The UTC offset in minutes east, cached per quarter hour (no zone changes twice in 15 min). */
function zoneOffset(timeZone: string, time: number): number {
  if (timeZone === 'UTC') return 0;
  const slices =
    offsetSlices.get(timeZone) ??
    offsetSlices.set(timeZone, new BoundedMemo<number, number>(MAX_CACHED_SLICES));
  const slice = Math.floor(time / SLICE_MS);
  const cached = slices.get(slice);
  if (cached !== undefined) return cached;
  const start = tzOffset(timeZone, new Date(slice * SLICE_MS));
  if (start === tzOffset(timeZone, new Date((slice + 1) * SLICE_MS - 1))) {
    slices.set(slice, start);
    return start;
  }
  return tzOffset(timeZone, new Date(time));
}

/** `zoneOffset` rounded to the second and in milliseconds, as `TZDate` applies it. */
function offsetMsOf(offsetMinutes: number): number {
  return -Math.round(-offsetMinutes * 60) * 1000;
}

/** The UTC offset in ms, rounded to the second as `TZDate`: instant + offset = wall clock. */
export function zoneOffsetMs(timeZone: string, time: number): number {
  return offsetMsOf(zoneOffset(timeZone, time));
}

/** A wall clock: calendar fields as numbers, and the same wall clock as a UTC timestamp. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hours: number;
  minutes: number;
  /** 0 = Sunday, as `Date#getDay`. */
  weekday: number;
  /** The wall clock read as if it were UTC: midnight of its date plus the time of day. */
  wall: number;
  /** The zone's offset at the instant, in minutes east of UTC (see `zoneOffset`). */
  offset: number;
}

/** The wall clock of `time` in a known `timeZone`; a RangeError for an invalid time. */
export function wallClockAt(time: number, timeZone: string): WallClock {
  if (!Number.isFinite(time)) throw new RangeError('Invalid time value');
  const offset = zoneOffset(timeZone, time);
  // TZDate: internal.setUTCSeconds(internal.getUTCSeconds() - Math.round(-offset * 60)).
  const wall = time + offsetMsOf(offset);
  const fields = new Date(wall);
  return {
    year: fields.getUTCFullYear(),
    month: fields.getUTCMonth() + 1,
    day: fields.getUTCDate(),
    hours: fields.getUTCHours(),
    minutes: fields.getUTCMinutes(),
    weekday: fields.getUTCDay(),
    wall,
    offset,
  };
}

/** Whole days since 1970-01-01 of a wall clock's date. */
export function epochDayOf(clock: WallClock): number {
  return Math.floor(clock.wall / DAY_MS);
}

/** `n` with at least `width` digits, as date-fns' `addLeadingZeros`. */
function padded(n: number, width: number): string {
  return (n < 0 ? '-' : '') + String(Math.abs(n)).padStart(width, '0');
}

/** The year as date-fns' `yyyy` writes it: 4 digits at least, eras folded (0 -> 0001). */
export function formatYear(year: number): string {
  return padded(year > 0 ? year : 1 - year, 4);
}

function pad2(n: number): string {
  return padded(n, 2);
}

export function formatWallDate(clock: Pick<WallClock, 'year' | 'month' | 'day'>): string {
  return `${formatYear(clock.year)}-${pad2(clock.month)}-${pad2(clock.day)}`;
}

export function formatWallTime(clock: Pick<WallClock, 'hours' | 'minutes'>): string {
  return `${pad2(clock.hours)}:${pad2(clock.minutes)}`;
}
