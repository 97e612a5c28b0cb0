/** GET /site_reports/schedules, through the query entry every feature shares (`scheduleQueries`). */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { RuntimeConfig } from '#src/config/runtime-config';
import { createOpeningApiClient, useApiClient } from '#src/lib/http/api-client-context';
import type { DemoController } from '#src/lib/demo/demo';
import { scheduleQueries } from '#src/lib/site-reports/schedules';
import type { DownloadProgress } from '#src/lib/http/download-progress';

/** A site's schedules. The service has no single-schedule GET: edit and copy find theirs here. */
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

/** Start-up's fetched list (src/startup/early-rows.ts) into the page's query, keeping the rows drawn. */
export async function readOpeningList(
  queryClient: QueryClient,
  config: RuntimeConfig,
  demo: DemoController | null,
  siteId: string,
): Promise<void> {
  const api = createOpeningApiClient(config, demo);
  if (api) await queryClient.prefetchQuery(scheduleQueries.list(api, siteId));
}
