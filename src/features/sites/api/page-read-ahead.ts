/**
 * Reads a platform list's pages side by side while an infinite query asks for them one by one:
 * each page's read also starts the next few (pagesAhead), and the query's next page takes the
 * read already in flight. The query still appends pages in order and still retries as reads are
 * retried (request-policy.ts), so rows arrive in order and a failure is reported as before.
 */
import { isRateLimited } from '#src/lib/http/request-policy';
import { pagesAhead, type PageRequest } from './platform-pages';

type PageParam = Required<PageRequest>;

/** Reads one page; `signal` aborts it. */
export type PageReader<Page> = (param: PageParam, signal: AbortSignal) => Promise<Page>;

interface ReadAhead<Page> {
  limit: number;
  read: Promise<Page>;
  abort: AbortController;
}

export interface PageReadAhead<Page extends { count: number }> {
  /** The page at `param`: the read ahead of it if one is in flight or done, else a new read. */
  read(param: PageParam, signal: AbortSignal, readPage: PageReader<Page>): Promise<Page>;
}

export function createPageReadAhead<Page extends { count: number }>(): PageReadAhead<Page> {
  let ahead = new Map<number, ReadAhead<Page>>();
  /** The list's length as the last page read gave it; unknown until the first page is in. */
  let count: number | undefined;
  let readsStarted = 0;
  /** After a 429: no read ahead until a read sent after it has been answered. */
  let heldAfterRead: number | null = null;
  /** Raised by each reset: a read sent before it says nothing about the list read now. */
  let generation = 0;

  function reset() {
    generation += 1;
    for (const entry of ahead.values()) entry.abort.abort();
    ahead = new Map();
    count = undefined;
    heldAfterRead = null;
  }

  function tracked(param: PageParam, signal: AbortSignal, readPage: PageReader<Page>) {
    readsStarted += 1;
    const id = readsStarted;
    const sentIn = generation;
    return readPage(param, signal).then(
      (page) => {
        if (sentIn !== generation) return page;
        count = page.count;
        if (heldAfterRead !== null && id > heldAfterRead) heldAfterRead = null;
        return page;
      },
      (error: unknown) => {
        // The reads already sent answer as they will; no more go out into the rate limit.
        if (sentIn === generation && isRateLimited(error)) heldAfterRead = readsStarted;
        throw error;
      },
    );
  }

  function readAheadOf(param: PageParam, readPage: PageReader<Page>) {
    if (count === undefined || heldAfterRead !== null) return;
    for (const next of pagesAhead({ count, limit: param.limit, offset: param.offset })) {
      if (ahead.has(next.offset)) continue;
      const abort = new AbortController();
      const read = tracked(next, abort.signal, readPage);
      // Its failure is the page's to report, once the query asks for that page.
      read.catch(() => {});
      ahead.set(next.offset, { limit: next.limit, read, abort });
    }
  }

  /** The read ahead at `param`, handed over once; those before it will never be asked for. */
  function take(param: PageParam): ReadAhead<Page> | undefined {
    let taken: ReadAhead<Page> | undefined;
    for (const [offset, entry] of ahead) {
      if (offset > param.offset) continue;
      ahead.delete(offset);
      if (offset === param.offset && entry.limit === param.limit) taken = entry;
      else entry.abort.abort();
    }
    return taken;
  }

  return {
    async read(param, signal, readPage) {
      // The first page starts the list afresh (a first read, a refresh, a reset).
      if (param.offset === 0) reset();
      const current = generation;
      const taken = take(param);
      readAheadOf(param, readPage);
      // The query cancelled (unmounted, refreshed, reset): so are the reads ahead of it.
      const cancel = () => {
        taken?.abort.abort();
        if (generation === current) reset();
      };
      signal.addEventListener('abort', cancel);
      try {
        // A read ahead that failed is taken once, as this attempt's failure: the query's
        // retry then reads afresh, after the wait its error asks for.
        const page = await (taken?.read ?? tracked(param, signal, readPage));
        if (!signal.aborted) readAheadOf(param, readPage);
        return page;
      } finally {
        signal.removeEventListener('abort', cancel);
      }
    },
  };
}
