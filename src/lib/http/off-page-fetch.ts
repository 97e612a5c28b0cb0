/**
 * `fetch` done by a dedicated worker (fetch-worker.ts), for the large lists: the browser then
 * receives the body on the worker's thread, not the page's, and hands its pieces over as they
 * come. The page gets an ordinary `Response` built from them, so the transport reads, times and
 * words it as any other. Where no worker starts, or once one fails, the page's own `fetch` is used.
 */
import { keptWorker, type StartedWorker } from './kept-worker';

/** What sends a request: `fetch`, or `offPageFetch`, which takes only a URL's string. */
export type SendRequest = (url: string, init: RequestInit) => Promise<Response>;

export interface FetchCall {
  type: 'fetch';
  id: number;
  url: string;
  method: string;
  headers: [string, string][];
  body: string | undefined;
  credentials: RequestCredentials | undefined;
}

/** The page no longer wants call `id`'s answer (its signal aborted, or its body was cancelled). */
interface FetchCancel {
  type: 'cancel';
  id: number;
}

export type FetchWorkerRequest = FetchCall | FetchCancel;

export type FetchWorkerReply =
  | { type: 'head'; id: number; status: number; statusText: string; headers: [string, string][] }
  /** A piece of the body, its buffer transferred. */
  | { type: 'piece'; id: number; bytes: Uint8Array }
  | { type: 'end'; id: number }
  /** `fetch` rejected, or the body broke off: the page sees a network failure, as with its own. */
  | { type: 'fail'; id: number; message: string };

/** What the page needs of a worker: a real one, or a fake in tests. */
export interface FetchWorker extends StartedWorker<FetchWorkerReply> {
  postMessage(message: FetchWorkerRequest): void;
}

/** A response's statuses that carry no body, which `new Response` refuses one for. */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

interface Call {
  /** Settles the promise `fetch` returned, until the head is in. */
  answer?: { resolve: (response: Response) => void; reject: (reason: unknown) => void };
  /** The body's stream, once the head is in. */
  body?: ReadableStreamDefaultController<Uint8Array>;
  forget: () => void;
  /** Sends a read again by the page's `fetch`, for a worker that died before the answer came. */
  resend?: () => void;
}

/** Reads, which may be sent twice: a write whose worker died is failed, never sent again. */
const READS = new Set(['GET', 'HEAD']);

/** A `fetch` run by the worker `startWorker` gives, started on the first call and then kept. */
export function createOffPageFetch(
  startWorker: () => FetchWorker | undefined,
  pageFetch: typeof fetch = (input, init) => fetch(input, init),
) {
  let lastId = 0;
  const calls = new Map<number, Call>();

  function fail(call: Call, reason: unknown) {
    call.forget();
    if (call.answer) call.answer.reject(reason);
    else call.body?.error(reason);
  }

  /** The worker failed (its script missing after a deploy, say): the page fetches from now on. */
  function settleWaiting() {
    for (const call of [...calls.values()]) {
      if (call.answer && call.resend) call.resend();
      else fail(call, new TypeError('The fetch worker stopped.'));
    }
  }

  function receive({ data }: MessageEvent<FetchWorkerReply>) {
    const call = calls.get(data.id);
    if (!call) return;
    if (data.type === 'head') {
      const nullBody = NULL_BODY_STATUSES.has(data.status);
      const body = nullBody
        ? null
        : new ReadableStream<Uint8Array>({
            start: (controller) => void (call.body = controller),
            cancel: () => {
              call.forget();
              fetcher.current()?.postMessage({ type: 'cancel', id: data.id });
            },
          });
      const { status, statusText, headers } = data;
      call.answer?.resolve(new Response(body, { status, statusText, headers }));
      delete call.answer;
      if (nullBody) call.forget();
    } else if (data.type === 'piece') {
      call.body?.enqueue(data.bytes);
    } else if (data.type === 'end') {
      call.forget();
      call.body?.close();
    } else {
      fail(call, new TypeError(data.message));
    }
  }

  const fetcher = keptWorker(startWorker, { message: receive, failure: settleWaiting });

  return function offPageFetch(input: string, init: RequestInit = {}): Promise<Response> {
    const to = fetcher.ready();
    const { signal } = init;
    const body = init.body ?? undefined;
    if (!to || (body !== undefined && typeof body !== 'string')) return pageFetch(input, init);
    if (signal?.aborted) return Promise.reject(signal.reason);

    const id = ++lastId;
    return new Promise<Response>((resolve, reject) => {
      const onAbort = () => {
        to.postMessage({ type: 'cancel', id });
        fail(call, signal?.reason);
      };
      const method = init.method ?? 'GET';
      const call: Call = {
        answer: { resolve, reject },
        forget: () => {
          calls.delete(id);
          signal?.removeEventListener('abort', onAbort);
        },
        ...(READS.has(method.toUpperCase())
          ? {
              resend: () => {
                call.forget();
                pageFetch(input, init).then(resolve, reject);
              },
            }
          : {}),
      };
      calls.set(id, call);
      signal?.addEventListener('abort', onAbort, { once: true });
      to.postMessage({
        type: 'fetch',
        id,
        // Resolved here: the worker's own base URL is its script's.
        url: new URL(input, location.href).href,
        method,
        headers: [...new Headers(init.headers)],
        body,
        credentials: init.credentials,
      });
    });
  };
}

function startFetchWorker(): FetchWorker | undefined {
  if (typeof Worker === 'undefined') return undefined;
  return new Worker(new URL('./fetch-worker.ts', import.meta.url), {
    type: 'module',
    name: 'fetch',
  });
}

/** The app's off-page `fetch`: one worker, started by the first large read. */
export const offPageFetch = createOffPageFetch(startFetchWorker);
