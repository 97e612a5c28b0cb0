/**
 * Query factories for schedules and templates (keys and fetchers together). Components call
 * `useQuery(scheduleQueries.list(api, siteId))`; mutations invalidate `scheduleKeys.list`.
 */
import { queryOptions } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAccountId } from '#src/lib/account-id';
import type { ApiClient } from '#src/lib/api-client';
import { useApiClient } from '#src/lib/api-client-context';
import type { DownloadProgress } from '#src/lib/download-progress';

export const scheduleKeys = {
  all: ['schedules'] as const,
  list: (siteId: string) => [...scheduleKeys.all, 'list', siteId.toLowerCase()] as const,
};

export const templateKeys = {
  all: ['templates'] as const,
  list: (accountId: string | undefined) =>
    [...templateKeys.all, 'list', accountId ?? null] as const,
};

export const scheduleQueries = {
  /**
   * @param onProgress where a long download's progress goes: the list page shows it while it
   *   has no data yet; other callers leave it out.
   */
  list: (api: ApiClient, siteId: string, onProgress?: (progress: DownloadProgress) => void) =>
    // eslint-disable-next-line @tanstack/query/exhaustive-deps -- onProgress is not data: below
    queryOptions({
      // The client is not part of the key: there is one per signed-in session, and the cache is
      // cleared on sign-out. Nor is onProgress: it changes where progress goes, not the data.
      queryKey: scheduleKeys.list(siteId),
      queryFn: ({ signal }) => api.listSchedules(siteId, { signal, onProgress }),
    }),
};

export const templateQueries = {
  list: (api: ApiClient, accountId: string | undefined) =>
    queryOptions({
      queryKey: templateKeys.list(accountId),
      queryFn: ({ signal }) => api.listTemplates({ accountId, signal }),
      // Templates change rarely; one fetch per session is plenty.
      staleTime: 10 * 60_000,
    }),
};

/**
 * The templates query for the account this user's requests name: their own Account ID, else the
 * deployment's. Every page asks through this, so the list, the form and the prefetch share one
 * account and one cache entry.
 */
export function useTemplateQueryOptions() {
  const api = useApiClient();
  const accountId = useAccountId();
  return useMemo(() => templateQueries.list(api, accountId), [api, accountId]);
}
