import { useEffect, useMemo } from 'react';
import type { CalendarZones } from '#src/domain/schedule-rule';
import type { Schedule } from '#src/domain/schemas';
import {
  filterSchedules,
  isFiltered,
  prepareSearch,
  sortSchedules,
  type ScheduleListQuery,
} from '#src/features/schedules/list-view';
import { ABOVE_ROWS_PX } from '#src/components/tokens';
import { paginate } from '#src/lib/url-state/list-pages';
import { useValueAfterPaint } from '#src/lib/scheduling/use-value-after-paint';
import { useWindowHeight } from '#src/lib/hooks/use-window-height';

const NONE: ReadonlySet<string> = new Set();

/** The rows a key typed renders at once, filling the window; the rest follow after the paint. */
function firstItemCount(windowHeight: number, itemHeight: number): number {
  return Math.max(1, Math.ceil((windowHeight - ABOVE_ROWS_PX.schedules) / itemHeight));
}

/** What the list shows for its URL state and `searchText`: matches, their page, rows to render now. */
export function useSchedulePage(
  schedules: readonly Schedule[],
  query: ScheduleListQuery,
  searchText: string,
  zones: CalendarZones,
  /** The height in px that one row, or one card, takes in the list: how many fill the window. */
  itemHeight: number,
  /** The schedules whose last run likely produced no report, once the reports are read. */
  notSent?: ReadonlySet<string>,
) {
  // The cadence order reads weekdays in the user's zone, as the cadence sentences do.
  const sorted = useMemo(
    () => sortSchedules(schedules, query.sort, zones.user),
    [schedules, query.sort, zones.user],
  );
  // The search looks in an index built once per list; build it while the user reads the page.
  useEffect(() => {
    let stop = () => {};
    const timer = window.setTimeout(() => {
      stop = prepareSearch(sorted);
    }, 300);
    return () => {
      window.clearTimeout(timer);
      stop();
    };
  }, [sorted]);
  // Until the reports are read, "Not sent" lists none rather than all.
  const only = query.reports === 'not-sent' ? (notSent ?? NONE) : undefined;
  const filtered = useMemo(
    () => filterSchedules(sorted, { text: searchText, cadence: query.cadence }, only),
    [sorted, searchText, query.cadence, only],
  );
  // A new search starts on the first page, before the URL says so.
  const page = searchText === query.text ? query.page : 1;
  const view = useMemo(() => paginate(filtered, page, query.size), [filtered, page, query.size]);
  // Typing draws what fills the screen first; a new page, sort or list whole, so nothing jumps.
  const paintedSearch = useValueAfterPaint(searchText, searchText);
  const firstCount = firstItemCount(useWindowHeight(), itemHeight);
  const items = paintedSearch === searchText ? view.items : view.items.slice(0, firstCount);
  const filtering = isFiltered({
    text: searchText,
    cadence: query.cadence,
    reports: query.reports,
  });
  return { filtered, view, items, filtering };
}
