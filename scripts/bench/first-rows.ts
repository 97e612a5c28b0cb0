/**
 * A cold load to its first rows on screen: from navigation start, and from the list's response
 * (Resource Timing's `responseEnd`, the page's or its workers', resource-reads.ts; it also covers
 * responses a service worker answered), to
 * the frame after the first row appeared (a MutationObserver, then `requestAnimationFrame` +
 * `setTimeout 0`). Used for the app's list and for the floors'. That moment is also marked
 * (`performance.mark(FIRST_ROWS_MARK)`), for a trace of the load to end its span there.
 */
import type { Page } from '@playwright/test';
import { readsOf, type Read } from './resource-reads';

/** The User Timing mark the probe sets as it takes the first-row time. */
export const FIRST_ROWS_MARK = 'bench-first-rows';

export interface RowsToWatch {
  /** CSS selector of a row. */
  rows: string;
  /** A part of the list request's URL. */
  request: string;
}

export interface FirstRows {
  fromNavigation: number;
  afterResponse: number;
}

/** Installed before the page's own scripts (serialised into the page: self-contained). */
export function firstRowProbe({ rows }: RowsToWatch) {
  const w = window as unknown as { __benchFirstRow?: Promise<unknown> };
  w.__benchFirstRow = new Promise((resolve) => {
    const find = () => {
      const item = document.querySelector(rows);
      if (!item) return false;
      const box = item.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && box.top < window.innerHeight;
    };
    const observer = new MutationObserver(() => {
      if (!find()) return;
      observer.disconnect();
      const domAt = performance.now();
      requestAnimationFrame(() =>
        setTimeout(() => {
          // FIRST_ROWS_MARK, spelled out: this function is serialised into the page.
          const paintedAt = performance.mark('bench-first-rows').startTime;
          resolve({ paintedAt, domAt });
        }, 0),
      );
    });
    const start = () =>
      observer.observe(document.documentElement, { childList: true, subtree: true });
    if (document.documentElement) start();
    else document.addEventListener('readystatechange', start, { once: true });
  });
}

/** Reads what `firstRowProbe` saw on this page (install it, navigate, then call this). */
export async function readFirstRows(page: Page, request: string): Promise<FirstRows> {
  const probe = (await page.evaluate(() =>
    Promise.race([
      (window as unknown as { __benchFirstRow?: Promise<unknown> }).__benchFirstRow,
      new Promise((resolve) => setTimeout(() => resolve(null), 20_000)),
    ]),
  )) as { paintedAt: number; domAt: number } | null;
  if (!probe) throw new Error('the first-row probe saw no row');
  const responseEnd = lastResponseEnd(await readsOf(page, [request]), probe.domAt);
  if (responseEnd === null) {
    throw new Error(`no ${request} response in Resource Timing before the first row`);
  }
  return { fromNavigation: probe.paintedAt, afterResponse: probe.paintedAt - responseEnd };
}

/** The last response of `reads` to end by `moment`, if any. */
export function lastResponseEnd(reads: readonly Read[], moment: number): number | null {
  const ends = reads.map((read) => read.end).filter((end) => end > 0 && end <= moment);
  return ends.length ? Math.max(...ends) : null;
}
