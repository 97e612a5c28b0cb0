/**
 * The API client's one error type: every failure becomes an ApiError with a kind the UI can act
 * on. Kept apart from the client and zod so start-up code can classify errors without the schemas.
 */
import type { FieldError } from '#src/domain/schemas';

export type ApiErrorKind =
  | 'bad_request'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'rate_limited'
  | 'server'
  | 'bad_gateway'
  | 'unavailable'
  | 'network'
  | 'timeout'
  | 'invalid_response';

/** When the server gave no message; sits between the kind's title and ADVICE, so repeats neither. */
export const DEFAULT_MESSAGES: Record<ApiErrorKind, string> = {
  bad_request: 'The service did not say what it did not accept.',
  unauthenticated: 'Your sign-in is no longer valid.',
  forbidden: 'The service refused this for the account you are signed in with.',
  not_found: 'The service has nothing at this address: it may have been removed.',
  rate_limited: 'The service asks this app to slow down. Wait a moment, then try again.',
  server: 'An unexpected error occurred on the service.',
  bad_gateway: 'The service received an invalid response from an upstream server.',
  unavailable: 'The service is down or overloaded for now.',
  network: 'The request did not reach the service, or its answer never came back.',
  timeout: 'No answer came within the time allowed.',
  invalid_response: 'The service sent data this app does not understand.',
};

/** What to do after a failure: `retry` (left out when the message says it), then `then`. */
interface Advice {
  retry?: string;
  then?: string;
}

/** The advice for each kind where a "Try again" button alone does not say what to do. */
export const ADVICE: Partial<Record<ApiErrorKind, Advice>> = {
  forbidden: {
    then: 'Ask an administrator of this site for access, or sign in with another account.',
  },
  network: { retry: 'Check your connection, then try again.' },
  server: {
    retry: 'Try again in a few minutes.',
    then: 'If it keeps happening, contact support.',
  },
  bad_gateway: { retry: 'Try again in a moment.' },
  unavailable: { retry: 'Try again in a moment.' },
  timeout: {
    retry: 'Try again.',
    then: 'If it keeps happening, the service may be overloaded.',
  },
  invalid_response: {
    retry: 'Try again later.',
    then: 'If it keeps happening, contact support.',
  },
};

/** Ends like a sentence: a full stop, question or exclamation mark, maybe inside a quote. */
const SENTENCE_END = /[.!?…]["'”’)\]]*$/;
/** Already says to try again: "Please retry in a few minutes", "try again shortly". */
const RETRY_ADVICE = /\b(re-?try|try (it )?again|try later)\b/i;

/** Message plus advice as one text: adds a missing full stop, no second "try again". */
export function withAdvice(message: string, advice: Advice | undefined): string {
  const trimmed = message.trim();
  const steps = [RETRY_ADVICE.test(trimmed) ? undefined : advice?.retry, advice?.then].filter(
    (step) => step !== undefined,
  );
  if (!trimmed) return steps.join(' ');
  const sentence = SENTENCE_END.test(trimmed) ? trimmed : `${trimmed}.`;
  return [sentence, ...steps].join(' ');
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  /** The `errors[]` of a Bad Request. */
  readonly fieldErrors: readonly FieldError[];
  /** Seconds to wait, from a `Retry-After` header. */
  readonly retryAfterSeconds: number | undefined;
  readonly documentationUrl: string | undefined;

  constructor(
    kind: ApiErrorKind,
    options: {
      message?: string | undefined;
      status?: number | undefined;
      fieldErrors?: readonly FieldError[] | undefined;
      retryAfterSeconds?: number | undefined;
      documentationUrl?: string | undefined;
      cause?: unknown;
    } = {},
  ) {
    super(options.message || DEFAULT_MESSAGES[kind], { cause: options.cause });
    this.kind = kind;
    this.status = options.status;
    this.fieldErrors = options.fieldErrors ?? [];
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.documentationUrl = options.documentationUrl;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Conventional codes for the spec's error kinds (section 7); other codes fall back by class. */
export function errorKindForStatus(status: number): ApiErrorKind {
  switch (status) {
    case 400:
    case 422:
      return 'bad_request';
    case 401:
      return 'unauthenticated';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 408:
    case 504:
      return 'timeout';
    case 429:
      return 'rate_limited';
    case 502:
      return 'bad_gateway';
    case 503:
      return 'unavailable';
    default:
      return status >= 500 ? 'server' : 'bad_request';
  }
}

/** `Retry-After` as seconds: either delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now: Date = new Date()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now.getTime()) / 1000));
}
