/**
 * The one error type of the API client: every failure of a call, whatever its cause, becomes an
 * ApiError with a kind the UI can act on. Kept apart from the client (and zod) so the start-up
 * code can classify errors without loading the schemas.
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

/** What the user is told when the server gave no message of its own. */
export const DEFAULT_MESSAGES: Record<ApiErrorKind, string> = {
  bad_request: 'The service did not accept the request.',
  unauthenticated: 'Your sign-in is no longer valid. Please sign in again.',
  forbidden: "You don't have permission to do this.",
  not_found: 'Not found.',
  rate_limited: 'Too many requests. Please wait a moment.',
  server: 'The service had an unexpected error. Please try again in a few minutes.',
  bad_gateway:
    'The service received an invalid response from an upstream server. Please try again.',
  unavailable: 'The service is temporarily unavailable. Please try again shortly.',
  network: 'Could not reach the service. Check your connection and try again.',
  timeout: 'The service took too long to answer. Please try again.',
  invalid_response: 'The service sent data this app does not understand.',
};

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status, when the server answered. */
  readonly status: number | undefined;
  /** The `errors[]` of a Bad Request, one entry per problem. */
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

/**
 * The spec names error kinds, not status codes (section 7); these are the conventional codes
 * the real service and the mock use. Other codes fall back by class.
 */
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
