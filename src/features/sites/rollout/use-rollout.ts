import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Schedule } from '#src/domain/schemas';
import type { BulkRun, RunProgress, TargetOutcome } from '#src/lib/bulk-run';
import { useApiClient } from '#src/lib/api-client-context';
import { SourceChangedError, startRollout, type RolloutTarget } from './rollout-run';

type Outcomes = ReadonlyMap<string, TargetOutcome>;

const subscribeToNothing = () => () => {};
const noProgress = () => null;

/**
 * The runs of one roll-out: the first, and each "Retry failed", whose outcomes replace theirs.
 * Each checks its sites for the copy before sending it. The first also reads the source again:
 * changed or gone since the review, it sends nothing and says what (`sourceChanged`), and the
 * review is shown again. A check that fails sends nothing and says so (`checkFailed`), with "Try
 * again" and the way back to the review, or to the results a retry was a retry of. Leaving the
 * page cancels a run (requests in flight still finish).
 */
export function useRollout(serviceTimeZone: string, sourceSiteId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [attempt, setAttempt] = useState<{
    targets: readonly RolloutTarget[];
    /** The source as the first run's review showed it; null for a retry. */
    reviewed: Schedule | null;
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

  function start(
    targets: readonly RolloutTarget[],
    reviewed: Schedule | null,
    before: Outcomes | null,
  ) {
    const next = startRollout({
      api,
      queryClient,
      targets,
      serviceTimeZone,
      reviewed: reviewed && { siteId: sourceSiteId, source: reviewed },
    });
    setAttempt({ targets, reviewed, run: next, before });
  }

  const checkError = progress?.phase === 'check-failed' ? progress.checkError : undefined;
  // Not a failure to say: the review is shown again, with what changed.
  const sourceChanged = checkError instanceof SourceChangedError ? checkError.comparison : null;

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
    progress: sourceChanged ? null : progress,
    outcomes,
    active: progress?.phase === 'checking' || progress?.phase === 'running',
    /** A run could not read what it checks, so sent nothing: why, and whether it was a retry. */
    checkFailed:
      checkError !== undefined && !sourceChanged
        ? { error: checkError, retry: Boolean(attempt?.before) }
        : null,
    /** The run under way or last is a "Retry failed". */
    retrying: Boolean(attempt?.before),
    /** The first run found the source changed or gone since the review, and sent nothing. */
    sourceChanged,
    /** The first run: `targets` built from `reviewed`, the source as the review shows it. */
    start: (targets: readonly RolloutTarget[], reviewed: Schedule) =>
      start(targets, reviewed, null),
    /** After a failed check: the same run again. */
    tryAgain: () => attempt && start(attempt.targets, attempt.reviewed, attempt.before),
    /** After a failed check: back to the results a retry was a retry of, or to the review. */
    back: () => setAttempt(attempt?.before ? { ...attempt, run: null } : null),
    retryFailed: () => {
      if (!attempt || !outcomes) return;
      const targets = attempt.targets.filter(({ siteId }) => failed.includes(siteId));
      start(targets, null, outcomes);
    },
    pause: () => run?.pause(),
    resume: () => run?.resume(),
    cancel: () => run?.cancel(),
  };
}
