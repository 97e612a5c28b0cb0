/**
 * The Sites page of the demo's 1,000 sites, its ten pages of `GET /sites` read side by side
 * (src/features/sites/api/page-read-ahead.ts), through the demo's faults: a page answered 503
 * and then 200, a 429 with `Retry-After`. Every site is listed once, in the page's order.
 */
import { expect, test } from './test';
import type { Page } from '@playwright/test';
import type { FaultRule } from '#src/lib/demo/demo-faults';
import { demoSites } from '#src/mock-service/seed-sites';
import { openSignedIn, startDemoWithFaults, startDemoWithSites } from './fixtures';
import { siteLinks } from './site-directory';

const SITE_COUNT = 1000;
const ANSWER_MS = 150;

/** Ten pages, and a wait of `Retry-After`, on a busy machine. */
test.describe.configure({ timeout: 90_000 });

interface SitesRead {
  /** A request sent, or its answer (with its status). */
  event: 'sent' | 'answered';
  offset: string;
  status?: number;
  at: number;
}

/**
 * Each request for `GET /sites?…` (the list, not one site) and each answer, as the page made and
 * heard them: recorded in the page, by its clock. Playwright's own events arrive by other routes,
 * so a request the page sent before an answer came could be told after it.
 */
async function watchSitesReads(page: Page): Promise<() => Promise<SitesRead[]>> {
  await page.addInitScript(() => {
    const reads: SitesRead[] = [];
    (window as unknown as { sitesReads: SitesRead[] }).sitesReads = reads;
    const send = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const request = input instanceof Request ? input : undefined;
      const url = new URL(request?.url ?? String(input), window.location.href);
      const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
      const answer = send(input, init);
      if (method !== 'GET' || !url.pathname.endsWith('/v1/sites')) return answer;
      const offset = url.searchParams.get('offset') ?? '0';
      reads.push({ event: 'sent', offset, at: performance.now() });
      answer.then(
        (response) =>
          reads.push({ event: 'answered', offset, status: response.status, at: performance.now() }),
        () => {},
      );
      return answer;
    };
  });
  return () => page.evaluate(() => (window as unknown as { sitesReads: SitesRead[] }).sitesReads);
}

/** The most requests of `reads` waiting for their answers at once. */
function mostInFlight(reads: readonly SitesRead[]): number {
  let inFlight = 0;
  let most = 0;
  for (const read of reads) {
    inFlight += read.event === 'sent' ? 1 : -1;
    most = Math.max(most, inFlight);
  }
  return most;
}

/** The 1,000-site demo with `listSites` failing as `rule` says, signed in on the Sites page. */
async function openSitesWithFault(page: Page, rule: FaultRule) {
  await startDemoWithSites(page, SITE_COUNT);
  // Each answer takes a moment, as a real service's does: time for reads to overlap.
  await startDemoWithFaults(page, { listSites: rule }, ANSWER_MS);
  const reads = await watchSitesReads(page);
  await openSignedIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Sites' })).toBeVisible();
  return reads;
}

/** Every site of the demo once, in the page's order (by name), once all are shown. */
async function expectEverySiteOnceInOrder(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: /^1,000 sites$/ })).toBeVisible({
    timeout: 60_000,
  });
  // The page draws a window of rows at a time, and more while "Show more" is in view: in a tall
  // window (once every page is read, so the reads are timed as a user's), a few steps draw all.
  // Scrolled to, the button may draw the last window itself, and be gone before a click lands.
  await page.setViewportSize({ width: 1280, height: 4_000 });
  const more = page.getByRole('button', { name: /^Show \d+ more/ });
  await expect(async () => {
    if (await more.isVisible()) await more.click({ timeout: 1_000 });
    await expect(siteLinks(page)).toHaveCount(SITE_COUNT, { timeout: 100 });
  }).toPass({ intervals: [0], timeout: 60_000 });
  const shown = await siteLinks(page).evaluateAll((links) =>
    links.map((link) => link.getAttribute('href')),
  );
  // The page's sort is by name, stable: equal names keep the order GET /sites gave them in.
  const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
  const expected = [...demoSites(SITE_COUNT).sites]
    .sort((a, b) => collator.compare(a.name, b.name))
    .map((site) => `/sites/${site.id}/schedules`);
  expect(shown).toEqual(expected);
}

test('a page answered 503 is read again, and every one of 1,000 sites is listed once, in order', async ({
  page,
}) => {
  const readsSoFar = await openSitesWithFault(page, { status: 503, after: 4, remaining: 1 });
  await expectEverySiteOnceInOrder(page);
  const reads = await readsSoFar();

  const answers = reads.filter((read) => read.event === 'answered');
  const failed = answers.filter((answer) => answer.status === 503);
  expect(failed).toHaveLength(1);
  const again = answers.filter((answer) => answer.offset === failed[0]!.offset);
  expect(again.map((answer) => answer.status)).toEqual([503, 200]);
  // Side by side, never more than 4 at once.
  expect(mostInFlight(reads)).toBeGreaterThan(1);
  expect(mostInFlight(reads)).toBeLessThanOrEqual(4);
});

test('a 429 holds the reads back for its Retry-After, then every one of 1,000 sites is listed once, in order', async ({
  page,
}) => {
  const readsSoFar = await openSitesWithFault(page, {
    status: 429,
    after: 2,
    remaining: 1,
    retryAfterSeconds: 2,
  });
  await expectEverySiteOnceInOrder(page);
  const reads = await readsSoFar();

  const limited = reads.find((read) => read.status === 429);
  if (!limited) throw new Error('No read of GET /sites was answered 429');
  // The page knows of the 429 once it has read its body: each of the other reads in flight with
  // it (at most 3) may be answered meanwhile and start one more. Then none goes out until its page
  // is read again, once Retry-After has passed (without the hold, the pages left would go).
  const sentAfter = reads.filter((read) => read.event === 'sent' && read.at > limited.at);
  const again = sentAfter.findIndex((read) => read.offset === limited.offset);
  expect(again).toBeGreaterThanOrEqual(0);
  expect(again).toBeLessThanOrEqual(3);
  expect(sentAfter[again]!.at - limited.at).toBeGreaterThanOrEqual(1_900);
  expect(mostInFlight(reads)).toBeLessThanOrEqual(4);
});
