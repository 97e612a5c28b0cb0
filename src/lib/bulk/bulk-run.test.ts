import { describe, expect, it } from 'vitest';
import { ApiError } from '#src/lib/http/api-error';
import {
  CANCELLED_REASON,
  createBulkRun,
  failureReason,
  SettledWithoutSending,
  type BulkRunOptions,
  type RunClock,
  type TargetPlan,
} from './bulk-run';

/** Lets every pending promise callback (and the run's loop) go on. */
function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** A clock whose sleeps pass at once, adding to its time. */
function fakeClock() {
  let time = 0;
  const sleeps: number[] = [];
  const clock: RunClock = {
    now: () => time,
    sleep: (ms) => {
      sleeps.push(ms);
      time += ms;
      return Promise.resolve();
    },
  };
  return { clock, sleeps, now: () => time };
}

const ids = (count: number) => Array.from({ length: count }, (_, i) => `s${i + 1}`);

/** Every target needs a request whose body is its own id. */
function sendAll(targets: readonly string[]) {
  return () =>
    Promise.resolve(
      new Map<string, TargetPlan<string>>(targets.map((id) => [id, { kind: 'send', body: id }])),
    );
}

/** A fake service whose answers the test gives, one by one. */
function controlledSend() {
  const calls: { id: string; succeed: () => void; fail: (error: unknown) => void }[] = [];
  const send = (id: string) =>
    new Promise<unknown>((resolve, reject) => {
      calls.push({ id, succeed: () => resolve({ message: 'ok' }), fail: reject });
    });
  return { calls, send };
}

function start(options: Partial<BulkRunOptions<string>> & { ids: readonly string[] }) {
  return createBulkRun<string>({
    prepare: sendAll(options.ids),
    send: () => Promise.resolve(),
    clock: fakeClock().clock,
    ...options,
  });
}

describe('a bulk run: sending and outcomes', () => {
  it('never has more than 4 requests in flight, and sends each target once', async () => {
    let inFlight = 0;
    let most = 0;
    const sent: string[] = [];
    const run = start({
      ids: ids(11),
      send: async (id) => {
        sent.push(id);
        inFlight += 1;
        most = Math.max(most, inFlight);
        await settle();
        inFlight -= 1;
      },
    });
    const last = await run.settled;
    expect(most).toBe(4);
    expect(sent).toEqual(ids(11));
    expect(last).toMatchObject({
      phase: 'finished',
      total: 11,
      counts: { done: 11, failed: 0, skipped: 0 },
      inFlight: 0,
    });
  });

  it('records done, failed with the reason, and what the check decided', async () => {
    const prepare = () =>
      Promise.resolve(
        new Map<string, TargetPlan<string>>([
          ['a', { kind: 'send', body: 'a' }],
          ['b', { kind: 'done', note: 'Already changed' }],
          ['c', { kind: 'skipped', reason: 'Gone' }],
          ['d', { kind: 'send', body: 'd' }],
          ['e', { kind: 'send', body: 'e' }],
        ]),
      );
    const unavailable = new ApiError('unavailable', { status: 503, message: 'Down for now.' });
    const refused = new ApiError('bad_request', { status: 400, message: 'Not valid.' });
    const run = start({
      ids: ['a', 'b', 'c', 'd', 'e'],
      prepare,
      send: (id) =>
        id === 'd'
          ? Promise.reject(unavailable)
          : id === 'e'
            ? Promise.reject(refused)
            : Promise.resolve(),
    });
    expect((await run.settled).counts).toEqual({ done: 2, failed: 2, skipped: 1 });
    expect(Object.fromEntries(run.outcomes())).toEqual({
      a: { status: 'done' },
      b: { status: 'done', note: 'Already changed' },
      c: { status: 'skipped', reason: 'Gone' },
      d: { status: 'failed', reason: 'Service unavailable: Down for now.', ambiguous: true },
      e: { status: 'failed', reason: 'Not accepted: Not valid.', ambiguous: false },
    });
  });

  it('ends a target as its send decided when, read again, it needed no request', async () => {
    const run = start({
      ids: ['a', 'b'],
      send: (id) =>
        Promise.resolve(
          id === 'a'
            ? new SettledWithoutSending({ status: 'skipped', reason: 'Changed since the review' })
            : new SettledWithoutSending({ status: 'done', note: 'Already changed' }),
        ),
    });
    await run.settled;
    expect([...run.outcomes()]).toEqual([
      ['a', { status: 'skipped', reason: 'Changed since the review' }],
      ['b', { status: 'done', note: 'Already changed' }],
    ]);
    expect(run.getSnapshot().counts).toEqual({ done: 1, failed: 0, skipped: 1 });
  });

  it('sends nothing when the check fails, and says why', async () => {
    const sent: string[] = [];
    const error = new ApiError('server', { status: 500 });
    const run = start({
      ids: ids(3),
      prepare: () => Promise.reject(error),
      send: (id) => {
        sent.push(id);
        return Promise.resolve();
      },
    });
    expect(await run.settled).toMatchObject({ phase: 'check-failed', checkError: error });
    expect(sent).toEqual([]);
  });

  it('words a failure with its kind and the field errors the service listed', () => {
    const error = new ApiError('bad_request', {
      message: 'The changes are not valid.',
      fieldErrors: [{ resource: 'schedule', message: 'At most 50 recipients' }],
    });
    expect(failureReason(error)).toBe(
      'Not accepted: The changes are not valid. At most 50 recipients',
    );
  });
});

describe('a bulk run: the rate limit', () => {
  it("waits for a 429's Retry-After, counting down, then sends the same request again", async () => {
    const { clock, sleeps, now } = fakeClock();
    const sentAt: [string, number][] = [];
    let turnedAway = false;
    const waits: (number | null)[] = [null];
    const run = start({
      ids: ['a', 'b'],
      clock,
      send: (id) => {
        sentAt.push([id, now()]);
        if (id === 'a' && !turnedAway) {
          turnedAway = true;
          return Promise.reject(new ApiError('rate_limited', { retryAfterSeconds: 3 }));
        }
        return Promise.resolve();
      },
    });
    run.subscribe(() => {
      const left = run.getSnapshot().rateLimitSecondsLeft;
      if (waits.at(-1) !== left) waits.push(left);
    });
    expect((await run.settled).counts).toEqual({ done: 2, failed: 0, skipped: 0 });
    expect(sentAt).toEqual([
      ['a', 0],
      ['b', 0],
      ['a', 3000],
    ]);
    expect(sleeps).toEqual([1000, 1000, 1000]);
    expect(waits).toEqual([null, 3, 2, 1, null]);
  });

  it('waits a few seconds when a 429 gives no Retry-After, and gives up after a few of them', async () => {
    const { clock, sleeps } = fakeClock();
    let sends = 0;
    const run = start({
      ids: ['a'],
      clock,
      send: () => {
        sends += 1;
        return Promise.reject(new ApiError('rate_limited', { message: 'Slow down.' }));
      },
    });
    await run.settled;
    expect(sends).toBe(6);
    expect(sleeps.reduce((sum, ms) => sum + ms, 0)).toBe(5 * 5000);
    expect(run.outcomes().get('a')).toEqual({
      status: 'failed',
      reason: 'Too many requests: Slow down.',
      ambiguous: false,
    });
  });
});

describe('a bulk run: pause and cancel', () => {
  it('starts no request while paused, lets those in flight finish, and goes on when resumed', async () => {
    const { calls, send } = controlledSend();
    const run = start({ ids: ids(6), send });
    await settle();
    expect(calls).toHaveLength(4);

    run.pause();
    for (const call of calls.slice(0, 4)) call.succeed();
    await settle();
    expect(calls).toHaveLength(4);
    expect(run.getSnapshot()).toMatchObject({ paused: true, inFlight: 0, counts: { done: 4 } });

    run.resume();
    await settle();
    expect(calls.map((call) => call.id)).toEqual(ids(6));
    for (const call of calls.slice(4)) call.succeed();
    expect(await run.settled).toMatchObject({ phase: 'finished', counts: { done: 6 } });
  });

  it('skips what was not sent when cancelled; what was in flight still ends as answered', async () => {
    const { calls, send } = controlledSend();
    const run = start({ ids: ids(7), send });
    await settle();
    run.cancel();
    calls[0]?.succeed();
    calls[1]?.fail(new ApiError('server', { status: 500, message: 'Oops.' }));
    calls[2]?.succeed();
    calls[3]?.fail(new ApiError('rate_limited', { retryAfterSeconds: 1 }));
    const last = await run.settled;

    expect(calls).toHaveLength(4);
    expect(last).toMatchObject({ cancelled: true, counts: { done: 2, failed: 1, skipped: 4 } });
    expect(run.outcomes().get('s4')).toEqual({ status: 'skipped', reason: CANCELLED_REASON });
    expect(run.outcomes().get('s7')).toEqual({ status: 'skipped', reason: CANCELLED_REASON });
  });

  it('sends nothing when cancelled during the check', async () => {
    let release = () => {};
    const sent: string[] = [];
    const run = start({
      ids: ids(2),
      prepare: (signal) =>
        new Promise((_, reject) => {
          release = () => reject(signal.reason);
          signal.addEventListener('abort', release);
        }),
      send: (id) => {
        sent.push(id);
        return Promise.resolve();
      },
    });
    run.cancel();
    expect(await run.settled).toMatchObject({ phase: 'finished', counts: { skipped: 2 } });
    expect(sent).toEqual([]);
  });
});
