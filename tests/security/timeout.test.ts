/**
 * What the API client makes of a slow service: headers that do not come, a body that stalls,
 * a body that is slow but keeps moving, a body that breaks off. A stalled transfer is a timeout
 * (retried like other reads), never "data this app does not understand".
 *
 * The fake fetch behaves as the browser's does: it answers when the test says, rejects when its
 * signal aborts, and an abort also fails the body stream it returned. All on fake timers, so the
 * real limits (15 s, 10 s) are used and a minute passes in no time.
 */
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '#src/lib/http/api-client';
import { BODY_IDLE_TIMEOUT_MS, RESPONSE_HEADERS_TIMEOUT_MS } from '#src/lib/http/exchange';
import { ApiError } from '#src/lib/http/api-error';
import {
  isAmbiguousFailure,
  isTransient,
  retryDelayMs,
  shouldRetryRead,
} from '#src/lib/http/request-policy';
import { scheduleQueries } from '#src/lib/site-reports/schedules';
import { listResponse, makeManySchedules } from '#tests/support/schedule-fixtures';
import { createSchedule, listSchedules } from '#src/lib/site-reports/schedules';

const SITE = '9c3e5a7b-1d2f-4e6a-8b9c-0d1e2f3a4b5c';
const encoder = new TextEncoder();

/** A response body the test sends piece by piece. */
function controlledBody() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({
    start(start) {
      controller = start;
    },
  });
  return {
    stream,
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
    /** As when the connection drops in the middle of the body. */
    breakOff: () => controller.error(new TypeError('network error')),
    /** What the browser does to the body of a fetch that is aborted. */
    fail: (reason: unknown) => controller.error(reason),
  };
}

type Body = ReturnType<typeof controlledBody>;

/**
 * A fetch whose first answers come with the given bodies, each after `headersAfterMs`. Like the
 * browser's, it rejects with the signal's reason on abort, and an abort after the headers fails
 * the body stream.
 */
function fakeFetch(bodies: Body[], { headersAfterMs = 0, status = 200 } = {}) {
  let calls = 0;
  const fetchMock = vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
    const body = bodies[calls++];
    if (!body) throw new Error('more requests than the test expected');
    const signal = init?.signal;
    return new Promise<Response>((resolve, reject) => {
      const timer = setTimeout(
        () => resolve(new Response(body.stream, { status, headers: JSON_HEADERS })),
        headersAfterMs,
      );
      signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(signal.reason);
        body.fail(signal.reason);
      });
    });
  });
  return fetchMock as typeof fetchMock & typeof globalThis.fetch;
}

const JSON_HEADERS = { 'Content-Type': 'application/json' };

function clientFor(fetch: typeof globalThis.fetch) {
  return createApiClient({
    baseUrl: 'https://api.example.test/v1',
    getCredentials: () => ({ username: 'demo', password: 'demo' }),
    fetch,
  });
}

/** The settled outcome of a call, without an unhandled rejection while time is advanced. */
function outcomeOf<T>(promise: Promise<T>) {
  const outcome: { settled: boolean; value?: T; error?: unknown } = { settled: false };
  promise.then(
    (value) => Object.assign(outcome, { settled: true, value }),
    (error: unknown) => Object.assign(outcome, { settled: true, error }),
  );
  return outcome;
}

/** `text` cut into `count` pieces of about the same length. */
function piecesOf(text: string, count: number): string[] {
  const size = Math.ceil(text.length / count);
  return Array.from({ length: count }, (_, index) => text.slice(index * size, (index + 1) * size));
}

const LIST_JSON = JSON.stringify(listResponse(makeManySchedules(40)));

beforeEach(() => {
  vi.useFakeTimers();
  // AbortSignal.timeout keeps to the real clock even under fake timers. Put it on the fake one,
  // so no limit the client might use escapes the test's clock.
  vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(new DOMException('Timed out', 'TimeoutError')), ms);
    return controller.signal;
  });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('a slow service', () => {
  it('is a timeout when the headers do not come within the limit', async () => {
    const body = controlledBody();
    const call = outcomeOf(
      listSchedules(clientFor(fakeFetch([body], { headersAfterMs: 60_000 })), SITE),
    );

    await vi.advanceTimersByTimeAsync(RESPONSE_HEADERS_TIMEOUT_MS - 1);
    expect(call.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    expect(call.error).toBeInstanceOf(ApiError);
    expect(call.error).toMatchObject({
      kind: 'timeout',
      message: 'The service did not answer within 15 seconds. Please try again.',
    });
  });

  it('is a timeout, not invalid_response, when the body stalls after the headers', async () => {
    const body = controlledBody();
    const call = outcomeOf(listSchedules(clientFor(fakeFetch([body])), SITE));
    await vi.advanceTimersByTimeAsync(0);
    body.send(LIST_JSON.slice(0, 500));

    await vi.advanceTimersByTimeAsync(BODY_IDLE_TIMEOUT_MS - 1);
    expect(call.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    expect(call.error).toMatchObject({
      kind: 'timeout',
      message: 'The service stopped sending data for 10 seconds. Please try again.',
    });
    expect(isTransient(call.error)).toBe(true);
    expect(shouldRetryRead(0, call.error)).toBe(true);
  });

  it('lets a slow body that keeps moving take longer than any limit', async () => {
    const body = controlledBody();
    const call = outcomeOf(listSchedules(clientFor(fakeFetch([body])), SITE));
    await vi.advanceTimersByTimeAsync(0);

    // 20 pieces, one every 5 s: 100 s in all, well past the old 15 s for the whole request.
    const pieces = piecesOf(LIST_JSON, 20);
    const pieceEvery = BODY_IDLE_TIMEOUT_MS / 2;
    for (const piece of pieces) {
      if (call.settled) break;
      body.send(piece);
      await vi.advanceTimersByTimeAsync(pieceEvery);
    }
    expect(call.error).toBeUndefined();
    expect(call.settled).toBe(false);
    body.end();
    await vi.advanceTimersByTimeAsync(0);

    expect(call.error).toBeUndefined();
    expect(call.value).toEqual(JSON.parse(LIST_JSON));
  });

  it('is a network error when the body breaks off midway', async () => {
    const body = controlledBody();
    const call = outcomeOf(listSchedules(clientFor(fakeFetch([body])), SITE));
    await vi.advanceTimersByTimeAsync(0);
    body.send(LIST_JSON.slice(0, 500));
    await vi.advanceTimersByTimeAsync(1_000);
    body.breakOff();
    await vi.advanceTimersByTimeAsync(0);

    expect(call.error).toMatchObject({
      kind: 'network',
      message: 'The connection to the service broke off. Check your connection and try again.',
    });
    expect(isTransient(call.error)).toBe(true);
  });

  it('is invalid_response only when a complete body is not JSON', async () => {
    const body = controlledBody();
    const call = outcomeOf(listSchedules(clientFor(fakeFetch([body])), SITE));
    await vi.advanceTimersByTimeAsync(0);
    body.send(LIST_JSON.slice(0, -20));
    body.end();
    await vi.advanceTimersByTimeAsync(0);

    expect(call.error).toMatchObject({ kind: 'invalid_response' });
    expect(shouldRetryRead(0, call.error)).toBe(false);
  });

  it("passes the caller's own cancellation on as an abort, in the middle of the body too", async () => {
    const body = controlledBody();
    const caller = new AbortController();
    const call = outcomeOf(
      listSchedules(clientFor(fakeFetch([body])), SITE, { signal: caller.signal }),
    );
    await vi.advanceTimersByTimeAsync(0);
    body.send(LIST_JSON.slice(0, 500));
    caller.abort();
    await vi.advanceTimersByTimeAsync(0);

    expect(call.error).not.toBeInstanceOf(ApiError);
    expect(call.error).toMatchObject({ name: 'AbortError' });
  });

  it('tells the create form that a create whose answer stalled may have happened', async () => {
    const body = controlledBody();
    const call = outcomeOf(
      createSchedule(clientFor(fakeFetch([body], { status: 201 })), {
        site_id: SITE,
        title: 'Weekly',
        recipients: [{ email: 'ana@example.com' }],
      }),
    );
    await vi.advanceTimersByTimeAsync(0);
    body.send('{"message":');
    await vi.advanceTimersByTimeAsync(BODY_IDLE_TIMEOUT_MS);

    expect(call.error).toMatchObject({ kind: 'timeout' });
    expect(isAmbiguousFailure(call.error)).toBe(true);
  });
});

describe('the list query', () => {
  it('retries a list whose body stalled, and returns the retry’s data', async () => {
    const stalled = controlledBody();
    const complete = controlledBody();
    const fetch = fakeFetch([stalled, complete]);
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: shouldRetryRead, retryDelay: retryDelayMs } },
    });
    const listed = outcomeOf(queryClient.fetchQuery(scheduleQueries.list(clientFor(fetch), SITE)));

    await vi.advanceTimersByTimeAsync(0);
    stalled.send(LIST_JSON.slice(0, 500));
    await vi.advanceTimersByTimeAsync(BODY_IDLE_TIMEOUT_MS);
    expect(listed.settled).toBe(false);

    // The retry waits at most a second (request-policy), then asks again.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    complete.send(LIST_JSON);
    complete.end();
    await vi.advanceTimersByTimeAsync(0);

    expect(listed.error).toBeUndefined();
    expect(listed.value).toEqual(JSON.parse(LIST_JSON));
    queryClient.clear();
  });
});
