/**
 * The only code that talks to the Report Schedule Service. It holds the base URL and how to get
 * the credentials, sends JSON with `Authorization: Basic`, parses every success body with the
 * domain schemas and turns every failure into one typed `ApiError`.
 */
import type { z } from 'zod';
import {
  BadRequestBodySchema,
  MessageResponseSchema,
  ScheduleListResponseSchema,
  TemplateListResponseSchema,
  type CreateScheduleRequest,
  type FieldError,
  type MessageResponse,
  type ScheduleListResponse,
  type TemplateListResponse,
  type UpdateScheduleRequest,
} from '../domain/schemas';
import { encodeBasicAuth, type Credentials } from './basic-auth';

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
const DEFAULT_MESSAGES: Record<ApiErrorKind, string> = {
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

export const DEFAULT_TIMEOUT_MS = 15_000;

export interface ApiClientOptions {
  /** Ends with `/v1`, e.g. `https://api.wpengineapi.com/v1` or `/v1` behind the same-origin proxy. */
  baseUrl: string;
  getCredentials: () => Credentials | null;
  /** Called on every 401, so the auth context can send the user to sign in again. */
  onUnauthenticated?: (error: ApiError) => void;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

interface RequestOptions<T> {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  query?: Record<string, string | undefined>;
  body?: unknown;
  schema: z.ZodType<T>;
  signal?: AbortSignal | undefined;
  /** For sign-in: try these credentials instead of the stored ones. */
  credentials?: Credentials | undefined;
}

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(options: ApiClientOptions) {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  function urlFor(path: string, query: Record<string, string | undefined> = {}): string {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
    const queryString = search.toString();
    return `${baseUrl}${path}${queryString ? `?${queryString}` : ''}`;
  }

  async function request<T>({
    method,
    path,
    query,
    body,
    schema,
    signal,
    credentials,
  }: RequestOptions<T>): Promise<T> {
    const headers = new Headers({ Accept: 'application/json' });
    const activeCredentials = credentials ?? options.getCredentials();
    if (activeCredentials) headers.set('Authorization', encodeBasicAuth(activeCredentials));
    if (body !== undefined) headers.set('Content-Type', 'application/json');

    const timeoutSignal = AbortSignal.timeout(timeoutMs);
    const combinedSignal = signal ? AbortSignal.any([signal, timeoutSignal]) : timeoutSignal;

    let response: Response;
    try {
      response = await (options.fetch ?? fetch)(urlFor(path, query), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: combinedSignal,
        // Credentials travel only in the Authorization header, never as cookies.
        credentials: 'omit',
      });
    } catch (cause) {
      // A caller's own cancellation (React Query unmounting) is not an API failure.
      if (signal?.aborted) throw cause;
      if (timeoutSignal.aborted) {
        throw new ApiError('timeout', {
          message: `The service did not answer within ${Math.round(timeoutMs / 1000)} seconds. Please try again.`,
          cause,
        });
      }
      throw new ApiError('network', { cause });
    }

    const payload = await readJson(response);
    if (!response.ok) throw toApiError(response, payload, options.onUnauthenticated);

    const parsed = schema.safeParse(payload.ok ? payload.value : undefined);
    if (!parsed.success) {
      throw new ApiError('invalid_response', {
        status: response.status,
        message: `${DEFAULT_MESSAGES.invalid_response} (${summarizeIssues(parsed.error.issues)})`,
        cause: parsed.error,
      });
    }
    return parsed.data;
  }

  return {
    baseUrl,

    listSchedules(siteId: string, signal?: AbortSignal): Promise<ScheduleListResponse> {
      return request({
        method: 'GET',
        path: '/site_reports/schedules',
        query: { site_id: siteId },
        schema: ScheduleListResponseSchema,
        signal,
      });
    },

    createSchedule(body: CreateScheduleRequest): Promise<MessageResponse> {
      return request({
        method: 'POST',
        path: '/site_reports/schedules',
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

    listTemplates({
      accountId,
      signal,
      credentials,
    }: {
      accountId?: string | undefined;
      signal?: AbortSignal | undefined;
      credentials?: Credentials | undefined;
    } = {}): Promise<TemplateListResponse> {
      return request({
        method: 'GET',
        path: '/site_reports/templates',
        query: { account_id: accountId },
        schema: TemplateListResponseSchema,
        signal,
        credentials,
      });
    },
  };
}

type JsonPayload = { ok: true; value: unknown } | { ok: false };

async function readJson(response: Response): Promise<JsonPayload> {
  try {
    const text = await response.text();
    return text ? { ok: true, value: JSON.parse(text) } : { ok: true, value: undefined };
  } catch {
    return { ok: false };
  }
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

function summarizeIssues(issues: readonly z.core.$ZodIssue[]): string {
  const first = issues[0];
  if (!first) return 'unexpected shape';
  const where = first.path.length ? first.path.join('.') : 'body';
  return `${where}: ${first.message}${issues.length > 1 ? ` and ${issues.length - 1} more` : ''}`;
}
