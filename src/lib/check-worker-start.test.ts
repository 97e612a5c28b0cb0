import { afterAll, describe, expect, it, vi } from 'vitest';
import type { CheckReply, CheckRequest } from './response-check';

/** A worker that answers each check it is sent once the test says so. */
class FakeWorker extends EventTarget {
  static started: FakeWorker[] = [];
  received: CheckRequest[] = [];
  constructor() {
    super();
    FakeWorker.started.push(this);
  }
  postMessage(request: CheckRequest) {
    this.received.push(request);
  }
  answer(reply: CheckReply) {
    this.dispatchEvent(new MessageEvent('message', { data: reply }));
  }
  terminate() {}
}

vi.stubGlobal('Worker', FakeWorker);
const { checkEarly, dropEarlyChecks, prestartCheckWorker, takeCheckWorker, takeEarlyCheck } =
  await import('./check-worker-start');
afterAll(() => vi.unstubAllGlobals());

describe('the check of a body asked for at start-up', () => {
  it('is asked of the worker started early, and taken once by the text it checked', async () => {
    prestartCheckWorker();
    prestartCheckWorker();
    expect(FakeWorker.started).toHaveLength(1);
    const worker = FakeWorker.started[0]!;
    expect(takeCheckWorker()).toBe(worker);

    checkEarly('scheduleList', '{"schedules":[]}');
    const [request] = worker.received;
    expect(request).toMatchObject({ schema: 'scheduleList', text: '{"schedules":[]}' });
    // The checker's own requests count up from 1: these never meet them.
    expect(request!.id).toBeLessThan(0);

    const taken = takeEarlyCheck('{"schedules":[]}');
    expect(takeEarlyCheck('{"schedules":[]}')).toBeUndefined();
    worker.answer({ id: 99, ok: true, protoKey: false });
    worker.answer({ id: request!.id, ok: true, protoKey: false });
    await expect(taken).resolves.toEqual({ id: request!.id, ok: true, protoKey: false });
  });

  it('has no answer once the worker is given up', async () => {
    checkEarly('scheduleList', '{"schedules":[1]}');
    const taken = takeEarlyCheck('{"schedules":[1]}');
    checkEarly('scheduleList', '{"schedules":[2]}');
    dropEarlyChecks();
    expect(takeEarlyCheck('{"schedules":[2]}')).toBeUndefined();
    // Taken before the worker was given up: it settles too, without an answer.
    await expect(taken).resolves.toBeUndefined();
  });
});
