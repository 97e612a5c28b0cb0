/**
 * In-page probes of the Sites page (serialised into the page: each self-contained), timed as
 * first-rows.ts and change-probe.ts do: a MutationObserver, then the next frame
 * (`requestAnimationFrame` + `setTimeout 0`).
 *
 * They read the page's two status lines: the summary ("1,000 sites", "3 of 1,000 sites match
 * “x”") and, while pages come, "Loading sites: 300 of 1,000".
 */
import type { Page } from '@playwright/test';

interface AllSites {
  /** The frame after every site was in. */
  paintedAt: number;
  /** The longest main-thread task that started in [from, paintedAt); 0 when none reached 50 ms. */
  longestTaskFrom: (from: number) => number;
}

/**
 * Installed before the page's own scripts: notes the frame after the summary reads `count`
 * sites with no "Loading sites" line left, and every long task (50 ms or more) until then.
 */
export function allSitesProbe({ count }: { count: number }) {
  const w = window as unknown as {
    __benchAllSites?: Promise<number>;
    __benchLongTasks?: Array<{ start: number; duration: number }>;
  };
  const tasks: Array<{ start: number; duration: number }> = [];
  w.__benchLongTasks = tasks;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        tasks.push({ start: entry.startTime, duration: entry.duration });
      }
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // no Long Tasks API: the longest task reads 0
  }
  w.__benchAllSites = new Promise((resolve) => {
    const done = () => {
      const lines = [...document.querySelectorAll('[role="status"]')].map((element) =>
        (element.textContent ?? '').trim(),
      );
      return (
        !lines.some((line) => line.startsWith('Loading sites')) &&
        lines.some(
          (line) => /^[\d,]+ sites?$/.test(line) && Number(line.replace(/\D/g, '')) === count,
        )
      );
    };
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
    });
    const start = () =>
      observer.observe(document.documentElement, {
        childList: true,
        subtree: true,
        characterData: true,
      });
    if (document.documentElement) start();
    else document.addEventListener('readystatechange', start, { once: true });
  });
}

/** Reads what `allSitesProbe` saw (install it, navigate, then call this). */
export async function readAllSites(page: Page, timeoutMs = 60_000): Promise<AllSites> {
  const probe = (await page.evaluate(
    (timeout) =>
      Promise.race([
        (
          window as unknown as {
            __benchAllSites?: Promise<number>;
          }
        ).__benchAllSites,
        new Promise((resolve) => setTimeout(() => resolve(null), timeout)),
      ]).then((paintedAt) => ({
        paintedAt,
        tasks:
          (window as unknown as { __benchLongTasks?: Array<{ start: number; duration: number }> })
            .__benchLongTasks ?? [],
      })),
    timeoutMs,
  )) as { paintedAt: number | null; tasks: Array<{ start: number; duration: number }> };
  const { paintedAt, tasks } = probe;
  if (paintedAt === null) {
    throw new Error(`the summary did not count every site within ${timeoutMs / 1000} s`);
  }
  return {
    paintedAt,
    longestTaskFrom: (from) =>
      Math.max(
        0,
        ...tasks.filter((t) => t.start >= from && t.start < paintedAt).map((t) => t.duration),
      ),
  };
}

export interface FilteredRows {
  start: number;
  paintedAt: number;
  /** The sites the summary counted when the filtered rows came: the page's are in or not. */
  sitesCounted: number;
  /** "Loading sites" still shown then. */
  stillLoading: boolean;
}

/**
 * Arms a probe for the next keystroke, for pages whose rows change by themselves (a page of
 * sites arriving): the clock starts at the keystroke's keydown and stops at the frame after the
 * first DOM change that shows the search applied. The summary and the rows are one React commit,
 * so that is the first change after which the summary reads "N of M sites match" with N < M
 * (before it, the box shows the letter but the rows, and the summary's count, are the old ones).
 * Read the result with `collectFilteredRows`.
 */
export async function armFilteredRowsProbe(page: Page, timeoutMs = 10_000) {
  await page.evaluate((timeout) => {
    const w = window as unknown as { __benchFiltered?: Promise<unknown> };
    let start: number | null = null;
    const onKey = (event: Event) => {
      if (start === null) start = event.timeStamp;
    };
    document.addEventListener('keydown', onKey, { capture: true });
    const statusLines = () =>
      [...document.querySelectorAll('[role="status"]')].map((element) =>
        (element.textContent ?? '').trim(),
      );
    w.__benchFiltered = new Promise((resolve) => {
      const finish = (result: unknown) => {
        document.removeEventListener('keydown', onKey, { capture: true });
        resolve(result);
      };
      const observer = new MutationObserver(() => {
        if (start === null) return;
        const lines = statusLines();
        const counts = lines
          .map((line) => /^([\d,]+) of ([\d,]+) sites? match/.exec(line))
          .find(Boolean);
        if (!counts) return;
        const matching = Number(counts[1]!.replace(/\D/g, ''));
        const sites = Number(counts[2]!.replace(/\D/g, ''));
        if (matching >= sites) return;
        observer.disconnect();
        clearTimeout(timer);
        const stillLoading = lines.some((line) => line.startsWith('Loading sites'));
        requestAnimationFrame(() =>
          setTimeout(
            () =>
              finish({ start, paintedAt: performance.now(), sitesCounted: sites, stillLoading }),
            0,
          ),
        );
      });
      const timer = setTimeout(() => {
        observer.disconnect();
        finish({ error: `no filtered rows within ${timeout} ms of the keystroke` });
      }, timeout);
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
  }, timeoutMs);
}

export async function collectFilteredRows(page: Page): Promise<FilteredRows> {
  const result = (await page.evaluate(
    () => (window as unknown as { __benchFiltered?: Promise<unknown> }).__benchFiltered,
  )) as FilteredRows | { error: string } | undefined;
  if (!result) throw new Error('the filtered-rows probe was not armed');
  if ('error' in result) throw new Error(result.error);
  return result;
}
