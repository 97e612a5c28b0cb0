import { afterEach, describe, expect, it, vi } from 'vitest';
import { receiveBody, startExchange } from './exchange';

const LIMITS = { headersMs: 15_000, bodyIdleMs: 10_000 };

afterEach(() => vi.restoreAllMocks());

/** A body of `count` pieces all already in, each taking 1 ms of the page's clock to read. */
function bodyAlreadyIn(count: number, clock: { now: number }): Response {
  let sent = 0;
  const piece = new TextEncoder().encode('x'.repeat(1_000));
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      clock.now += 1;
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

    const received = await receiveBody(
      bodyAlreadyIn(200, clock),
      startExchange(undefined, LIMITS),
      undefined,
    );
    reading = false;

    expect(received).toMatchObject({ ok: true, text: 'x'.repeat(200_000) });
    // 200 ms of reading in slices of 8 ms: other tasks ran between them.
    expect(tasks).toBeGreaterThanOrEqual(20);
  });
});
