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
 * the copy before sending it again, and whose outcomes replace theirs. Leaving the page cancels a
 * run (requests in flight still finish).
 */
export function useRollout(serviceTimeZone: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [attempt, setAttempt] = useState<{
    targets: readonly RolloutTarget[];
    run: BulkRun;
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

  const finished = progress?.phase === 'finished' || progress?.phase === 'check-failed';
  const outcomes: Outcomes | null =
    run && finished ? new Map([...(attempt?.before ?? []), ...run.outcomes()]) : null;
  const failed = outcomes
    ? [...outcomes].filter(([, outcome]) => outcome.status === 'failed').map(([id]) => id)
    : [];

  return {
    progress,
    outcomes,
    active: progress?.phase === 'checking' || progress?.phase === 'running',
    start: (targets: readonly RolloutTarget[]) => start(targets, null),
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
