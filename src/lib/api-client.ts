/**
 * The only code that talks to the Report Schedule Service. It holds the base URL and how to get
 * the credentials, sends JSON with `Authorization: Basic`, parses every success body with the
 * domain schemas and turns every failure into one typed `ApiError`.
 */
import type * as z from 'zod/mini';
import {
  BadRequestBodySchema,
  MessageResponseSchema,
  ReportListResponseSchema,
  ScheduleListResponseSchema,
  SectionCatalogueSchema,
  TemplateListResponseSchema,
  type CreateScheduleRequest,
  type MessageResponse,
  type ReportListResponse,
  type ScheduleListResponse,
  type SectionCatalogue,
  type TemplateListResponse,
  type UpdateScheduleRequest,
} from '#src/domain/schemas';
import {
  AccountPageSchema,
  PAGE_LIMIT_MAX,
  PlatformSiteSchema,
  PlatformUserSchema,
  SitePageSchema,
  type AccountPage,
  type PlatformSite,
  type PlatformUser,
  type SitePage,
} from '#src/domain/platform-schemas';
import { apiUrl, pageQuery, SCHEDULES_PATH, SITES_PATH } from './http/api-url';
import { ApiError, DEFAULT_MESSAGES, errorKindForStatus, parseRetryAfter } from './http/api-error';
import { encodeBasicAuth, type Credentials } from './http/basic-auth';
import type { DownloadProgress } from './download-progress';
import type { EarlyAnswers } from './http/early-answers';
import { responseChecker } from './http/off-thread-check';
import { parseJson, type JsonPayload, type OffThreadSchemaName } from './http/response-check';

export { isApiError } from './http/api-error';

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

export interface ApiClientOptions {
  /** Ends with `/v1`, e.g. `https://api.wpengineapi.com/v1` or `/v1` behind the same-origin proxy. */
  baseUrl: string;
  getCredentials: () => Credentials | null;
  /** Called on every 401, so the auth context can send the user to sign in again. */
  onUnauthenticated?: (error: ApiError) => void;
  /** Limit for the status and headers to arrive; RESPONSE_HEADERS_TIMEOUT_MS unless given. */
  headersTimeoutMs?: number;
  /** Limit for a silence within the body; BODY_IDLE_TIMEOUT_MS unless given. */
  bodyIdleTimeoutMs?: number;
  fetch?: typeof fetch;
  /** Answers start-up fetched before the client existed (src/startup), taken over once. */
  early?: EarlyAnswers | undefined;
  /**
   * Called at each request, which waits for the promise first. Demo mode: the mock service, whose
   * worker answers the requests, starts on the first call (once), so nothing of it loads before
   * the API is needed. If it rejects, requests fail with its message.
   */
  ready?: () => Promise<unknown>;
}

interface RequestOptions<T> {
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

export interface ReadOptions {
  /** The caller's cancellation (React Query's): the call then rejects with its reason. */
  signal?: AbortSignal | undefined;
  /**
   * Called with 0 bytes when the headers arrive (a new download) and after every piece of the
   * body. `totalBytes` only when Content-Length counts the bytes the body yields.
   */
  onProgress?: ((progress: DownloadProgress) => void) | undefined;
}

/** Which page of a platform list to read: `limit` 0-100 (default 100), `offset` from 0. */
export interface PageRequest {
  limit?: number | undefined;
  offset?: number | undefined;
}

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * The page after `page`, from its `next` link, or null at the end. Only the link's `limit` and
 * `offset` are taken: the next page is asked of this client's own base URL (the same-origin
 * proxy), so credentials never go to whatever host a link names.
 */
export function nextPageOf(page: { next: string | null }): Required<PageRequest> | null {
  if (!page.next) return null;
  let search: URLSearchParams;
  try {
    search = new URL(page.next, 'http://base.invalid').searchParams;
  } catch {
    return null;
  }
  const offset = Number(search.get('offset') ?? '0');
  const limit = Number(search.get('limit') ?? String(PAGE_LIMIT_MAX));
  if (!Number.isInteger(offset) || offset < 0 || !Number.isInteger(limit) || limit <= 0) {
    return null;
  }
  return { offset, limit: Math.min(limit, PAGE_LIMIT_MAX) };
}

/**
 * The page to read after `page`, which answered `requested`, or null at the end: also where a
 * `next` would not move forward, or a page came back empty, so a faulty link cannot loop.
 */
export function pageAfter(
  page: { next: string | null; results: readonly unknown[] },
  requested: PageRequest,
): Required<PageRequest> | null {
  const next = nextPageOf(page);
  return next && page.results.length > 0 && next.offset > (requested.offset ?? 0) ? next : null;
}

/** One page of a platform list (`GET /accounts`, `GET /sites`). */
function readPage<T>(
  request: ReturnType<typeof createRequester>,
  path: string,
  schema: z.ZodMiniType<T>,
  { limit, offset }: PageRequest,
  signal: AbortSignal | undefined,
): Promise<T> {
  return request({ method: 'GET', path, query: pageQuery({ limit, offset }), schema, signal });
}

/**
 * What WP Engine's reference documents beyond the first description of the service
 * (site-reports-api-today.md): deleting a schedule, and the reports that were sent.
 */
function siteReportOperations(request: ReturnType<typeof createRequester>) {
  return {
    /**
     * DELETE /site_reports/schedules/{uuid}. The reference gives no status for "Deleted", so any
     * 2xx is success and its body (none, a message or plain text) is not read.
     */
    async deleteSchedule(scheduleId: string): Promise<void> {
      await request({
        method: 'DELETE',
        path: `/site_reports/schedules/${encodeURIComponent(scheduleId)}`,
        schema: null,
      });
    },

    /** GET /site_reports?site_id=: the reports generated for a site (site-reports-api-today.md). */
    listReports(
      siteId: string,
      { signal, onProgress }: ReadOptions = {},
    ): Promise<ReportListResponse> {
      return request({
        method: 'GET',
        path: '/site_reports',
        query: { site_id: siteId },
        schema: ReportListResponseSchema,
        signal,
        onProgress,
      });
    },
  };
}

export function createApiClient(options: ApiClientOptions) {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const request = createRequester(options, baseUrl);

  return {
    baseUrl,

    listSchedules(
      siteId: string,
      { signal, onProgress }: ReadOptions = {},
    ): Promise<ScheduleListResponse> {
      return request({
        method: 'GET',
        path: SCHEDULES_PATH,
        query: { site_id: siteId },
        schema: ScheduleListResponseSchema,
        signal,
        onProgress,
      });
    },

    createSchedule(body: CreateScheduleRequest): Promise<MessageResponse> {
      return request({
        method: 'POST',
        path: SCHEDULES_PATH,
        body,
        schema: MessageResponseSchema,
      });
    },

    updateSchedule(scheduleId: string, body: UpdateScheduleRequest): Promise<MessageResponse> {
      return request({
        method: 'PATCH',
        path: `/site_reports/schedules/${encodeURIComponent(scheduleId)}`,
        body,
        schema: MessageResponseSchema,
      });
    },

    ...siteReportOperations(request),

    /**
     * Asks whether this account may write to the site without changing anything: a create whose
     * body breaks the contract three ways (no title, no recipients, a DAYS frequency of 0, spec
     * sections 4.1 and 8), so the service can never create from it. An account that may not write
     * is refused before the body is read (403); one that may gets the body's 400. Resolves only if
     * the service, against its contract, accepted it.
     */
    probeWriteAccess(siteId: string, { signal }: ReadOptions = {}): Promise<MessageResponse> {
      return request({
        method: 'POST',
        path: SCHEDULES_PATH,
        body: { site_id: siteId, frequency: { unit: 'DAYS', value: 0 } },
        schema: MessageResponseSchema,
        signal,
      });
    },

    /** GET /user: who the credentials belong to (sign-in's check, and the greeting). */
    getUser({
      signal,
      credentials,
    }: ReadOptions & { credentials?: Credentials | undefined } = {}): Promise<PlatformUser> {
      return request({
        method: 'GET',
        path: '/user',
        schema: PlatformUserSchema,
        signal,
        credentials,
      });
    },

    /** GET /accounts: one page of the user's accounts. */
    listAccounts: (page: PageRequest = {}, { signal }: ReadOptions = {}): Promise<AccountPage> =>
      readPage(request, '/accounts', AccountPageSchema, page, signal),

    /** GET /sites: one page of the sites the user can see. */
    listSites: (page: PageRequest = {}, { signal }: ReadOptions = {}): Promise<SitePage> =>
      readPage(request, SITES_PATH, SitePageSchema, page, signal),

    /** GET /sites/{site_id}: one site, for a page opened by its address. */
    getSite(siteId: string, { signal }: ReadOptions = {}): Promise<PlatformSite> {
      return request({
        method: 'GET',
        path: `/sites/${encodeURIComponent(siteId)}`,
        schema: PlatformSiteSchema,
        signal,
      });
    },

    /** The templates of an account: `account_id` is required by WP Engine's reference. */
    listTemplates({
      accountId,
      signal,
      credentials,
    }: {
      accountId: string | undefined;
      signal?: AbortSignal | undefined;
      credentials?: Credentials | undefined;
    }): Promise<TemplateListResponse> {
      return request({
        method: 'GET',
        path: '/site_reports/templates',
        query: { account_id: accountId },
        schema: TemplateListResponseSchema,
        signal,
        credentials,
      });
    },

    /** GET /site_reports/sections: the sections catalogue, names for people and rules. */
    listSections: ({ signal }: ReadOptions = {}): Promise<SectionCatalogue> =>
      request({ ...SECTIONS_READ, signal }),
  };
}

const SECTIONS_READ = {
  method: 'GET',
  path: '/site_reports/sections',
  schema: SectionCatalogueSchema,
} as const;

/** Demo mode: the mock service must have started; if it cannot, the call fails as `network`. */
async function waitUntilReady(ready: () => Promise<unknown>): Promise<void> {
  try {
    await ready();
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : undefined;
    throw new ApiError('network', { ...(message ? { message } : {}), cause });
  }
}

/** One call to the service: auth, time limits, the body read with progress, errors typed. */
function createRequester(options: ApiClientOptions, baseUrl: string) {
  const limits: ExchangeLimits = {
    headersMs: options.headersTimeoutMs ?? RESPONSE_HEADERS_TIMEOUT_MS,
    bodyIdleMs: options.bodyIdleTimeoutMs ?? BODY_IDLE_TIMEOUT_MS,
  };

  return async function request<T>({
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
    // Only awaited when there is something to wait for: a caller's signal must be linked to
    // the exchange in the same tick as the call, or a cancellation right after it is missed.
    if (options.ready) await waitUntilReady(options.ready);
    const headers = new Headers({ Accept: 'application/json' });
    const activeCredentials = credentials ?? options.getCredentials();
    if (activeCredentials) headers.set('Authorization', encodeBasicAuth(activeCredentials));
    if (body !== undefined) headers.set('Content-Type', 'application/json');

    const exchange = startExchange(signal, limits);
    try {
      let response: Response;
      try {
        response = await (options.early?.fetch ?? options.fetch ?? fetch)(apiUrl(baseUrl, path, query), {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: exchange.signal,
          // Credentials travel only in the Authorization header, never as cookies.
          credentials: 'omit',
        });
      } catch (cause) {
        throw exchange.failure(cause);
      }

      const received = await receiveBody(response, exchange, onProgress);
      if (!response.ok) {
        // The status says what happened even when its body was lost.
        const payload = received.ok ? parseJson(received.text) : { ok: false as const };
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
  };
}

interface ExchangeLimits {
  headersMs: number;
  bodyIdleMs: number;
}

type Exchange = ReturnType<typeof startExchange>;

/**
 * The abort controller of one request, and its limits: the headers must arrive within
 * `headersMs`; after that the body is cut off only when `bodyIdleMs` pass without a byte. The
 * caller's own cancellation ends it too, and stays an abort rather than becoming an ApiError.
 */
function startExchange(callerSignal: AbortSignal | undefined, limits: ExchangeLimits) {
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

type ReceivedBody = ({ ok: true } & BodyRead) | { ok: false; failure: ApiError };

/** A body as read: its text for the page, its bytes for a worker that checks it (no copy). */
interface BodyRead {
  text: string;
  bytes: Uint8Array;
}

/** The whole body as text, or the ApiError of a body that stalled or broke off. */
async function receiveBody(
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
function rejectionOnAbort(signal: AbortSignal): Promise<never> {
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

/**
 * A complete success body, checked against the schema: anything else is invalid_response. A
 * large body is checked in a worker (off-thread-check), so the caller's cancellation is raced
 * against it: an abandoned call rejects at once rather than after the check.
 */
async function parseSuccess<T>(
  schema: z.ZodMiniType<T>,
  { status }: Response,
  body: BodyRead,
  {
    signal,
    checkedAs,
  }: { signal: AbortSignal | undefined; checkedAs: OffThreadSchemaName | undefined },
): Promise<T> {
  const checking = responseChecker.check(schema, body.text, body.bytes, checkedAs);
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
