import {
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import {
  parseReportListQuery,
  reportListQueryString,
  type ReportListQuery,
} from '#src/features/reports/report-list-view';

/** `'?b=2&a=1'` and `'b=2&a=1'` alike, as URLSearchParams writes them. */
function normalSearch(search: string): string {
  return new URLSearchParams(search).toString();
}

/**
 * The Sent reports page's search, likely schedule and page, kept in the address
 * (`?q=&likely=&page=`), as the schedule list keeps its own (use-list-url-state.ts, whose
 * reasons hold here):
 *
 * - The search box has its own state, so fast typing never waits for the router; the address
 *   follows once the page has drawn the matching reports (a deferred value), replacing the
 *   entry, so Back leaves the page rather than undoing letters. Back and Forward put the
 *   address's search back in the box.
 * - Every write starts from the address last written, not the one last rendered (the router
 *   applies a navigation in a transition), so a filter chosen while a search is on its way to
 *   the address does not drop it, nor the search the filter.
 * - A new search or filter goes back to the first page.
 */
export function useReportListUrl() {
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const query = useMemo(
    () => parseReportListQuery(new URLSearchParams(location.search)),
    [location.search],
  );

  const [searchText, setSearchTextState] = useState(query.text);
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    if (navigationType === 'POP') setSearchTextState(query.text);
  }

  /** The query string every next write starts from, and those written but not yet rendered. */
  const written = useRef({ search: normalSearch(location.search), pending: [] as string[] });
  /** The box's text as of the last key typed (a render may not have seen it yet). */
  const boxText = useRef(query.text);

  useLayoutEffect(() => {
    const seen = normalSearch(location.search);
    const { pending } = written.current;
    const index = pending.indexOf(seen);
    if (index >= 0) {
      // One of ours arrived; later ones may still be on their way.
      pending.splice(0, index + 1);
      if (pending.length === 0) written.current.search = seen;
    } else {
      // Back, Forward or a link: the address is someone else's now.
      written.current = { search: seen, pending: [] };
    }
    if (navigationType === 'POP')
      boxText.current = parseReportListQuery(new URLSearchParams(location.search)).text;
  }, [location.key, location.search, navigationType]);

  /** The one way the page changes its address; back to the first page unless a page is given. */
  const update = useCallback(
    (changes: Partial<ReportListQuery>, options: { replace?: boolean } = {}) => {
      const base = new URLSearchParams(written.current.search);
      const next: ReportListQuery = {
        ...parseReportListQuery(base),
        text: boxText.current,
        ...changes,
        page: changes.page ?? 1,
      };
      const search = reportListQueryString(next, base);
      if (search === written.current.search) return;
      written.current.search = search;
      written.current.pending.push(search);
      void navigate({ search: search ? `?${search}` : '' }, { replace: options.replace ?? false });
    },
    [navigate],
  );

  /** A key typed: the reports follow at once, the address once `commitSearch` is called. */
  const setSearchText = useCallback((text: string) => {
    boxText.current = text;
    setSearchTextState(text);
  }, []);

  /** Writes a settled search to the address, unless it is already there or was typed over. */
  const commitSearch = useCallback(
    (text: string) => {
      if (text !== boxText.current) return;
      const current = parseReportListQuery(new URLSearchParams(written.current.search));
      if (text.trim() === current.text.trim()) return;
      update({ text }, { replace: true });
    },
    [update],
  );

  const settled = useDeferredValue(searchText);
  useEffect(() => commitSearch(settled), [settled, commitSearch]);

  const setLikely = useCallback((likely: string) => update({ likely }), [update]);
  const setPage = useCallback((page: number) => update({ page }), [update]);

  /** Search and filter back to all. */
  const clearFilters = useCallback(() => {
    boxText.current = '';
    setSearchTextState('');
    update({ text: '', likely: '' });
  }, [update]);

  /** The query string ('?q=…&page=2') of a page of the current view: the page links' hrefs. */
  const pageSearch = useCallback(
    (page: number) =>
      `?${reportListQueryString({ ...query, text: searchText, page }, new URLSearchParams(location.search))}`,
    [query, searchText, location.search],
  );

  return {
    query,
    searchText,
    setSearchText,
    setLikely,
    setPage,
    clearFilters,
    pageSearch,
  };
}
