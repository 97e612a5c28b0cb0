import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';

/** What every list keeps in the address: its search box's text and the page shown. */
export interface ListQueryBase {
  text: string;
  /** 1-based. */
  page: number;
}

/** How one list reads its settings from the address and writes them back. */
export interface ListQueryCodec<Q extends ListQueryBase> {
  parse: (params: URLSearchParams) => Q;
  /** The query string of `query`, the parameters of `base` the list does not own kept. */
  write: (query: Q, base: URLSearchParams) => string;
  /** Whether a search's first key adds a history entry (Back undoes it) or replaces one. */
  searchAddsEntry: boolean;
}

/** `'?b=2&a=1'` and `'b=2&a=1'` alike, as URLSearchParams writes them. */
function normalSearch(search: string): string {
  return new URLSearchParams(search).toString();
}

/** The address last written, ahead of the router: a write before its re-render starts from it. */
interface WrittenUrl {
  search: string;
  /** Written, not yet seen in a render; oldest first. */
  pending: string[];
}

function reconcile(written: WrittenUrl, locationSearch: string): void {
  const seen = normalSearch(locationSearch);
  const index = written.pending.indexOf(seen);
  if (index >= 0) {
    // One of ours arrived; later ones may still be on their way.
    written.pending.splice(0, index + 1);
    if (written.pending.length === 0) written.search = seen;
  } else {
    // Back, Forward or a link: the address is someone else's now.
    written.pending = [];
    written.search = seen;
  }
}

/**
 * A list's search, filters, sort and page, kept in the address so a view can be linked to and
 * Back steps through it. The search box has its own state, as an input fed from the address would
 * lag behind typing; it reaches the address through `commitSearch` once typing settles.
 */
export function useListUrl<Q extends ListQueryBase>(codec: ListQueryCodec<Q>) {
  const { parse, write, searchAddsEntry } = codec;
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const query = useMemo(
    () => parse(new URLSearchParams(location.search)),
    [parse, location.search],
  );

  const [searchText, setSearchTextState] = useState(query.text);
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    if (navigationType === 'POP') setSearchTextState(query.text);
  }

  const written = useRef<WrittenUrl>({ search: normalSearch(location.search), pending: [] });
  // The box's text as of the last key (a render may not have seen it).
  const boxText = useRef(query.text);
  const typed = useRef<string | null>(null);

  // Before any event can reach the new page, so every write starts from what it shows.
  useLayoutEffect(() => {
    reconcile(written.current, location.search);
    if (navigationType === 'POP') {
      boxText.current = parse(new URLSearchParams(location.search)).text;
      typed.current = null;
    }
  }, [parse, location.key, location.search, navigationType]);

  /** The one write to the address: `changes` on the last written, back to page 1 unless given. */
  const update = useCallback(
    (changes: Partial<Q>, options: { replace?: boolean } = {}) => {
      const base = new URLSearchParams(written.current.search);
      const next: Q = {
        ...parse(base),
        text: boxText.current,
        ...changes,
        page: changes.page ?? 1,
      };
      // The box's text is in the address now; a search settling later has nothing to add.
      typed.current = null;
      const search = write(next, base);
      written.current.search = search;
      written.current.pending.push(search);
      void navigate({ search: search ? `?${search}` : '' }, { replace: options.replace ?? false });
    },
    [navigate, parse, write],
  );

  /** Shown at once; commitSearch writes it (back to page 1). */
  const setSearchText = useCallback((text: string) => {
    typed.current = text;
    boxText.current = text;
    setSearchTextState(text);
  }, []);

  /** Writes the typed search `text` if it is the latest typed and not yet in the address. */
  const commitSearch = useCallback(
    (text: string) => {
      if (typed.current === null || typed.current !== text) return;
      const current = parse(new URLSearchParams(written.current.search));
      if (text.trim() === current.text.trim() && current.page === 1) {
        typed.current = null;
        return;
      }
      update({ text, page: 1 } as Partial<Q>, {
        replace: !searchAddsEntry || current.text !== '',
      });
    },
    [parse, update, searchAddsEntry],
  );

  /** The search box emptied and `cleared` applied: the filters back to all. */
  const clearFilters = useCallback(
    (cleared: Partial<Q>) => {
      boxText.current = '';
      setSearchTextState('');
      update({ ...cleared, text: '' });
    },
    [update],
  );

  /** The query string ('?q=…&page=2') of a page of the current view, search box included. */
  const pageSearch = useCallback(
    (page: number) =>
      `?${write({ ...query, text: searchText, page }, new URLSearchParams(location.search))}`,
    [write, query, searchText, location.search],
  );

  return { query, searchText, setSearchText, commitSearch, update, clearFilters, pageSearch };
}
