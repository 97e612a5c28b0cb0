import { useQueryClient } from '@tanstack/react-query';
import type { Schedule } from '#src/domain/schemas';
import { rememberDeleted } from '#src/features/schedules/api/deleted-schedules';
import { startBulkDelete, startRecreate } from '#src/features/schedules/bulk-delete/bulk-delete';
import { useApiClient } from '#src/lib/http/api-client-context';
import { useBulkRuns } from '#src/lib/bulk/use-bulk-runs';
import type { BulkRun } from '#src/lib/bulk/bulk-run';
import { scheduleQueries } from '#src/lib/site-reports/schedules';

const uuidOf = (schedule: Schedule) => schedule.uuid;

/** A bulk delete's runs, and "Create them again"'s; the site's list is read again after each. */
export function useBulkDelete(siteId: string, serviceTimeZone: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { queryKey } = scheduleQueries.list(api, siteId);

  function whenSettled(run: BulkRun, onFinished?: () => void): BulkRun {
    void run.settled.then(({ phase }) => {
      if (phase === 'finished') onFinished?.();
      return queryClient.invalidateQueries({ queryKey });
    });
    return run;
  }

  const deletion = useBulkRuns({
    idOf: uuidOf,
    launch: (selected: readonly Schedule[]) => {
      const run = startBulkDelete({ api, siteId, selected, serviceTimeZone });
      return whenSettled(run, () => {
        const outcomes = run.outcomes();
        // Each one deleted can be made again from its create page too (its results link there).
        for (const schedule of selected) {
          if (outcomes.get(schedule.uuid)?.status === 'done')
            rememberDeleted(queryClient, schedule);
        }
      });
    },
  });
  const recreation = useBulkRuns({
    idOf: uuidOf,
    launch: (deleted: readonly Schedule[]) =>
      whenSettled(startRecreate({ api, siteId, deleted, serviceTimeZone, now: new Date() })),
  });

  /** The schedules the deletion's runs ended as deleted (or found deleted already). */
  const deleted = deletion.outcomes
    ? deletion.targets.filter(
        (schedule) => deletion.outcomes?.get(schedule.uuid)?.status === 'done',
      )
    : [];

  return { deletion, recreation, deleted };
}
