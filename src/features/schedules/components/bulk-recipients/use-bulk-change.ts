import { useQueryClient } from '@tanstack/react-query';
import type { BulkAction } from '#src/domain/bulk-recipients';
import { scheduleQueries } from '#src/lib/site-reports/schedules';
import { recordSiteAccess } from '#src/features/schedules/api/get-site-access';
import { startBulkChange } from '#src/features/schedules/bulk-recipients/bulk-change';
import { useApiClient } from '#src/lib/http/api-client-context';
import { isApiError } from '#src/lib/http/api-error';
import { useBulkRuns } from '#src/lib/bulk/use-bulk-runs';

/** A bulk change's runs; a 403 makes the site read-only and stops the run, as the rest would fail. */
export function useBulkChange(siteId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useBulkRuns({
    idOf: (scheduleId: string) => scheduleId,
    launch: (scheduleIds, action: BulkAction) => {
      const run = startBulkChange({
        api,
        siteId,
        action,
        scheduleIds,
        onSendError: (error) => {
          if (!isApiError(error) || error.kind !== 'forbidden') return;
          recordSiteAccess(queryClient, api, siteId, error);
          run.cancel();
        },
      });
      void run.settled.then(({ phase }) => {
        if (phase !== 'finished') return;
        return queryClient.invalidateQueries({
          queryKey: scheduleQueries.list(api, siteId).queryKey,
        });
      });
      return run;
    },
  });
}
