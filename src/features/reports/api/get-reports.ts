/**
 * GET /site_reports?site_id=: the reports generated for one site. Keys go from general to
 * specific, `['reports', 'list', siteId]`, as the schedules' do.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '#src/lib/api-client';
import { useApiClient } from '#src/lib/api-client-context';
import type { DownloadProgress } from '#src/lib/download-progress';

export const reportQueries = {
  all: () => ['reports'] as const,
  /**
   * @param onProgress where a long download's progress goes: the Sent reports page shows it while
   *   it has no data yet; other callers leave it out.
   */
  list: (api: ApiClient, siteId: string, onProgress?: (progress: DownloadProgress) => void) =>
    // eslint-disable-next-line @tanstack/query/exhaustive-deps -- onProgress is not data: below
    queryOptions({
      // Neither the client (one per session, the cache cleared on sign-out) nor onProgress (where
      // progress goes, not what is fetched) is part of the key. Site ids are case-insensitive.
      queryKey: [...reportQueries.all(), 'list', siteId.toLowerCase()] as const,
      queryFn: ({ signal }) => api.listReports(siteId, { signal, onProgress }),
    }),
};

/** The reports sent for one site, as the service lists them (in no promised order). */
export function useReports(
  siteId: string,
  options: { onProgress?: ((progress: DownloadProgress) => void) | undefined } = {},
) {
  const api = useApiClient();
  return useQuery(reportQueries.list(api, siteId, options.onProgress));
}
