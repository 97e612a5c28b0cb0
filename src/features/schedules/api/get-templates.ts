/** GET /site_reports/templates for the site's own account only, resolved here. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTemplateAccount } from '#src/lib/session/account-id';
import { useApiClient } from '#src/lib/http/api-client-context';
import { templateListOptions } from '#src/lib/site-reports/templates';

/** The templates query of the site's account, one cache entry for every page; pending until known. */
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

/** Prefetches the templates once `when` is true, so the create form opened next has them. */
export function usePrefetchTemplates(when: boolean) {
  const queryClient = useQueryClient();
  const templates = useTemplateQueryOptions();
  useEffect(() => {
    if (when && templates.enabled) void queryClient.prefetchQuery(templates);
  }, [queryClient, templates, when]);
}
