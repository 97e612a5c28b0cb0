/**
 * The worker that checks large response bodies (response-check-worker.ts, used by
 * off-thread-check.ts), apart from the checker and without zod, so that start-up
 * (src/app/early-start.ts) can start it with the first page's request, before the checker's code
 * has loaded, and have the list checked as soon as it arrives: the worker's script runs while the
 * service answers, and its check while the app renders, not after.
 */
import type { CheckReply, CheckRequest, OffThreadSchemaName } from './response-check';

/** How long a check asked for early waits to be taken: as long as its request (early-requests). */
const UNTAKEN_AFTER_MS = 30_000;

let early: Worker | undefined;
let lastEarlyId = 0;
/** Checks asked for early, by the text checked, until the checker takes them. */
const earlyChecks = new Map<string, Promise<CheckReply | undefined>>();
/** How to settle each early check still unanswered, taken or not. */
const unanswered = new Set<() => void>();

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
  return early ?? startWorker();
}

/**
 * Asks the worker started early to check `text` now; the checker takes the answer with
 * `takeEarlyCheck`. Nothing happens without such a worker.
 */
export function checkEarly(schema: OffThreadSchemaName, text: string): void {
  const worker = early;
  if (!worker || earlyChecks.has(text)) return;
  // Below zero: the checker's own requests count up from 1 on the same worker.
  const id = --lastEarlyId;
  let settle: (reply: CheckReply | undefined) => void = () => {};
  const reply = new Promise<CheckReply | undefined>((resolve) => (settle = resolve));
  const onMessage = ({ data }: MessageEvent<CheckReply>) => {
    if (data.id === id) done(data);
  };
  const onFailure = () => done(undefined);
  // Untaken (the page went elsewhere), the text and its answer are let go.
  setTimeout(() => {
    if (earlyChecks.get(text) === reply) earlyChecks.delete(text);
  }, UNTAKEN_AFTER_MS);
  function done(answer: CheckReply | undefined) {
    unanswered.delete(onFailure);
    worker!.removeEventListener('message', onMessage);
    worker!.removeEventListener('error', onFailure);
    settle(answer);
  }
  worker.addEventListener('message', onMessage);
  worker.addEventListener('error', onFailure);
  earlyChecks.set(text, reply);
  unanswered.add(onFailure);
  try {
    worker.postMessage({ id, schema, text } satisfies CheckRequest);
  } catch {
    onFailure();
  }
}

/** The answer to a check of `text` asked for early (undefined: none, or the worker failed). */
export function takeEarlyCheck(text: string): Promise<CheckReply | undefined> | undefined {
  const reply = earlyChecks.get(text);
  earlyChecks.delete(text);
  return reply;
}

/** The worker is gone (the checker gave up on it): checks asked for early have no answer. */
export function dropEarlyChecks(): void {
  for (const cancel of [...unanswered]) cancel();
  earlyChecks.clear();
}
