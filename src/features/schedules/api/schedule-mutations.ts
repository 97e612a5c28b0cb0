import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateScheduleRequest, Schedule, UpdateScheduleRequest } from '#src/domain/schemas';
import { useApiClient } from '#src/lib/api-client-context';
import { retryDelayMs, shouldRetryUpdate } from '#src/lib/request-policy';
import { scheduleKeys } from './schedule-queries';

/**
 * Create a schedule. Never retried automatically: a create whose answer was lost may have
 * happened (see findCreatedSchedule). Stays pending until the list is fresh again, so the list
 * the user lands on already shows the new schedule.
 */
export function useCreateSchedule(siteId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateScheduleRequest) => api.createSchedule(body),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.list(siteId) }),
  });
}

/** Update a schedule with only the changed fields; retried once if the network dropped it. */
export function useUpdateSchedule(siteId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ scheduleId, changes }: { scheduleId: string; changes: UpdateScheduleRequest }) =>
      api.updateSchedule(scheduleId, changes),
    retry: shouldRetryUpdate,
    retryDelay: retryDelayMs,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.list(siteId) }),
  });
}

/**
 * After a create failed ambiguously (timeout, network, 5xx) the schedule may exist anyway. It is
 * the one in the fresh list with the same title and first run; the service returns no uuid.
 */
export function findCreatedSchedule(
  schedules: readonly Schedule[],
  request: Pick<CreateScheduleRequest, 'title' | 'next_scheduled_date'>,
): Schedule | undefined {
  const title = request.title.trim();
  const firstRun = request.next_scheduled_date
    ? Date.parse(request.next_scheduled_date)
    : undefined;
  return schedules.find(
    (schedule) =>
      schedule.title.trim() === title &&
      (firstRun === undefined || Date.parse(schedule.next_scheduled_date) === firstRun),
  );
}
