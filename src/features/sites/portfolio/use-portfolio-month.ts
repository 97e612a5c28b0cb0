/**
 * The portfolio's month for the chart: the counted sites' days (`siteMonthSteps`), summed. Read
 * from the lists the counting cached, worked out in slices off the keystroke path, each site once
 * per pair of lists: a new snapshot adds the sites counted since, not the month again.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import { partialWords } from '#src/domain/portfolio';
import {
  siteMonthSteps,
  sumSiteMonths,
  type MonthContext,
  type PortfolioDay,
} from '#src/domain/portfolio-month';
import type { DayOfRuns } from '#src/domain/run-states';
import type { Report, Schedule } from '#src/domain/schemas';
import { useApiClient } from '#src/lib/http/api-client-context';
import { useSlicedResult } from '#src/lib/scheduling/use-sliced-result';
import { reportQueries } from '#src/lib/site-reports/reports';
import type { CountingSnapshot } from './report-counting';
import { useCountingSnapshot, usePortfolioZones } from './use-report-counting';

interface CountedSite {
  siteId: string;
  schedules: readonly Schedule[];
  reports: readonly Report[];
}

/** A site's days by its reports list, while that list lives; kept for its schedules and context. */
const known = new WeakMap<
  readonly Report[],
  { schedules: readonly Schedule[]; context: MonthContext; days: DayOfRuns[] }
>();

function* monthSteps(
  sites: readonly CountedSite[],
  context: MonthContext,
): Generator<void, PortfolioDay[]> {
  const months: { siteId: string; days: readonly DayOfRuns[] }[] = [];
  for (const { siteId, schedules, reports } of sites) {
    const cached = known.get(reports);
    if (cached?.schedules === schedules && cached.context === context) {
      months.push({ siteId, days: cached.days });
      continue;
    }
    const days = yield* siteMonthSteps(schedules, reports, context);
    known.set(reports, { schedules, context, days });
    months.push({ siteId, days });
    yield;
  }
  return sumSiteMonths(months, context);
}

/** The sites whose schedules and reports are both read: the chart's sites, and how many. */
function countedSites(
  snapshot: CountingSnapshot,
  reportsOf: (siteId: string) => readonly Report[] | undefined,
) {
  const sites: CountedSite[] = [];
  let counted = 0;
  let failed = 0;
  for (const [siteId, count] of snapshot.counts) {
    if (
      count.status === 'failed' ||
      (count.status === 'counted' && count.delivery.status === 'failed')
    ) {
      failed += 1;
      continue;
    }
    if (count.status !== 'counted' || count.delivery.status !== 'known') continue;
    const reports = reportsOf(siteId);
    if (!reports) continue;
    counted += 1;
    if (count.schedules.length > 0) sites.push({ siteId, schedules: count.schedules, reports });
  }
  return { sites, counted, failed };
}

export interface PortfolioMonth {
  /** Undefined until the first sites are worked out. */
  days: PortfolioDay[] | undefined;
  /** "Partial: 12 of 20 sites counted" while some are not; undefined once all are. */
  partial: string | undefined;
  /** The reader's zone, in which the days are read. */
  timeZone: string;
}

/** The last 30 days of the counted sites' runs, per day, in the user's zone. */
export function usePortfolioMonth(siteTotal: number): PortfolioMonth {
  const queryClient = useQueryClient();
  const api = useApiClient();
  const { zones, now } = usePortfolioZones();
  // Counting moves fast; the month follows when the page has time, never ahead of a keystroke.
  const snapshot = useDeferredValue(useCountingSnapshot());
  const context = useMemo<MonthContext>(
    () => ({ now, serviceTimeZone: zones.service, userTimeZone: zones.user }),
    [now, zones.service, zones.user],
  );
  const { sites, counted, failed } = useMemo(
    () =>
      countedSites(
        snapshot,
        (siteId) => queryClient.getQueryData(reportQueries.list(api, siteId).queryKey)?.reports,
      ),
    [snapshot, queryClient, api],
  );
  const start = useMemo(() => () => monthSteps(sites, context), [sites, context]);
  const days = useLastResult(useSlicedResult(start));
  const partial = partialWords({
    siteCount: Math.max(snapshot.counts.size, siteTotal),
    countedCount: counted,
    failedCount: failed,
    withReportsCount: sites.length,
    scheduleCount: 0,
  });
  return { days, partial, timeZone: zones.user };
}

/** The last value given that was not undefined: the chart stays while the next sites are added. */
function useLastResult<T>(value: T | undefined): T | undefined {
  const [last, setLast] = useState(value);
  if (value !== undefined && value !== last) setLast(value);
  return value ?? last;
}
