import { describe, expect, it } from 'vitest';
import { ConfigError, parseRuntimeConfig } from './runtime-config';

describe('parseRuntimeConfig', () => {
  it('runs the demo when no API is configured', () => {
    expect(parseRuntimeConfig({})).toEqual({
      mode: 'demo',
      apiBaseUrl: '/v1',
      accountId: undefined,
      serviceTimeZone: 'UTC',
    });
    expect(parseRuntimeConfig({ apiBaseUrl: '' }).mode).toBe('demo');
  });

  it('runs live against a base URL ending in /v1', () => {
    expect(parseRuntimeConfig({ apiBaseUrl: '/v1/', accountId: ' acct ' })).toEqual({
      mode: 'live',
      apiBaseUrl: '/v1',
      accountId: 'acct',
      serviceTimeZone: 'UTC',
    });
    expect(parseRuntimeConfig({ apiBaseUrl: 'https://api.wpengineapi.com/v1' }).apiBaseUrl).toBe(
      'https://api.wpengineapi.com/v1',
    );
  });

  it('rejects a base URL without the version segment, and non-objects', () => {
    expect(() => parseRuntimeConfig({ apiBaseUrl: 'https://api.wpengineapi.com' })).toThrow(
      ConfigError,
    );
    expect(() => parseRuntimeConfig([])).toThrow(ConfigError);
    expect(() => parseRuntimeConfig({ accountId: 3 })).toThrow(ConfigError);
  });

  it('reads the zone the service keeps its calendar in, UTC by default', () => {
    expect(parseRuntimeConfig({ serviceTimeZone: 'Europe/Berlin' }).serviceTimeZone).toBe(
      'Europe/Berlin',
    );
    expect(parseRuntimeConfig({ serviceTimeZone: null }).serviceTimeZone).toBe('UTC');
    // A renamed zone by its current name, as the user's zone is written.
    expect(parseRuntimeConfig({ serviceTimeZone: 'Asia/Calcutta' }).serviceTimeZone).toBe(
      'Asia/Kolkata',
    );
    expect(() => parseRuntimeConfig({ serviceTimeZone: 'Mars/Olympus_Mons' })).toThrow(
      /serviceTimeZone must be an IANA time zone/,
    );
    expect(() => parseRuntimeConfig({ serviceTimeZone: 5 })).toThrow(ConfigError);
  });
});
