/**
 * The result of a long computation written as a generator (it yields between small steps), run
 * a few milliseconds at a time between the page's own work: a key typed, or a frame, waits at
 * most one slice. Undefined until it is done; a new `start` (a new list read) drops the old run.
 * For work that must not block the first rows or typing, such as matching Initech's 15,000
 * reports to its 5,000 schedules.
 */
import { useEffect, useState } from 'react';

/** How long a slice may hold the page, in ms. */
const SLICE_MS = 8;

/**
 * Runs `steps` in slices of SLICE_MS, each in a task of its own (`setTimeout`), and calls `done`
 * with its result. Returns a function that stops it.
 */
export function runInSlices<T>(
  steps: Generator<void, T>,
  done: (result: T) => void,
  sliceMs = SLICE_MS,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slice = () => {
    const until = performance.now() + sliceMs;
    do {
      const step = steps.next();
      if (step.done) {
        done(step.value);
        return;
      }
    } while (performance.now() < until);
    timer = setTimeout(slice, 0);
  };
  timer = setTimeout(slice, 0);
  return () => clearTimeout(timer);
}

/**
 * `start()`'s result once its steps have all run, in slices; undefined before, and while a new
 * `start` (a new function: memoise it on what it reads) runs. `start` undefined: nothing to run.
 */
export function useSlicedResult<T>(start: (() => Generator<void, T>) | undefined): T | undefined {
  const [result, setResult] = useState<{ of: typeof start; value: T } | undefined>(undefined);
  useEffect(() => {
    if (!start) return undefined;
    return runInSlices(start(), (value) => setResult({ of: start, value }));
  }, [start]);
  return result !== undefined && result.of === start ? result.value : undefined;
}
