import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { BulkAction } from '#src/domain/bulk-recipients';
import { scheduleQueries } from '#src/lib/site-reports-queries';
import { recordSiteAccess } from '#src/features/schedules/api/get-site-access';
import { startBulkChange } from '#src/features/schedules/bulk-recipients/bulk-change';
import type { BulkRun, RunProgress, TargetOutcome } from '#src/lib/bulk-run';
import { useApiClient } from '#src/lib/api-client-context';
import { isApiError } from '#src/lib/http/api-error';

type Outcomes = ReadonlyMap<string, TargetOutcome>;

interface Attempt {
  action: BulkAction;
  scheduleIds: readonly string[];
  /** Null when the user went back from a failed check to the results it was a retry of. */
  run: BulkRun | null;
  /** The outcomes of the runs before this one (a retry's), which this one's replace. */
  before: Outcomes | null;
}

const subscribeToNothing = () => () => {};
const noProgress = () => null;

/**
 * The runs of one bulk change: the first, a "Try again" after its check failed, and each "Retry
 * failed", whose outcomes replace those of the schedules they sent again. The site's list is
 * refreshed when a run ends; leaving the page cancels a run (requests in flight still finish).
 * A 403 on the way makes the site read-only, as on the list, and stops the run: every request
 * after it would be refused too.
 */
export function useBulkChange(siteId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const run = attempt?.run;
  const progress: RunProgress | null = useSyncExternalStore(
    run?.subscribe ?? subscribeToNothing,
    run?.getSnapshot ?? noProgress,
  );

  useEffect(() => () => run?.cancel(), [run]);

  function start(action: BulkAction, scheduleIds: readonly string[], before: Outcomes | null) {
    const next = startBulkChange({
      api,
      siteId,
      action,
      scheduleIds,
      onSendError: (error) => {
        if (!isApiError(error) || error.kind !== 'forbidden') return;
        recordSiteAccess(queryClient, api, siteId, error);
        next.cancel();
      },
    });
    void next.settled.then(({ phase }) => {
      if (phase !== 'finished') return;
      return queryClient.invalidateQueries({
        queryKey: scheduleQueries.list(api, siteId).queryKey,
      });
    });
    setAttempt({ action, scheduleIds, run: next, before });
  }

  const finished = progress?.phase === 'finished';
  const outcomes: Outcomes | null =
    run && finished
      ? new Map([...(attempt?.before ?? []), ...run.outcomes()])
      : (attempt?.before ?? null);
  const failedIds = outcomes
    ? [...outcomes].filter(([, outcome]) => outcome.status === 'failed').map(([id]) => id)
    : [];

  return {
    /** The run in progress, or the last one: null before the first. */
    progress,
    /** Every schedule's outcome once a run has finished (earlier runs' outcomes meanwhile). */
    outcomes,
    /** A run is checking or sending: leaving should ask first. */
    active: progress?.phase === 'checking' || progress?.phase === 'running',
    start: (action: BulkAction, scheduleIds: readonly string[]) => start(action, scheduleIds, null),
    /** After a failed check: the same run again. */
    tryAgain: () => attempt && start(attempt.action, attempt.scheduleIds, attempt.before),
    retryFailed: () => attempt && outcomes && start(attempt.action, failedIds, outcomes),
    pause: () => run?.pause(),
    resume: () => run?.resume(),
    cancel: () => run?.cancel(),
    /** Forget every run. */
    reset: () => setAttempt(null),
    /** After a failed check: back to the review, or to the results it was a retry of. */
    back: () => setAttempt(attempt?.before ? { ...attempt, run: null } : null),
  };
}
