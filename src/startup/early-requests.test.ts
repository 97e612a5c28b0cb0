import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  checkedEarlyAs,
  fetchTakingEarly,
  HANDED_OVER_PIECE_BYTES,
  markCheckedEarly,
  startEarlyGet,
  UNCLAIMED_AFTER_MS,
} from './early-requests';

const AUTH = 'Basic ZGVtbzpkZW1v';
/** Takes over an early GET, else sends by the page's `fetch` (stubbed in each test). */
const take = (url: string, init: RequestInit) => fetchTakingEarly(url, init, fetch);
const asGet = (authorization = AUTH, signal?: AbortSignal) => ({
  method: 'GET',
  headers: new Headers({ Accept: 'application/json', Authorization: authorization }),
  ...(signal ? { signal } : {}),
});

describe('requests sent at start-up', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  // Each test its own URL: what one leaves pending is the module's until it expires.
  let URL_A = '';
  let site = 0;
  beforeEach(() => {
    URL_A = `/v1/site_reports/schedules?site_id=${++site}`;
    fetchMock = vi.fn((url: string) => Promise.resolve(new Response(`answer to ${url}`)));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('hands the early answer to the first identical GET, once', async () => {
    startEarlyGet(URL_A, AUTH);
    await Promise.resolve();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await (await take(URL_A, asGet())).text()).toBe(`answer to ${URL_A}`);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The next one is the page's own.
    await take(URL_A, asGet());
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("hands over start-up's word that the body was checked, with the response it vouches for", async () => {
    startEarlyGet(URL_A, AUTH);
    markCheckedEarly(URL_A, 'scheduleList');
    const taken = await take(URL_A, asGet());
    expect(checkedEarlyAs(taken)).toBe('scheduleList');
    // The page's own fetch of the same address is not vouched for.
    expect(checkedEarlyAs(await take(URL_A, asGet()))).toBeUndefined();
    // Nor a word for a request no longer waiting.
    markCheckedEarly(URL_A, 'scheduleList');
    expect(checkedEarlyAs(await take(URL_A, asGet()))).toBeUndefined();
  });

  it('waits for what it is told to wait for (the demo back end)', async () => {
    let ready!: () => void;
    startEarlyGet(URL_A, AUTH, { after: new Promise<void>((resolve) => (ready = resolve)) });
    await Promise.resolve();
    expect(fetchMock).not.toHaveBeenCalled();
    ready();
    await take(URL_A, asGet());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('gives a copy of a successful body to onBody, and the taker still gets the body', async () => {
    const bodies: (string | null)[] = [];
    startEarlyGet(URL_A, AUTH, {
      onBody: (body) => bodies.push(body && new TextDecoder().decode(body)),
    });
    expect(await (await take(URL_A, asGet())).text()).toBe(`answer to ${URL_A}`);
    expect(bodies).toEqual([`answer to ${URL_A}`]);
  });

  it('gives onBody null for an error answer or a failure, never the error body', async () => {
    const bodies: (ArrayBuffer | null)[] = [];
    fetchMock.mockImplementationOnce(() =>
      Promise.resolve(new Response('{"message":"Forbidden"}', { status: 403 })),
    );
    startEarlyGet(URL_A, AUTH, { onBody: (body) => bodies.push(body) });
    expect((await take(URL_A, asGet())).status).toBe(403);
    const URL_B = `${URL_A}-b`;
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    startEarlyGet(URL_B, AUTH, { onBody: (body) => bodies.push(body) });
    await take(URL_B, asGet());
    expect(bodies).toEqual([null, null]);
  });

  it('is not taken by other credentials or another method', async () => {
    startEarlyGet(URL_A, AUTH);
    await take(URL_A, asGet('Basic b3RoZXI6dXNlcg=='));
    await take(URL_A, { ...asGet(), method: 'POST' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('fetches again when the early request failed', async () => {
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    startEarlyGet(URL_A, AUTH);
    const response = await take(URL_A, asGet());
    expect(await response.text()).toBe(`answer to ${URL_A}`);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("is cancelled with the taker's signal", async () => {
    let earlySignal: AbortSignal | undefined;
    fetchMock.mockImplementationOnce(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          earlySignal = init.signal ?? undefined;
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    startEarlyGet(URL_A, AUTH);
    const controller = new AbortController();
    const taken = take(URL_A, asGet(AUTH, controller.signal));
    await vi.waitFor(() => expect(earlySignal).toBeDefined());
    controller.abort(new DOMException('Left the page', 'AbortError'));
    await expect(taken).rejects.toThrow('Left the page');
    expect(earlySignal?.aborted).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is cancelled and forgotten when nobody asks for it in time', async () => {
    vi.useFakeTimers();
    startEarlyGet(URL_A, AUTH);
    await Promise.resolve();
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    vi.advanceTimersByTime(UNCLAIMED_AFTER_MS);
    expect(init.signal?.aborted).toBe(true);
    await take(URL_A, asGet());
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('a large body read at start-up', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('hands a large body over in pieces, as the network would, whole and in order', async () => {
    const body = 'abcdefghij'.repeat(HANDED_OVER_PIECE_BYTES / 4);
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(body)));
    const url = '/v1/site_reports/schedules?site_id=large';
    startEarlyGet(url, AUTH);
    await Promise.resolve();
    const reader = (await take(url, asGet())).body!.getReader();
    const pieces: Uint8Array[] = [];
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      pieces.push(read.value);
    }
    // The client yields between pieces (exchange.ts): one piece would be one long task.
    expect(pieces.map((piece) => piece.byteLength)).toEqual([
      HANDED_OVER_PIECE_BYTES,
      HANDED_OVER_PIECE_BYTES,
      body.length - 2 * HANDED_OVER_PIECE_BYTES,
    ]);
    const decoder = new TextDecoder();
    const text = pieces.map((piece) => decoder.decode(piece, { stream: true })).join('');
    expect(text + decoder.decode()).toBe(body);
  });
});
