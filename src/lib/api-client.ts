/**
 * The only code that talks to the Report Schedule Service. It holds the base URL and how to get
 * the credentials, sends JSON with `Authorization: Basic`, parses every success body with the
 * domain schemas and turns every failure into one typed `ApiError`.
 */
import type * as z from 'zod/mini';
import {
  BadRequestBodySchema,
  MessageResponseSchema,
  ScheduleListResponseSchema,
  TemplateListResponseSchema,
  type CreateScheduleRequest,
  type MessageResponse,
  type ScheduleListResponse,
  type TemplateListResponse,
  type UpdateScheduleRequest,
} from '../domain/schemas';
import { ApiError, DEFAULT_MESSAGES, errorKindForStatus, parseRetryAfter } from './api-error';
import { encodeBasicAuth, type Credentials } from './basic-auth';

export { ApiError, isApiError, type ApiErrorKind } from './api-error';

export const DEFAULT_TIMEOUT_MS = 15_000;

export interface ApiClientOptions {
  /** Ends with `/v1`, e.g. `https://api.wpengineapi.com/v1` or `/v1` behind the same-origin proxy. */
  baseUrl: string;
  getCredentials: () => Credentials | null;
  /** Called on every 401, so the auth context can send the user to sign in again. */
  onUnauthenticated?: (error: ApiError) => void;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /**
   * Requests wait for this first. Demo mode: the mock service, whose worker answers them, is
   * still starting when the first page shows. If it rejects, requests fail with its message.
   */
  ready?: Promise<unknown>;
}

interface RequestOptions<T> {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  query?: Record<string, string | undefined>;
  body?: unknown;
  schema: z.ZodMiniType<T>;
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
    if (options.ready) {
      try {
        await options.ready;
      } catch (cause) {
        const message = cause instanceof Error ? cause.message : undefined;
        throw new ApiError('network', { ...(message ? { message } : {}), cause });
      }
    }
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
