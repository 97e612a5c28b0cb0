/**
 * Starting the worker that checks large response bodies (response-check-worker.ts, used by
 * off-thread-check.ts). Apart from the checker, and without zod, so that start-up
 * (src/startup/start-early.ts) can start it with the first page's request, before the checker's code
 * has loaded: its script is fetched and run while the service answers, not after.
 */
let early: Worker | undefined;

function startWorker(): Worker | undefined {
  if (typeof Worker === 'undefined') return undefined;
  return new Worker(new URL('./response-check-worker.ts', import.meta.url), {
    type: 'module',
    name: 'response-check',
  });
}

/** Starts the worker now, for the checker to take later. */
export function prestartCheckWorker(): void {
  early ??= startWorker();
}

/** The worker started early, or a new one; undefined where there are no workers. */
export function takeCheckWorker(): Worker | undefined {
  const worker = early ?? startWorker();
  early = undefined;
  return worker;
}
