import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorKind } from './api-error';
import {
  deleteWithRetries,
  isAmbiguousFailure,
  MAX_READ_RETRIES,
  retryDelayMs,
  shouldRetryRead,
  shouldRetryReadUnlessRateLimited,
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

  it('leaves a 429 to a paced caller but retries its other transient reads', () => {
    expect(shouldRetryReadUnlessRateLimited(0, error('rate_limited'))).toBe(false);
    expect(shouldRetryReadUnlessRateLimited(0, error('server'))).toBe(true);
    expect(shouldRetryReadUnlessRateLimited(MAX_READ_RETRIES, error('server'))).toBe(false);
  });

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

describe('a delete whose answer may be lost', () => {
  const noWait = () => Promise.resolve();
  function answers(...outcomes: (ApiErrorKind | 'ok')[]) {
    let calls = 0;
    const send = () => {
      const outcome = outcomes[calls] ?? 'ok';
      calls += 1;
      return outcome === 'ok' ? Promise.resolve() : Promise.reject(new ApiError(outcome));
    };
    return { send, calls: () => calls };
  }

  it('is deleted when the service says so at once', async () => {
    const service = answers('ok');
    await expect(deleteWithRetries(service.send, { wait: noWait })).resolves.toBe('deleted');
    expect(service.calls()).toBe(1);
  });

  it('reads a 404 after a lost answer as done', async () => {
    const service = answers('bad_gateway', 'not_found');
    await expect(deleteWithRetries(service.send, { wait: noWait })).resolves.toBe('deleted');
    expect(service.calls()).toBe(2);
  });

  it('reads a 404 on the first try as deleted elsewhere', async () => {
    const service = answers('not_found');
    await expect(deleteWithRetries(service.send, { wait: noWait })).resolves.toBe('already-gone');
  });

  it('remembers a lost answer across a Try again', async () => {
    let lost = false;
    const first = answers('network', 'timeout', 'unavailable');
    await expect(
      deleteWithRetries(first.send, { wait: noWait, onAnswerLost: () => (lost = true) }),
    ).rejects.toMatchObject({ kind: 'unavailable' });
    expect(first.calls()).toBe(3);
    expect(lost).toBe(true);
    const again = answers('not_found');
    await expect(deleteWithRetries(again.send, { wait: noWait, answerLost: lost })).resolves.toBe(
      'deleted',
    );
  });

  it('waits out a 429 without counting it as a lost answer, and never retries a refusal', async () => {
    const limited = answers('rate_limited', 'not_found');
    await expect(deleteWithRetries(limited.send, { wait: noWait })).resolves.toBe('already-gone');
    const refused = answers('forbidden');
    await expect(deleteWithRetries(refused.send, { wait: noWait })).rejects.toMatchObject({
      kind: 'forbidden',
    });
    expect(refused.calls()).toBe(1);
  });
});
