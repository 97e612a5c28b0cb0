/**
 * A page's reads as Resource Timing has them, its dedicated workers' included, on the page's
 * clock: the app fetches the large lists in a worker (src/lib/http/off-page-fetch.ts), and a
 * worker's reads are in its own timeline, not the page's.
 */
import type { Page } from '@playwright/test';

export interface Read {
  name: string;
  /** Request start and response end, in ms from the page's time origin. */
  start: number;
  end: number;
}

/** Serialised into the page and each worker: no named inner functions (tsx's `__name`). */
function timedReads(parts: readonly string[]) {
  return {
    origin: performance.timeOrigin,
    reads: performance
      .getEntriesByType('resource')
      .filter((entry) => parts.some((part) => entry.name.includes(part)))
      .map((entry) => ({
        name: entry.name,
        start: entry.startTime,
        end: (entry as PerformanceResourceTiming).responseEnd,
      })),
  };
}

/** The reads whose URL holds one of `parts`, the page's and its workers', by start. */
export async function readsOf(page: Page, parts: readonly string[]): Promise<Read[]> {
  const own = await page.evaluate(timedReads, parts);
  const theirs = await Promise.all(
    // A worker that has ended cannot be asked; its reads are gone with it.
    page.workers().map((worker) => worker.evaluate(timedReads, parts).catch(() => null)),
  );
  const shifted = theirs.flatMap((worker) => {
    if (!worker) return [];
    const shift = worker.origin - own.origin;
    return worker.reads.map((read) => ({
      ...read,
      start: read.start + shift,
      end: read.end + shift,
    }));
  });
  return [...own.reads, ...shifted].sort((a, b) => a.start - b.start);
}

/** Room in every worker's Resource Timing buffer (250 entries by default) for `size` reads. */
export function keepWorkerReads(page: Page, size: number): void {
  page.on('worker', (worker) => {
    worker.evaluate((room) => performance.setResourceTimingBufferSize(room), size).catch(() => {});
  });
}
