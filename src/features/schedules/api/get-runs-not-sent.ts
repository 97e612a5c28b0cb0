/** Schedules whose last due run sent no report (docs/decisions/018), matched in steps per list read. */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { memoByObject } from '#src/domain/memo';
import { indexReports } from '#src/domain/report-index';
import { scheduleRunStates, type RunState } from '#src/domain/run-states';
import { siteDeliverySteps, siteTitlesOf, type SiteDelivery } from '#src/domain/runs-not-sent';
import type { CalendarZones } from '#src/domain/schedule-rule';
import type { Schedule } from '#src/domain/schemas';
import { useApiClient } from '#src/lib/http/api-client-context';
import { reportQueries } from '#src/lib/site-reports/reports';
import { useSlicedResult } from '#src/lib/scheduling/use-sliced-result';

/** Uuids of schedules whose last due run likely sent no report; undefined while reports are unread. */
export function useLastRunsNotSent(
  siteId: string,
  schedules: readonly Schedule[],
  zones: CalendarZones,
): ReadonlySet<string> | undefined {
  const api = useApiClient();
  const { data, dataUpdatedAt } = useQuery(reportQueries.list(api, siteId));
  const matching = useMemo(
    () =>
      data &&
      (() =>
        markedSteps(
          // The reports as they were when read: each run is judged against that list.
          siteDeliverySteps(schedules, data.reports, {
            now: new Date(dataUpdatedAt),
            serviceTimeZone: zones.service,
          }),
        )),
    [data, dataUpdatedAt, schedules, zones.service],
  );
  return useSlicedResult(matching);
}

/** The matching's steps, then the schedules whose last due run is not sent. */
function* markedSteps(steps: Generator<void, SiteDelivery>): Generator<void, ReadonlySet<string>> {
  const delivery = yield* steps;
  const marked = new Set<string>();
  for (const [uuid, each] of delivery.bySchedule) if (each.lastDueNotSent) marked.add(uuid);
  return marked;
}

/** A schedule's runs in the service's retention with their states, oldest first. */
export type RunStatesOf = (schedule: Schedule) => readonly RunState[];

/**
 * Each schedule's runs with their states (the list's strips), asked per schedule shown: undefined
 * until `judged` (the site's matching has indexed its reports), null where the reports cannot be
 * read (no permission, an error). Kept per schedule object, so an unchanged row keeps its marks.
 */
export function useRunStates(
  siteId: string,
  schedules: readonly Schedule[],
  zones: CalendarZones,
  judged: boolean,
): RunStatesOf | null | undefined {
  const api = useApiClient();
  const { data, dataUpdatedAt, isError } = useQuery(reportQueries.list(api, siteId));
  return useMemo(() => {
    if (!data) return isError ? null : undefined;
    if (!judged) return undefined;
    const index = indexReports(data.reports);
    const context = {
      now: new Date(dataUpdatedAt),
      serviceTimeZone: zones.service,
      siteTitles: siteTitlesOf(schedules),
    };
    return memoByObject((schedule: Schedule) => scheduleRunStates(schedule, index, context));
  }, [data, dataUpdatedAt, isError, schedules, zones.service, judged]);
}
