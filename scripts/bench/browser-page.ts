/** Pages for the Playwright measurements: a fresh, CPU-throttled context each, signed in or not. */
import type { Browser, Locator, Page } from '@playwright/test';
import { DEMO_SESSION, SESSION_KEY } from './demo-app';
import { PageUnavailable } from './errors';
import { CPU_THROTTLING_RATE } from './settings';

export async function newPage(
  browser: Browser,
  options: {
    signedIn: boolean;
    /** A page script run before the page's own, with its argument (serialised into the page). */
    initScript?: { script: (arg: never) => void; arg?: unknown };
    /** CDP CPU throttling rate; CPU_THROTTLING_RATE unless said. */
    cpuThrottlingRate?: number;
  },
) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'America/New_York',
  });
  if (options.signedIn) {
    await context.addInitScript(
      ([key, value]) => {
        try {
          sessionStorage.setItem(key, value);
        } catch {
          // no storage on this document
        }
      },
      [SESSION_KEY, DEMO_SESSION] as const,
    );
  }
  // tsx (esbuild keepNames) wraps named inner functions in `__name(...)`; functions that this
  // script sends into the page need that helper there too.
  await context.addInitScript({ content: 'globalThis.__name ??= (fn) => fn;' });
  if (options.initScript) {
    await context.addInitScript(
      options.initScript.script as (arg: unknown) => void,
      options.initScript.arg,
    );
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {
    rate: options.cpuThrottlingRate ?? CPU_THROTTLING_RATE,
  });
  return { context, page, cdp };
}

/** Waits for `locator`, or explains which page is missing. */
export async function expectOnPage(page: Page, locator: Locator, what: string, timeout = 20_000) {
  try {
    await locator.first().waitFor({ state: 'visible', timeout });
  } catch {
    const headings = await page
      .getByRole('heading')
      .allTextContents()
      .catch(() => [] as string[]);
    const where = new URL(page.url()).pathname;
    throw new PageUnavailable(
      `${what} not found at ${where} within ${timeout / 1000} s` +
        (headings.length
          ? ` (headings on the page: ${headings
              .slice(0, 3)
              .map((h) => `"${h.trim()}"`)
              .join(', ')})`
          : '') +
        ' — is this page written yet?',
    );
  }
}
