/**
 * The Sites page's later pages of `GET /v1/sites`, held back in the page: an init script wraps
 * `window.fetch` (the app's API client calls the global at each request) so that a page after
 * the first is fetched in full from the server as soon as the app asks for it, then handed to the
 * app only when the bench says: at once, or at the next keydown (the handing over runs in a
 * capturing keydown listener, before the app sees the key), so that a keystroke and a page's
 * arrival coincide the same way in every round. The first page (offset 0) is not touched.
 */
import type { Page } from '@playwright/test';

interface HeldPagesControl {
  held: () => number;
  release: () => void;
  releaseOnNextKeydown: () => void;
}

/** Installed before the page's own scripts (serialised into the page: self-contained). */
export function holdLaterSitePages() {
  const w = window as unknown as { __benchPages?: HeldPagesControl };
  const original = window.fetch.bind(window);
  const held: Array<() => void> = [];
  let onKeydown = false;
  const release = () => held.shift()?.();
  w.__benchPages = {
    held: () => held.length,
    release,
    releaseOnNextKeydown: () => {
      onKeydown = true;
    },
  };
  document.addEventListener(
    'keydown',
    () => {
      if (!onKeydown) return;
      onKeydown = false;
      release();
    },
    { capture: true },
  );
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (url.pathname !== '/v1/sites' || Number(url.searchParams.get('offset') ?? '0') === 0) {
      return original(input, init);
    }
    const response = await original(input, init);
    const body = await response.arrayBuffer();
    await new Promise<void>((resolve) => held.push(resolve));
    return new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}

/** The next page the app asked for, once it is fetched and held (the app took in the one before). */
export async function nextHeldPage(page: Page, timeoutMs = 20_000) {
  await page.waitForFunction(
    () =>
      ((window as unknown as { __benchPages?: HeldPagesControl }).__benchPages?.held() ?? 0) > 0,
    undefined,
    { timeout: timeoutMs, polling: 50 },
  );
}

/** Hands the page held longest to the app now, or at the next keydown. */
export async function releaseHeldPage(page: Page, when: 'now' | 'on next keydown') {
  await page.evaluate((onKeydown) => {
    const pages = (window as unknown as { __benchPages: HeldPagesControl }).__benchPages;
    if (onKeydown) pages.releaseOnNextKeydown();
    else pages.release();
  }, when === 'on next keydown');
}
