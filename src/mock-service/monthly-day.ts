/**
 * Spec rules 3 and 4: a MONTHLY `next_scheduled_date` must fall on its day (or the month's last)
 * in the service's zone, or no client could tell which day is meant. The rule is the app's
 * (`isOnMonthlyDay`), so the picker and the mock cannot part.
 */
import { isOnMonthlyDay, monthlyRunDay, toLocal } from '#src/domain/recurrence';
import type { Frequency } from '#src/domain/schemas';
import type { ServiceFieldError } from './responses';
import { fieldError } from './validation';

/** None for DAYS (any day starts a weekly cadence) or an unparsable date (its own error). */

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
