/**
 * A page's opening rows (a schedule list's, the Sites page's), drawn by a worker into the
 * prerendered frame before the app runs (docs/decisions/020-rows-before-the-app.md, 032). No React
 * or MUI here: a chunk start-up loads on such a page, after starting the worker (rows-worker.ts).
 */
import type { OpeningPage, OpeningRowsReply, OpeningRowsRequest } from './opening-rows';
import { EARLY_ROWS_SLOT, type RowsWorker } from './rows-worker';

export type { OpeningPage };

/**
 * The Sites table's Tags column shows from here (site-table-markup.tsx's SITE_TAGS_MEDIA, from
 * tokens.ts's WIDE_FROM_PX), restated: importing the tokens would put this chunk behind the app's.
 */
export const WITH_TAGS = '(min-width: 1440px)';

/**
 * Where the Sites page remembers the sites opened lately (recent-sites.ts's RECENT_SITES_KEY),
 * restated: importing that module would put this chunk behind the app's chunks that hold it.
 */
export const RECENT_SITES_KEY = 'report-scheduler.recent-sites';

/** How long the ready app waits for a list's body before showing its own loading view. */
export const WAIT_FOR_BODY_MS = 2_000;

/** How long the app's evaluation waits for a list's body: the frame is inert until the app runs. */
export const HOLD_APP_FOR_BODY_MS = 3_000;

/** The page's first read, which the app's first render waits for (start-app.tsx). */
export interface OpeningRead {
  page: OpeningPage;
  /** The page's body as it arrived (a copy the rows may keep), or null for a failed read. */
  receive: (body: ArrayBuffer | null) => void;
  /** Whether the body came within WAIT_FOR_BODY_MS (the app then reads it first); else gives up. */
  bodyIn: () => Promise<boolean>;
}

export interface EarlyRows extends OpeningRead {
  /** Whether the rows were drawn; false also after HOLD_APP_FOR_BODY_MS without the body. */
  settled: () => Promise<boolean>;
}

/** The worker's answer to `request` (no rows, unchecked, if it fails); it ends with it. */
function render(worker: Worker, request: OpeningRowsRequest): Promise<OpeningRowsReply> {
  return new Promise((resolve) => {
    const done = (reply: OpeningRowsReply) => {
      worker.terminate();
      resolve(reply);
    };
    worker.onmessage = (event: MessageEvent<OpeningRowsReply>) => done(event.data);
    worker.onerror = () => done({ html: null, checked: false, aboveRowsPx: 0 });
    worker.postMessage(request, [request.body]);
  });
}

/** The rows in place of the frame's placeholders, its "Loading…" line kept above them. */
function draw(slot: HTMLElement, html: string, aboveRowsPx: number): void {
  const above = document.createElement('div');
  above.style.height = `${aboveRowsPx}px`;
  above.style.display = 'flex';
  above.style.flexDirection = 'column';
  above.style.justifyContent = 'center';
  const loading = slot.firstElementChild;
  if (loading) above.append(loading);
  const rows = document.createElement('div');
  rows.innerHTML = html;
  // Not the gap between the frame's placeholders: the height above is the whole distance.
  slot.style.gap = '0';
  slot.replaceChildren(above, ...rows.childNodes);
}

/** Whether this browser remembers sites opened lately: the Sites page then shows them above. */
function remembersRecentSites(): boolean {
  try {
    const stored = JSON.parse(localStorage.getItem(RECENT_SITES_KEY) ?? '[]') as unknown;
    return Array.isArray(stored) && stored.some((site) => typeof site?.id === 'string');
  } catch {
    return false;
  }
}

/** What the worker needs beside the body: the page, and what only this window knows of it. */
function requestFor(page: OpeningPage, search: string, serviceTimeZone: string, body: ArrayBuffer) {
  const common = { body, search, serviceTimeZone, now: Date.now() };
  if (page.name === 'list') return { ...common, page };
  return {
    ...common,
    page: {
      ...page,
      windowHeight: window.innerHeight,
      withTags: window.matchMedia(WITH_TAGS).matches,
      recentSites: remembersRecentSites(),
    },
  };
}

/** The page's first read as start-up receives it: the first render waits for it, a moment. */
export function openingReadFor(
  page: OpeningPage,
  /** Told when the app's first render gives up waiting for the body. */
  onGiveUp: () => void = () => {},
): OpeningRead & { body: Promise<ArrayBuffer | null> } {
  let deliver: (body: ArrayBuffer | null) => void = () => {};
  const body = new Promise<ArrayBuffer | null>((resolve) => (deliver = resolve));
  return {
    page,
    body,
    receive: (bytes) => deliver(bytes),
    async bodyIn() {
      const inTime = await Promise.race([
        body.then((bytes) => bytes !== null),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), WAIT_FOR_BODY_MS)),
      ]);
      if (inTime === null) onGiveUp();
      return inTime === true;
    },
  };
}

/** The page's opening rows, drawn into the frame's slot by the worker start-up started there. */
export function earlyRowsFor(
  { slot, worker }: RowsWorker,
  page: OpeningPage,
  search: string,
  serviceTimeZone: Promise<string>,
  /** Told when the worker found the body valid as the app's own check would (see markCheckedEarly). */
  onChecked: () => void = () => {},
): EarlyRows {
  let givenUp = false;
  const { body, receive, bodyIn } = openingReadFor(page, () => {
    givenUp = true;
    worker.terminate();
  });
  let bodyCame = false;
  void body.then(() => (bodyCame = true));

  const drawing = body.then(async (bytes): Promise<boolean> => {
    const zone = await serviceTimeZone.catch(() => null);
    if (bytes === null || zone === null || givenUp) {
      worker.terminate();
      return false;
    }
    const { html, checked, aboveRowsPx } = await render(
      worker,
      requestFor(page, search, zone, bytes),
    );
    if (checked) onChecked();
    // Not once the app has replaced the frame: its rows came first.
    if (html === null || !slot.isConnected) return false;
    draw(slot, html, aboveRowsPx);
    slot.setAttribute(EARLY_ROWS_SLOT, 'drawn');
    // A picture until the app takes over; aria-hidden too, for tools that ignore `inert`.
    slot.setAttribute('aria-hidden', 'true');
    performance.mark('early-rows');
    return true;
  });

  return {
    page,
    receive,
    bodyIn,
    settled: () =>
      new Promise<boolean>((resolve) => {
        void drawing.then(resolve, () => resolve(false));
        // A body in by then is worth the wait for its rows.
        setTimeout(() => bodyCame || resolve(false), HOLD_APP_FOR_BODY_MS);
      }),
  };
}
