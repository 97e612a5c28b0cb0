/**
 * The list read for the app's first render, where start-up has drawn the list's first rows
 * (src/app/early-rows.ts): imported by startApp then only, so the sign-in page does not carry the
 * API client.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { RuntimeConfig } from '#src/config/runtime-config';
import { createAppApiClient } from '#src/lib/api-client-context';
import type { DemoController } from '#src/lib/demo';
import { scheduleQueries } from '#src/lib/site-reports-queries';
import { readStoredSession } from '#src/lib/stored-session';

/**
 * Reads site `siteId`'s schedules into the cache as the list page does (the same query; the
 * start-up request taken over). The app's first render then replaces the frame with the page and
 * the same rows, where its loading view would have taken the rows away. A failure is left in the
 * cache, for the page to show and retry (and a 401 to expire the session there).
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
