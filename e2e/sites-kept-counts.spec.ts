/**
 * A revisit knows its counts (issue 52, part 6): the lists the Sites page counted are kept in this
 * browser for the signed-in user, shown at once on the next visit with their age, and read again.
 * Signing out erases them: the next user sees none of them, even for a moment.
 */
import { expect, test } from './test';
import type { Page } from '@playwright/test';
import { FAULTS_STORAGE_KEY } from '#src/mock-service/persistence';
import { SUITE_NOW } from '#tests/support/suite-clock';
import { ACME, COUNTED_DEMO_SITES, COUNTING_MS, openSignedIn, runOnCountedDemo } from './fixtures';
import { allCountedLine, siteLinks } from './site-directory';

runOnCountedDemo();

/** The words of the note on counts kept, two hours after the first visit. */
const KEPT_NOTE = 'Counts from your last visit, 2 hours ago, shown while they are read again.';

interface FirstSight {
  /** Acme's record when the kept counts first showed. */
  record: string;
  /** The schedule and report lists answered by then. */
  listsAnswered: number;
}

type Watched = Window & {
  acmeRecord: () => string | null;
  keptCountsSeen?: (record: string) => Promise<void>;
};

/** A schedule or report list's read: the Sites page counts each site from the two. */
const LIST_READ = /\/v1\/site_reports(\/schedules)?\?/;

/**
 * In the page: `acmeRecord()`, Acme Marketing's "Last 30 days" cell in words once counted. With
 * `note`, the first sight of the note on kept counts, given back: Acme's record then, and how many
 * lists had been answered by then. Those are counted from Playwright's events, not the page's
 * resource timing: the lists are fetched by a worker (off-page-fetch.ts), whose reads the page's
 * timeline does not hold.
 */
async function watchSitesPage(page: Page, note?: string): Promise<() => FirstSight | undefined> {
  let firstSight: FirstSight | undefined;
  if (note !== undefined) {
    let answered = 0;
    page.on('requestfinished', (request) => {
      if (LIST_READ.test(request.url())) answered += 1;
    });
    await page.exposeFunction('keptCountsSeen', (record: string) => {
      firstSight ??= { record, listsAnswered: answered };
    });
  }
  await page.addInitScript((keptNote) => {
    const watched = window as unknown as Watched;
    watched.acmeRecord = () => {
      const row = [...document.querySelectorAll('table tbody tr')].find(
        (each) => each.querySelector('a')?.textContent === 'Acme Marketing',
      );
      const words = row?.lastElementChild?.textContent ?? '';
      return /[\d,]+ of [\d,]+ sent/.test(words) ? words : null;
    };
    if (keptNote === undefined) return;
    new MutationObserver((_, observer) => {
      const record = watched.acmeRecord();
      if (record === null || !document.body.innerText.includes(keptNote)) return;
      void watched.keptCountsSeen?.(record);
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, note);
  return () => firstSight;
}

/** How many lists of `siteId` the browser keeps (kept-lists.ts's database). */
function keptKeysOf(page: Page, siteId: string) {
  return page.evaluate(
    (id) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('report-scheduler-kept-lists');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const keys = open.result.transaction('lists').objectStore('lists').getAllKeys();
          keys.onsuccess = () =>
            resolve(keys.result.filter((key) => String(key).includes(id)).length);
        };
      }),
    siteId,
  );
}

const acmeRecord = (page: Page) => page.evaluate(() => (window as unknown as Watched).acmeRecord());

test('a second visit shows every count kept before any list is read, with its age, then reads them again', async ({
  page,
  context,
}) => {
  await watchSitesPage(page);
  await openSignedIn(page, 'demo', '/');
  await expect(allCountedLine(page, COUNTED_DEMO_SITES)).toBeVisible({ timeout: COUNTING_MS });
  const record = await acmeRecord(page);
  expect(record).not.toBeNull();
  // Acme's two lists written (the page writes the lists read together, when idle).
  await expect.poll(() => keptKeysOf(page, ACME)).toBe(2);
  // The next visit's demo answers each request two seconds later: what shows before is kept.
  await page.evaluate(([key, settings]) => localStorage.setItem(key, settings), [
    FAULTS_STORAGE_KEY,
    JSON.stringify({ latencyMs: 2_000, failures: {} }),
  ] as const);
  await page.close();

  // The same browser two hours on: a new tab, signed in as the same user.
  const later = await context.newPage();
  await later.clock.install({ time: SUITE_NOW.getTime() + 2 * 3_600_000 });
  const firstSight = await watchSitesPage(later, KEPT_NOTE);
  await openSignedIn(later, 'demo', '/');
  await expect(later.getByText(KEPT_NOTE)).toBeVisible();
  await expect.poll(firstSight).toEqual({ record, listsAnswered: 0 });

  // Read again in the background, the counts shown meanwhile.
  await expect(later.getByText(/^Counting reports: [1-9]\d* of 20 sites$/).first()).toBeVisible({
    timeout: COUNTING_MS,
  });
  expect(await acmeRecord(later)).not.toBeNull();
});

test('after signing out and in as another user, none of the first user’s counts or sites shows', async ({
  page,
}) => {
  await openSignedIn(page, 'demo', '/');
  await expect(allCountedLine(page, COUNTED_DEMO_SITES)).toBeVisible({ timeout: COUNTING_MS });
  await expect(siteLinks(page).filter({ hasText: 'Globex Shop' })).toHaveCount(1);

  await page.getByRole('button', { name: 'Account: Dana Whitfield' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  // From here, everything the page ever shows is recorded: a flash of Globex would be caught.
  await page.evaluate(() => {
    const seen = new Set<string>();
    (window as unknown as { seenTexts: Set<string> }).seenTexts = seen;
    new MutationObserver(() => {
      const text = document.body.innerText;
      if (text.includes('Globex Shop')) seen.add('Globex Shop');
      if (text.includes('Counts from your last visit')) seen.add('kept note');
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await page.getByLabel('Username').fill('viewer');
  await page.getByLabel('Password').fill('viewer');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(siteLinks(page).filter({ hasText: 'Acme Marketing' })).toHaveCount(1);
  await expect(page.getByText(/^[\d,]+ of [\d,]+ sites? ha(s|ve) reports/).first()).toBeVisible({
    timeout: COUNTING_MS,
  });
  const seen = await page.evaluate(() => [
    ...(window as unknown as { seenTexts: Set<string> }).seenTexts,
  ]);
  expect(seen).toEqual([]);
  await expect(siteLinks(page).filter({ hasText: 'Globex Shop' })).toHaveCount(0);
});
