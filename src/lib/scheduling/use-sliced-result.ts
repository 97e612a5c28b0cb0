/** A generator computation run in short slices, so a key or frame waits at most one slice. */
import { useEffect, useState } from 'react';

const SLICE_MS = 8;

/** Runs `steps` in SLICE_MS slices, each its own task, then calls `done`; returns a stop. */
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

/** `start()`'s result once run; undefined before, during a new `start` (memoise it), or without. */
export function useSlicedResult<T>(start: (() => Generator<void, T>) | undefined): T | undefined {
  const [result, setResult] = useState<{ of: typeof start; value: T } | undefined>(undefined);
  useEffect(() => {
    if (!start) return undefined;
    return runInSlices(start(), (value) => setResult({ of: start, value }));
  }, [start]);
  return result !== undefined && result.of === start ? result.value : undefined;
}
