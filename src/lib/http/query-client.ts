import { QueryClient } from '@tanstack/react-query';
import { retryDelayMs, shouldRetryRead } from './request-policy';

/** How long after a fetch a return to the tab leaves the data as it is. */
const FOCUS_CATCH_UP_AFTER_MS = 5_000;

/**
 * `refetchOnWindowFocus` for what other people change: read again on return unless read a moment
 * ago and not marked stale. The rows stay until replaced, so it is no visible reload.
 */
export function catchUpOnFocus(query: { state: { dataUpdatedAt: number } }): boolean | 'always' {
  // Read a moment ago: again only if marked stale meanwhile (a change in another demo tab).
  return Date.now() - query.state.dataUpdatedAt > FOCUS_CATCH_UP_AFTER_MS ? 'always' : true;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryRead,
        retryDelay: retryDelayMs,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Errors are shown in the page that asked, never thrown to a boundary.
        throwOnError: false,
      },
      mutations: {
        // Creates are never retried; updates opt in with shouldRetryUpdate.
        retry: false,
      },
    },
  });
}
