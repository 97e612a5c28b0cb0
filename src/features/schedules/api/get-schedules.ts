/**
 * GET /site_reports/schedules: the schedules of one site, through the query entry every feature
 * shares (`scheduleQueries`, src/lib/site-reports-queries.ts).
 */
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '#src/lib/api-client-context';
import { scheduleQueries } from '#src/lib/site-reports-queries';
import type { DownloadProgress } from '#src/lib/download-progress';

/**
 * The schedules of one site. The service has no single-schedule GET: the edit page and a copy
 * find their schedule here too.
 */
export function useSchedules(
  siteId: string,
  options: {
    /** False until the list is needed (a copy needs it, a new schedule does not). */
    enabled?: boolean;
    onProgress?: ((progress: DownloadProgress) => void) | undefined;
  } = {},
) {
  const api = useApiClient();
  return useQuery({
    ...scheduleQueries.list(api, siteId, options.onProgress),
    enabled: options.enabled ?? true,
  });
}
