/**
 * The only code that sends requests (by `fetch`, or by `offPageFetch` for the large lists): Basic
 * auth, exchange.ts's time limits, bodies checked against the caller's schema, failures typed
 * `ApiError`. It knows no endpoint.
 */
import type * as z from 'zod/mini';
import { BadRequestBodySchema } from '#src/domain/schemas';
import type { DownloadProgress } from '#src/lib/http/download-progress';
import { ApiError, DEFAULT_MESSAGES, errorKindForStatus, parseRetryAfter } from './api-error';
import { apiUrl } from './api-url';
import { encodeBasicAuth, type Credentials } from './basic-auth';
import type { EarlyAnswers } from './early-answers';
import {
  BODY_IDLE_TIMEOUT_MS,
  receiveBody,
  rejectionOnAbort,
  RESPONSE_HEADERS_TIMEOUT_MS,
  startExchange,
  type BodyRead,
  type ExchangeLimits,
} from './exchange';
import { isLargeListSchema, responseChecker } from './off-thread-check';
import { offPageFetch, type SendRequest } from './off-page-fetch';
import { parseJson, type JsonPayload, type OffThreadSchemaName } from './response-check';

export interface TransportOptions {
  /** Ends with `/v1`, e.g. `https://api.wpengineapi.com/v1` or `/v1` behind the same-origin proxy. */
  baseUrl: string;
  getCredentials: () => Credentials | null;
  /** Called on every 401, so the auth context can send the user to sign in again. */
  onUnauthenticated?: (error: ApiError) => void;
  /** Limit for the status and headers to arrive; RESPONSE_HEADERS_TIMEOUT_MS unless given. */
  headersTimeoutMs?: number;
  /** Limit for a silence within the body; BODY_IDLE_TIMEOUT_MS unless given. */
  bodyIdleTimeoutMs?: number;
  /** Sends every request (tests); unless given, the large lists' GETs go by `offPageFetch`. */
  fetch?: typeof fetch;
  /** Answers start-up fetched before the client existed (src/startup), taken over once. */
  early?: EarlyAnswers | undefined;
  /** Awaited before each request (demo: starts the mock lazily); a rejection fails the request. */
  ready?: () => Promise<unknown>;
}

export interface RequestOptions<T> {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  query?: Record<string, string | undefined>;
  body?: unknown;
  /** The success body's schema; null where any 2xx is the whole answer and its body is ignored. */
  schema: z.ZodMiniType<T> | null;
  signal?: AbortSignal | undefined;
  /** For sign-in: try these credentials instead of the stored ones. */
  credentials?: Credentials | undefined;
  onProgress?: ((progress: DownloadProgress) => void) | undefined;
}

/** Demo mode: the mock service must have started; if it cannot, the call fails as `network`. */
async function waitUntilReady(ready: () => Promise<unknown>): Promise<void> {
  try {
    await ready();
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : undefined;
    throw new ApiError('network', { ...(message ? { message } : {}), cause });
  }
}

/** The one function that calls the service: auth, time limits, body read and checked, errors typed. */
export function createTransport(options: TransportOptions) {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const limits: ExchangeLimits = {
    headersMs: options.headersTimeoutMs ?? RESPONSE_HEADERS_TIMEOUT_MS,
    bodyIdleMs: options.bodyIdleTimeoutMs ?? BODY_IDLE_TIMEOUT_MS,
  };

  async function request<T>({
    method,
    path,
    query,
    body,
    schema,
    signal,
    credentials,
    onProgress,
  }: RequestOptions<T>): Promise<T> {
    if (schema) responseChecker.warmUp(schema);
    // Awaited only when set: the signal must be linked in the call's tick, or a quick cancel is missed.
    if (options.ready) await waitUntilReady(options.ready);
    const headers = new Headers({ Accept: 'application/json' });
    const activeCredentials = credentials ?? options.getCredentials();
    if (activeCredentials) headers.set('Authorization', encodeBasicAuth(activeCredentials));
    if (body !== undefined) headers.set('Content-Type', 'application/json');

    const exchange = startExchange(signal, limits);
    try {
      let response: Response;
      try {
        const url = apiUrl(baseUrl, path, query);
        const init: RequestInit = {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: exchange.signal,
          // Credentials travel only in the Authorization header, never as cookies.
          credentials: 'omit',
        };
        // A large list's body is received off the page's thread (off-page-fetch.ts).
        const send: SendRequest =
          options.fetch ?? (method === 'GET' && isLargeListSchema(schema) ? offPageFetch : fetch);
        response = await (options.early ? options.early.fetch(url, init, send) : send(url, init));
      } catch (cause) {
        throw exchange.failure(cause);
      }

      const received = await receiveBody(response, exchange, onProgress);
      if (!response.ok) {
        // The status says what happened even when its body was lost.
        const payload = received.ok ? parseJson(received.texts.join('')) : { ok: false as const };
        throw toApiError(response, payload, options.onUnauthenticated);
      }
      if (!schema) return undefined as T;
      if (!received.ok) throw received.failure;
      return await parseSuccess(schema, response, received, {
        signal,
        checkedAs: options.early?.checkedAs(response),
      });
    } finally {
      exchange.end();
    }
  }

  return { baseUrl, request };
}

/** Checked against the schema, else invalid_response; a large body in a worker, raced against cancel. */
async function parseSuccess<T>(
  schema: z.ZodMiniType<T>,
  { status }: Response,
  body: BodyRead,
  {
    signal,
    checkedAs,
  }: { signal: AbortSignal | undefined; checkedAs: OffThreadSchemaName | undefined },
): Promise<T> {
  const checking = responseChecker.check(schema, body.texts, body.bytes, checkedAs);
  const checked = await (signal ? Promise.race([checking, rejectionOnAbort(signal)]) : checking);
  if (!checked.success) {
    throw new ApiError('invalid_response', {
      status,
      message: `${DEFAULT_MESSAGES.invalid_response} (${checked.summary})`,
      cause: checked.error,
    });
  }
  return checked.data;
}

function toApiError(
  response: Response,
  payload: JsonPayload,
  onUnauthenticated?: (error: ApiError) => void,
): ApiError {
  const kind = errorKindForStatus(response.status);
  const body = payload.ok ? BadRequestBodySchema.safeParse(payload.value) : undefined;
  const error = new ApiError(kind, {
    status: response.status,
    message: body?.success ? body.data.message : undefined,
    fieldErrors: body?.success ? body.data.errors : undefined,
    documentationUrl: body?.success ? body.data.documentation_url : undefined,
    retryAfterSeconds: parseRetryAfter(response.headers.get('Retry-After')),
  });
  if (kind === 'unauthenticated') onUnauthenticated?.(error);
  return error;
}

export type Transport = ReturnType<typeof createTransport>;
