/**
 * A site's two large lists, its schedules and its sent reports, are fetched by a worker (ADR 035):
 * the browser receives their bodies off the page's main thread, at every width, both the list's
 * first read at start-up and the API client's reads after it.
 */
import { expect, test } from './test';
import type { Page } from '@playwright/test';
import { INITECH, INITECH_LIST_MS, listPath, openSignedIn } from './fixtures';

/** A site's schedule list or sent reports (not a single schedule, not a write). */
const LARGE_LIST = /\/v1\/site_reports(\/schedules)?\?site_id=/;

/**
 * The large lists' reads in the page's own Resource Timing (a worker's are in its own). Read by an
 * observer: the suite's clock (test.ts) fakes `performance`, whose entries are then always empty.
 */
async function listReads(page: Page) {
  return page.evaluate(
    (source) =>
      new Promise<string[]>((resolve) => {
        // Buffered: called at once with the entries so far (the page's scripts at least).
        new PerformanceObserver((entries, observer) => {
          observer.disconnect();
          resolve(
            entries
              .getEntries()
              .map((entry) => entry.name)
              .filter((name) => new RegExp(source).test(name)),
          );
        }).observe({ type: 'resource', buffered: true });
      }),
    LARGE_LIST.source,
  );
}

for (const { name, width } of [
  { name: 'a phone', width: 375 },
  { name: 'a laptop, its rows drawn before the app', width: 1280 },
]) {
  test(`on ${name}, Initech's lists are fetched by a worker, not by the page`, async ({ page }) => {
    test.setTimeout(INITECH_LIST_MS * 2);
    await page.setViewportSize({ width, height: 800 });
    const finished: string[] = [];
    page.on('requestfinished', (request) => {
      if (LARGE_LIST.test(request.url())) finished.push(request.url());
    });
    await openSignedIn(page, 'demo', listPath(INITECH));
    await expect(page.getByText('5,000 schedules', { exact: true }).first()).toBeVisible({
      timeout: INITECH_LIST_MS,
    });
    // The rows' recent runs come from the sent reports: both lists are in and read by then.
    await expect(page.getByRole('img', { name: /^Last (\d+ runs|run):/ }).first()).toBeVisible({
      timeout: INITECH_LIST_MS,
    });
    expect(finished.length).toBeGreaterThanOrEqual(2);
    expect(await listReads(page)).toEqual([]);
    expect(page.workers().map((worker) => new URL(worker.url()).pathname)).toContainEqual(
      expect.stringMatching(/\/fetch-worker[^/]*\.js$/),
    );
  });
}
