import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Schedule } from '#src/domain/schemas';
import type { Recheck } from '#src/domain/since-review';
import { useApiClient } from '#src/lib/api-client-context';
import type { RunProgress, TargetOutcome } from '#src/lib/bulk-run';
import {
  startFanOut,
  type ChangedSinceReview,
  type FanOut,
  type FanOutTarget,
} from './fan-out-run';

type Outcomes = ReadonlyMap<string, TargetOutcome>;

/** What one fan-out sends: how a target read again is judged, and its request. */
export interface FanOutRequests<Body> {
  recheck: (target: FanOutTarget, current: Schedule | undefined) => Recheck<Body>;
  send: (target: FanOutTarget, body: Body) => Promise<unknown>;
  goneOutcome?: Parameters<typeof startFanOut>[0]['goneOutcome'];
}

const subscribeToNothing = () => () => {};
const noProgress = () => null;

/**
 * The runs of one fan-out (fan-out-run.ts): the first, and each "Retry failed", whose outcomes
 * replace those of the targets they sent again. The schedules found changed since the review are
 * kept (`changed`) so the page can offer them again. Leaving the page cancels a run (requests in
 * flight still finish).
 */
export function useFanOut<Body>(requests: FanOutRequests<Body>) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [attempt, setAttempt] = useState<{
    targets: readonly FanOutTarget[];
    fanOut: FanOut;
    before: Outcomes | null;
    /** Every target of this run and those before it, by id. */
    known: ReadonlyMap<string, FanOutTarget>;
  } | null>(null);
  const run = attempt?.fanOut.run;
  const progress: RunProgress | null = useSyncExternalStore(
    run?.subscribe ?? subscribeToNothing,
    run?.getSnapshot ?? noProgress,
  );
  useEffect(() => () => run?.cancel(), [run]);

  function start(targets: readonly FanOutTarget[], before: Outcomes | null) {
    const fanOut = startFanOut({ api, queryClient, targets, ...requests });
    const known = new Map(before ? attempt?.known : undefined);
    for (const target of targets) known.set(target.id, target);
    setAttempt({ targets, fanOut, before, known });
  }

  const outcomes: Outcomes | null =
    attempt && progress?.phase === 'finished'
      ? new Map([...(attempt.before ?? []), ...attempt.fanOut.run.outcomes()])
      : null;
  const failed = outcomes
    ? [...outcomes].filter(([, outcome]) => outcome.status === 'failed').map(([id]) => id)
    : [];
  const changed: ReadonlyMap<string, ChangedSinceReview> = outcomes
    ? (attempt?.fanOut.changed ?? new Map())
    : new Map();

  return {
    progress,
    outcomes,
    /** The schedules not written because they changed since the review (the last run's). */
    changed,
    readOnly: attempt?.fanOut.readOnly ?? new Map<string, string>(),
    active: progress?.phase === 'checking' || progress?.phase === 'running',
    start: (targets: readonly FanOutTarget[]) => start(targets, null),
    retryFailed: () => {
      if (!attempt || !outcomes) return;
      start(
        attempt.targets.filter((target) => failed.includes(target.id)),
        outcomes,
      );
    },
    /** A target of this run or one before it. */
    target: (id: string) => attempt?.known.get(id),
    /** The outcomes' targets by site, sites in the order first met. */
    sections: () => {
      const bySite = new Map<string, { siteId: string; ids: string[] }>();
      for (const id of outcomes?.keys() ?? []) {
        const siteId = attempt?.known.get(id)?.siteId ?? '';
        const key = siteId.toLowerCase();
        const section = bySite.get(key) ?? { siteId, ids: [] };
        section.ids.push(id);
        bySite.set(key, section);
      }
      return [...bySite.values()];
    },
    pause: () => run?.pause(),
    resume: () => run?.resume(),
    cancel: () => run?.cancel(),
    /** Forget every run: back to the review. */
    reset: () => setAttempt(null),
  };
}

/** A fan-out's state and actions, whatever its requests send. */
export type FanOutState = ReturnType<typeof useFanOut>;
