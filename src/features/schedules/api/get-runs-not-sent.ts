/**
 * Which of a site's schedules had their last due run produce no report (docs/decisions/018): the
 * schedule list's mark and its "Not sent" filter. Reads the site's reports (the entry the Sent
 * reports page shares) beside its schedules and matches them once per list read, never per key
 * typed, a few milliseconds at a time after the first rows: matching Initech's 15,000 reports
 * and 5,000 schedules in one go held the page for a second and more at 4× CPU.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { siteDeliverySteps, type SiteDelivery } from '#src/domain/runs-not-sent';
import type { CalendarZones } from '#src/domain/schedule-rule';
import type { Schedule } from '#src/domain/schemas';
import { useApiClient } from '#src/lib/http/api-client-context';
import { reportQueries } from '#src/lib/http/site-reports-queries';
import { useSlicedResult } from '#src/lib/scheduling/use-sliced-result';

/**
 * The uuids of the schedules whose last due run likely produced no report; undefined until the
 * site's reports are read (or when they cannot be: the list then marks nothing).
 */
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
