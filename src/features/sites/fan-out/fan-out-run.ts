/**
 * One change to many schedules on many sites. Each site's list is re-read right before its request
 * and `recheck` decides (src/domain/since-review.ts); a retry reads first, so nothing is sent
 * twice. A 403 makes the site read-only; the other sites go on.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { EditedField } from '#src/domain/edit-conflicts';
import type { Schedule } from '#src/domain/schemas';
import { changedSinceReviewReason, GONE_REASON, type Recheck } from '#src/domain/since-review';
import type { ApiClient } from '#src/lib/http/api-client';
import { isApiError } from '#src/lib/http/api-error';
import {
  createBulkRun,
  failureReason,
  SettledWithoutSending,
  type BulkRun,
  type TargetPlan,
} from '#src/lib/bulk/bulk-run';
import {
  isRateLimited,
  isTransient,
  retryDelayMs,
  shouldRetryReadUnlessRateLimited,
} from '#src/lib/http/request-policy';
import { scheduleQueries } from '#src/lib/site-reports/schedules';

/** Tries of one target after a transient failure, each read again first. */
const MAX_TRIES = 3;

const ALREADY_DONE_NOTE = 'Already done (an earlier try had arrived, or someone else)';

export interface FanOutTarget {
  id: string;
  siteId: string;
  /** The schedule as the review showed it. */
  reviewed: Schedule;
}

/** A schedule not written because it changed since the review: what changed, and how it is now. */
export interface ChangedSinceReview {
  siteId: string;
  fields: EditedField[];
  current: Schedule;
}

export interface FanOut extends BulkRun {
  /** By target id, filled as the run finds them. */
  changed: ReadonlyMap<string, ChangedSinceReview>;
  /** The sites that answered 403, by id, with the reason. */
  readOnly: ReadonlyMap<string, string>;
}

const realSleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function startFanOut<Body>({
  api,
  queryClient,
  targets,
  recheck,
  send,
  goneOutcome = { status: 'skipped', reason: GONE_REASON },
  sleep = realSleep,
}: {
  api: ApiClient;
  queryClient: QueryClient;
  targets: readonly FanOutTarget[];
  recheck: (target: FanOutTarget, current: Schedule | undefined) => Recheck<Body>;
  send: (target: FanOutTarget, body: Body) => Promise<unknown>;
  /** What a schedule deleted meanwhile counts as: skipped, "Gone", unless deleting was the point. */
  goneOutcome?: SettledWithoutSending['outcome'];
  sleep?: (ms: number) => Promise<unknown>;
}): FanOut {
  const byId = new Map(targets.map((target) => [target.id, target]));
  const changed = new Map<string, ChangedSinceReview>();
  const readOnly = new Map<string, string>();
  const touched = new Set<string>();

  const reread = (siteId: string) =>
    queryClient.fetchQuery({
      ...scheduleQueries.list(api, siteId),
      staleTime: 0,
      retry: shouldRetryReadUnlessRateLimited,
      retryDelay: retryDelayMs,
    });

  async function once(target: FanOutTarget): Promise<unknown> {
    const { schedules } = await reread(target.siteId);
    const uuid = target.id.toLowerCase();
    const current = schedules.find((schedule) => schedule.uuid.toLowerCase() === uuid);
    const decision = recheck(target, current);
    switch (decision.kind) {
      case 'gone':
        return new SettledWithoutSending(goneOutcome);
      case 'applied':
        return new SettledWithoutSending({ status: 'done', note: ALREADY_DONE_NOTE });
      case 'changed':
        if (current) {
          changed.set(target.id, { siteId: target.siteId, fields: decision.fields, current });
        }
        return new SettledWithoutSending({
          status: 'skipped',
          reason: changedSinceReviewReason(decision.fields),
        });
      case 'skip':
        return new SettledWithoutSending({ status: 'skipped', reason: decision.reason });
      case 'send':
        touched.add(target.siteId.toLowerCase());
        return send(target, decision.body);
    }
  }

  async function sendOne(id: string): Promise<unknown> {
    const target = byId.get(id);
    if (!target) throw new Error(`Unknown target ${id}`);
    for (let attempt = 0; ; attempt += 1) {
      const refusal = readOnly.get(target.siteId.toLowerCase());
      if (refusal) return new SettledWithoutSending({ status: 'skipped', reason: refusal });
      try {
        return await once(target);
      } catch (error) {
        if (isApiError(error) && error.kind === 'forbidden') {
          readOnly.set(target.siteId.toLowerCase(), `Site is read-only: ${failureReason(error)}`);
        }
        const rateLimited = isRateLimited(error);
        if (rateLimited || !isTransient(error) || attempt + 1 >= MAX_TRIES) throw error;
        await sleep(retryDelayMs(attempt, error));
      }
    }
  }

  const run = createBulkRun<null>({
    ids: targets.map((target) => target.id),
    prepare: () =>
      Promise.resolve(
        new Map<string, TargetPlan<null>>(
          targets.map((target) => [target.id, { kind: 'send', body: null }]),
        ),
      ),
    send: (id) => sendOne(id),
  });
  // The lists changed are read again once the run is over (their counts, their pages).
  void run.settled.then(() => {
    for (const siteId of touched) {
      void queryClient.invalidateQueries({ queryKey: scheduleQueries.list(api, siteId).queryKey });
    }
  });
  return { ...run, changed, readOnly };
}
