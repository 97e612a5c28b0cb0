/**
 * The sites' schedule and report lists the Sites page counted, kept in this browser for the
 * signed-in user, so that a revisit shows its counts at once while it reads them again
 * (docs/decisions/031-counts-kept-for-a-day.md). TanStack Query's per-query persister does the
 * keeping, expiry and checks; IndexedDB holds the entries as they are (no JSON).
 */
import {
  experimental_createQueryPersister,
  type AsyncStorage,
  type PersistedQuery,
} from '@tanstack/query-persist-client-core';
import type { Query, QueryClient } from '@tanstack/react-query';
import { clear, createStore, del, entries, get, keys, setMany, type UseStore } from 'idb-keyval';
import { whenIdle } from '#src/lib/scheduling/after-paint';
import { REPORTS_KEY, SCHEDULES_KEY } from './query-keys';

const DATABASE = 'report-scheduler-kept-lists';
const STORE = 'lists';

/** A day: older lists say too little of today to be worth showing. */
export const KEPT_LISTS_MAX_AGE_MS = 24 * 60 * 60_000;

/**
 * Longer lists are read again rather than kept: IndexedDB clones an entry on the main thread in
 * one task, and a longer list's was a task typing would wait behind (docs/performance-history.md).
 */
export const KEPT_LIST_MAX_ENTRIES = 1_000;

/** The entries of a list's answer (`{ schedules: [...] }`, `{ reports: [...] }`). */
function entriesOf(data: unknown): number {
  if (typeof data !== 'object' || data === null) return 0;
  return Math.max(
    0,
    ...Object.values(data).map((value) => (Array.isArray(value) ? value.length : 0)),
  );
}

/** The lists counted: `['schedules' | 'reports', 'list', siteId]`. */
function isCountedList(queryKey: readonly unknown[]): boolean {
  const [scope, kind, siteId] = queryKey;
  return (
    (scope === SCHEDULES_KEY[0] || scope === REPORTS_KEY[0]) &&
    kind === 'list' &&
    typeof siteId === 'string'
  );
}

/** Where the entries are kept: the persister's storage, and its keys alone for the restore. */
export interface KeptStorage extends AsyncStorage<PersistedQuery> {
  keys: () => Promise<string[]> | string[];
}

/** How long the lists read wait to be written together: one transaction for many reads. */
const WRITE_AFTER_MS = 2_000;

/**
 * List entries written per idle callback: IndexedDB clones them in that task, and all the lists
 * of 2 s of counting at once were a task a keystroke waited behind (docs/performance-history.md).
 */
const ENTRIES_PER_WRITE = 1_000;

/** Lists read and not yet written, for every user: erasing drops them too. */
const pending = new Map<string, PersistedQuery>();
let writeTimer: ReturnType<typeof setTimeout> | undefined;
let cancelIdleWrite: (() => void) | undefined;
/** The page's one listener for the tab being hidden is added. */
let writesOnHide = false;

/** The first lists of `lists`, in order, of `entryLimit` entries at most together (one at least). */
export function nextWrite<T extends { state: { data: unknown } }>(
  lists: ReadonlyMap<string, T>,
  entryLimit: number,
): [string, T][] {
  const written: [string, T][] = [];
  let entryCount = 0;
  for (const [key, list] of lists) {
    entryCount += entriesOf(list.state.data);
    if (written.length > 0 && entryCount > entryLimit) break;
    written.push([key, list]);
  }
  return written;
}

/** Writes the lists pending in a transaction, `entryLimit` list entries at most, the rest after. */
function writePending(store: UseStore, entryLimit = Infinity) {
  cancelIdleWrite?.();
  cancelIdleWrite = undefined;
  const written = nextWrite(pending, entryLimit);
  for (const [key] of written) pending.delete(key);
  // The rest in the next idle time.
  if (pending.size > 0 && entryLimit !== Infinity) {
    cancelIdleWrite = whenIdle(() => void writePending(store, entryLimit));
  }
  return setMany(written, store);
}

/**
 * The store: one database for every user, each user's entries under their own prefix. Writes are
 * gathered and made in one transaction when the page is idle: the counting reads lists four at a
 * time, and a transaction each was main-thread time a keystroke waited behind.
 */
function indexedDbStorage(): KeptStorage | null {
  if (typeof indexedDB === 'undefined') return null;
  const store = createStore(DATABASE, STORE);
  if (!writesOnHide) {
    writesOnHide = true;
    // A tab closed or left: written now, as the page may not run again.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden' && pending.size > 0) void writePending(store);
    });
  }
  return {
    getItem: (key) => pending.get(key) ?? get<PersistedQuery>(key, store),
    setItem: (key, value) => {
      pending.set(key, value);
      writeTimer ??= setTimeout(() => {
        writeTimer = undefined;
        // Written by the writes under way, if there are.
        cancelIdleWrite ??= whenIdle(() => void writePending(store, ENTRIES_PER_WRITE));
      }, WRITE_AFTER_MS);
    },
    removeItem: (key) => {
      pending.delete(key);
      return del(key, store);
    },
    entries: () => entries<string, PersistedQuery>(store),
    keys: () => keys<string>(store),
  };
}

/** Erases every user's kept lists (sign-out, or another user signing in). */
export function eraseKeptLists(): Promise<void> {
  pending.clear();
  clearTimeout(writeTimer);
  writeTimer = undefined;
  cancelIdleWrite?.();
  if (typeof indexedDB === 'undefined') return Promise.resolve();
  return clear(createStore(DATABASE, STORE));
}

/** A short fixed-length name for an owner, so the user's name is not a key in the database. */
function ownerTag(owner: string): string {
  let hash = 0x811c9dc5;
  for (const char of owner) hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193) >>> 0;
  return hash.toString(36);
}

export interface KeptLists {
  /** Puts the kept lists the cache lacks into it, marked stale; the oldest one's time, or null. */
  restore(queryClient: QueryClient): Promise<number | null>;
  /** Keeps every counted list the cache reads from now on; returns the stop. */
  keep(queryClient: QueryClient): () => void;
}

interface KeptListsOptions {
  /** The signed-in user: their lists alone are restored. */
  owner: string;
  /** Where the lists come from (an API's address, or the demo): another source's are not used. */
  source: string;
  /** IndexedDB unless given (tests); none where the browser has none. */
  storage?: KeptStorage | null;
}

export function createKeptLists({
  owner,
  source,
  storage = indexedDbStorage(),
}: KeptListsOptions): KeptLists {
  const prefix = `lists-${ownerTag(owner)}`;
  const persister = experimental_createQueryPersister<PersistedQuery>({
    storage,
    prefix,
    buster: source,
    maxAge: KEPT_LISTS_MAX_AGE_MS,
    // IndexedDB clones the entry itself.
    serialize: (entry) => entry,
    deserialize: (entry) => entry,
  });

  return {
    async restore(queryClient) {
      if (!storage) return null;
      // The keys alone: each entry is read once, by the persister, which checks its age and source.
      const stored = await storage.keys();
      let oldest: number | null = null;
      const restoring = stored
        .filter((key) => key.startsWith(`${prefix}-`))
        .map((key) => key.slice(prefix.length + 1))
        // A list the cache has already is as new, or newer.
        .filter((hash) => queryClient.getQueryCache().get(hash)?.state.data === undefined)
        .map((hash) =>
          persister.retrieveQuery(hash, (entry) => {
            if (!isCountedList(entry.queryKey)) return;
            if (queryClient.getQueryData(entry.queryKey) !== undefined) return;
            const updatedAt = entry.state.dataUpdatedAt;
            queryClient.setQueryData(entry.queryKey, entry.state.data, { updatedAt });
            // Shown as the last count, and read again: the counting reads what is stale.
            void queryClient.invalidateQueries({
              queryKey: entry.queryKey,
              exact: true,
              refetchType: 'none',
            });
            oldest = Math.min(oldest ?? updatedAt, updatedAt);
          }),
        );
      await Promise.all(restoring);
      // The restored entries are set in the task after each read (the persister's schedule).
      await new Promise((resolve) => setTimeout(resolve, 0));
      void persister.persisterGc();
      return oldest;
    },
    keep(queryClient) {
      return queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        if (event.action.manual) return;
        const query: Query = event.query;
        if (!isCountedList(query.queryKey)) return;
        if (entriesOf(query.state.data) <= KEPT_LIST_MAX_ENTRIES) {
          void persister.persistQuery(query);
        } else {
          // Not kept: an older copy kept before would be put back as if it were the last read.
          void storage?.removeItem(`${prefix}-${query.queryHash}`);
        }
      });
    },
  };
}
