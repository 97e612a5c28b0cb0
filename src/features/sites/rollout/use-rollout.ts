import { useQueryClient } from '@tanstack/react-query';
import type { Schedule } from '#src/domain/schemas';
import { useApiClient } from '#src/lib/http/api-client-context';
import { useBulkRuns } from '#src/lib/bulk/use-bulk-runs';
import { copyId, SourceChangedError, startRollout, type RolloutTarget } from './rollout-run';

/** The runs of one roll-out; a failed check or a changed source sends nothing and says why. */
export function useRollout(serviceTimeZone: string, sourceSiteId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const runs = useBulkRuns({
    idOf: (target: RolloutTarget) => copyId(target),
    // A retry has no review: it finishes the roll-out as first applied.
    launch: (targets, reviewed: readonly Schedule[], retry) =>
      startRollout({
        api,
        queryClient,
        targets,
        serviceTimeZone,
        reviewed: retry ? null : { siteId: sourceSiteId, sources: reviewed },
      }),
  });
  const { checkError } = runs;
  // Not a failure to say: the review is shown again, with what changed.
  const sourceChanged = checkError instanceof SourceChangedError ? checkError.changes : null;

  return {
    ...runs,
    progress: sourceChanged ? null : runs.progress,
    /** A run could not read what it checks, so sent nothing: why, and whether it was a retry. */
    checkFailed:
      checkError !== undefined && !sourceChanged
        ? { error: checkError, retry: runs.retrying }
        : null,
    /** The first run found sources changed or gone since the review, and sent nothing. */
    sourceChanged,
  };
}
