/**
 * Schedules deleted in this session, kept for "Create it again". Apart from the delete itself, so
 * the create page, which reads them, does not load the delete.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Schedule } from '#src/domain/schemas';
import { scheduleQueries } from '#src/lib/http/site-reports-queries';

/**
 * Where a deleted schedule is kept for "Create it again": in the query cache, so it is the
 * signed-in user's like every list and goes with them at sign-out, and never garbage-collected
 * before then (there is no query to fetch it again).
 */
function deletedScheduleKey(scheduleId: string) {
  return [...scheduleQueries.all(), 'deleted', scheduleId.toLowerCase()] as const;
}

/** The schedule deleted in this session under `scheduleId`, as it was, if it is still known. */
export function deletedSchedule(
  queryClient: QueryClient,
  scheduleId: string,
): Schedule | undefined {
  return queryClient.getQueryData<Schedule>(deletedScheduleKey(scheduleId));
}

export function rememberDeleted(queryClient: QueryClient, schedule: Schedule): void {
  const key = deletedScheduleKey(schedule.uuid);
  queryClient.setQueryDefaults(key, { gcTime: Infinity });
  queryClient.setQueryData(key, schedule);
}
