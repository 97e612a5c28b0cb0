/**
 * Settings shared by the Vite dev/preview plugin and the production server: where the same-origin
 * `/v1` proxy forwards to, what `/config.json` says in live mode, and how proxy failures read.
 *
 * Node only (never imported by the browser bundle).
 */
import { isTimeZoneName } from '#src/domain/service-time-zone';

export interface ServerEnv {
  /** Origin (plus optional base path) of the real API, without `/v1`; undefined = demo mode. */
  apiUpstream: string | undefined;
  /** Sent to the browser in `/config.json` as `accountId` (live mode only). */
  accountId: string | undefined;
  /**
   * SERVICE_TIME_ZONE: the IANA zone the real service keeps its calendar in, sent in
   * `/config.json` as `serviceTimeZone` (live mode only); undefined = the app's default, UTC.
   */
  serviceTimeZone: string | undefined;
  /** Idle time after which a proxied request is abandoned with a 504. */
  proxyTimeoutMs: number;
}

export const DEFAULT_PROXY_TIMEOUT_MS = 30_000;

/** The browser always calls its own origin; the proxy forwards this prefix unchanged. */
const API_PREFIX = '/v1';

const UPSTREAM_UNREACHABLE_MESSAGE = 'The API upstream could not be reached';
const UPSTREAM_TIMEOUT_MESSAGE = 'The API upstream did not respond in time';

export class ServerConfigError extends Error {
  override readonly name = 'ServerConfigError';
}

/**
 * Validates API_UPSTREAM and brings it to the form the proxies need: `https://host[/base]` with no
 * trailing slash and no trailing `/v1` (the `/v1` of the browser's request path is kept as is, so
 * `https://api.wpengineapi.com` and `https://api.wpengineapi.com/v1` both mean the same thing).
 */
export function normalizeUpstream(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new ServerConfigError(
      `API_UPSTREAM must be an absolute http(s) URL such as https://api.wpengineapi.com (got "${raw}")`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ServerConfigError(`API_UPSTREAM must use http or https (got "${url.protocol}")`);
  }
  if (url.username || url.password) {
    throw new ServerConfigError(
      'API_UPSTREAM must not contain credentials: users sign in in the browser',
    );
  }
  if (url.search || url.hash) {
    throw new ServerConfigError('API_UPSTREAM must not have a query string or fragment');
  }
  const path = url.pathname.replace(/\/+$/, '').replace(/\/v1$/, '');
  return `${url.origin}${path}`;
}

function parseTimeout(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_PROXY_TIMEOUT_MS;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new ServerConfigError(
      `PROXY_TIMEOUT_MS must be a positive whole number of milliseconds (got "${raw}")`,
    );
  }
  return value;
}

/**
 * Validates a SERVICE_TIME_ZONE value: an unknown zone is an error at start-up, not a wrong
 * calendar later. The name is kept as written (trimmed), not as `Intl` would resolve it: its
 * "canonical" names are older ones ('Asia/Kolkata' -> 'Asia/Calcutta'). The app writes a renamed
 * zone by its current name (`currentZoneName`).
 */
export function parseServiceTimeZone(raw: string): string {
  const zone = raw.trim();
  if (isTimeZoneName(zone)) return zone;
  throw new ServerConfigError(
    `SERVICE_TIME_ZONE must be an IANA time zone such as "UTC" or "America/New_York" (got "${raw}")`,
  );
}

/** SERVICE_TIME_ZONE of an environment, validated; undefined when unset or blank. */
export function readServiceTimeZone(env: Record<string, string | undefined>): string | undefined {
  const raw = env.SERVICE_TIME_ZONE;
  return raw === undefined || raw.trim() === '' ? undefined : parseServiceTimeZone(raw);
}

/** Reads API_UPSTREAM, ACCOUNT_ID, SERVICE_TIME_ZONE and PROXY_TIMEOUT_MS. */
export function readServerEnv(env: Record<string, string | undefined>): ServerEnv {
  const upstream = env.API_UPSTREAM?.trim();
  const accountId = env.ACCOUNT_ID?.trim();
  return {
    apiUpstream: upstream ? normalizeUpstream(upstream) : undefined,
    accountId: accountId ? accountId : undefined,
    serviceTimeZone: readServiceTimeZone(env),
    proxyTimeoutMs: parseTimeout(env.PROXY_TIMEOUT_MS),
  };
}

/** What `/config.json` holds in live mode (see src/config/runtime-config.ts). */
export function liveRuntimeConfig(settings: {
  accountId: string | undefined;
  serviceTimeZone: string | undefined;
}): { apiBaseUrl: string; accountId?: string; serviceTimeZone?: string } {
  const { accountId, serviceTimeZone } = settings;
  return {
    apiBaseUrl: API_PREFIX,
    ...(accountId ? { accountId } : {}),
    ...(serviceTimeZone ? { serviceTimeZone } : {}),
  };
}

/** Logged when SERVICE_TIME_ZONE is set without API_UPSTREAM, where it has no effect. */
export const SERVICE_TIME_ZONE_IGNORED_WARNING =
  'SERVICE_TIME_ZONE is used in live mode only (with API_UPSTREAM); in demo mode the mock reads ' +
  'serviceTimeZone from config.json';

/** True for `/v1` and `/v1/...` (not `/v1beta`). Takes a path or a path with a query string. */
export function isApiPath(url: string | undefined): boolean {
  if (!url) return false;
  const path = url.split('?', 1)[0] ?? '';
  return path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);
}

/** Marks a proxied request that was abandoned because the upstream went quiet. */
export class UpstreamTimeoutError extends Error {
  override readonly name = 'UpstreamTimeoutError';
  readonly code = 'UPSTREAM_TIMEOUT';
  constructor(timeoutMs: number) {
    super(`No response from the API upstream within ${timeoutMs} ms`);
  }
}

/** Maps a proxy failure to the status and JSON body the browser gets. */
export function describeProxyError(error: unknown): { status: 502 | 504; message: string } {
  const code = (error as { code?: unknown } | null)?.code;
  if (
    error instanceof UpstreamTimeoutError ||
    code === 'UPSTREAM_TIMEOUT' ||
    code === 'ETIMEDOUT'
  ) {
    return { status: 504, message: UPSTREAM_TIMEOUT_MESSAGE };
  }
  return { status: 502, message: UPSTREAM_UNREACHABLE_MESSAGE };
}

/** Path without the query string, for logs (queries may carry account ids; never log headers). */
export function pathForLog(url: string | undefined): string {
  return (url ?? '').split('?', 1)[0] ?? '';
}

/**
 * Request headers not forwarded upstream: cookies of this origin are not the API's business (it
 * uses Basic auth); `Origin` would make a server-to-server call look like a cross-origin one; what
 * a client claims about proxies (`Forwarded`, `X-Real-IP`, every `X-Forwarded-*`) could spoof the
 * address the API sees, so the proxy states it itself; and `Proxy-Authorization` is meant for a
 * proxy, never for the API. `Authorization` is forwarded untouched.
 */
export const HEADERS_NOT_FORWARDED = [
  'cookie',
  'origin',
  'forwarded',
  'x-real-ip',
  'proxy-authorization',
] as const;
/** Every request header with this prefix is dropped too (see HEADERS_NOT_FORWARDED). */
export const FORWARDING_HEADER_PREFIX = 'x-forwarded-';

/** Requests larger than this are answered 413 and never reach the API (nginx: 1m). */
export const MAX_API_REQUEST_BODY_BYTES = 1024 * 1024;

/** The methods the Report Schedule Service uses (plus HEAD and OPTIONS); others get a 405. */
export const FORWARDED_METHODS = ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE', 'OPTIONS'] as const;
