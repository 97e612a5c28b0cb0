/** One exchange: a limit for the headers, then one for silence in the body, read as a stream. */
import { ApiError } from './api-error';
import type { TextPieces } from './json-in-steps';
import type { DownloadProgress } from '#src/lib/http/download-progress';
import { yieldToBrowser } from '#src/lib/scheduling/yield-to-browser';

/** The most time a body's pieces take in one task: a large body already in comes all at once. */
const READ_SLICE_MS = 8;
/** Bytes decoded in one go: the network hands over pieces of megabytes, too long for one task. */
const DECODE_PART_BYTES = 256 * 1024;

/** How long the service may take to start answering; past it a read is retried (request-policy). */
export const RESPONSE_HEADERS_TIMEOUT_MS = 15_000;

/** How long a body may go without a byte: a live connection brings some every second or two. */
export const BODY_IDLE_TIMEOUT_MS = 10_000;

export interface ExchangeLimits {
  headersMs: number;
  bodyIdleMs: number;
}

export type Exchange = ReturnType<typeof startExchange>;

/** One request's abort controller and time limits; the caller's cancellation stays an abort. */
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
  /** The text as decoded, piece by piece: joined, a body of megabytes is one costly string. */
  texts: TextPieces;
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
    if (!(failure instanceof ApiError)) throw failure;
    return { ok: false, failure };
  }
}

async function readBody(
  response: Response,
  exchange: Exchange,
  onProgress: ((progress: DownloadProgress) => void) | undefined,
): Promise<BodyRead> {
  exchange.bodyMoved();
  if (!response.body) return { texts: [], bytes: new Uint8Array(0) };
  const totalBytes = lengthAsStreamed(response.headers);
  let receivedBytes = 0;
  onProgress?.({ receivedBytes, totalBytes });

  const reader = response.body.getReader();
  const aborted = rejectionOnAbort(exchange.signal);
  // Decoded as it comes; the bytes are kept to hand to a checking worker without a copy.
  const decoder = new TextDecoder();
  const texts: string[] = [];
  const pieces: Uint8Array[] = [];
  // The time spent on the pieces since the last yield; the wait for a piece is not counted.
  let worked = 0;
  try {
    for (;;) {
      const chunk = await Promise.race([reader.read(), aborted]);
      if (chunk.done) break;
      const pieceAt = performance.now();
      pieces.push(chunk.value);
      receivedBytes += chunk.value.byteLength;
      exchange.bodyMoved();
      onProgress?.({ receivedBytes, totalBytes });
      worked += performance.now() - pieceAt;
      // Decoded in parts (DECODE_PART_BYTES), with the page given way between them.
      for (let at = 0; at < chunk.value.byteLength; at += DECODE_PART_BYTES) {
        const partAt = performance.now();
        const part = chunk.value.subarray(at, at + DECODE_PART_BYTES);
        texts.push(decoder.decode(part, { stream: true }));
        worked += performance.now() - partAt;
        if (worked > READ_SLICE_MS) {
          await Promise.race([yieldToBrowser(), aborted]);
          worked = 0;
        }
      }
    }
  } catch (error) {
    // A stream that already failed may refuse the cancel.
    reader.cancel(error).catch(() => {});
    throw error;
  }
  const bytes = new Uint8Array(receivedBytes);
  let offset = 0;
  for (const piece of pieces) {
    bytes.set(piece, offset);
    offset += piece.byteLength;
  }
  const end = decoder.decode();
  if (end) texts.push(end);
  return { texts, bytes };
}

/** Rejects when `signal` aborts, as a body made in the page (msw) may never settle on abort. */
export function rejectionOnAbort(signal: AbortSignal): Promise<never> {
  const rejection = new Promise<never>((_resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
  // Only raced, so it may reject with no one left waiting for it.
  rejection.catch(() => {});
  return rejection;
}

/** The body's length as streamed, if known: with a Content-Encoding, Content-Length is encoded. */
function lengthAsStreamed(headers: Headers): number | undefined {
  const encoding = headers.get('Content-Encoding')?.trim().toLowerCase();
  if (encoding && encoding !== 'identity') return undefined;
  const length = headers.get('Content-Length')?.trim();
  return length && /^\d+$/.test(length) ? Number(length) : undefined;
}
