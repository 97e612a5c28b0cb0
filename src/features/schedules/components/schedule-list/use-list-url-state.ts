import { useCallback, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';
import {
  DEFAULT_LIST_QUERY,
  listQueryString,
  parseListQuery,
  type ScheduleListQuery,
} from '#src/features/schedules/list-view';

/**
 * The list's search, filter, sort and page, kept in the URL (`?q=&cadence=&sort=&page=`) so a
 * view can be linked to and Back steps through it.
 *
 * The search box has its own state: the router applies URL changes in a transition, and an
 * input fed from the URL would lag behind fast typing. The first key of a search pushes a
 * history entry and the next ones replace it (one entry per search, not per key); the other
 * controls push one and carry the box's text along. So the box need follow the URL only when
 * the user moves through history (Back, Forward).
 *
 * The list follows the box at once (filtering and one page of cards are cheap); a search goes
 * into the URL a moment later, through `commitSearch` once the typing has settled (see
 * `SearchUrlSync`): a URL change re-renders every route, layout and link on the page, which
 * must not hold up the filtered rows. Until then the list shows the first page, as the URL
 * will.
 */
export function useListUrlState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const query = useMemo(() => parseListQuery(searchParams), [searchParams]);

  const [searchText, setSearchTextState] = useState(query.text);
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    if (navigationType === 'POP') setSearchTextState(query.text);
  }

  const write = useCallback(
    (next: ScheduleListQuery, options: { replace: boolean }) => {
      setSearchParams(listQueryString(next, searchParams), { replace: options.replace });
    },
    [searchParams, setSearchParams],
  );

  /** The search typed into the box that the URL does not have yet. */
  const typed = useRef<string | null>(null);

  /** A new search: shown at once, written to the URL (back to the first page) by commitSearch. */
  const setSearchText = useCallback((text: string) => {
    typed.current = text;
    setSearchTextState(text);
  }, []);

  /**
   * Writes the typed search `text` to the URL, if it is the latest one typed. A search that Back
   * or Forward replaced meanwhile is dropped: the box shows the URL's.
   */
  const commitSearch = useCallback(
    (text: string) => {
      if (typed.current === null || typed.current !== text) return;
      typed.current = null;
      if (text === query.text && query.page === 1) return;
      write({ ...query, text, page: 1 }, { replace: query.text !== '' });
    },
    [query, write],
  );

  /** A new cadence or sort order: a new history entry, back to the first page. */
  const update = useCallback(
    (changes: Partial<Pick<ScheduleListQuery, 'cadence' | 'sort'>>) => {
      typed.current = null;
      write({ ...query, text: searchText, ...changes, page: 1 }, { replace: false });
    },
    [query, searchText, write],
  );

  /** Search and cadence back to all; the sort order stays, as it hides nothing. */
  const clearFilters = useCallback(() => {
    typed.current = null;
    setSearchTextState('');
    write({ ...DEFAULT_LIST_QUERY, sort: query.sort }, { replace: false });
  }, [query.sort, write]);

  /** The query string ('?q=…&page=2') of a page of the current view, search box included. */
  const pageSearch = useCallback(
    (page: number) => `?${listQueryString({ ...query, text: searchText, page }, searchParams)}`,
    [query, searchText, searchParams],
  );

  return { query, searchText, setSearchText, commitSearch, update, clearFilters, pageSearch };
}
