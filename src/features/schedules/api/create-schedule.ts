/** POST /site_reports/schedules, and what to do when its answer is lost. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { isSameSchedule } from '#src/domain/same-schedule';
import type { CreateScheduleRequest } from '#src/domain/schemas';
import { useApiClient } from '#src/lib/http/api-client-context';
import { scheduleQueries } from '#src/lib/http/site-reports-queries';
import { recordSiteAccess } from './get-site-access';

/**
 * Create a schedule. Never retried automatically: a create whose answer was lost may have
 * happened (see useWasCreatedAfterAll). Stays pending until the list is fresh again, so the list
 * the user lands on already shows the new schedule.
 */
export function useCreateSchedule(siteId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateScheduleRequest) => api.createSchedule(body),
    retry: false,
    onSuccess: () => {
      recordSiteAccess(queryClient, api, siteId, undefined);
      return queryClient.invalidateQueries({
        queryKey: scheduleQueries.list(api, siteId).queryKey,
      });
    },
    onError: (error) => recordSiteAccess(queryClient, api, siteId, error),
  });
}

/**
 * After a create failed ambiguously (timeout, network, 5xx) the schedule may exist anyway. The
 * returned check fetches the site's list afresh and looks for it as a roll-out's retry does
 * (`isSameSchedule`: title, frequency, runs and recipients), as the service returns no uuid. A
 * list that cannot be fetched counts as "not created".
 */
export function useWasCreatedAfterAll(siteId: string, serviceTimeZone: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useCallback(
    async (request: CreateScheduleRequest): Promise<boolean> => {
      try {
        const fresh = await queryClient.fetchQuery({
          ...scheduleQueries.list(api, siteId),
          staleTime: 0,
        });
        return fresh.schedules.some((schedule) =>
          isSameSchedule(schedule, request, serviceTimeZone),
        );
      } catch {
        return false;
      }
    },
    [api, queryClient, siteId, serviceTimeZone],
  );
}
