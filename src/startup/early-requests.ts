/** GETs sent at start-up, handed once to the API client's first matching request. */
import type { SendRequest } from '#src/lib/http/off-page-fetch';
import type { OffThreadSchemaName } from '#src/lib/http/response-check';

interface EarlyRequest {
  authorization: string;
  response: Promise<Response>;
  controller: AbortController;
}

/** The page asks within a few seconds of start-up or not at all. */
export const UNCLAIMED_AFTER_MS = 30_000;

const pending = new Map<string, EarlyRequest>();

/** Responses whose body start-up has checked against a schema, with the schema's name. */
const checkedBodies = new WeakMap<Response, OffThreadSchemaName>();

/** The pieces a body read early is handed over in, as the network gives a body. */
export const HANDED_OVER_PIECE_BYTES = 64 * 1024;

/** `body` as a stream of pieces: the client reads a large body in slices (exchange.ts), not whole. */
function inPieces(body: ArrayBuffer): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      controller.enqueue(new Uint8Array(body.slice(offset, (offset += HANDED_OVER_PIECE_BYTES))));
      if (offset >= body.byteLength) controller.close();
    },
  });
}

/** The response, its body read as it arrives: an unread body stalls once the buffer is full. */
async function received(
  response: Response,
  onBody: ((body: ArrayBuffer | null) => void) | undefined,
): Promise<Response> {
  const body = await response.arrayBuffer();
  // A copy: the one handed over is the app's, and a body may be handed over only once.
  onBody?.(response.ok ? body.slice(0) : null);
  return new Response(inPieces(body), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

/** Sends `GET url` with these credentials, for `fetchTakingEarly` to hand over. */
export function startEarlyGet(
  url: string,
  authorization: string,
  {
    after = Promise.resolve(),
    send = fetch,
    onBody,
  }: {
    after?: Promise<unknown>;
    /** Sends the GET: the page's `fetch` unless given (a large list's goes by `offPageFetch`). */
    send?: SendRequest;
    /** Given a copy of a successful answer's body once in, or null for a failure (early-rows.ts). */
    onBody?: (body: ArrayBuffer | null) => void;
  } = {},
): void {
  if (pending.has(url)) return;
  const controller = new AbortController();
  const response = after
    .then(() =>
      send(url, {
        headers: { Accept: 'application/json', Authorization: authorization },
        credentials: 'omit',
        signal: controller.signal,
      }),
    )
    .then((answer) => received(answer, onBody));
  // Its failure is the taker's to see (and to retry); nobody may be listening yet.
  response.catch(() => onBody?.(null));
  pending.set(url, { authorization, response, controller });
  setTimeout(() => {
    if (pending.get(url)?.response !== response) return;
    pending.delete(url);
    controller.abort();
  }, UNCLAIMED_AFTER_MS);
}

/** `send`, taking over a GET started early for the same URL and credentials. */
export function fetchTakingEarly(
  input: string,
  init: RequestInit,
  send: SendRequest,
): Promise<Response> {
  const early = pending.get(input);
  const method = (init.method ?? 'GET').toUpperCase();
  const authorization = new Headers(init.headers).get('Authorization');
  if (!early || method !== 'GET' || authorization !== early.authorization) {
    return send(input, init);
  }
  pending.delete(input);
  const { signal } = init;
  if (signal) {
    if (signal.aborted) early.controller.abort(signal.reason);
    else signal.addEventListener('abort', () => early.controller.abort(signal.reason));
  }
  return early.response.catch((error: unknown) => {
    if (signal?.aborted) throw error;
    return send(input, init);
  });
}

/** Start-up's word that the early body for `url` passed `schema`: the taker need not check it. */
export function markCheckedEarly(url: string, schema: OffThreadSchemaName): void {
  pending.get(url)?.response.then(
    (response) => checkedBodies.set(response, schema),
    () => {},
  );
}

/** The name of the schema `response`'s body was checked against at start-up, if it was. */
export function checkedEarlyAs(response: Response): OffThreadSchemaName | undefined {
  return checkedBodies.get(response);
}
