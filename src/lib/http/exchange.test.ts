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

describe('receiveBody', () => {
  it('reads a body already in over many tasks, so the page can take input and draw meanwhile', async () => {
    const clock = { now: 0 };
    vi.spyOn(performance, 'now').mockImplementation(() => clock.now);
    let tasks = 0;
    let reading = true;
    const countTasks = () => {
      tasks += 1;
      if (reading) setTimeout(countTasks, 0);
    };
    setTimeout(countTasks, 0);

    // Each piece takes 1 ms of the page's clock to read.
    const received = await receiveBody(
      bodyAlreadyIn(200),
      startExchange(undefined, LIMITS),
      () => (clock.now += 1),
    );
    reading = false;

    expect(received).toMatchObject({ ok: true, text: 'x'.repeat(200_000) });
    // 200 ms of reading in slices of 8 ms: other tasks ran between them.
    expect(tasks).toBeGreaterThanOrEqual(20);
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
    expect(received).toMatchObject({ ok: true, text: 'yyyyy' });
    // The stream's own waits (one a piece) and the exchange's timers; no yield of the reading's.
    const zeroDelays = yields.mock.calls.filter(([, delay]) => delay === undefined || delay === 0);
    expect(zeroDelays).toHaveLength(6);
  });
});
