/**
 * GET /site_reports/templates?account_id=…: the report templates of an account. The account is
 * resolved here, once (the site's own, src/lib/account-id.tsx), so no caller can ask for another
 * account's templates: switching to a site of another account switches the templates.
 */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTemplateAccount } from '#src/lib/account-id';
import type { ApiClient } from '#src/lib/api-client';
import { useApiClient } from '#src/lib/api-client-context';

/** Where the platform does not say a site's account and none was set: nothing to ask for. */
class AccountUnknownError extends Error {
  constructor() {
    super(
      'Templates belong to a WP Engine account, and the service does not say which account this ' +
        'site belongs to. Enter your account ID on the Sites page to list them.',
    );
    this.name = 'AccountUnknownError';
  }
}

function templateListOptions(api: ApiClient, accountId: string | undefined) {
  return queryOptions({
    queryKey: ['templates', 'list', accountId?.toLowerCase() ?? null] as const,
    queryFn: ({ signal }) =>
      accountId
        ? api.listTemplates({ accountId, signal })
        : Promise.reject(new AccountUnknownError()),
    // Templates change rarely; one fetch per account and session is plenty.
    staleTime: 10 * 60_000,
  });
}

/**
 * The templates query of the site's account. Every page asks through this, so the list, the form
 * and the prefetch share one account and one cache entry. Waits (pending) while the site's
 * account is being looked up.
 */
export function useTemplateQueryOptions() {
  const api = useApiClient();
  const { resolving, accountId } = useTemplateAccount();
  return useMemo(
    () => ({ ...templateListOptions(api, accountId), enabled: !resolving }),
    [api, accountId, resolving],
  );
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
    if (templates.enabled) void queryClient.prefetchQuery(templates);
  }, [queryClient, templates]);
}
