/** PATCH /site_reports/schedules/{uuid}. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateScheduleRequest } from '#src/domain/schemas';
import { useApiClient } from '#src/lib/http/api-client-context';
import { retryDelayMs, shouldRetryUpdate } from '#src/lib/http/request-policy';
import { scheduleQueries } from '#src/lib/site-reports/schedules';
import { recordSiteAccess } from './get-site-access';
import { updateSchedule } from '#src/lib/site-reports/schedules';

/** PATCHes the changed fields, retried once if the network dropped; pending until the list is fresh. */
export function useUpdateSchedule(siteId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ scheduleId, changes }: { scheduleId: string; changes: UpdateScheduleRequest }) =>
      updateSchedule(api, scheduleId, changes),
    retry: shouldRetryUpdate,
    retryDelay: retryDelayMs,
    onSuccess: () => {
      recordSiteAccess(queryClient, api, siteId, undefined);
      return queryClient.invalidateQueries({
        queryKey: scheduleQueries.list(api, siteId).queryKey,
      });
    },
    onError: (error) => recordSiteAccess(queryClient, api, siteId, error),
  });
}
