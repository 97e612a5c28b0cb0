import { afterEach, describe, expect, it, vi } from 'vitest';
import { receiveBody, startExchange } from './exchange';

const LIMITS = { headersMs: 15_000, bodyIdleMs: 10_000 };

afterEach(() => vi.restoreAllMocks());

/** A body of `count` pieces all already in. */
function bodyAlreadyIn(count: number): Response {
  let sent = 0;
  const piece = new TextEncoder().encode('x'.repeat(1_000));
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ < count) controller.enqueue(piece);
      else controller.close();
    },
  });
  return new Response(stream);
}

/** Counts the other tasks that run until `stop`: one each time the page is given way. */
function countTasksMeanwhile() {
  let tasks = 0;
  let counting = true;
  const count = () => {
    tasks += 1;
    if (counting) setTimeout(count, 0);
  };
  setTimeout(count, 0);
  return () => {
    counting = false;
    return tasks;
  };
}

describe('receiveBody', () => {
  it('reads a body already in over many tasks, so the page can take input and draw meanwhile', async () => {
    const clock = { now: 0 };
    vi.spyOn(performance, 'now').mockImplementation(() => clock.now);
    const stopCounting = countTasksMeanwhile();

    // Each piece takes 1 ms of the page's clock to read.
    const received = await receiveBody(
      bodyAlreadyIn(200),
      startExchange(undefined, LIMITS),
      () => (clock.now += 1),
    );
    const tasks = stopCounting();

    expect(received.ok && received.texts.join('')).toBe('x'.repeat(200_000));
    // 200 ms of reading in slices of 8 ms: other tasks ran between them.
    expect(tasks).toBeGreaterThanOrEqual(20);
  });

  it('decodes a piece of megabytes in parts, giving way between them', async () => {
    const clock = { now: 0 };
    vi.spyOn(performance, 'now').mockImplementation(() => clock.now);
    // Each part takes 5 ms of the page's clock to decode.
    const decode = TextDecoder.prototype.decode;
    const decodes = vi.spyOn(TextDecoder.prototype, 'decode').mockImplementation(function (
      this: TextDecoder,
      ...args
    ) {
      clock.now += 5;
      return decode.apply(this, args);
    });
    const text = 'z'.repeat(1_024 * 1_024);
    const stopCounting = countTasksMeanwhile();

    const received = await receiveBody(
      new Response(new TextEncoder().encode(text)),
      startExchange(undefined, LIMITS),
      undefined,
    );
    const tasksBetween = stopCounting();

    expect(received.ok && received.texts.join('')).toBe(text);
    // The one piece in parts of 256 kB (and the decoder's end), not at once.
    expect(decodes.mock.calls.length).toBeGreaterThanOrEqual(4);
    expect(tasksBetween).toBeGreaterThanOrEqual(2);
  });

  it('does not count the wait for a piece as reading: a body that trickles in is not held back', async () => {
    const clock = { now: 0 };
    vi.spyOn(performance, 'now').mockImplementation(() => clock.now);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      // Each piece comes 50 ms after the last (the network), and takes no time to read.
      async pull(controller) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        clock.now += 50;
        if (sent++ < 5) controller.enqueue(new TextEncoder().encode('y'));
        else controller.close();
      },
    });
    const yields = vi.spyOn(globalThis, 'setTimeout');
    const received = await receiveBody(
      new Response(stream),
      startExchange(undefined, LIMITS),
      undefined,
    );
    // As decoded, a piece at a time (joined, a large body is one costly string).
    expect(received).toMatchObject({ ok: true, texts: ['y', 'y', 'y', 'y', 'y'] });
    // The stream's own waits (one a piece) and the exchange's timers; no yield of the reading's.
    const zeroDelays = yields.mock.calls.filter(([, delay]) => delay === undefined || delay === 0);
    expect(zeroDelays).toHaveLength(6);
  });
});

describe('startExchange: its time limits', () => {
  afterEach(() => vi.useRealTimers());

  /** A body whose pieces the test sends, as a network would, through `send` and `end`. */
  function bodySentByHand() {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const stream = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    return {
      response: new Response(stream),
      send: () => controller.enqueue(new TextEncoder().encode('z')),
      end: () => controller.close(),
    };
  }

  const useFakeClock = () =>
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });

  it('reads a body to the end however long it takes, while no silence passes the limit', async () => {
    useFakeClock();
    const exchange = startExchange(undefined, LIMITS);
    const body = bodySentByHand();
    const received = receiveBody(body.response, exchange, undefined);
    // 40 pieces 9 s apart: 6 minutes in all, each silence within the 10 s allowed.
    for (let piece = 0; piece < 40; piece++) {
      await vi.advanceTimersByTimeAsync(9_000);
      body.send();
    }
    body.end();
    expect(await received).toMatchObject({ ok: true });
    expect(exchange.signal.aborted).toBe(false);
  });

  it('gives up on a body that stops for longer than the limit, counted from its last piece', async () => {
    useFakeClock();
    const exchange = startExchange(undefined, LIMITS);
    // The headers come 2 s in and a piece 5 s later: the limit runs from that piece.
    await vi.advanceTimersByTimeAsync(2_000);
    const body = bodySentByHand();
    const received = receiveBody(body.response, exchange, undefined);
    await vi.advanceTimersByTimeAsync(5_000);
    body.send();
    await vi.advanceTimersByTimeAsync(LIMITS.bodyIdleMs - 1);
    expect(exchange.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await received).toMatchObject({
      ok: false,
      failure: {
        kind: 'timeout',
        message: 'The service stopped sending data for 10 seconds. Please try again.',
      },
    });
  });
});
