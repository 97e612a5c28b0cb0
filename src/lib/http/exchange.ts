/**
 * One exchange with the service: its time limits (the headers within one, then no silence in the
 * body longer than another) and its body, read piece by piece so that each piece puts off the
 * idle limit and reports progress. A body must be read as a stream for both: `response.text()`
 * has neither.
 */
import { ApiError } from './api-error';
import type { DownloadProgress } from '#src/lib/http/download-progress';

/**
 * How long the service may take to start answering (status and headers). This covers its own
 * work on the request and any proxy in between; past it the user has waited long enough to be
 * told, and a read is retried (request-policy). It does not cover the body: see below.
 */
export const RESPONSE_HEADERS_TIMEOUT_MS = 15_000;

/**
 * How long a body may go without a single byte once the headers are in. A body may take as long
 * as it needs while it moves: 5,000 schedules are about 4 MB, which through a slow proxy or a
 * poor connection takes longer than the headers' limit. A live connection, even a poor one,
 * brings some bytes every second or two, so this much silence means the transfer has stalled.
 */
export const BODY_IDLE_TIMEOUT_MS = 10_000;

export interface ExchangeLimits {
  headersMs: number;
  bodyIdleMs: number;
}

export type Exchange = ReturnType<typeof startExchange>;

/**
 * The abort controller of one request, and its limits: the headers must arrive within
 * `headersMs`; after that the body is cut off only when `bodyIdleMs` pass without a byte. The
 * caller's own cancellation ends it too, and stays an abort rather than becoming an ApiError.
 */
export function startExchange(callerSignal: AbortSignal | undefined, limits: ExchangeLimits) {
  const controller = new AbortController();
  let phase: 'headers' | 'body' = 'headers';
  let stalled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const followCaller = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) followCaller();
  else callerSignal?.addEventListener('abort', followCaller, { once: true });

  function restartTimer(limitMs: number) {
    clearTimeout(timer);
    timer = setTimeout(() => {
      stalled = true;
      controller.abort(new DOMException(`Nothing arrived for ${limitMs} ms`, 'TimeoutError'));
    }, limitMs);
  }
  restartTimer(limits.headersMs);

  return {
    signal: controller.signal,
    /** The headers are in, or a piece of the body: the next piece has `bodyIdleMs` to come. */
    bodyMoved() {
      phase = 'body';
      restartTimer(limits.bodyIdleMs);
    },
    /** What a rejection of fetch or of the body stream means, as the error to throw. */
    failure(cause: unknown): unknown {
      if (callerSignal?.aborted) return cause;
      if (stalled) return new ApiError('timeout', { message: stallMessage(phase, limits), cause });
      return new ApiError('network', phase === 'body' ? { message: BROKEN_OFF, cause } : { cause });
    },
    end() {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', followCaller);
    },
  };
}

const BROKEN_OFF = 'The connection to the service broke off. Check your connection and try again.';

function stallMessage(phase: 'headers' | 'body', limits: ExchangeLimits): string {
  return phase === 'headers'
    ? `The service did not answer within ${Math.round(limits.headersMs / 1000)} seconds. Please try again.`
    : `The service stopped sending data for ${Math.round(limits.bodyIdleMs / 1000)} seconds. Please try again.`;
}

export type ReceivedBody = ({ ok: true } & BodyRead) | { ok: false; failure: ApiError };

/** A body as read: its text for the page, its bytes for a worker that checks it (no copy). */
export interface BodyRead {
  text: string;
  bytes: Uint8Array;
}

/** The whole body as text, or the ApiError of a body that stalled or broke off. */
export async function receiveBody(
  response: Response,
  exchange: Exchange,
  onProgress: ((progress: DownloadProgress) => void) | undefined,
): Promise<ReceivedBody> {
  try {
    return { ok: true, ...(await readBody(response, exchange, onProgress)) };
  } catch (cause) {
    const failure = exchange.failure(cause);
    // The caller's cancellation is not a result: it goes straight up.
    if (!(failure instanceof ApiError)) throw failure;
    return { ok: false, failure };
  }
}

/** Reads the body piece by piece: each piece puts off the idle limit and is reported. */
async function readBody(
  response: Response,
  exchange: Exchange,
  onProgress: ((progress: DownloadProgress) => void) | undefined,
): Promise<BodyRead> {
  exchange.bodyMoved();
  if (!response.body) return { text: '', bytes: new Uint8Array(0) };
  const totalBytes = lengthAsStreamed(response.headers);
  let receivedBytes = 0;
  onProgress?.({ receivedBytes, totalBytes });

  const reader = response.body.getReader();
  const aborted = rejectionOnAbort(exchange.signal);
  // The text is decoded piece by piece (decoding 6.7 MB at once costs the page several times
  // more), and the bytes are kept too: a worker that checks the body gets them handed over for
  // nothing, where posting the text copies it on the page (70 ms at 5 MB on a fast machine).
  const decoder = new TextDecoder();
  let text = '';
  const pieces: Uint8Array[] = [];
  try {
    for (;;) {
      const chunk = await Promise.race([reader.read(), aborted]);
      if (chunk.done) break;
      text += decoder.decode(chunk.value, { stream: true });
      pieces.push(chunk.value);
      receivedBytes += chunk.value.byteLength;
      exchange.bodyMoved();
      onProgress?.({ receivedBytes, totalBytes });
    }
  } catch (error) {
    // Let go of the connection; a stream that already failed may refuse, which is fine.
    reader.cancel(error).catch(() => {});
    throw error;
  }
  const bytes = new Uint8Array(receivedBytes);
  let offset = 0;
  for (const piece of pieces) {
    bytes.set(piece, offset);
    offset += piece.byteLength;
  }
  return { text: text + decoder.decode(), bytes };
}

/**
 * Rejects with the signal's reason when it aborts. A body from the network fails by itself when
 * its fetch is aborted, but one made in the page (msw's service worker, a test) may never settle,
 * so each read is raced against this.
 */
export function rejectionOnAbort(signal: AbortSignal): Promise<never> {
  const rejection = new Promise<never>((_resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
  // Only raced, so it may reject with no one left waiting for it.
  rejection.catch(() => {});
  return rejection;
}

/**
 * The body's length in the bytes its stream yields, when the server said. With a
 * Content-Encoding (gzip, br) Content-Length counts the encoded bytes while the stream yields
 * decoded ones, so there is no usable total then.
 */
function lengthAsStreamed(headers: Headers): number | undefined {
  const encoding = headers.get('Content-Encoding')?.trim().toLowerCase();
  if (encoding && encoding !== 'identity') return undefined;
  const length = headers.get('Content-Length')?.trim();
  return length && /^\d+$/.test(length) ? Number(length) : undefined;
}
