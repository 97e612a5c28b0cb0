/**
 * GET /site_reports/schedules: the schedules of one site, through the query entry every feature
 * shares (`scheduleQueries`, src/lib/http/site-reports-queries.ts).
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { RuntimeConfig } from '#src/config/runtime-config';
import { createAppApiClient, useApiClient } from '#src/lib/http/api-client-context';
import type { DemoController } from '#src/lib/demo/demo';
import { scheduleQueries } from '#src/lib/http/site-reports-queries';
import type { DownloadProgress } from '#src/lib/http/download-progress';
import { readStoredSession } from '#src/lib/session/stored-session';

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

/**
 * Site `siteId`'s schedules read into the cache before the app's first render, where start-up
 * has the list's body (src/startup/early-rows.ts): the same query as the page's, the start-up
 * request taken over. The first render then replaces the frame, and the rows start-up drew in
 * it, with the page and the same rows, where its loading view would have taken them away. A
 * failure is left in the cache, for the page to show and retry (a 401 expires the session there).
 */
export async function readOpeningList(
  queryClient: QueryClient,
  config: RuntimeConfig,
  demo: DemoController | null,
  siteId: string,
): Promise<void> {
  const session = readStoredSession();
  if (!session) return;
  const api = createAppApiClient(config, demo, {
    getCredentials: () => session.credentials,
    onUnauthenticated: () => {},
  });
  await queryClient.prefetchQuery(scheduleQueries.list(api, siteId));
}
