/** Server settings shared by the Vite plugins and the production server. Node only. */
import { isTimeZoneName } from '#src/domain/service-time-zone';

export interface ServerEnv {
  /** Origin (plus optional base path) of the real API, without `/v1`; undefined = demo mode. */
  apiUpstream: string | undefined;
  accountId: string | undefined;
  /** The IANA zone of the real service's calendar; undefined = the app's default, UTC. */
  serviceTimeZone: string | undefined;
  proxyTimeoutMs: number;
}

export const DEFAULT_PROXY_TIMEOUT_MS = 30_000;

/** The proxy forwards this prefix unchanged. */
const API_PREFIX = '/v1';

const UPSTREAM_UNREACHABLE_MESSAGE = 'The API upstream could not be reached';
const UPSTREAM_TIMEOUT_MESSAGE = 'The API upstream did not respond in time';

export class ServerConfigError extends Error {
  override readonly name = 'ServerConfigError';
}

/** Validates API_UPSTREAM as `https://host[/base]`, without a trailing slash or `/v1`. */
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

/** Validates SERVICE_TIME_ZONE at start-up; kept as written: `Intl`'s "canonical" names are old. */
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

export const SERVICE_TIME_ZONE_IGNORED_WARNING =
  'SERVICE_TIME_ZONE is used in live mode only (with API_UPSTREAM); in demo mode the mock reads ' +
  'serviceTimeZone from config.json';

/** True for `/v1` and `/v1/...` (not `/v1beta`). Takes a path or a path with a query string. */
export function isApiPath(url: string | undefined): boolean {
  if (!url) return false;
  const path = url.split('?', 1)[0] ?? '';
  return path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);
}

/** A proxied request abandoned because the upstream went quiet. */
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

/** Path without the query string, for logs: queries may carry account ids. */
export function pathForLog(url: string | undefined): string {
  return (url ?? '').split('?', 1)[0] ?? '';
}

/**
 * Not forwarded: this origin's cookies (the API uses Basic auth); `Origin` (looks cross-origin);
 * proxy claims (could spoof the address the API sees); `Proxy-Authorization`, not the API's.
 */
export const HEADERS_NOT_FORWARDED = [
  'cookie',
  'origin',
  'forwarded',
  'x-real-ip',
  'proxy-authorization',
] as const;
export const FORWARDING_HEADER_PREFIX = 'x-forwarded-';

/** Requests larger than this are answered 413 and never reach the API (nginx: 1m). */
export const MAX_API_REQUEST_BODY_BYTES = 1024 * 1024;

/** The methods the service uses, plus HEAD and OPTIONS; others get a 405. */
export const FORWARDED_METHODS = ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE', 'OPTIONS'] as const;
