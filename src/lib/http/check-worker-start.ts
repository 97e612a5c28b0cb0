/**
 * Starting the body-checking worker, apart from the checker and without zod, so start-up can
 * start it with the first page's request and its script loads while the service answers.
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
