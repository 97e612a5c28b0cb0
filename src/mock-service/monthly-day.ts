/**
 * Spec rules 3 and 4 applied to the stored instant: a MONTHLY schedule runs on day `value` of
 * every month, or on the last day of a shorter one, and `next_scheduled_date` is one of its runs,
 * so it must fall on that day in the service's zone. Without this rule a "monthly on the 15th"
 * could first run on the 2nd, and no client could tell which day the service means.
 */
import { daysInMonth, toLocal } from '../domain/recurrence';
import type { Frequency } from '../domain/schemas';
import type { ServiceFieldError } from './responses';
import { fieldError } from './validation';

/** The day of month a monthly run on `day` takes in the month of `date` ('yyyy-MM-dd'). */
function runDayInMonthOf(date: string, day: number): number {
  return Math.min(day, daysInMonth(date));
}

/** Whether `instant` falls on monthly day `day` (clamped to its month's length) in `timeZone`. */
export function isOnMonthlyDay(instant: Date, day: number, timeZone: string): boolean {
  const local = toLocal(instant, timeZone);
  return local.dayOfMonth === runDayInMonthOf(local.date, day);
}

/**
 * The error for a MONTHLY frequency whose run instant is on another day, in the service's zone;
 * none for DAYS (any day starts a weekly cadence) or a date that does not parse (its own error).
 */
export function monthlyDayErrors(
  frequency: Frequency,
  nextScheduledDate: string,
  serviceTimeZone: string,
): ServiceFieldError[] {
  const instant = new Date(nextScheduledDate);
  if (frequency.unit !== 'MONTHLY' || Number.isNaN(instant.getTime())) return [];
  if (isOnMonthlyDay(instant, frequency.value, serviceTimeZone)) return [];
  const local = toLocal(instant, serviceTimeZone);
  const runDay = runDayInMonthOf(local.date, frequency.value);
  const expected =
    runDay === frequency.value ? `day ${runDay}` : `day ${runDay}, the last day of that month`;
  return [
    fieldError(
      'next_scheduled_date',
      'invalid_value',
      'not_on_monthly_day',
      `A MONTHLY schedule on day ${frequency.value} runs on that day of each month: ` +
        `next_scheduled_date is ${local.date} ${local.time} in the service's time zone ` +
        `(${serviceTimeZone}), so it must fall on ${expected}, not day ${local.dayOfMonth}`,
    ),
  ];
}
