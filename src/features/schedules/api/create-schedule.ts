/** POST /site_reports/schedules, and what to do when its answer is lost. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { isSameSchedule } from '#src/domain/same-schedule';
import type { CreateScheduleRequest } from '#src/domain/schemas';
import { useApiClient } from '#src/lib/http/api-client-context';
import { scheduleQueries } from '#src/lib/site-reports/schedules';
import { recordSiteAccess } from './get-site-access';
import { createSchedule } from '#src/lib/site-reports/schedules';

/** Creates a schedule, never retried (a lost answer may mean it exists); pending until the list is fresh. */
export function useCreateSchedule(siteId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateScheduleRequest) => createSchedule(api, body),
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

/** After an ambiguous failure, whether a fresh list holds the schedule; unreadable: not created. */
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
