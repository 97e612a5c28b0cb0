import { useEffect, useState, useSyncExternalStore } from 'react';
import type { BulkRun, RunProgress, TargetOutcome } from './bulk-run';

export type Outcomes = ReadonlyMap<string, TargetOutcome>;

interface Attempt<Target, Context, Run> {
  targets: readonly Target[];
  /** Every target of the first run: a retry's are among them. */
  firstTargets: readonly Target[];
  context: Context;
  /** Null when the user went back from a failed check to the results it was a retry of. */
  run: Run | null;
  /** The outcomes of the runs before this one (a retry's), which this one's replace. */
  before: Outcomes | null;
}

const subscribeToNothing = () => () => {};
const noProgress = () => null;

/**
 * One bulk operation's runs: the first, a "Try again" after a failed check, each "Retry failed"
 * (its outcomes replace the failed ones). Leaving the page cancels a run.
 */
export function useBulkRuns<Target, Context = void, Run extends BulkRun = BulkRun>({
  launch,
  idOf,
}: {
  launch: (targets: readonly Target[], context: Context, retry: boolean) => Run;
  idOf: (target: Target) => string;
}) {
  const [attempt, setAttempt] = useState<Attempt<Target, Context, Run> | null>(null);
  const run = attempt?.run ?? undefined;
  const progress: RunProgress | null = useSyncExternalStore(
    run?.subscribe ?? subscribeToNothing,
    run?.getSnapshot ?? noProgress,
  );
  useEffect(() => () => run?.cancel(), [run]);

  function begin(targets: readonly Target[], context: Context, before: Outcomes | null) {
    setAttempt({
      targets,
      firstTargets: before && attempt ? attempt.firstTargets : targets,
      context,
      run: launch(targets, context, before !== null),
      before,
    });
  }

  // A failed check is not an end: showing the earlier results then would say nothing of it.
  const outcomes: Outcomes | null = !attempt
    ? null
    : !run
      ? attempt.before
      : progress?.phase === 'finished'
        ? new Map([...(attempt.before ?? []), ...run.outcomes()])
        : null;

  return {
    run,
    /** Null before the first run. */
    progress,
    /** Every target's outcome once a run has finished, earlier runs' included. */
    outcomes,
    /** A run is checking or sending: leaving should ask first. */
    active: progress?.phase === 'checking' || progress?.phase === 'running',
    checkError: progress?.phase === 'check-failed' ? progress.checkError : undefined,
    /** The run under way or last is a "Retry failed". */
    retrying: Boolean(attempt?.before),
    targets: attempt?.firstTargets ?? [],
    start: (targets: readonly Target[], context: Context) => begin(targets, context, null),
    tryAgain: () => attempt && begin(attempt.targets, attempt.context, attempt.before),
    retryFailed: () => {
      if (!attempt || !outcomes) return;
      const failed = attempt.targets.filter(
        (target) => outcomes.get(idOf(target))?.status === 'failed',
      );
      begin(failed, attempt.context, outcomes);
    },
    /** After a failed check: back to the results a retry was a retry of, or to the review. */
    back: () => setAttempt(attempt?.before ? { ...attempt, run: null } : null),
    reset: () => setAttempt(null),
    pause: () => run?.pause(),
    resume: () => run?.resume(),
    cancel: () => run?.cancel(),
  };
}
