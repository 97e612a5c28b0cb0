/**
 * GET requests sent at start-up, before React and the API client have loaded
 * (start-early.ts), and handed over to the API client's first request for the same URL
 * with the same credentials, instead of a second fetch. A cold load of a big site's list then
 * waits for the service while the app's code is evaluated, not after.
 *
 * Only reads are started early; one is handed over once, and one nobody asks for within
 * `UNCLAIMED_AFTER_MS` is cancelled and forgotten (the user went elsewhere): a later request
 * fetches afresh. A request that failed is fetched again by the taker, as if nothing had been
 * started: its retry rules then apply as to any read.
 */
import type { OffThreadSchemaName } from '#src/lib/http/response-check';

interface EarlyRequest {
  authorization: string;
  response: Promise<Response>;
  controller: AbortController;
}

/** Longer than a cold start on a slow phone: the page asks within a few seconds or not at all. */
export const UNCLAIMED_AFTER_MS = 30_000;

const pending = new Map<string, EarlyRequest>();

/** Responses whose body start-up has checked against a schema, with the schema's name. */
const checkedBodies = new WeakMap<Response, OffThreadSchemaName>();

/**
 * The response with its body read in full. Read as it arrives, not when the app takes it over:
 * a body nobody reads stops coming once the browser's buffer is full, and the app may still be
 * evaluating its code.
 */
async function received(
  response: Response,
  onBody: ((body: ArrayBuffer | null) => void) | undefined,
): Promise<Response> {
  const body = await response.arrayBuffer();
  // A copy: the one handed over is the app's, and a body may be handed over only once.
  onBody?.(response.ok ? body.slice(0) : null);
  return new Response(body, {
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
    onBody,
  }: {
    /** Demo mode: the mock service must answer first. */
    after?: Promise<unknown>;
    /**
     * Given a copy of the body of a successful answer once it is in, or null for an error or a
     * failure (early-rows.ts).
     */
    onBody?: (body: ArrayBuffer | null) => void;
  } = {},
): void {
  if (pending.has(url)) return;
  const controller = new AbortController();
  const response = after
    .then(() =>
      fetch(url, {
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

/**
 * `fetch`, except that a GET started early for the same URL and credentials is taken over: its
 * response is this call's, and this call's signal cancels it.
 */
export function fetchTakingEarly(
  input: RequestInfo | URL,
  init: RequestInit = {},
): Promise<Response> {
  const early = typeof input === 'string' ? pending.get(input) : undefined;
  const method = (init.method ?? 'GET').toUpperCase();
  const authorization = new Headers(init.headers).get('Authorization');
  if (!early || method !== 'GET' || authorization !== early.authorization) {
    return fetch(input, init);
  }
  pending.delete(input as string);
  const { signal } = init;
  if (signal) {
    if (signal.aborted) early.controller.abort(signal.reason);
    else signal.addEventListener('abort', () => early.controller.abort(signal.reason));
  }
  return early.response.catch((error: unknown) => {
    if (signal?.aborted) throw error;
    return fetch(input, init);
  });
}

/**
 * Start-up's word that the body of the GET started early for `url` passed the schema named
 * `schema` as the API client's check passes it (early-rows.ts): the taker need not check
 * it again (`checkedEarlyAs`). Heard only while the request waits to be taken.
 */
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
