/** Start-up work run before React and MUI are evaluated: import neither (docs/performance.md). */
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
import { offPageFetch } from '#src/lib/http/off-page-fetch';
import type { DemoController } from '#src/lib/demo/demo';
import {
  checkedEarlyAs,
  fetchTakingEarly,
  markCheckedEarly,
  startEarlyGet,
} from './early-requests';
import type { OffThreadSchemaName } from '#src/lib/http/response-check';
import { readStoredSession } from '#src/lib/session/stored-session';
import type { OpeningPage, OpeningRead } from './early-rows';
import { startRowsWorker } from './rows-worker';
import { listSiteIdOf, pages, pagesFor } from '#src/app/page-chunks';
import { offerEarlyAnswers } from '#src/lib/http/early-answers';

export interface EarlyStart {
  /** When the app's code may run: its evaluation, one long task, must not hold back this work. */
  appStart: Promise<void>;
  /** The first page's chunks, asked for at `appStart`; never rejects (see preloadPage). */
  page: Promise<void>;
  config: Promise<RuntimeConfig>;
  /** Demo mode's controller (null in live mode); signed in, its back end is on its way. */
  demo: Promise<DemoController | null>;
  /** The first read the app's first render waits for, a moment (start-app.tsx); null for none. */
  opening: Promise<OpeningRead | null> | null;
}

const LIST_SCHEMA: OffThreadSchemaName = 'scheduleList';

/** Starts what the page at `pathname` needs first; called once, before the app's code is evaluated. */
export function startEarly({
  pathname,
  search,
}: Pick<Location, 'pathname' | 'search'>): EarlyStart {
  offerEarlyAnswers({ fetch: fetchTakingEarly, checkedAs: checkedEarlyAs });
  const session = readStoredSession();
  const config = loadRuntimeConfig();
  const early =
    session && servedDemoFrame()
      ? startDemoBackend(config.then(({ serviceTimeZone }) => serviceTimeZone))
      : undefined;
  const demo = config.then((loaded) =>
    loadDemoMode(loaded, { start: early ?? (session ? 'now' : 'on-first-request') }),
  );
  const launched = Promise.allSettled([config, demo, early?.launched]).then(() => {});
  let drawsRows = false;
  let opening: Promise<OpeningRead | null> | null = null;
  let appStart = launched;
  if (session) {
    // A failure to start the demo is the API client's to show, on its first request.
    const backend = demo.then((controller) => controller?.whenReady());
    backend.catch(() => {});
    const read = firstReadOf(pathname);
    if (read) {
      const page = openingPageOf(read, pathname);
      if (page) {
        const zone = config.then(({ serviceTimeZone }) => serviceTimeZone);
        // The rows' worker checks a list as the app would, so the app need not check it again.
        const checked = () =>
          void config.then(({ apiBaseUrl }) =>
            markCheckedEarly(apiUrl(apiBaseUrl, read.path, read.query), LIST_SCHEMA),
          );
        // At once: the worker's code takes longer to come than the first read's answer.
        const started = startRowsWorker(page);
        const drawing = import('./early-rows');
        const drawer = drawing.then(
          ({ earlyRowsFor }) => started && earlyRowsFor(started, page, search, zone, checked),
          () => {
            started?.worker.terminate();
            return null;
          },
        );
        drawsRows = started !== null;
        // After the frame that paints the rows, lest the app's code start loading in it.
        appStart = launched
          .then(() => drawer)
          .then((drawn) => drawn?.settled())
          .then((drawn) => (drawn ? afterPaint() : undefined));
        // Where no rows are drawn (a phone), the Sites page's first render still waits for its
        // first page rather than drawing "Loading" first; a list's waits only for drawn rows.
        opening =
          page.name === 'sites'
            ? Promise.all([drawing, drawer]).then(
                ([{ openingReadFor }, drawn]) => drawn ?? openingReadFor(page),
                () => null,
              )
            : drawer;
      }
      // The app's checker worker starts after any first rows (the app reads the list after them).
      if (read.path === SCHEDULES_PATH) {
        void (drawsRows ? appStart.then(prestartCheckWorker) : prestartCheckWorker());
      }
      const opened = opening;
      config
        .then(({ apiBaseUrl }) =>
          startEarlyGet(
            apiUrl(apiBaseUrl, read.path, read.query),
            encodeBasicAuth(session.credentials),
            {
              after: backend,
              // As the API client sends it: a list's body is received off the page's thread.
              send: read.path === SCHEDULES_PATH ? offPageFetch : fetch,
              ...(opened
                ? { onBody: (body) => void opened.then((reader) => reader?.receive(body)) }
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
  return { appStart, page, config, demo, opening };
}

/** The first GET of the page at `pathname` as its API client names it, or null for none. */
function firstReadOf(
  pathname: string,
): { path: string; query: Record<string, string | undefined> } | null {
  if (pathname === '/') return { path: SITES_PATH, query: pageQuery(FIRST_SITES_PAGE) };
  const siteId = listSiteIdOf(pathname);
  if (siteId !== null && isUuid(siteId))
    return { path: SCHEDULES_PATH, query: { site_id: siteId } };
  return null;
}

/** The page whose first rows start-up may draw, or null: a list's own address, or the Sites page. */
function openingPageOf(
  read: { path: string; query: Record<string, string | undefined> },
  pathname: string,
): OpeningPage | null {
  if (read.path === SITES_PATH) return { name: 'sites' };
  // Not at /sites/:siteId, which the app sends on to the list's own address first.
  if (read.path === SCHEDULES_PATH && /\/schedules\/?$/.test(pathname)) {
    return { name: 'list', siteId: read.query.site_id ?? '' };
  }
  return null;
}

/** Whether the server sent the demo's frame (src/server/shell-route.ts): demo mode, known early. */
function servedDemoFrame(): boolean {
  return document.querySelector('[data-shell="app-demo"]') !== null;
}

/** Fetches the page's code for the first render (start-app.tsx); never rejects. */
function preloadPage(pathname: string, signedIn: boolean): Promise<void> {
  return Promise.all(pagesFor(pathname, signedIn).map((name) => pages[name]())).then(
    () => {},
    () => {},
  );
}
