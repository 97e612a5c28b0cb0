/**
 * Spec rules 3 and 4 applied to the stored instant: a MONTHLY schedule runs on day `value` of
 * every month, or on the last day of a shorter one, and `next_scheduled_date` is one of its runs,
 * so it must fall on that day in the service's zone. Without this rule a "monthly on the 15th"
 * could first run on the 2nd, and no client could tell which day the service means. The rule
 * itself is the app's (`isOnMonthlyDay`, recurrence.ts), so the picker and the mock cannot part.
 */
import { isOnMonthlyDay, monthlyRunDay, toLocal } from '#src/domain/recurrence';
import type { Frequency } from '#src/domain/schemas';
import type { ServiceFieldError } from './responses';
import { fieldError } from './validation';

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
  const runDay = monthlyRunDay(local.date, frequency.value);
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
