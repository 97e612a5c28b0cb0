/**
 * The site directory of 1,000 sites read side by side (page-read-ahead.ts): at most 4 pages of
 * GET /sites in flight, every site once and in order, with the app's own retry policy (a 503 is
 * read again, a 429's Retry-After holds every read back) and a page that keeps failing reported
 * as before.
 */
import { waitFor, act } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useSiteDirectory, type SiteDirectory } from '#src/features/sites/use-site-directory';
import { setupMockApi } from '#tests/support/mock-api';
import { renderHookWithApp } from '#tests/support/render';

const SITE_COUNT = 1_000;
const mockApi = setupMockApi({ siteCount: SITE_COUNT });

const SITES_URL = '*/v1/sites';
/** Long enough for a 503's retries (up to about 7 s of backoff) on a busy machine. */
const SLOW = { timeout: 20_000 };

/** The directory hook with the app's own query client, which retries reads as the app does. */
function renderDirectory() {
  return renderHookWithApp(() => useSiteDirectory(), { retries: true });
}

interface SitesRead {
  offset: number;
  startedAt: number;
  status?: number;
  answeredAt?: number;
}

/**
 * Every read of GET /sites as the service sees it, each answered after a short wait so reads
 * overlap; `answer` may answer one instead of the service (a failure), by its offset and how
 * many reads of that offset came before.
 */
function watchSitesReads(
  answer: (offset: number, earlier: number) => Response | undefined = () => undefined,
) {
  const reads: SitesRead[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  mockApi.server.use(
    http.get(SITES_URL, async ({ request }) => {
      const offset = Number(new URL(request.url).searchParams.get('offset') ?? '0');
      const earlier = reads.filter((read) => read.offset === offset).length;
      const read: SitesRead = { offset, startedAt: performance.now() };
      reads.push(read);
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      try {
        await delay(40);
        const failure = answer(offset, earlier);
        read.status = failure?.status ?? 200;
        return failure;
      } finally {
        read.answeredAt = performance.now();
        inFlight -= 1;
      }
    }),
  );
  return { reads, mostInFlight: () => mostInFlight };
}

const failure = (status: number, headers: Record<string, string> = {}) =>
  HttpResponse.json({ message: 'Failed' }, { status, headers });

/** The ids the service lists, in its order. */
function servedIds(): string[] {
  return mockApi
    .service()
    .store.sites()
    .map((site) => site.id);
}

async function completeDirectory(result: { current: SiteDirectory }) {
  await waitFor(() => {
    expect(result.current).toMatchObject({ status: 'loaded', complete: true });
  }, SLOW);
  if (result.current.status !== 'loaded') throw new Error('not loaded');
  return result.current.sites.map((site) => site.id);
}

describe('the site directory read side by side', () => {
  it('keeps at most 4 reads in flight, and lists every site once, in order', async () => {
    const watch = watchSitesReads();
    const { result } = renderDirectory();

    expect(await completeDirectory(result)).toEqual(servedIds());
    expect(servedIds()).toHaveLength(SITE_COUNT);
    expect(watch.mostInFlight()).toBe(4);
    // Each page once: the first alone, then the rest by offset.
    expect(watch.reads.map((read) => read.offset).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 10 }, (_, page) => page * 100),
    );
    expect(watch.reads[0]?.offset).toBe(0);
  });

  it('reads a page answered 503 again, and completes the list', async () => {
    const watch = watchSitesReads((offset, earlier) =>
      offset === 300 && earlier === 0 ? failure(503) : undefined,
    );
    const { result } = renderDirectory();

    expect(await completeDirectory(result)).toEqual(servedIds());
    expect(watch.reads.filter((read) => read.offset === 300).map((read) => read.status)).toEqual([
      503, 200,
    ]);
    expect(watch.mostInFlight()).toBeLessThanOrEqual(4);
  });

  it('holds every read back after a 429 until its Retry-After has passed, then completes', async () => {
    const watch = watchSitesReads((offset, earlier) =>
      offset === 200 && earlier === 0 ? failure(429, { 'Retry-After': '1' }) : undefined,
    );
    const { result } = renderDirectory();

    expect(await completeDirectory(result)).toEqual(servedIds());
    const limited = watch.reads.find((read) => read.status === 429)!;
    const after = watch.reads.filter((read) => read.startedAt > limited.answeredAt!);
    // The directory knows of the 429 once it has read its body: each of the other reads in flight
    // with it (at most 3) may be answered meanwhile and start one more. Then none goes out until
    // its page is read again, a second later (without the hold, the pages left would go).
    const again = after.findIndex((read) => read.offset === 200);
    expect(again).toBeGreaterThanOrEqual(0);
    expect(again).toBeLessThanOrEqual(3);
    expect(after[again]!.startedAt - limited.answeredAt!).toBeGreaterThanOrEqual(950);
    expect(watch.mostInFlight()).toBeLessThanOrEqual(4);
  });

  it('keeps the sites so far when a page keeps failing, with its error and a way to go on', async () => {
    let failing = true;
    const watch = watchSitesReads((offset) =>
      failing && offset === 500 ? failure(503) : undefined,
    );
    const { result } = renderDirectory();

    await waitFor(
      () => expect(result.current).toMatchObject({ pageError: expect.anything() }),
      SLOW,
    );
    if (result.current.status !== 'loaded') throw new Error('not loaded');
    expect(result.current.complete).toBe(false);
    expect(result.current.sites.map((site) => site.id)).toEqual(servedIds().slice(0, 500));
    // Read once and retried as any read is: 3 times.
    expect(watch.reads.filter((read) => read.offset === 500)).toHaveLength(4);

    failing = false;
    const { resume } = result.current;
    act(() => resume());
    expect(await completeDirectory(result)).toEqual(servedIds());
    expect(watch.mostInFlight()).toBeLessThanOrEqual(4);
  });
});
