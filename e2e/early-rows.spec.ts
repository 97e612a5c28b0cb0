/**
 * A cold load of a big list draws its first rows before the app's code has run
 * (src/startup/early-rows.ts, docs/decisions/020-rows-before-the-app.md). What a user sees from the
 * navigation until the page has settled, watched in the DOM: the rows drawn first are the page's
 * own, nothing moves or goes when the app takes over, and focus and the count's announcement
 * come once.
 */
import { expect, test } from './test';
import type { Page } from '@playwright/test';
import { GLOBEX, INITECH, INITECH_LIST_MS, listPath, openSignedIn } from './fixtures';

/** One moment of the page: who drew it, the rows' titles, the first row's top. */
interface Seen {
  frame: boolean;
  titles: string[];
  top: number | null;
}

/**
 * Records every change of what the page shows (a MutationObserver from before the first byte),
 * with each focus on a heading and each text the live regions outside the inert frame say.
 */
async function watchTheList(page: Page) {
  await page.addInitScript(() => {
    const seen: Seen[] = [];
    const focused: string[] = [];
    const said: string[] = [];
    Object.assign(window, { __seen: seen, __focused: focused, __said: said });
    const look = () => {
      const root = document.getElementById('root');
      if (!root) return;
      const rows = Array.from(root.querySelectorAll('table tbody tr'));
      const titles = rows.map((row) => row.querySelector('th')?.textContent ?? '');
      const now: Seen = {
        frame: root.querySelector('[data-shell]') !== null,
        titles,
        top: rows[0] ? Math.round(rows[0].getBoundingClientRect().top) : null,
      };
      const last = seen.at(-1);
      if (!last || JSON.stringify(last) !== JSON.stringify(now)) seen.push(now);
      for (const region of root.querySelectorAll('[role="status"]')) {
        const text = region.textContent ?? '';
        if (text && !region.closest('[inert]') && said.at(-1) !== text) said.push(text);
      }
    };
    new MutationObserver(look).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
    });
    document.addEventListener('focusin', (event) => {
      const target = event.target as HTMLElement;
      if (/^H[1-6]$/.test(target.tagName)) focused.push(target.textContent ?? '');
    });
  });
}

async function readWatch(page: Page) {
  return page.evaluate(() => {
    const { __seen, __focused, __said } = window as unknown as {
      __seen: Seen[];
      __focused: string[];
      __said: string[];
    };
    return { seen: __seen, focused: __focused, said: __said };
  });
}

/**
 * Holds the app's code back until `ready` (or a moment), so that the rows start-up draws always
 * come first, as on a slow phone. Without it, which comes first is the machine's to decide.
 */
async function holdTheAppsCode(page: Page, ready?: () => Promise<unknown>) {
  await page.route(/\/assets\/app-[^/]+\.js$/, async (route) => {
    await (ready?.() ?? new Promise((resolve) => setTimeout(resolve, 1_500)));
    await route.continue();
  });
}

test("a cold load of Initech's list draws the page's own first rows first, and they stay put", async ({
  page,
}) => {
  await holdTheAppsCode(page, () =>
    page
      .locator('[data-early-rows="drawn"]')
      .waitFor({ state: 'attached', timeout: INITECH_LIST_MS }),
  );
  await watchTheList(page);
  await openSignedIn(page, 'demo', `${listPath(INITECH)}?sort=title&q=weekly`);
  const table = page.getByRole('table', { name: 'Report schedules' });
  await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: INITECH_LIST_MS });
  await expect(page.locator('[data-shell]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  const { seen, focused, said } = await readWatch(page);
  const history = JSON.stringify(
    seen.map(({ frame, titles, top }) => ({ frame, rows: titles.length, top })),
  );
  const withRows = seen.filter((moment) => moment.titles.length > 0);
  const final = seen.at(-1)!;
  expect(final.frame, history).toBe(false);
  expect(final.titles).toHaveLength(25);
  for (const title of final.titles) expect(title.toLowerCase()).toContain('weekly');
  // Drawn in the frame before the app, then by the app: the same rows, in the same place.
  expect(withRows[0]!.frame, history).toBe(true);
  for (const moment of withRows) {
    expect(moment.titles).toEqual(final.titles);
    expect(moment.top, history).toBe(final.top);
  }
  // The app's first render draws the page with its rows: no moment without them after.
  const firstWithRows = seen.indexOf(withRows[0]!);
  expect(
    seen.slice(firstWithRows).every((moment) => moment.titles.length > 0),
    history,
  ).toBe(true);
  // Focus and the count, once each.
  expect(focused).toEqual(['Report schedules']);
  expect(said.filter((text) => /schedules? match/.test(text))).toHaveLength(1);
});

test("a viewer's cold load of a site it cannot read draws no rows before the error", async ({
  page,
}) => {
  await holdTheAppsCode(page);
  await watchTheList(page);
  await openSignedIn(page, 'viewer', listPath(GLOBEX));
  await expect(page.getByRole('heading', { level: 1, name: 'No access to this site' })).toBeVisible(
    { timeout: INITECH_LIST_MS },
  );
  const { seen } = await readWatch(page);
  expect(seen.every((moment) => moment.titles.length === 0)).toBe(true);
});
