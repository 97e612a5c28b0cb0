/**
 * GET /site_reports/templates?account_id=…: the report templates of an account. The account is
 * resolved here, once (the site's own, src/lib/session/account-id.tsx), so no caller can ask for another
 * account's templates: switching to a site of another account switches the templates.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTemplateAccount } from '#src/lib/session/account-id';
import { useApiClient } from '#src/lib/http/api-client-context';
import { templateListOptions } from '#src/lib/http/site-reports-queries';

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
 * Asks for the templates without waiting for them, once `when` is true, so that the create form
 * opened next has them. The list asks once its schedules are in: on a cold load of a big site,
 * the first rows come first, and the template names fill in a moment later.
 */
export function usePrefetchTemplates(when: boolean) {
  const queryClient = useQueryClient();
  const templates = useTemplateQueryOptions();
  useEffect(() => {
    if (when && templates.enabled) void queryClient.prefetchQuery(templates);
  }, [queryClient, templates, when]);
}
