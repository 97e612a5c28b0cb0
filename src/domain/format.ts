/**
 * How run dates read on screen. Pure functions of an instant and a named zone, so the list, the
 * run calendar and the tests all show the same words. English, 24-hour clock, as the cadence
 * sentences in recurrence.ts.
 */
import { tz } from '@date-fns/tz';
import { differenceInCalendarDays, format } from 'date-fns';

/** `formatRunDate(d, 'America/New_York')` -> 'Tue, Dec 1, 2026'. */
export function formatRunDate(instant: Date | string, timeZone: string): string {
  return format(new Date(instant), 'EEE, MMM d, yyyy', { in: tz(timeZone) });
}

/** `formatRunDateTime(d, 'America/New_York')` -> 'Tue, Dec 1, 2026 at 09:00 EST'. */
export function formatRunDateTime(instant: Date | string, timeZone: string): string {
  const date = new Date(instant);
  return `${format(date, "EEE, MMM d, yyyy 'at' HH:mm", { in: tz(timeZone) })} ${zoneAbbreviation(date, timeZone)}`;
}

/** The zone's short name at that instant: 'EST', 'GMT+5:30', 'UTC'. */
export function zoneAbbreviation(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(
    instant,
  );
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/**
 * How far away a run is, in words: 'in 3 days', 'tomorrow', 'in 5 hours', 'in 20 minutes'.
 * Days count calendar days in the zone, so a run tomorrow at 08:00 is 'tomorrow' even at 23:00.
 */
export function formatRelativeRun(instant: Date | string, now: Date, timeZone: string): string {
  const at = new Date(instant);
  const minutes = Math.round((at.getTime() - now.getTime()) / 60_000);
  const days = differenceInCalendarDays(at, now, { in: tz(timeZone) });
  if (Math.abs(days) >= 1) {
    if (Math.abs(days) >= 60) return relative.format(Math.round(days / 30), 'month');
    if (Math.abs(days) >= 14) return relative.format(Math.round(days / 7), 'week');
    return relative.format(days, 'day');
  }
  if (Math.abs(minutes) >= 60) return relative.format(Math.round(minutes / 60), 'hour');
  return relative.format(minutes, 'minute');
}
