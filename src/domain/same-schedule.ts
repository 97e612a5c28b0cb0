/**
 * Whether a site already has the schedule a create would make. The service's create answers no
 * ID, so a create whose answer was lost (network, timeout, 5xx) is looked for by what it holds
 * before it is ever sent again: the create form and a roll-out's "Retry failed" both ask this,
 * so "already made" means one thing everywhere (ADR 014).
 */
import { recipientKey } from './recipients';
import { makesSameRuns } from './recurrence';
import type { CreateScheduleRequest, Schedule } from './schemas';

function recipientSet(recipients: readonly { email: string }[]): string {
  return [...new Set(recipients.map(({ email }) => recipientKey(email)))].sort().join(',');
}

/**
 * Whether `existing` is the schedule `body` would create: the same title, frequency, runs (rolled
 * forward or not) and recipients (a set, case aside). Not template and sections: the same report
 * to the same people on the same days is what the user asked for. A body without a first run or
 * frequency matches nothing.
 */
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
