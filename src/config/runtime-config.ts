/**
 * Run-time configuration from `/config.json`, so one build serves both modes: without
 * `apiBaseUrl` the app runs in demo mode. Checked by hand: zod stays out of the start-up chunk.
 */
import {
  currentZoneName,
  DEFAULT_SERVICE_TIME_ZONE,
  isTimeZoneName,
} from '#src/domain/service-time-zone';

export interface RuntimeConfig {
  mode: 'demo' | 'live';
  /** Base URL ending in /v1: the page's own `/v1` in demo mode or behind the same-origin proxy. */
  apiBaseUrl: string;
  /** Sent as `account_id` when listing templates (the real service needs it). */
  accountId: string | undefined;
  /** The IANA zone of the service's calendar (every run after the first); UTC unless set. */
  serviceTimeZone: string;
}

const DEMO_API_BASE_URL = '/v1';

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new ConfigError('config.json must hold a JSON object');
  }
  const { apiBaseUrl, accountId, serviceTimeZone } = raw as Record<string, unknown>;
  if (apiBaseUrl !== undefined && apiBaseUrl !== null && apiBaseUrl !== '') {
    if (typeof apiBaseUrl !== 'string' || !/\/v1\/?$/.test(apiBaseUrl)) {
      throw new ConfigError(
        'config.json: apiBaseUrl must be a URL or path ending in /v1, such as "/v1"',
      );
    }
  }
  if (accountId !== undefined && accountId !== null && typeof accountId !== 'string') {
    throw new ConfigError('config.json: accountId must be a string');
  }
  if (
    serviceTimeZone !== undefined &&
    serviceTimeZone !== null &&
    !isTimeZoneName(serviceTimeZone)
  ) {
    throw new ConfigError(
      'config.json: serviceTimeZone must be an IANA time zone such as "UTC" or "Europe/Berlin"',
    );
  }
  const live = typeof apiBaseUrl === 'string' && apiBaseUrl !== '';
  return {
    mode: live ? 'live' : 'demo',
    apiBaseUrl: live ? apiBaseUrl.replace(/\/+$/, '') : DEMO_API_BASE_URL,
    accountId: typeof accountId === 'string' && accountId.trim() ? accountId.trim() : undefined,
    // By its current name, as the user's zone is written ('Asia/Calcutta' is 'Asia/Kolkata').
    serviceTimeZone:
      typeof serviceTimeZone === 'string'
        ? currentZoneName(serviceTimeZone)
        : DEFAULT_SERVICE_TIME_ZONE,
  };
}

export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  // The server sends it with `Cache-Control: no-cache`; index.html preloads it (same request).
  const response = await fetch(url);
  // No config file at all is the documented way to get the demo.
  if (response.status === 404) return parseRuntimeConfig({});
  if (!response.ok) throw new ConfigError(`Could not load ${url} (HTTP ${response.status})`);
  return parseRuntimeConfig(await response.json());
}
