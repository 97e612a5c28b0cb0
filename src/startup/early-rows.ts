/**
 * A schedule list's opening rows, drawn by a worker into the prerendered frame before the app runs
 * (docs/decisions/020-rows-before-the-app.md). No React or MUI here: this is in the start-up chunk.
 */
import type { OpeningRowsReply, OpeningRowsRequest } from './opening-rows';

/**
 * From lg up, as the worker draws the table. Restates src/components/tokens.ts (this chunk imports
 * nothing); early-rows.test.ts holds them equal.
 */
export const WIDE = '(min-width: 1200px)';

/** The schedule list's height above its rows from lg up: the page's rows take their place. */
export const ABOVE_ROWS_PX = 192;

/** How long the ready app waits for a list's body before showing its own loading view. */
export const WAIT_FOR_BODY_MS = 2_000;

/** How long the app's evaluation waits for a list's body: the frame is inert until the app runs. */
export const HOLD_APP_FOR_BODY_MS = 3_000;

/** Where the frame has room for the rows (src/app/shell.tsx). */
export const EARLY_ROWS_SLOT = 'data-early-rows';

export interface EarlyRows {
  siteId: string;
  /** The list's body as it arrived (a copy the rows may keep), or null for none to draw. */
  receive: (body: ArrayBuffer | null) => void;
  /** Whether the body came within WAIT_FOR_BODY_MS (the app then reads it first); else gives up. */
  bodyIn: () => Promise<boolean>;
  /** Whether the rows were drawn; false also after HOLD_APP_FOR_BODY_MS without the body. */
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

/** The rows in place of the frame's placeholders, its "Loading…" line kept above them. */
function draw(slot: HTMLElement, html: string): void {
  const above = document.createElement('div');
  above.style.height = `${ABOVE_ROWS_PX}px`;
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

/** The opening rows of `siteId`'s list, or null without the frame, a window from lg, or workers. */
export function earlyRowsFor(
  siteId: string,
  search: string,
  serviceTimeZone: Promise<string>,
  /** Told when the worker found the body valid as the app's own check would (see markCheckedEarly). */
  onChecked: () => void = () => {},
): EarlyRows | null {
  const slot = document.querySelector<HTMLElement>(`[${EARLY_ROWS_SLOT}]`);
  if (!slot || typeof Worker === 'undefined' || !window.matchMedia(WIDE).matches) return null;
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
    // A picture until the app takes over; aria-hidden too, for tools that ignore `inert`.
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
