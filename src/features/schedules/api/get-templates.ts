/**
 * GET /site_reports/templates: the report templates of an account. The account is resolved
 * here, once, so no caller can ask for another account's templates or miss the user's own.
 */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useAccountId } from '#src/lib/account-id';
import type { ApiClient } from '#src/lib/api-client';
import { useApiClient } from '#src/lib/api-client-context';

function templateListOptions(api: ApiClient, accountId: string | undefined) {
  return queryOptions({
    queryKey: ['templates', 'list', accountId ?? null] as const,
    queryFn: ({ signal }) => api.listTemplates({ accountId, signal }),
    // Templates change rarely; one fetch per session is plenty.
    staleTime: 10 * 60_000,
  });
}

/**
 * The templates query for the account this user's requests name: their own Account ID, else the
 * deployment's. Every page asks through this, so the list, the form and the prefetch share one
 * account and one cache entry.
 */
export function useTemplateQueryOptions() {
  const api = useApiClient();
  const accountId = useAccountId();
  return useMemo(() => templateListOptions(api, accountId), [api, accountId]);
}

export function useTemplates() {
  return useQuery(useTemplateQueryOptions());
}

/**
 * Asks for the templates without waiting for them: the list asks along with the schedules rather
 * than after them, so the first page of cards renders once, with its template names, not twice.
 */
export function usePrefetchTemplates() {
  const queryClient = useQueryClient();
  const templates = useTemplateQueryOptions();
  useEffect(() => {
    void queryClient.prefetchQuery(templates);
  }, [queryClient, templates]);
}
