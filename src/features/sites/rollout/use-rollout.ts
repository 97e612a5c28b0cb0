import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { BulkRun, RunProgress, TargetOutcome } from '#src/lib/bulk-run';
import { useApiClient } from '#src/lib/api-client-context';
import { startRollout, type RolloutTarget } from './rollout-run';

type Outcomes = ReadonlyMap<string, TargetOutcome>;

const subscribeToNothing = () => () => {};
const noProgress = () => null;

/**
 * The runs of one roll-out: the first, and each "Retry failed", which checks the failed sites for
 * the copy before sending it again, and whose outcomes replace theirs. A retry whose check fails
 * sends nothing and says so (`checkFailed`), with "Try again" and the way back to the results it
 * was a retry of. Leaving the page cancels a run (requests in flight still finish).
 */
export function useRollout(serviceTimeZone: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [attempt, setAttempt] = useState<{
    targets: readonly RolloutTarget[];
    /** Null when the user went back from a failed check to the results it was a retry of. */
    run: BulkRun | null;
    before: Outcomes | null;
  } | null>(null);
  const run = attempt?.run;
  const progress: RunProgress | null = useSyncExternalStore(
    run?.subscribe ?? subscribeToNothing,
    run?.getSnapshot ?? noProgress,
  );
  useEffect(() => () => run?.cancel(), [run]);

  function start(targets: readonly RolloutTarget[], before: Outcomes | null) {
    const next = startRollout({
      api,
      queryClient,
      targets,
      serviceTimeZone,
      checkFirst: before !== null,
    });
    setAttempt({ targets, run: next, before });
  }

  // A failed check is not an end: showing the earlier results then would say nothing of it.
  const outcomes: Outcomes | null = !attempt
    ? null
    : !run
      ? attempt.before
      : progress?.phase === 'finished'
        ? new Map([...(attempt.before ?? []), ...run.outcomes()])
        : null;
  const failed = outcomes
    ? [...outcomes].filter(([, outcome]) => outcome.status === 'failed').map(([id]) => id)
    : [];

  return {
    progress,
    outcomes,
    active: progress?.phase === 'checking' || progress?.phase === 'running',
    /** A retry could not list its sites, so sent nothing: why (`checkError`), or null. */
    checkFailed: progress?.phase === 'check-failed' ? { error: progress.checkError } : null,
    start: (targets: readonly RolloutTarget[]) => start(targets, null),
    /** After a failed check: the same retry again. */
    tryAgain: () => attempt && start(attempt.targets, attempt.before),
    /** After a failed check: back to the results it was a retry of. */
    back: () => setAttempt(attempt?.before ? { ...attempt, run: null } : null),
    retryFailed: () => {
      if (!attempt || !outcomes) return;
      const targets = attempt.targets.filter(({ siteId }) => failed.includes(siteId));
      start(targets, outcomes);
    },
    pause: () => run?.pause(),
    resume: () => run?.resume(),
    cancel: () => run?.cancel(),
  };
}
