/** Whether a create's schedule exists already, as a lost answer holds no ID (ADR 014). */
import { recipientKey } from './recipients';
import { makesSameRuns } from './recurrence';
import type { CreateScheduleRequest, Schedule } from './schemas';

function recipientSet(recipients: readonly { email: string }[]): string {
  return [...new Set(recipients.map(({ email }) => recipientKey(email)))].sort().join(',');
}

/** Same title, frequency, runs, recipients (a set, any case); none without first run/frequency. */
export function isSameSchedule(
  existing: Schedule,
  body: CreateScheduleRequest,
  serviceTimeZone: string,
): boolean {
  return (
    existing.title.trim() === body.title.trim() &&
    body.next_scheduled_date !== undefined &&
    body.frequency !== undefined &&
    makesSameRuns(
      existing,
      { frequency: body.frequency, next_scheduled_date: body.next_scheduled_date },
      serviceTimeZone,
    ) &&
    recipientSet(existing.recipients) === recipientSet(body.recipients)
  );
}
