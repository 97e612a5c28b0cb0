/**
 * Reads a platform list's pages side by side while an infinite query asks for them one by one.
 * Once a page gives the list's length, the pages after the furthest sent are read on, up to
 * PAGE_READS_IN_FLIGHT at once, whether or not the query has asked for them yet; the query's
 * next page takes the read already in flight or done. The query still appends pages in order and
 * still retries as reads are retried (request-policy.ts), so rows arrive in order and a failure is
 * reported as before.
 */
import { isRateLimited } from '#src/lib/http/request-policy';
import { PAGE_READS_IN_FLIGHT, pagesAhead, type PageRequest } from './platform-pages';

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

/** The read ahead at `param`, handed over once; those before it will never be asked for. */
function take<Page>(ahead: Map<number, ReadAhead<Page>>, param: PageParam) {
  let taken: ReadAhead<Page> | undefined;
  for (const [offset, entry] of ahead) {
    if (offset > param.offset) continue;
    ahead.delete(offset);
    if (offset === param.offset && entry.limit === param.limit) taken = entry;
    else entry.abort.abort();
  }
  return taken;
}

export function createPageReadAhead<Page extends { count: number }>(): PageReadAhead<Page> {
  let ahead = new Map<number, ReadAhead<Page>>();
  /** The list's length as the last page read gave it; unknown until the first page is in. */
  let count: number | undefined;
  /** The furthest page sent: reading ahead goes on after it. */
  let furthest: PageParam | undefined;
  /** Reads sent and not yet answered, the query's own among them. */
  let inFlight = 0;
  /** The query's own reads waiting for one of those to be answered, each sent by calling it. */
  let waiting: (() => void)[] = [];
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
    furthest = undefined;
    heldAfterRead = null;
    inFlight = 0;
    const waited = waiting;
    waiting = [];
    for (const send of waited) send();
  }

  /** A read has been answered: the query's own waiting read goes first, then the reads ahead. */
  function answered(readPage: PageReader<Page>) {
    inFlight -= 1;
    const send = waiting.shift();
    if (send) send();
    else readOn(readPage);
  }

  function tracked(param: PageParam, signal: AbortSignal, readPage: PageReader<Page>) {
    readsStarted += 1;
    inFlight += 1;
    if (!furthest || param.offset > furthest.offset) furthest = param;
    const id = readsStarted;
    const sentIn = generation;
    return readPage(param, signal).then(
      (page) => {
        if (sentIn !== generation) return page;
        count = page.count;
        if (heldAfterRead !== null && id > heldAfterRead) heldAfterRead = null;
        answered(readPage);
        return page;
      },
      (error: unknown) => {
        if (sentIn === generation) {
          // The reads already sent answer as they will; no more go out into the rate limit.
          if (isRateLimited(error)) heldAfterRead = readsStarted;
          answered(readPage);
        }
        throw error;
      },
    );
  }

  /** Reads the pages after the furthest sent, while there is room in flight. */
  function readOn(readPage: PageReader<Page>) {
    if (count === undefined || heldAfterRead !== null || !furthest) return;
    const room = PAGE_READS_IN_FLIGHT - inFlight - waiting.length;
    for (const next of pagesAhead(
      { count, limit: furthest.limit, offset: furthest.offset },
      room,
    )) {
      const abort = new AbortController();
      const read = tracked(next, abort.signal, readPage);
      // Its failure is the page's to report, once the query asks for that page.
      read.catch(() => {});
      ahead.set(next.offset, { limit: next.limit, read, abort });
    }
  }

  /** The query's own read of `param`, sent once there is room in flight for it. */
  function readOwn(param: PageParam, signal: AbortSignal, readPage: PageReader<Page>) {
    if (inFlight < PAGE_READS_IN_FLIGHT) return tracked(param, signal, readPage);
    return new Promise<Page>((resolve, reject) => {
      waiting.push(() => {
        if (signal.aborted) reject(signal.reason);
        else tracked(param, signal, readPage).then(resolve, reject);
      });
    });
  }

  return {
    async read(param, signal, readPage) {
      // The first page starts the list afresh (a first read, a refresh, a reset).
      if (param.offset === 0) reset();
      const current = generation;
      const taken = take(ahead, param);
      readOn(readPage);
      // The query cancelled (unmounted, refreshed, reset): so are the reads ahead of it.
      const cancel = () => {
        taken?.abort.abort();
        if (generation === current) reset();
      };
      signal.addEventListener('abort', cancel);
      try {
        // A read ahead that failed is taken once, as this attempt's failure: the query's
        // retry then reads afresh, once there is room, after the wait its error asks for.
        return await (taken?.read ?? readOwn(param, signal, readPage));
      } finally {
        signal.removeEventListener('abort', cancel);
      }
    },
  };
}
