/** Deleted schedules for "Create it again"; apart so the create page need not load the delete. */
import type { QueryClient } from '@tanstack/react-query';
import type { Schedule } from '#src/domain/schemas';
import { scheduleQueries } from '#src/lib/site-reports/schedules';

/** In the query cache: the signed-in user's, gone at sign-out, never garbage-collected before. */
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
