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

const NONE: ReadonlySet<string> = new Set();

/**
 * The rows a key typed renders at once: those that fill the window below the page's controls.
 * The rest of the page follows once that frame is painted (useValueAfterPaint): a 25-row page's
 * rest, drawn before the paint as a deferred render would, doubled the work between the commit
 * and the paint (issue 31's traces).
 */
function firstItemCount(itemHeight: number): number {
  return Math.max(1, Math.ceil((window.innerHeight - ABOVE_ROWS_PX.schedules) / itemHeight));
}

/**
 * The schedules the list shows for its URL state and the search box's `searchText`: every match
 * (`filtered`), the page of them (`view`) and the rows to render now (`items`). Sorting runs
 * once per order and data; a key typed filters the sorted list and pages it in the same render.
 */
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
    const timer = window.setTimeout(() => prepareSearch(sorted), 300);
    return () => window.clearTimeout(timer);
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
  /*
   * A key typed into the search first renders the rows of the new page that fill the screen,
   * and the rest of the page once they are painted: the rows the user sees appear without
   * waiting for the ones below the fold, and typing on keeps deferring those. Only typing does:
   * a new page, sort or list is drawn whole, so that nothing below the rows jumps and no row
   * with focus goes for a frame.
   */
  const paintedSearch = useValueAfterPaint(searchText, searchText);
  const firstCount = firstItemCount(itemHeight);
  const items = paintedSearch === searchText ? view.items : view.items.slice(0, firstCount);
  const filtering = isFiltered({
    text: searchText,
    cadence: query.cadence,
    reports: query.reports,
  });
  return { filtered, view, items, filtering };
}
