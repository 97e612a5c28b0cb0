/** GET /site_reports?site_id=: the reports generated for a site (site-reports-api-today.md). */
import { queryOptions } from '@tanstack/react-query';
import { ReportListResponseSchema, type ReportListResponse } from '#src/domain/schemas';
import type { ApiClient, ReadOptions } from '#src/lib/http/api-client';
import type { DownloadProgress } from '#src/lib/http/download-progress';
import { REPORTS_KEY } from './query-keys';

export function listReports(
  api: ApiClient,
  siteId: string,
  { signal, onProgress }: ReadOptions = {},
): Promise<ReportListResponse> {
  return api.request({
    method: 'GET',
    path: '/site_reports',
    query: { site_id: siteId },
    schema: ReportListResponseSchema,
    signal,
    onProgress,
  });
}

/** Keys as the schedules' (./schedules.ts). */
export const reportQueries = {
  all: () => REPORTS_KEY,
  /** @param onProgress where a long download's progress goes (the Sent reports page shows it). */
  list: (api: ApiClient, siteId: string, onProgress?: (progress: DownloadProgress) => void) =>
    // eslint-disable-next-line @tanstack/query/exhaustive-deps -- onProgress is not data: below
    queryOptions({
      // As the schedules': neither the client nor onProgress is in the key.
      queryKey: [...reportQueries.all(), 'list', siteId.toLowerCase()] as const,
      queryFn: ({ signal }) => listReports(api, siteId, { signal, onProgress }),
    }),
};
