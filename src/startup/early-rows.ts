/**
 * A schedule list's opening rows, drawn into the prerendered frame before the app's code has
 * run (docs/decisions/020-rows-before-the-app.md). Start-up hands over the list's body as it
 * arrives; a worker renders the rows with the list's own components (opening-rows.tsx), and
 * they take the place of the frame's placeholders. The app's first render then replaces the
 * frame with the same rows, in the same place: with the body in, startApp reads the list before
 * that render, so that it renders once, with its rows, rather than its loading view for a while.
 * The app's code itself is evaluated once the rows are drawn (`settled`, start-early.ts):
 * before them, its evaluation and its own parse of the list held the rows back on a machine's
 * main thread and cores, for a takeover no sooner.
 *
 * Nothing of React or MUI is imported here: this runs in the start-up chunk.
 */
import { ABOVE_ROWS_PX, BREAKPOINTS } from '#src/components/tokens';
import type { OpeningRowsReply, OpeningRowsRequest } from './opening-rows';

/** From MUI's lg breakpoint up: the table with its Template column, as the worker draws it. */
const WIDE = `(min-width: ${BREAKPOINTS.lg}px)`;

/**
 * How long the app, ready to render, waits for a list's body still on its way: about what
 * parsing and drawing the list takes it once the body is in. A slower service gets the app's
 * own loading view, not a frame that answers nothing.
 */
export const WAIT_FOR_BODY_MS = 2_000;

/**
 * How long the app's code waits, from when it could be evaluated, for a list's body before it
 * is evaluated anyway: the frame is a picture until then (no menus, no links), and a slow
 * service should not leave it so. At 4× CPU a demo's 5,000 schedules are in after about 2.5 s.
 */
export const HOLD_APP_FOR_BODY_MS = 3_000;

/** Where the frame has room for the rows (src/app/shell.tsx). */
export const EARLY_ROWS_SLOT = 'data-early-rows';

export interface EarlyRows {
  siteId: string;
  /** The list's body as it arrived (a copy the rows may keep), or null for none to draw. */
  receive: (body: ArrayBuffer | null) => void;
  /**
   * Whether the list's body is in, waiting for it up to WAIT_FOR_BODY_MS: asked when the app is
   * ready to render. True: the app reads the list before its first render, and the rows are
   * drawn meanwhile if the worker is the quicker. False: the rows are given up.
   */
  bodyIn: () => Promise<boolean>;
  /**
   * Settles once the rows are drawn (true) or known not to be (false), or once the body has not
   * come within HOLD_APP_FOR_BODY_MS of this call (false): start-up evaluates the app's code
   * after it.
   */
  settled: () => Promise<boolean>;
}

function startWorker(): Worker {
  return new Worker(new URL('./opening-rows-worker.ts', import.meta.url), {
    type: 'module',
    name: 'opening-rows',
  });
}

/** The worker's answer to `request` (no rows, unchecked, if it fails); it ends with it. */
function render(worker: Worker, request: OpeningRowsRequest): Promise<OpeningRowsReply> {
  return new Promise((resolve) => {
    const done = (reply: OpeningRowsReply) => {
      worker.terminate();
      resolve(reply);
    };
    worker.onmessage = (event: MessageEvent<OpeningRowsReply>) => done(event.data);
    worker.onerror = () => done({ html: null, checked: false });
    worker.postMessage(request, [request.body]);
  });
}

/**
 * The rows in place of the frame's placeholders, as low as the page's will be, its "Loading…"
 * line kept above them until the app takes over.
 */
function draw(slot: HTMLElement, html: string): void {
  const above = document.createElement('div');
  above.style.height = `${ABOVE_ROWS_PX.schedulesFromLg}px`;
  above.style.display = 'flex';
  above.style.flexDirection = 'column';
  above.style.justifyContent = 'center';
  const loading = slot.firstElementChild;
  if (loading) above.append(loading);
  const rows = document.createElement('div');
  rows.className = 'data-list';
  rows.innerHTML = html;
  // Not the gap between the frame's placeholders: the height above is the whole distance.
  slot.style.gap = '0';
  slot.replaceChildren(above, rows);
}

/**
 * The opening rows of site `siteId`'s list at the address's `search`, or null where they cannot
 * be drawn first: no frame to draw them in (not the signed-in frame), a narrower window (the
 * phones' cards, the tablets' table without its Template column), no workers.
 */
export function earlyRowsFor(
  siteId: string,
  search: string,
  serviceTimeZone: Promise<string>,
  /** Told when the worker found the body valid as the app's own check would (see markCheckedEarly). */
  onChecked: () => void = () => {},
): EarlyRows | null {
  const slot = document.querySelector<HTMLElement>(`[${EARLY_ROWS_SLOT}]`);
  if (!slot || typeof Worker === 'undefined' || !window.matchMedia(WIDE).matches) return null;
  // Started now, so that its code is in by the time the body is.
  const worker = startWorker();
  let givenUp = false;
  let deliver: (body: ArrayBuffer | null) => void = () => {};
  const body = new Promise<ArrayBuffer | null>((resolve) => (deliver = resolve));
  let bodyCame = false;
  void body.then(() => (bodyCame = true));

  const drawing = body.then(async (bytes): Promise<boolean> => {
    const zone = await serviceTimeZone.catch(() => null);
    if (bytes === null || zone === null || givenUp) {
      worker.terminate();
      return false;
    }
    const { html, checked } = await render(worker, {
      body: bytes,
      siteId,
      search,
      serviceTimeZone: zone,
      now: Date.now(),
    });
    if (checked) onChecked();
    // Not once the app has replaced the frame: its rows came first.
    if (html === null || !slot.isConnected) return false;
    draw(slot, html);
    slot.setAttribute(EARLY_ROWS_SLOT, 'drawn');
    // A picture until the app takes over: the frame is inert, and the rows are hidden from the
    // accessibility tree in name too, for tools that read it without honouring `inert`
    // (Playwright's role queries do not).
    slot.setAttribute('aria-hidden', 'true');
    performance.mark('early-rows');
    return true;
  });

  return {
    siteId,
    receive: (bytes) => deliver(bytes),
    settled: () =>
      new Promise<boolean>((resolve) => {
        void drawing.then(resolve, () => resolve(false));
        // A body in by then is worth the wait for its rows.
        setTimeout(() => bodyCame || resolve(false), HOLD_APP_FOR_BODY_MS);
      }),
    async bodyIn() {
      const inTime = await Promise.race([
        body.then((bytes) => bytes !== null),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), WAIT_FOR_BODY_MS)),
      ]);
      if (inTime === null) {
        givenUp = true;
        worker.terminate();
      }
      return inTime === true;
    },
  };
}
