/** DELETE /site_reports/schedules/{uuid} (site-reports-api-today.md). */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { Schedule, ScheduleListResponse } from '#src/domain/schemas';
import type { ApiClient } from '#src/lib/http/api-client';
import { useApiClient } from '#src/lib/http/api-client-context';
import { deleteWithRetries, type DeleteOutcome } from '#src/lib/http/request-policy';
import { scheduleQueries } from '#src/lib/site-reports/schedules';
import { rememberDeleted } from './deleted-schedules';
import { recordSiteAccess } from './get-site-access';
import { deleteSchedule } from '#src/lib/site-reports/schedules';

/** Drops the schedule from the cached list at once, then refetches it without waiting. */
function dropFromList(
  queryClient: QueryClient,
  api: ApiClient,
  siteId: string,
  scheduleId: string,
): void {
  const { queryKey } = scheduleQueries.list(api, siteId);
  const uuid = scheduleId.toLowerCase();
  queryClient.setQueryData<ScheduleListResponse>(queryKey, (list) =>
    list
      ? { schedules: list.schedules.filter((schedule) => schedule.uuid.toLowerCase() !== uuid) }
      : list,
  );
  void queryClient.invalidateQueries({ queryKey });
}

/** Deletes, resending on a lost answer (then a 404 means done); keeps it for "Create it again". */
export function useDeleteSchedule(siteId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  /** Schedules whose delete lost an answer in this page: their 404 means done. */
  const answersLost = useRef(new Set<string>());
  return useMutation({
    mutationFn: (schedule: Schedule): Promise<DeleteOutcome> => {
      const uuid = schedule.uuid.toLowerCase();
      return deleteWithRetries(() => deleteSchedule(api, schedule.uuid), {
        answerLost: answersLost.current.has(uuid),
        onAnswerLost: () => answersLost.current.add(uuid),
      });
    },
    onSuccess: (outcome, schedule) => {
      answersLost.current.delete(schedule.uuid.toLowerCase());
      // A 404 at once says nothing about this account's right to write.
      if (outcome === 'deleted') recordSiteAccess(queryClient, api, siteId, undefined);
      rememberDeleted(queryClient, schedule);
      dropFromList(queryClient, api, siteId, schedule.uuid);
    },
    onError: (error) => recordSiteAccess(queryClient, api, siteId, error),
  });
}
