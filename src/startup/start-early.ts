/**
 * Start-up work that must not wait for the rest of the app: the one entry of src/startup, called
 * by src/main.tsx before React, MUI and the app's other modules in the start-up chunk are
 * evaluated (docs/performance.md). Nothing here imports them. It asks for:
 * - config.json (preloaded by index.html), then the first page's chunks;
 * - in demo mode and signed in, the mock service: its worker and service worker start at once,
 *   before config.json is in when the server sent the demo's frame;
 * - the first page's first read, so that the service answers while the app's code is
 *   evaluated (offered to the API client, early-requests.ts): on a schedule list the list
 *   itself, and the worker that checks it; on the Sites page the directory's first page.
 */
import { loadRuntimeConfig, type RuntimeConfig } from '#src/config/runtime-config';
import { loadDemoMode, startDemoBackend } from '#src/startup/demo-mode';
import { isUuid } from '#src/domain/ids';
import { afterPaint } from '#src/lib/scheduling/after-paint';
import {
  apiUrl,
  FIRST_SITES_PAGE,
  pageQuery,
  SCHEDULES_PATH,
  SITES_PATH,
} from '#src/lib/http/api-url';
import { encodeBasicAuth } from '#src/lib/http/basic-auth';
import { prestartCheckWorker } from '#src/lib/http/check-worker-start';
import type { DemoController } from '#src/lib/demo/demo';
import {
  checkedEarlyAs,
  fetchTakingEarly,
  markCheckedEarly,
  startEarlyGet,
} from './early-requests';
import type { OffThreadSchemaName } from '#src/lib/http/response-check';
import { readStoredSession } from '#src/lib/session/stored-session';
import type { EarlyRows } from './early-rows';
import { listSiteIdOf, pages, pagesFor } from '#src/app/page-chunks';
import { offerEarlyAnswers } from '#src/lib/http/early-answers';

export interface EarlyStart {
  /**
   * When the app's code may be evaluated: once config.json is in and what it starts is on its
   * way (that evaluation is one long task, which would hold back the continuations that send
   * those requests), and on a list whose first rows are drawn first, once they are (see
   * EarlyRows.settled): evaluated meanwhile, it held the rows back, sharing the main thread and
   * the machine's cores with their worker.
   */
  appStart: Promise<void>;
  /** The first page's chunks, asked for at `appStart`; never rejects (see preloadPage). */
  page: Promise<void>;
  config: Promise<RuntimeConfig>;
  /**
   * Demo mode's controller, or null in live mode. Signed in, its back end is on its way when
   * this settles (see loadDemoMode).
   */
  demo: Promise<DemoController | null>;
  /**
   * On a schedule list, its first rows drawn before the app's code has run (early-rows.ts),
   * or null where they cannot be; null on every other page, which never loads their chunk.
   */
  rows: Promise<EarlyRows | null> | null;
}

/** The name the app's checker gives the list's schema (response-check.ts). */
const LIST_SCHEMA: OffThreadSchemaName = 'scheduleList';

/** Starts what the page at `pathname` needs first; called once, before the app's code is evaluated. */
export function startEarly({
  pathname,
  search,
}: Pick<Location, 'pathname' | 'search'>): EarlyStart {
  offerEarlyAnswers({ fetch: fetchTakingEarly, checkedAs: checkedEarlyAs });
  const session = readStoredSession();
  const config = loadRuntimeConfig();
  // The demo's back end, when it can start before config.json is in.
  const early =
    session && servedDemoFrame()
      ? startDemoBackend(config.then(({ serviceTimeZone }) => serviceTimeZone))
      : undefined;
  const demo = config.then((loaded) =>
    loadDemoMode(loaded, { start: early ?? (session ? 'now' : 'on-first-request') }),
  );
  const launched = Promise.allSettled([config, demo, early?.launched]).then(() => {});
  let rows: Promise<EarlyRows | null> | null = null;
  let appStart = launched;
  if (session) {
    // A failure to start the demo is the API client's to show, on its first request.
    const backend = demo.then((controller) => controller?.whenReady());
    backend.catch(() => {});
    const read = firstReadOf(pathname);
    if (read) {
      // Not at /sites/:siteId, which the app sends on to the list's own address first.
      if (read.path === SCHEDULES_PATH && /\/schedules\/?$/.test(pathname)) {
        const siteId = read.query.site_id ?? '';
        const zone = config.then(({ serviceTimeZone }) => serviceTimeZone);
        // The worker that draws the rows checks the list as the app would: the app then
        // keeps its parse without checking it again.
        const checked = () =>
          void config.then(({ apiBaseUrl }) =>
            markCheckedEarly(apiUrl(apiBaseUrl, read.path, read.query), LIST_SCHEMA),
          );
        const drawer = import('./early-rows').then(
          ({ earlyRowsFor }) => earlyRowsFor(siteId, search, zone, checked),
          () => null,
        );
        // After the frame that paints any rows drawn, and the tasks waiting after it: the app's
        // code would otherwise start loading in that frame. At once where none are.
        appStart = launched
          .then(() => drawer)
          .then((drawing) => drawing?.settled())
          .then((drawn) => (drawn ? afterPaint() : undefined));
        rows = drawer;
      }
      // The worker that checks the list for the app: once any rows drawn first are (the app
      // reads the list after them), else as soon as it is known that none will be.
      if (read.path === SCHEDULES_PATH) {
        const afterRows = appStart;
        void (rows ?? Promise.resolve(null)).then((drawing) =>
          drawing ? afterRows.then(prestartCheckWorker) : prestartCheckWorker(),
        );
      }
      const listRows = rows;
      config
        .then(({ apiBaseUrl }) =>
          startEarlyGet(
            apiUrl(apiBaseUrl, read.path, read.query),
            encodeBasicAuth(session.credentials),
            {
              after: backend,
              ...(listRows
                ? { onBody: (body) => void listRows.then((drawer) => drawer?.receive(body)) }
                : {}),
            },
          ),
        )
        // A config that fails is startApp's to show.
        .catch(() => {});
    }
  }
  // A page's chunk imports the app's, whose evaluation would come first.
  const page = appStart.then(() => preloadPage(pathname, session !== null));
  return { appStart, page, config, demo, rows };
}

/**
 * The GET the page at `pathname` sends first, as its API client will name it: a site's schedule
 * list (get-schedules.ts) or the Sites page's first page of sites (get-sites.ts). Null for the
 * other pages.
 */
function firstReadOf(
  pathname: string,
): { path: string; query: Record<string, string | undefined> } | null {
  if (pathname === '/') return { path: SITES_PATH, query: pageQuery(FIRST_SITES_PAGE) };
  const siteId = listSiteIdOf(pathname);
  if (siteId !== null && isUuid(siteId))
    return { path: SCHEDULES_PATH, query: { site_id: siteId } };
  return null;
}

/**
 * Whether the server answered with the demo's signed-in frame, which it does only in demo mode
 * (src/server/shell-route.ts): the demo is then known before config.json is in.
 */
function servedDemoFrame(): boolean {
  return document.querySelector('[data-shell="app-demo"]') !== null;
}

/**
 * Fetches the code of the page at `pathname` at start-up, alongside config.json. The first render
 * waits for it (src/app/start-app.tsx), so the prerendered shell gives way to the page itself and
 * not to a spinner waiting for its chunk. Never rejects: a failure shows when the page itself is
 * rendered (PageErrorBoundary).
 */
function preloadPage(pathname: string, signedIn: boolean): Promise<void> {
  return Promise.all(pagesFor(pathname, signedIn).map((name) => pages[name]())).then(
    () => {},
    () => {},
  );
}
