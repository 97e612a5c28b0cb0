import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { runInSlices, useSlicedResult } from '#src/lib/scheduling/use-sliced-result';

/** A computation of `count` steps, each holding the thread about `stepMs`; returns `count`. */
function* busySteps(count: number, stepMs: number, done: number[]): Generator<void, number> {
  for (let step = 0; step < count; step++) {
    const until = performance.now() + stepMs;
    while (performance.now() < until) {
      // busy, as matching reports is
    }
    done.push(step);
    yield;
  }
  return count;
}

describe('runInSlices', () => {
  it('runs a long computation in several tasks, none much longer than a slice', async () => {
    const done: number[] = [];
    const seenBetweenTasks: number[] = [];
    // Another task of the page's, between the slices: it sees how far the computation got.
    const watch = setInterval(() => seenBetweenTasks.push(done.length), 0);
    const result = await new Promise<number>((resolve) => {
      runInSlices(busySteps(20, 2, done), resolve, 6);
    });
    clearInterval(watch);
    expect(result).toBe(20);
    // The page had its turn while the steps ran, not only before or after all of them.
    expect(seenBetweenTasks.some((count) => count > 0 && count < 20)).toBe(true);
  });

  it('stops when asked, and calls nothing after', async () => {
    const done: number[] = [];
    let finished = false;
    const stop = runInSlices(
      busySteps(50, 2, done),
      () => {
        finished = true;
      },
      4,
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    stop();
    const stoppedAt = done.length;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(done.length).toBe(stoppedAt);
    expect(stoppedAt).toBeLessThan(50);
    expect(finished).toBe(false);
  });
});

describe('useSlicedResult', () => {
  it('is undefined until its steps are done, and again while a new start runs', async () => {
    const first = () => busySteps(3, 1, []);
    const second = function* () {
      yield;
      return 7;
    };
    const { result, rerender } = renderHook(({ start }) => useSlicedResult(start), {
      initialProps: { start: first as (() => Generator<void, number>) | undefined },
    });
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toBe(3));
    rerender({ start: second });
    // The old result is not shown for the new start.
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toBe(7));
    act(() => rerender({ start: undefined }));
    expect(result.current).toBeUndefined();
  });
});
