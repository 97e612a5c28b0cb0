import { QueryClient } from '@tanstack/react-query';
import { retryDelayMs, shouldRetryRead } from './request-policy';

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
