/**
 * GET /site_reports/schedules: the schedules of one site. Keys go from general to specific,
 * `['schedules', 'list', siteId]`, so a write can invalidate one site's list through
 * `scheduleQueries.list(api, siteId).queryKey`.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '#src/lib/api-client';
import { useApiClient } from '#src/lib/api-client-context';
import { catchUpOnFocus } from '#src/lib/query-client';
import type { DownloadProgress } from '#src/lib/download-progress';

export const scheduleQueries = {
  all: () => ['schedules'] as const,
  /**
   * @param onProgress where a long download's progress goes: the list page shows it while it
   *   has no data yet; other callers leave it out.
   */
  list: (api: ApiClient, siteId: string, onProgress?: (progress: DownloadProgress) => void) =>
    // eslint-disable-next-line @tanstack/query/exhaustive-deps -- onProgress is not data: below
    queryOptions({
      // The client is not part of the key: there is one per signed-in session, and the cache is
      // cleared on sign-out. Nor is onProgress: it changes where progress goes, not the data.
      // Site ids are case-insensitive, so one site has one cache entry.
      queryKey: [...scheduleQueries.all(), 'list', siteId.toLowerCase()] as const,
      queryFn: ({ signal }) => api.listSchedules(siteId, { signal, onProgress }),
      // A colleague's change shows when the user comes back to the tab.
      refetchOnWindowFocus: catchUpOnFocus,
    }),
};

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
