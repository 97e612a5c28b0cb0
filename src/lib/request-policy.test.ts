import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorKind } from './api-error';
import {
  isAmbiguousFailure,
  MAX_READ_RETRIES,
  retryDelayMs,
  shouldRetryRead,
  shouldRetryUpdate,
} from './request-policy';

const error = (kind: ApiErrorKind, retryAfterSeconds?: number) =>
  new ApiError(kind, { retryAfterSeconds });

describe('request policy', () => {
  it.each(['network', 'timeout', 'rate_limited', 'server', 'bad_gateway', 'unavailable'] as const)(
    'retries a read after %s a few times',
    (kind) => {
      expect(shouldRetryRead(0, error(kind))).toBe(true);
      expect(shouldRetryRead(MAX_READ_RETRIES, error(kind))).toBe(false);
    },
  );

  it.each([
    'bad_request',
    'unauthenticated',
    'forbidden',
    'not_found',
    'invalid_response',
  ] as const)('never retries a read after %s', (kind) =>
    expect(shouldRetryRead(0, error(kind))).toBe(false),
  );

  it('retries an update only after a network failure, once', () => {
    expect(shouldRetryUpdate(0, error('network'))).toBe(true);
    expect(shouldRetryUpdate(1, error('network'))).toBe(false);
    expect(shouldRetryUpdate(0, error('timeout'))).toBe(false);
    expect(shouldRetryUpdate(0, error('unavailable'))).toBe(false);
  });

  it.each(['network', 'timeout', 'server', 'bad_gateway', 'unavailable'] as const)(
    'counts a create that failed with %s as possibly made',
    (kind) => expect(isAmbiguousFailure(error(kind))).toBe(true),
  );

  it.each([
    'rate_limited',
    'bad_request',
    'unauthenticated',
    'forbidden',
    'not_found',
    'invalid_response',
  ] as const)('counts a create that failed with %s as not made', (kind) =>
    expect(isAmbiguousFailure(error(kind))).toBe(false),
  );

  it('counts a failure that is not the API client’s as not made', () => {
    expect(isAmbiguousFailure(new TypeError('Failed to fetch'))).toBe(false);
  });

  it('honours Retry-After exactly', () => {
    expect(retryDelayMs(0, error('rate_limited', 12))).toBe(12_000);
  });

  it('backs off exponentially with jitter under a ceiling', () => {
    expect(retryDelayMs(0, error('network'), () => 1)).toBe(1_000);
    expect(retryDelayMs(2, error('network'), () => 1)).toBe(4_000);
    expect(retryDelayMs(10, error('network'), () => 1)).toBe(30_000);
    expect(retryDelayMs(2, error('network'), () => 0.5)).toBe(2_000);
    // Never a zero wait, even with the lowest jitter.
    expect(retryDelayMs(0, error('network'), () => 0)).toBe(250);
  });
});
