/**
 * Bulk engine: one request per target, `concurrency` at a time. `prepare` decides from current data
 * what each needs, so a retry never sends twice. A 429 requeues the request at the head and holds
 * all until Retry-After. Pause stops new requests; cancel also skips the unsent.
 */
import { isApiError, type ApiErrorKind } from '#src/lib/http/api-error';
import { isAmbiguousFailure } from '#src/lib/http/request-policy';

/** What one target needs, decided by `prepare`. */
export type TargetPlan<Body> =
  | { kind: 'send'; body: Body }
  | { kind: 'done'; note: string }
  | { kind: 'skipped'; reason: string };

export type TargetOutcome =
  | { status: 'done'; note?: string }
  /** `ambiguous`: the answer was lost, so the change may have been made all the same. */
  | { status: 'failed'; reason: string; ambiguous: boolean }
  | { status: 'skipped'; reason: string };

type OutcomeStatus = TargetOutcome['status'];

/** What `send` resolves with when a re-read found nothing to send: the target ends as `outcome`. */
export class SettledWithoutSending {
  constructor(readonly outcome: Exclude<TargetOutcome, { status: 'failed' }>) {}
}

export interface RunProgress {
  /** `checking`: `prepare` runs; `check-failed`: it failed, nothing was sent. */
  phase: 'checking' | 'check-failed' | 'running' | 'finished';
  total: number;
  counts: Record<OutcomeStatus, number>;
  inFlight: number;
  /** While a 429 holds the requests back: the seconds left, counted down a second at a time. */
  rateLimitSecondsLeft: number | null;
  paused: boolean;
  cancelled: boolean;
  checkError?: unknown;
}

export interface BulkRun {
  /** The progress now; a new object after every change (for useSyncExternalStore). */
  getSnapshot(): RunProgress;
  subscribe(listener: () => void): () => void;
  pause(): void;
  resume(): void;
  cancel(): void;
  outcomes(): ReadonlyMap<string, TargetOutcome>;
  /** Resolves with the last progress once the run has finished, or its check has failed. */
  readonly settled: Promise<RunProgress>;
}

export interface RunClock {
  now(): number;
  /** Resolves after `ms`, or at once when `signal` aborts. */
  sleep(ms: number, signal: AbortSignal): Promise<void>;
}

export interface BulkRunOptions<Body> {
  /** In sending order. */
  ids: readonly string[];
  prepare: (signal: AbortSignal) => Promise<ReadonlyMap<string, TargetPlan<Body>>>;
  send: (id: string, body: Body) => Promise<unknown>;
  concurrency?: number;
  /** How many 429s one target may meet before it counts as failed. */
  maxRateLimitRetries?: number;
  clock?: RunClock;
}

const MAX_CONCURRENCY = 4;
const MAX_RATE_LIMIT_RETRIES = 5;
const DEFAULT_RETRY_AFTER_SECONDS = 5;
/** A Retry-After longer than this is read as this: the page should not look dead for an hour. */
const LONGEST_RETRY_AFTER_SECONDS = 300;

export const CANCELLED_REASON = 'Cancelled before it was sent';
const UNCHECKED_REASON = 'It was not checked before sending.';

const KIND_LABELS: Record<ApiErrorKind, string> = {
  bad_request: 'Not accepted',
  unauthenticated: 'Signed out',
  forbidden: 'Not allowed',
  not_found: 'Not found',
  rate_limited: 'Too many requests',
  server: 'Service error',
  bad_gateway: 'Service error',
  unavailable: 'Service unavailable',
  network: 'No connection',
  timeout: 'No answer in time',
  invalid_response: 'Unexpected answer',
};

/** Why a request failed, in a line: the kind of failure, then the service's own words. */
export function failureReason(error: unknown): string {
  if (!isApiError(error)) return error instanceof Error ? error.message : String(error);
  const details = error.fieldErrors.flatMap((field) => (field.message ? [field.message] : []));
  const message = details.length > 0 ? `${error.message} ${details.join('; ')}` : error.message;
  return `${KIND_LABELS[error.kind]}: ${message}`;
}

const realClock: RunClock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      signal.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          resolve();
        },
        { once: true },
      );
    }),
};

interface QueuedRequest<Body> {
  id: string;
  body: Body;
  rateLimited: number;
}

function createProgressStore(total: number) {
  const listeners = new Set<() => void>();
  const outcomes = new Map<string, TargetOutcome>();
  let progress: RunProgress = {
    phase: 'checking',
    total,
    counts: { done: 0, failed: 0, skipped: 0 },
    inFlight: 0,
    rateLimitSecondsLeft: null,
    paused: false,
    cancelled: false,
  };
  function update(changes: Partial<RunProgress>) {
    progress = { ...progress, ...changes };
    for (const listener of listeners) listener();
  }
  return {
    get: () => progress,
    update,
    outcomes,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Records a target's outcome; `inFlightChange` -1 when it is a request's answer. */
    record(id: string, outcome: TargetOutcome, inFlightChange = 0) {
      outcomes.set(id, outcome);
      const { counts } = progress;
      update({
        counts: { ...counts, [outcome.status]: counts[outcome.status] + 1 },
        inFlight: progress.inFlight + inFlightChange,
      });
    },
  };
}

/** Where the sending loop waits for something to happen: an answer, pause, resume or cancel. */
function createWakeUps() {
  let waiting: (() => void)[] = [];
  return {
    next: () => new Promise<void>((resolve) => waiting.push(resolve)),
    wake() {
      const woken = waiting;
      waiting = [];
      for (const resolve of woken) resolve();
    },
  };
}

function failedOutcome(error: unknown): TargetOutcome {
  return { status: 'failed', reason: failureReason(error), ambiguous: isAmbiguousFailure(error) };
}

function cancelled(): TargetOutcome {
  return { status: 'skipped', reason: CANCELLED_REASON };
}

/** The outcome a plan settles without a request; undefined when it needs one. */
function outcomeWithoutRequest(plan: TargetPlan<unknown> | undefined): TargetOutcome | undefined {
  if (plan === undefined) return { status: 'skipped', reason: UNCHECKED_REASON };
  if (plan.kind === 'done') return { status: 'done', note: plan.note };
  if (plan.kind === 'skipped') return { status: 'skipped', reason: plan.reason };
  return undefined;
}

/** Starts at once: `prepare`, then the requests. */
export function createBulkRun<Body>(options: BulkRunOptions<Body>): BulkRun {
  const concurrency = options.concurrency ?? MAX_CONCURRENCY;
  const maxRateLimitRetries = options.maxRateLimitRetries ?? MAX_RATE_LIMIT_RETRIES;
  const clock = options.clock ?? realClock;
  const store = createProgressStore(options.ids.length);
  const wakeUps = createWakeUps();
  const queue: QueuedRequest<Body>[] = [];
  const stop = new AbortController();
  let rateLimitedUntil = 0;

  function answered(request: QueuedRequest<Body>, error?: unknown, result?: unknown) {
    if (error === undefined) {
      const outcome =
        result instanceof SettledWithoutSending ? result.outcome : { status: 'done' as const };
      store.record(request.id, outcome, -1);
    } else if (
      isApiError(error) &&
      error.kind === 'rate_limited' &&
      request.rateLimited < maxRateLimitRetries
    ) {
      const seconds = Math.min(
        error.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS,
        LONGEST_RETRY_AFTER_SECONDS,
      );
      rateLimitedUntil = Math.max(rateLimitedUntil, clock.now() + seconds * 1000);
      queue.unshift({ ...request, rateLimited: request.rateLimited + 1 });
      store.update({ inFlight: store.get().inFlight - 1 });
    } else store.record(request.id, failedOutcome(error), -1);
    wakeUps.wake();
  }

  function startRequest(request: QueuedRequest<Body>) {
    store.update({ inFlight: store.get().inFlight + 1 });
    Promise.resolve()
      .then(() => options.send(request.id, request.body))
      .then(
        (result) => answered(request, undefined, result),
        (error: unknown) => answered(request, error ?? new Error('The request failed')),
      );
  }

  /** Shows the seconds left and sleeps to the next whole second, or until something happens. */
  async function waitForRateLimit(waitMs: number) {
    store.update({ rateLimitSecondsLeft: Math.ceil(waitMs / 1000) });
    const step = new AbortController();
    await Promise.race([clock.sleep(waitMs % 1000 || 1000, step.signal), wakeUps.next()]);
    step.abort();
  }

  async function sendAll() {
    while (queue.length > 0 || store.get().inFlight > 0) {
      const progress = store.get();
      if (stop.signal.aborted) {
        for (const request of queue.splice(0)) store.record(request.id, cancelled());
        if (store.get().inFlight > 0) await wakeUps.next();
        continue;
      }
      const waitMs = rateLimitedUntil - clock.now();
      if (waitMs <= 0 && progress.rateLimitSecondsLeft !== null) {
        store.update({ rateLimitSecondsLeft: null });
      }
      if (progress.paused || queue.length === 0) await wakeUps.next();
      else if (waitMs > 0) await waitForRateLimit(waitMs);
      else if (progress.inFlight >= concurrency) await wakeUps.next();
      else startRequest(queue.shift() as QueuedRequest<Body>);
    }
  }

  async function run(): Promise<RunProgress> {
    let plans: ReadonlyMap<string, TargetPlan<Body>> = new Map();
    try {
      plans = await options.prepare(stop.signal);
    } catch (error) {
      if (!stop.signal.aborted) {
        store.update({ phase: 'check-failed', checkError: error });
        return store.get();
      }
    }
    for (const id of options.ids) {
      const plan = plans.get(id);
      const outcome = stop.signal.aborted ? cancelled() : outcomeWithoutRequest(plan);
      if (outcome) store.record(id, outcome);
      else if (plan?.kind === 'send') queue.push({ id, body: plan.body, rateLimited: 0 });
    }
    store.update({ phase: 'running' });
    await sendAll();
    store.update({ phase: 'finished', rateLimitSecondsLeft: null, paused: false });
    return store.get();
  }

  const settled = run();
  const active = () => store.get().phase === 'checking' || store.get().phase === 'running';
  return {
    getSnapshot: store.get,
    subscribe: store.subscribe,
    pause() {
      if (active() && !store.get().cancelled) store.update({ paused: true });
      wakeUps.wake();
    },
    resume() {
      if (active()) store.update({ paused: false });
      wakeUps.wake();
    },
    cancel() {
      if (!active()) return;
      stop.abort();
      store.update({ cancelled: true, paused: false });
      wakeUps.wake();
    },
    outcomes: () => store.outcomes,
    settled,
  };
}
