import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetchCalls } from './fetch-calls';
import { createOffPageFetch, type FetchWorker } from './off-page-fetch';

const open: MessagePort[] = [];
afterEach(() => {
  for (const port of open.splice(0)) port.close();
});

/** The page's end and the worker's, over a real channel (messages cloned, buffers transferred). */
function workerOver(send: typeof fetch) {
  const { port1: page, port2: inWorker } = new MessageChannel();
  open.push(page, inWorker);
  const answer = answerFetchCalls(
    (message, transfer) => inWorker.postMessage(message, transfer ?? []),
    send,
  );
  inWorker.addEventListener('message', (event) => answer(event.data));
  inWorker.start();
  const failures: (() => void)[] = [];
  const worker = {
    postMessage: (message: unknown) => page.postMessage(message),
    addEventListener(type: string, listener: (event: MessageEvent) => void) {
      if (type !== 'message') return void failures.push(listener as () => void);
      page.addEventListener('message', listener);
      page.start();
    },
    terminate: vi.fn(),
  };
  return {
    worker: worker as FetchWorker,
    terminate: worker.terminate,
    /** The worker dies, as on an error in its script. */
    crash: () => failures.forEach((fail) => fail()),
  };
}

/** A body whose pieces the test sends one at a time. */
function controlledBody() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    stream,
    send: (text: string) => controller.enqueue(new TextEncoder().encode(text)),
    end: () => controller.close(),
    breakOff: () => controller.error(new TypeError('network error')),
  };
}

const never = () => Promise.reject(new Error('the page fetched'));
const readText = async (response: Response) =>
  new TextDecoder().decode(await response.arrayBuffer());

describe('offPageFetch: answers', () => {
  it('sends the request from the worker and gives the page its status, headers and body', async () => {
    const send = vi.fn<typeof fetch>(() =>
      Promise.resolve(
        new Response('{"schedules":[]}', {
          status: 200,
          statusText: 'OK',
          headers: { 'Content-Type': 'application/json', 'Retry-After': '3' },
        }),
      ),
    );
    const { worker } = workerOver(send);
    const offPageFetch = createOffPageFetch(() => worker, never);

    const response = await offPageFetch('/v1/site_reports/schedules?site_id=1', {
      method: 'GET',
      headers: new Headers({ Authorization: 'Basic ZGVtbzpkZW1v', Accept: 'application/json' }),
      credentials: 'omit',
    });

    expect(response.status).toBe(200);
    expect(response.statusText).toBe('OK');
    expect(response.headers.get('Retry-After')).toBe('3');
    expect(await response.json()).toEqual({ schedules: [] });
    const [url, init] = send.mock.calls[0]!;
    // Resolved against the page's address: the worker's own is its script's.
    expect(url).toBe(new URL('/v1/site_reports/schedules?site_id=1', location.href).href);
    expect(new Headers(init?.headers).get('Authorization')).toBe('Basic ZGVtbzpkZW1v');
    expect(init?.method).toBe('GET');
    expect(init?.credentials).toBe('omit');
  });

  it('hands the body over as it arrives, piece by piece', async () => {
    const body = controlledBody();
    const { worker } = workerOver(() => Promise.resolve(new Response(body.stream)));
    const response = await createOffPageFetch(() => worker, never)('/v1/x', {});
    const reader = response.body!.getReader();

    body.send('{"schedules":');
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('{"schedules":');
    body.send('[]}');
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('[]}');
    body.end();
    expect((await reader.read()).done).toBe(true);
  });

  it('answers an error status with its body, as fetch does', async () => {
    const { worker } = workerOver(() =>
      Promise.resolve(new Response('{"message":"Slow down"}', { status: 429 })),
    );
    const response = await createOffPageFetch(() => worker, never)('/v1/x', {});
    expect(response.ok).toBe(false);
    expect(response.status).toBe(429);
    expect(await readText(response)).toBe('{"message":"Slow down"}');
  });

  it('gives a status without a body no body', async () => {
    const { worker } = workerOver(() => Promise.resolve(new Response(null, { status: 204 })));
    const response = await createOffPageFetch(() => worker, never)('/v1/x', {});
    expect(response.status).toBe(204);
    expect(response.body).toBeNull();
  });
});

describe('offPageFetch: failures and cancels', () => {
  it('rejects as fetch does when the network fails, and breaks the body when it breaks off', async () => {
    const failing = workerOver(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(createOffPageFetch(() => failing.worker, never)('/v1/x', {})).rejects.toThrow(
      new TypeError('Failed to fetch'),
    );

    const body = controlledBody();
    const breaking = workerOver(() => Promise.resolve(new Response(body.stream)));
    const response = await createOffPageFetch(() => breaking.worker, never)('/v1/x', {});
    body.send('{"sched');
    body.breakOff();
    await expect(readText(response)).rejects.toBeInstanceOf(TypeError);
  });

  it("stops the worker's fetch when the caller aborts, before the answer or during its body", async () => {
    const signals: AbortSignal[] = [];
    let answer!: (response: Response) => void;
    const { worker } = workerOver((_url, init) => {
      signals.push(init!.signal!);
      return new Promise((resolve) => (answer = resolve));
    });
    const offPageFetch = createOffPageFetch(() => worker, never);

    const early = new AbortController();
    const waiting = offPageFetch('/v1/x', { signal: early.signal });
    await vi.waitFor(() => expect(signals).toHaveLength(1));
    early.abort(new DOMException('Left the page', 'AbortError'));
    await expect(waiting).rejects.toThrow('Left the page');
    await vi.waitFor(() => expect(signals[0]!.aborted).toBe(true));

    const late = new AbortController();
    const body = controlledBody();
    const reading = offPageFetch('/v1/y', { signal: late.signal });
    await vi.waitFor(() => expect(signals).toHaveLength(2));
    answer(new Response(body.stream));
    const response = await reading;
    late.abort(new DOMException('Timed out', 'TimeoutError'));
    await expect(readText(response)).rejects.toThrow('Timed out');
    await vi.waitFor(() => expect(signals[1]!.aborted).toBe(true));
  });

  it('rejects at once for a signal already aborted, sending nothing', async () => {
    const send = vi.fn<typeof fetch>();
    const { worker } = workerOver(send);
    const signal = AbortSignal.abort(new DOMException('Cancelled', 'AbortError'));
    await expect(createOffPageFetch(() => worker, never)('/v1/x', { signal })).rejects.toThrow(
      'Cancelled',
    );
    expect(send).not.toHaveBeenCalled();
  });

  it("uses the page's fetch where no worker starts", async () => {
    const pageFetch = vi.fn<typeof fetch>(() => Promise.resolve(new Response('from the page')));
    const offPageFetch = createOffPageFetch(() => undefined, pageFetch);
    expect(await readText(await offPageFetch('/v1/x', {}))).toBe('from the page');
    expect(pageFetch).toHaveBeenCalledWith('/v1/x', {});
  });

  it('reads again on the page what the worker was reading when it died, and fails a write', async () => {
    const dying = workerOver(() => new Promise<Response>(() => {}));
    const pageFetch = vi.fn<typeof fetch>(() => Promise.resolve(new Response('from the page')));
    const startWorker = vi.fn(() => dying.worker);
    const offPageFetch = createOffPageFetch(startWorker, pageFetch);

    const read = offPageFetch('/v1/x', { method: 'GET' });
    const write = offPageFetch('/v1/x', { method: 'POST', body: '{}' });
    await vi.waitFor(() => expect(startWorker).toHaveBeenCalled());
    dying.crash();
    expect(await read.then(readText)).toBe('from the page');
    await expect(write).rejects.toBeInstanceOf(TypeError);
    expect(pageFetch).toHaveBeenCalledTimes(1);
    expect(pageFetch).toHaveBeenCalledWith('/v1/x', { method: 'GET' });
    expect(dying.terminate).toHaveBeenCalled();
  });

  it("fails a read whose body had begun when the worker died, then uses the page's fetch", async () => {
    const body = controlledBody();
    const dying = workerOver(() => Promise.resolve(new Response(body.stream)));
    const pageFetch = vi.fn<typeof fetch>(() => Promise.resolve(new Response('from the page')));
    const startWorker = vi.fn(() => dying.worker);
    const offPageFetch = createOffPageFetch(startWorker, pageFetch);

    const response = await offPageFetch('/v1/x', {});
    body.send('{"sched');
    dying.crash();
    await expect(readText(response)).rejects.toBeInstanceOf(TypeError);
    expect(await readText(await offPageFetch('/v1/y', {}))).toBe('from the page');
    expect(pageFetch).toHaveBeenCalledTimes(1);
    expect(startWorker).toHaveBeenCalledTimes(1);
  });
});
