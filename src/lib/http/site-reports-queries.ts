/** Shared site_reports query entries; keys go general to specific, so a write can invalidate one. */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '#src/lib/http/api-client';
import type { DownloadProgress } from '#src/lib/http/download-progress';
import { catchUpOnFocus } from '#src/lib/http/query-client';

export const scheduleQueries = {
  all: () => ['schedules'] as const,
  /** @param onProgress where a long download's progress goes (the list page shows it). */
  list: (api: ApiClient, siteId: string, onProgress?: (progress: DownloadProgress) => void) =>
    // eslint-disable-next-line @tanstack/query/exhaustive-deps -- onProgress is not data: below
    queryOptions({
      // The key leaves out the client (one per session) and onProgress; ids ignore case.
      queryKey: [...scheduleQueries.all(), 'list', siteId.toLowerCase()] as const,
      queryFn: ({ signal }) => api.listSchedules(siteId, { signal, onProgress }),
      // A colleague's change shows when the user comes back to the tab.
      refetchOnWindowFocus: catchUpOnFocus,
    }),
};

/** GET /site_reports?site_id=: the reports generated for one site; keys as the schedules'. */
export const reportQueries = {
  all: () => ['reports'] as const,
  /** @param onProgress where a long download's progress goes (the Sent reports page shows it). */
  list: (api: ApiClient, siteId: string, onProgress?: (progress: DownloadProgress) => void) =>
    // eslint-disable-next-line @tanstack/query/exhaustive-deps -- onProgress is not data: below
    queryOptions({
      // As above: neither the client nor onProgress is in the key.
      queryKey: [...reportQueries.all(), 'list', siteId.toLowerCase()] as const,
      queryFn: ({ signal }) => api.listReports(siteId, { signal, onProgress }),
    }),
};

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

export function templateListOptions(api: ApiClient, accountId: string | undefined) {
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

/** The sections catalogue: the same everywhere and fixed during a session, so read once. */
export function sectionCatalogueOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ['sections', 'catalogue'] as const,
    queryFn: ({ signal }) => api.listSections({ signal }),
    staleTime: Infinity,
  });
}
