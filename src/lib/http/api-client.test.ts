import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '#src/lib/http/api-client';
import { ApiError, errorKindForStatus, parseRetryAfter } from '#src/lib/http/api-error';
import { createSchedule, listSchedules, updateSchedule } from '#src/lib/site-reports/schedules';

const SITE = '0f8b7c52-3d7e-4a51-9a6b-2c1e5f4d8a10';

/** A fetch that answers every call with `response()` and records the requests it saw. */
function fakeFetch(response: () => Response | Promise<Response>) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(new Request(input, init));
    return response();
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests };
}

function json(body: unknown, init: ResponseInit = {}) {
  return new Response(JSON.stringify(body), {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
}

function clientWith(fetch: typeof globalThis.fetch, headersTimeoutMs?: number) {
  return createApiClient({
    baseUrl: 'https://api.example.test/v1/',
    getCredentials: () => ({ username: 'demo', password: 'pässword' }),
    fetch,
    ...(headersTimeoutMs ? { headersTimeoutMs } : {}),
  });
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('createApiClient: the requests it sends', () => {
  it('sends Basic credentials (UTF-8) and the site to the list endpoint', async () => {
    const { fetch, requests } = fakeFetch(() => json({ schedules: [] }));
    await listSchedules(clientWith(fetch), SITE);
    const [request] = requests;
    expect(request?.url).toBe(`https://api.example.test/v1/site_reports/schedules?site_id=${SITE}`);
    expect(request?.headers.get('Authorization')).toBe(
      `Basic ${Buffer.from('demo:pässword').toString('base64')}`,
    );
  });

  it('sends JSON bodies for create and update', async () => {
    const { fetch, requests } = fakeFetch(() => json({ message: 'ok' }, { status: 201 }));
    const client = clientWith(fetch);
    await createSchedule(client, {
      site_id: SITE,
      title: 'Weekly',
      recipients: [{ email: 'a@b.co' }],
    });
    await updateSchedule(client, 'abc', { title: 'New' });
    expect(requests[0]?.method).toBe('POST');
    expect(await requests[0]?.json()).toEqual({
      site_id: SITE,
      title: 'Weekly',
      recipients: [{ email: 'a@b.co' }],
    });
    expect(requests[1]?.method).toBe('PATCH');
    expect(requests[1]?.url).toBe('https://api.example.test/v1/site_reports/schedules/abc');
    expect(requests[1]?.headers.get('Content-Type')).toBe('application/json');
  });

  it('calls `ready` only when a request is made, sends nothing until it settles, and fails with its message if it rejects', async () => {
    const { fetch, requests } = fakeFetch(() => json({ schedules: [] }));
    let start!: () => void;
    const started = new Promise<void>((resolve) => (start = resolve));
    const ready = vi.fn(() => started);
    const client = createApiClient({
      baseUrl: 'https://api.example.test/v1',
      getCredentials: () => null,
      fetch,
      ready,
    });
    expect(ready).not.toHaveBeenCalled();
    const listed = listSchedules(client, SITE);
    await Promise.resolve();
    expect(requests).toHaveLength(0);
    start();
    await expect(listed).resolves.toEqual({ schedules: [] });
    expect(requests).toHaveLength(1);

    const broken = createApiClient({
      baseUrl: 'https://api.example.test/v1',
      getCredentials: () => null,
      fetch,
      ready: () => Promise.reject(new Error('The demo could not start in this browser.')),
    });
    const error = await failureOf(listSchedules(broken, SITE));
    expect(error.kind).toBe('network');
    expect(error.message).toBe('The demo could not start in this browser.');
    expect(requests).toHaveLength(1);
  });
});

describe('createApiClient: statuses and bodies the service answers with', () => {
  it('treats any 2xx as success', async () => {
    const { fetch } = fakeFetch(() => json({ message: 'Accepted' }, { status: 202 }));
    await expect(updateSchedule(clientWith(fetch), 'abc', {})).resolves.toEqual({
      message: 'Accepted',
    });
  });

  it('turns a Bad Request into field errors with the server message', async () => {
    const errors = [
      {
        resource: 'schedule',
        field: 'title',
        type: 'invalid_value',
        code: 'missing_field',
        message: 'Title is required',
      },
    ];
    const { fetch } = fakeFetch(() =>
      json({ message: 'Validation failed', errors }, { status: 400 }),
    );
    const error = await failureOf(
      createSchedule(clientWith(fetch), { site_id: SITE, title: '', recipients: [] }),
    );
    expect(error.kind).toBe('bad_request');
    expect(error.message).toBe('Validation failed');
    expect(error.fieldErrors).toEqual(errors);
  });

  it('tells the auth context about a 401 and keeps the server message', async () => {
    const onUnauthenticated = vi.fn();
    const { fetch } = fakeFetch(() => json({ message: 'Bad Credentials' }, { status: 401 }));
    const client = createApiClient({
      baseUrl: 'https://api.example.test/v1',
      getCredentials: () => null,
      onUnauthenticated,
      fetch,
    });
    const error = await failureOf(client.request({ method: 'GET', path: '/user', schema: null }));
    expect(error).toMatchObject({
      kind: 'unauthenticated',
      message: 'Bad Credentials',
      status: 401,
    });
    expect(onUnauthenticated).toHaveBeenCalledWith(error);
  });

  it.each([
    [403, 'forbidden'],
    [404, 'not_found'],
    [429, 'rate_limited'],
    [500, 'server'],
    [502, 'bad_gateway'],
    [503, 'unavailable'],
  ] as const)('maps status %i to kind %s', async (status, kind) => {
    const { fetch } = fakeFetch(() =>
      json({ message: `status ${status}` }, { status, headers: { 'Retry-After': '7' } }),
    );
    const error = await failureOf(listSchedules(clientWith(fetch), SITE));
    expect(error).toMatchObject({
      kind,
      status,
      message: `status ${status}`,
      retryAfterSeconds: 7,
    });
  });

  it('uses a helpful message when an error body is not JSON', async () => {
    const { fetch } = fakeFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await failureOf(listSchedules(clientWith(fetch), SITE));
    expect(error.kind).toBe('bad_gateway');
    expect(error.message).toMatch(/upstream server/);
  });

  it('reports success data of the wrong shape as invalid_response, not a crash', async () => {
    const { fetch } = fakeFetch(() => json({ schedules: [{ uuid: 'x', title: 'No dates' }] }));
    const error = await failureOf(listSchedules(clientWith(fetch), SITE));
    expect(error.kind).toBe('invalid_response');
    expect(error.message).toMatch(/schedules\.0\./);
  });
});

describe('createApiClient: unreachable services, timeouts, progress and cancellation', () => {
  it('reports an unreachable service as a network error', async () => {
    const { fetch } = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect((await failureOf(listSchedules(clientWith(fetch), SITE))).kind).toBe('network');
  });

  it('gives up when the headers do not come in time, with its own message', async () => {
    const fetch = ((_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as typeof globalThis.fetch;
    const error = await failureOf(listSchedules(clientWith(fetch, 50), SITE));
    expect(error.kind).toBe('timeout');
    expect(error.message).toMatch(/did not answer within/);
  });

  it('keeps the kind of an error status whose body broke off', async () => {
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => controller.error(new TypeError('network error')),
    });
    const { fetch } = fakeFetch(() => new Response(body, { status: 503 }));
    expect(await failureOf(listSchedules(clientWith(fetch), SITE))).toMatchObject({
      kind: 'unavailable',
      status: 503,
    });
  });

  it('reports the download piece by piece, with a total only when the length counts those bytes', async () => {
    const text = JSON.stringify({ schedules: [] });
    const respond = (headers: Record<string, string>) => () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            const bytes = new TextEncoder().encode(text);
            controller.enqueue(bytes.slice(0, 5));
            controller.enqueue(bytes.slice(5));
            controller.close();
          },
        }),
        { headers },
      );
    const progressWith = async (headers: Record<string, string>) => {
      const onProgress = vi.fn();
      await listSchedules(clientWith(fakeFetch(respond(headers)).fetch), SITE, { onProgress });
      return onProgress.mock.calls.map(([progress]) => progress);
    };

    expect(await progressWith({ 'Content-Length': String(text.length) })).toEqual([
      { receivedBytes: 0, totalBytes: text.length },
      { receivedBytes: 5, totalBytes: text.length },
      { receivedBytes: text.length, totalBytes: text.length },
    ]);
    // gzip: Content-Length counts compressed bytes, the stream yields decompressed ones.
    const gzipped = await progressWith({ 'Content-Length': '9', 'Content-Encoding': 'gzip' });
    expect(gzipped.at(-1)).toEqual({ receivedBytes: text.length, totalBytes: undefined });
    expect((await progressWith({})).at(-1)).toEqual({
      receivedBytes: text.length,
      totalBytes: undefined,
    });
  });

  it('lets a caller cancellation through untouched', async () => {
    const controller = new AbortController();
    const fetch = ((_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('Aborted', 'AbortError')),
        );
      })) as typeof globalThis.fetch;
    const pending = listSchedules(clientWith(fetch), SITE, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('parseRetryAfter', () => {
  it('reads delta seconds and HTTP dates', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(parseRetryAfter('12', now)).toBe(12);
    expect(parseRetryAfter('Sun, 22 Nov 2026 10:00:30 GMT', now)).toBe(30);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});

describe('errorKindForStatus', () => {
  it('falls back by class for codes the spec does not name', () => {
    expect(errorKindForStatus(418)).toBe('bad_request');
    expect(errorKindForStatus(599)).toBe('server');
  });
});
