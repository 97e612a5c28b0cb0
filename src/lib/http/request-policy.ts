/** The app's one retry policy. A create is never retried (it could create twice). */
import { isApiError, type ApiErrorKind } from './api-error';

const TRANSIENT_KINDS: ReadonlySet<ApiErrorKind> = new Set([
  'network',
  'timeout',
  'rate_limited',
  'server',
  'bad_gateway',
  'unavailable',
]);

export const MAX_READ_RETRIES = 3;
const MAX_UPDATE_RETRIES = 1;
const BASE_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;

/** Failures after which a write may have happened anyway; not a 429, which is turned away unread. */
const AMBIGUOUS_KINDS: ReadonlySet<ApiErrorKind> = new Set([
  'network',
  'timeout',
  'server',
  'bad_gateway',
  'unavailable',
]);

export function isTransient(error: unknown): boolean {
  return isApiError(error) && TRANSIENT_KINDS.has(error.kind);
}

/** A create that failed so may exist all the same: look for it before saying it was not made. */
export function isAmbiguousFailure(error: unknown): boolean {
  return isApiError(error) && AMBIGUOUS_KINDS.has(error.kind);
}

/** React Query `retry` for queries: transient failures only, a few times. 4xx never. */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_READ_RETRIES && isTransient(error);
}

export function isRateLimited(error: unknown): boolean {
  return isApiError(error) && error.kind === 'rate_limited';
}

/** `retry` for a read whose caller paces its own requests: a 429 goes back to the caller. */
export function shouldRetryReadUnlessRateLimited(failureCount: number, error: unknown): boolean {
  return !isRateLimited(error) && shouldRetryRead(failureCount, error);
}

/** React Query `retry` for an update: only when the request may never have arrived. */
export function shouldRetryUpdate(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_UPDATE_RETRIES && isApiError(error) && error.kind === 'network';
}

/** Exponential backoff with full jitter; a `Retry-After` is honoured exactly. */
export function retryDelayMs(
  attempt: number,
  error: unknown,
  random: () => number = Math.random,
): number {
  if (isApiError(error) && error.retryAfterSeconds !== undefined) {
    return Math.min(error.retryAfterSeconds * 1000, 5 * 60_000);
  }
  const ceiling = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** attempt);
  return Math.round(Math.max(250, random() * ceiling));
}

const MAX_DELETE_RETRIES = 2;

/** How a delete ended: the service deleted it now, or had no such schedule to start with. */
export type DeleteOutcome = 'deleted' | 'already-gone';

/**
 * A DELETE resent when its answer may be lost (idempotent): a 404 after a lost answer is `deleted`,
 * on the first try `already-gone`; a 429 is waited out. `answerLost` carries over to a Try again.
 */
export async function deleteWithRetries(
  send: () => Promise<void>,
  {
    answerLost = false,
    wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
    onAnswerLost,
  }: {
    answerLost?: boolean;
    wait?: (ms: number) => Promise<void>;
    onAnswerLost?: () => void;
  } = {},
): Promise<DeleteOutcome> {
  let lost = answerLost;
  for (let attempt = 0; ; attempt += 1) {
    try {
      await send();
      return 'deleted';
    } catch (error) {
      if (isApiError(error) && error.kind === 'not_found') return lost ? 'deleted' : 'already-gone';
      if (isAmbiguousFailure(error)) {
        lost = true;
        onAnswerLost?.();
      }
      if (attempt >= MAX_DELETE_RETRIES || !isTransient(error)) throw error;
      await wait(retryDelayMs(attempt, error));
    }
  }
}
