/** GET /site_reports?site_id=, through `reportQueries`, shared with the pages that match runs. */
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '#src/lib/http/api-client-context';
import type { DownloadProgress } from '#src/lib/http/download-progress';
import { reportQueries } from '#src/lib/site-reports/reports';

/** The reports sent for one site, as the service lists them (in no promised order). */
export function useReports(
  siteId: string,
  options: { onProgress?: ((progress: DownloadProgress) => void) | undefined } = {},
) {
  const api = useApiClient();
  return useQuery(reportQueries.list(api, siteId, options.onProgress));
}
