import { afterAll, describe, expect, it, vi } from 'vitest';

/** Counts the workers started. */
class FakeWorker extends EventTarget {
  static started = 0;
  constructor() {
    super();
    FakeWorker.started++;
  }
  postMessage() {}
  terminate() {}
}

vi.stubGlobal('Worker', FakeWorker);
// A module of this file's own: test files share modules (vite.config.ts), and the fake worker
// this file leaves started must not reach another file's checker.
vi.resetModules();
const { prestartCheckWorker, takeCheckWorker } = await import('./check-worker-start');
afterAll(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the check worker started at start-up', () => {
  it('is started once, taken by the checker, and a taker after it gets a new one', () => {
    prestartCheckWorker();
    prestartCheckWorker();
    expect(FakeWorker.started).toBe(1);
    const taken = takeCheckWorker();
    expect(FakeWorker.started).toBe(1);
    expect(takeCheckWorker()).not.toBe(taken);
    expect(FakeWorker.started).toBe(2);
  });
});
