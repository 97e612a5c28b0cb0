/**
 * A keystroke in the site switcher (Ctrl+K, src/features/sites/site-switcher/) to its options
 * shown (issue 50: "it stays quick at 1,000 sites"). Taken on a page whose site directory is all
 * in, timed as every search box's keystroke is (keystroke-probe.ts).
 */
import type { Page } from '@playwright/test';
import { expectOnPage } from './browser-page';
import { timeKeystrokes, type KeystrokeTimes } from './keystroke-probe';
import { KEYSTROKES_PER_ROUND } from './settings';

/** Quiet time before each keystroke: the switcher writes nothing after one (no address). */
export const SWITCHER_SETTLE_MS = 300;

export interface SwitcherKeystrokes extends KeystrokeTimes {
  /** Options drawn for the empty box (the switcher draws the first few of all the sites). */
  options: number;
}

/**
 * Opens the switcher with Ctrl+K, waits for all `count` sites in its count line (no "more
 * loading"), and times keystrokes in its "Search sites" combobox to the options changed.
 */
export async function timeSwitcherKeystrokes(
  page: Page,
  count: number,
): Promise<SwitcherKeystrokes> {
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Go to a site' });
  const search = dialog.getByRole('combobox', { name: /Search sites/ });
  await expectOnPage(page, search, 'The site switcher\u2019s "Search sites" combobox');
  const all = count.toLocaleString('en-US');
  await expectOnPage(
    page,
    dialog.getByRole('status').filter({ hasText: new RegExp(`^${all} sites match(\\.|$)`) }),
    `The site switcher's line "${all} sites match"`,
  );
  const list = dialog.getByRole('listbox', { name: 'Sites' });
  await expectOnPage(page, list.getByRole('option'), 'An option in the switcher\u2019s "Sites"');
  const options = await list.getByRole('option').count();
  const times = await timeKeystrokes(
    page,
    // The field (its label, box and help) does not stop the clock; the count line below it
    // changes in the same commit as the options.
    { list, rows: '[role="option"]', search, ignore: search.locator('xpath=..') },
    KEYSTROKES_PER_ROUND,
    SWITCHER_SETTLE_MS,
  );
  return { ...times, options };
}
