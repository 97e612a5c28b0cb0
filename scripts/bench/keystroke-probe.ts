/**
 * A keystroke in a search box to the filtered rows on screen, for the app's list and the
 * floor's: typed into an empty box after a warm-up, timed by change-probe.ts.
 */
import type { Locator, Page } from '@playwright/test';
import { median } from '#scripts/stats';
import { armChangeProbe, collectChange, settle } from './change-probe';

interface SearchedList {
  /** The element holding the rows. */
  list: Locator;
  /** CSS selector of a row, inside `list`. */
  rows: string;
  search: Locator;
  /** Changes here (the search box and its label) do not stop the clock. */
  ignore: Locator;
}

/** A round's keystrokes: the medians of each part, in ms, and the key typed. */
export interface KeystrokeTimes {
  /** Keydown to the frame after the rows changed (rAF, then a task). */
  value: number;
  /** Keydown to the first change in the rows (a MutationObserver's callback). */
  inDom: number;
  /** That change to the frame after it: what runs between the commit and the paint. */
  domToPainted: number;
  key: string;
}

/**
 * Median of `count` keystrokes after one warm-up, each from an empty box. `settleMs` is the quiet
 * time before each keystroke (longer where the page does more after clearing the box, such as
 * writing the search into the address 300 ms later).
 */
export async function timeKeystrokes(
  page: Page,
  target: SearchedList,
  count: number,
  settleMs = 300,
): Promise<KeystrokeTimes> {
  const { list, rows, search, ignore } = target;
  const key = await keyThatFilters(list, rows);
  // A row is known by its first link (the app's rows: a schedule's edit page), else by its text:
  // a row's text may change meanwhile (the app marks a schedule "Not sent" once the site's sent
  // reports are read, seconds after its first rows).
  const initialFirstRow = await list.evaluate((element, selector) => {
    const row = element.querySelector(selector);
    return row?.querySelector('a')?.getAttribute('href') ?? row?.textContent ?? '';
  }, rows);
  const container = list.locator('xpath=..');
  const samples: number[] = [];
  const inDom: number[] = [];
  const domToPainted: number[] = [];
  for (let run = 0; run <= count; run++) {
    await search.fill('');
    await list.evaluate(
      (element, [selector, expected]) =>
        new Promise<void>((resolve, reject) => {
          const check = () => {
            const row = element.querySelector(selector!);
            return (row?.querySelector('a')?.getAttribute('href') ?? row?.textContent) === expected;
          };
          if (check()) return resolve();
          const timer = setTimeout(() => reject(new Error('the rows did not come back')), 10_000);
          new MutationObserver((_, observer) => {
            if (!check()) return;
            observer.disconnect();
            clearTimeout(timer);
            resolve();
          }).observe(element, { childList: true, subtree: true, characterData: true });
        }),
      [rows, initialFirstRow] as const,
    );
    await settle(page, settleMs);
    await armChangeProbe(page, container, ignore);
    await search.press(key);
    const timing = await collectChange(page);
    if (run === 0) continue; // run 0 warms up
    samples.push(timing.paintedAt - timing.start);
    inDom.push(timing.mutatedAt - timing.start);
    domToPainted.push(timing.paintedAt - timing.mutatedAt);
  }
  return {
    value: median(samples),
    inDom: median(inDom),
    domToPainted: median(domToPainted),
    key,
  };
}

/** A letter that is not in the first row (so it must go) but is in another row on the page. */
function keyThatFilters(list: Locator, rows: string): Promise<string> {
  return list.evaluate((element, selector) => {
    const texts = [...element.querySelectorAll(selector)].map((row) =>
      (row.textContent ?? '').toLowerCase(),
    );
    const [first = '', ...others] = texts;
    const candidates = 'qzxjkvwybgpfmhdcutlsrnoiae';
    return (
      [...candidates].find((c) => !first.includes(c) && others.some((t) => t.includes(c))) ??
      [...candidates].find((c) => !first.includes(c)) ??
      'q'
    );
  }, rows);
}
