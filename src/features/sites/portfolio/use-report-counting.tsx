import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  use,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { CalendarZones } from '#src/domain/schedule-rule';
import { useApiClient } from '#src/lib/http/api-client-context';
import { watchTyping } from '#src/lib/scheduling/typing-pause';
import { useCalendarZones } from '#src/lib/session/use-calendar-zones';
import type { SiteReportFacts } from '#src/features/sites/site-directory-view';
import { useKeptCounts } from './use-kept-counts';
import {
  createReportCounting,
  WAITING,
  type CountingSnapshot,
  type ReportCounting,
  type SiteReportCount,
} from './report-counting';

interface Portfolio {
  /** Null until the page's first effects ran: rows then show "Counting…". */
  counting: ReportCounting | null;
  zones: CalendarZones;
  /** The instant next runs are counted from, fixed for the page. */
  now: Date;
  /** When the oldest of the counts kept from an earlier visit was read; null for none. */
  keptSince: number | null;
}

const PortfolioContext = createContext<Portfolio | null>(null);

/** Counts the sites' reports while mounted; made in an effect, so a lost render starts none. */
export function ReportCountingProvider({
  children,
  paused = false,
  sentReports = false,
  keepCounts = false,
}: {
  children: ReactNode;
  /** Nothing is read while true (a fan-out's cancelled find, or its run): the session ends. */
  paused?: boolean;
  /** Read sent reports too, after all schedules; a fan-out's chooser needs schedules alone. */
  sentReports?: boolean;
  /** Show the counts kept from an earlier visit first, and keep these for the next (the Sites page). */
  keepCounts?: boolean;
}) {
  const queryClient = useQueryClient();
  const api = useApiClient();
  const zones = useCalendarZones();
  const [now] = useState(() => new Date());
  const [counting, setCounting] = useState<ReportCounting | null>(null);
  const kept = useKeptCounts(keepCounts);
  const waiting = paused || !kept.ready;
  useEffect(() => {
    if (waiting) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- an external object's lifetime
      setCounting(null);
      return undefined;
    }
    const typing = watchTyping(document);
    const created = createReportCounting({
      queryClient,
      api,
      serviceTimeZone: zones.service,
      now,
      readSentReports: sentReports,
      typing,
    });
    setCounting(created);
    return () => {
      created.dispose();
      typing.dispose();
    };
  }, [queryClient, api, zones.service, now, waiting, sentReports]);
  const { keptSince } = kept;
  const portfolio = useMemo(
    () => ({ counting, zones, now, keptSince }),
    [counting, zones, now, keptSince],
  );
  return <PortfolioContext value={portfolio}>{children}</PortfolioContext>;
}

function usePortfolio(): Portfolio {
  const portfolio = use(PortfolioContext);
  if (!portfolio) throw new Error('Portfolio hooks must be used inside <ReportCountingProvider>');
  return portfolio;
}

const EMPTY: CountingSnapshot = {
  counts: new Map(),
  progress: { total: 0, counted: 0, failed: 0, active: true, rateLimitSecondsLeft: null },
};
const noSubscription = () => () => {};

/** The counting session, for its actions (retry, refresh); null for the first render. */
export function useReportCounting(): ReportCounting | null {
  return usePortfolio().counting;
}

/** When the oldest count kept from an earlier visit was read; null when none is shown. */
export function useKeptSince(): number | null {
  return usePortfolio().keptSince;
}

export function usePortfolioZones(): { zones: CalendarZones; now: Date } {
  const { zones, now } = usePortfolio();
  return { zones, now };
}

/** Every site's count and the progress; a new object whenever one of them changes. */
export function useCountingSnapshot(): CountingSnapshot {
  const { counting } = usePortfolio();
  return useSyncExternalStore(
    counting?.subscribe ?? noSubscription,
    counting?.getSnapshot ?? (() => EMPTY),
  );
}

/** One site's count: a row re-renders when its own count changes, not when another's does. */
export function useSiteReportCount(siteId: string): SiteReportCount {
  const { counting } = usePortfolio();
  const key = siteId.toLowerCase();
  return useSyncExternalStore(
    counting?.subscribe ?? noSubscription,
    () => counting?.getSnapshot().counts.get(key) ?? WAITING,
  );
}

/** Tells the counting which sites to count first: `order` from `countingOrder`. */
export function useCountingOrder(order: readonly string[]): void {
  const { counting } = usePortfolio();
  useEffect(() => {
    counting?.setOrder(order);
  }, [counting, order]);
}

const NOT_FILTERING = () => undefined;

/** Each counted site's report facts; followed only while `enabled`, so counts redraw nothing. */
export function useSiteReportFacts(
  enabled: boolean,
): (siteId: string) => SiteReportFacts | undefined {
  const { counting } = usePortfolio();
  const snapshot = useSyncExternalStore(
    enabled && counting ? counting.subscribe : noSubscription,
    () => (enabled && counting ? counting.getSnapshot() : EMPTY),
  );
  return useMemo(() => {
    if (!enabled) return NOT_FILTERING;
    return (siteId: string) => {
      const count = snapshot.counts.get(siteId.toLowerCase());
      if (count?.status !== 'counted') return undefined;
      const { delivery } = count;
      return {
        scheduleCount: count.summary.scheduleCount,
        notSentCount: delivery.status === 'known' ? delivery.notSent.length : undefined,
        record: delivery.status === 'known' ? delivery.record : undefined,
      };
    };
  }, [enabled, snapshot]);
}
