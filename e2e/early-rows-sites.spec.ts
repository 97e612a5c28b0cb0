/**
 * A signed-in cold load of the Sites page draws its first rows before the app's code has run
 * (src/startup/early-rows.ts, docs/decisions/032-sites-rows-before-the-app.md), in the signed-in
 * frame the page at `/` carries beside the sign-in one. What a user sees, watched in the DOM from
 * before the first byte: the sign-in form never, the rows drawn first are the page's own, and they
 * neither move nor go when the app takes over.
 */
import { expect, test } from './test';
import type { Page } from '@playwright/test';
import { RECENT_SITES_KEY } from '#src/features/sites/recent-sites';
import { ACME_SITE_ID } from '#src/mock-service/directory';
import { openSignedIn } from './fixtures';

/** One moment of the page: who drew it, the rows' site names, the first row's top. */
interface Seen {
  frame: boolean;
  signInShown: boolean;
  names: string[];
  top: number | null;
}

async function watchTheSites(page: Page) {
  await page.addInitScript(() => {
    const seen: Seen[] = [];
    Object.assign(window, { __seen: seen });
    const look = () => {
      const root = document.getElementById('root');
      if (!root) return;
      // The table's rows from md up, the cards on a phone.
      const rows = Array.from(root.querySelectorAll('table tbody tr, li.data-card'));
      const password = root.querySelector('input[type="password"]');
      const now: Seen = {
        frame: root.querySelector('[data-shell]') !== null,
        signInShown: password !== null && password.getClientRects().length > 0,
        names: rows.map((row) => row.querySelector('a.site-link')?.textContent ?? ''),
        top: rows[0] ? rows[0].getBoundingClientRect().top : null,
      };
      const last = seen.at(-1);
      if (!last || JSON.stringify(last) !== JSON.stringify(now)) seen.push(now);
    };
    new MutationObserver(look).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
    });
  });
}

/** A site opened before, as the Sites page remembers it (recent-sites.ts). */
async function rememberARecentSite(page: Page) {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    RECENT_SITES_KEY,
    JSON.stringify([{ id: ACME_SITE_ID, name: 'Acme Marketing' }]),
  ] as const);
}

const readWatch = (page: Page) =>
  page.evaluate(() => (window as unknown as { __seen: Seen[] }).__seen);

/** The app's code waits for the rows, as on a slow phone; else which comes first is the machine's. */
async function holdTheAppsCodeForTheRows(page: Page) {
  await page.route(/\/assets\/app-[^/]+\.js$/, async (route) => {
    await page
      .locator('[data-early-rows="drawn"]')
      .waitFor({ state: 'attached', timeout: 20_000 })
      .catch(() => {});
    await route.continue();
  });
}

for (const recent of [false, true]) {
  test(`a signed-in reload of the Sites page draws its own first rows first, and they stay put${recent ? ', below "Recently opened"' : ''}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    if (recent) await rememberARecentSite(page);
    await holdTheAppsCodeForTheRows(page);
    await watchTheSites(page);
    await openSignedIn(page, 'demo', '/');
    const table = page.getByRole('table', { name: 'Your sites' });
    await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('[data-shell]')).toHaveCount(0);
    // Every page in: the "Loading sites" line has gone from the count's line.
    await expect(page.getByText(/^Loading sites:/)).toHaveCount(0, { timeout: 20_000 });
    if (recent) await expect(page.getByRole('heading', { name: 'Recently opened' })).toBeVisible();

    const seen = await readWatch(page);
    const history = JSON.stringify(
      seen.map((moment) => ({ ...moment, names: moment.names.length })),
    );
    // Never the sign-in form, even for a moment: the tab has a session.
    expect(
      seen.some((moment) => moment.signInShown),
      history,
    ).toBe(false);
    const withRows = seen.filter((moment) => moment.names.length > 0);
    const drawnEarly = withRows[0]!;
    expect(drawnEarly.frame, history).toBe(true);
    // The app's first render: the same rows first (later pages may add others before them).
    const appsFirst = withRows.find((moment) => !moment.frame);
    expect(appsFirst, history).toBeDefined();
    expect(appsFirst!.names.slice(0, drawnEarly.names.length)).toEqual(drawnEarly.names);
    // In one place from the first drawing to the last page in, and never gone.
    for (const moment of withRows) expect(moment.top, history).toBe(drawnEarly.top);
    expect(
      seen.slice(seen.indexOf(drawnEarly)).every((moment) => moment.names.length > 0),
      history,
    ).toBe(true);
  });
}

test("a phone's reload of the Sites page: no rows drawn early, and the app's first render has the sites", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await watchTheSites(page);
  await openSignedIn(page, 'demo', '/');
  await expect(page.getByRole('link', { name: 'Acme Marketing' })).toBeVisible({
    timeout: 20_000,
  });
  const seen = await readWatch(page);
  const history = JSON.stringify(seen.map((moment) => ({ ...moment, names: moment.names.length })));
  expect(
    seen.some((moment) => moment.signInShown),
    history,
  ).toBe(false);
  expect(seen.filter((moment) => moment.frame).every((moment) => moment.names.length === 0)).toBe(
    true,
  );
  // The frame, then the page with its sites: not "Loading your sites…" in between.
  const app = seen.filter((moment) => !moment.frame);
  expect(app[0]!.names.length, history).toBeGreaterThan(0);
});
test('a visitor without a session gets the sign-in page, with no rows drawn', async ({ page }) => {
  await watchTheSites(page);
  await page.goto('/');
  await expect(page.getByLabel('Password')).toBeVisible();
  const seen = await readWatch(page);
  expect(seen.every((moment) => moment.names.length === 0)).toBe(true);
});
