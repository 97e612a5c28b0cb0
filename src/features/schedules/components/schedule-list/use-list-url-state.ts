import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import {
  DEFAULT_LIST_QUERY,
  listQueryString,
  parseListQuery,
  type ScheduleListQuery,
} from '#src/features/schedules/list-view';

/** A list setting changed by the user; anything but the page sends the list back to page 1. */
export type ListChanges = Partial<ScheduleListQuery>;

/** `'?b=2&a=1'` and `'b=2&a=1'` alike, as URLSearchParams writes them. */
function normalSearch(search: string): string {
  return new URLSearchParams(search).toString();
}

/**
 * The URL the list last wrote, ahead of the router: a write made before the router re-renders
 * with the previous one (two selects changed within a moment, a search settling just after a
 * sort) must start from it, not from the URL of the last render, or it drops that change.
 */
interface WrittenUrl {
  /** The query string every next write starts from. */
  search: string;
  /** Written and not yet seen in a render, oldest first. */
  pending: string[];
}

/** Brings `written` up to the location the router rendered. */
function reconcile(written: WrittenUrl, locationSearch: string): void {
  const seen = normalSearch(locationSearch);
  const index = written.pending.indexOf(seen);
  if (index >= 0) {
    // One of ours arrived; later ones may still be on their way.
    written.pending.splice(0, index + 1);
    if (written.pending.length === 0) written.search = seen;
  } else {
    // Back, Forward or a link: the URL is someone else's now.
    written.pending = [];
    written.search = seen;
  }
}

/**
 * The list's search, filter, sort, page size and page, kept in the URL
 * (`?q=&cadence=&sort=&size=&page=`) so a view can be linked to and Back steps through it. Every
 * setting goes into the URL through `update`, which starts from the URL last written (see
 * `WrittenUrl`), so no change is lost to another made before the page re-renders.
 *
 * The search box has its own state: the router applies URL changes in a transition, and an
 * input fed from the URL would lag behind fast typing. The first key of a search pushes a
 * history entry and the next ones replace it (one entry per search, not per key); the other
 * controls push one and carry the box's text along. So the box need follow the URL only when
 * the user moves through history (Back, Forward).
 *
 * The list follows the box at once (filtering and one page of rows are cheap); a search goes
 * into the URL a moment later, through `commitSearch` once the typing has settled (see
 * `SearchUrlSync`): a URL change re-renders every route, layout and link on the page, which
 * must not hold up the filtered rows. Until then the list shows the first page, as the URL
 * will.
 */
export function useListUrlState() {
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const query = useMemo(
    () => parseListQuery(new URLSearchParams(location.search)),
    [location.search],
  );

  const [searchText, setSearchTextState] = useState(query.text);
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    if (navigationType === 'POP') setSearchTextState(query.text);
  }

  const written = useRef<WrittenUrl>({ search: normalSearch(location.search), pending: [] });
  /** The text in the search box, as of the last key typed (a render may not have seen it). */
  const boxText = useRef(query.text);
  /** The search typed into the box that the URL does not have yet. */
  const typed = useRef<string | null>(null);

  // Before any event can reach the new page, so every write starts from what it shows.
  useLayoutEffect(() => {
    reconcile(written.current, location.search);
    if (navigationType === 'POP') {
      boxText.current = parseListQuery(new URLSearchParams(location.search)).text;
      typed.current = null;
    }
  }, [location.key, location.search, navigationType]);

  /**
   * The one way the list changes its URL: `changes` applied to the URL last written, with the
   * search box's text, back to the first page unless a page is given. A new history entry, or
   * with `replace` the current one replaced (the router state, such as a save's message, is
   * dropped either way).
   */
  const update = useCallback(
    (changes: ListChanges, options: { replace?: boolean } = {}) => {
      const current = parseListQuery(new URLSearchParams(written.current.search));
      const next: ScheduleListQuery = {
        ...current,
        text: boxText.current,
        ...changes,
        page: changes.page ?? 1,
      };
      // The box's text is in the URL now; a search settling later has nothing to add.
      typed.current = null;
      const search = listQueryString(next, new URLSearchParams(written.current.search));
      written.current.search = search;
      written.current.pending.push(search);
      void navigate({ search: search ? `?${search}` : '' }, { replace: options.replace ?? false });
    },
    [navigate],
  );

  /** A new search: shown at once, written to the URL (back to the first page) by commitSearch. */
  const setSearchText = useCallback((text: string) => {
    typed.current = text;
    boxText.current = text;
    setSearchTextState(text);
  }, []);

  /**
   * Writes the typed search `text` to the URL, if it is the latest one typed. A search that Back
   * or Forward replaced meanwhile, or that another setting already carried into the URL, is
   * dropped.
   */
  const commitSearch = useCallback(
    (text: string) => {
      if (typed.current === null || typed.current !== text) return;
      const current = parseListQuery(new URLSearchParams(written.current.search));
      if (text === current.text && current.page === 1) {
        typed.current = null;
        return;
      }
      update({ text, page: 1 }, { replace: current.text !== '' });
    },
    [update],
  );

  /** Search and cadence back to all; the sort order and page size stay, as they hide nothing. */
  const clearFilters = useCallback(() => {
    boxText.current = '';
    setSearchTextState('');
    update({ text: DEFAULT_LIST_QUERY.text, cadence: DEFAULT_LIST_QUERY.cadence });
  }, [update]);

  /** The query string ('?q=…&page=2') of a page of the current view, search box included. */
  const pageSearch = useCallback(
    (page: number) =>
      `?${listQueryString({ ...query, text: searchText, page }, new URLSearchParams(location.search))}`,
    [query, searchText, location.search],
  );

  return { query, searchText, setSearchText, commitSearch, update, clearFilters, pageSearch };
}
