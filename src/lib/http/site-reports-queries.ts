/**
 * The React Query entries of the site_reports reads that more than one feature uses: a site's
 * schedules (its pages, the Sites page's counts, a roll-out's duplicate check) and an account's
 * templates (the form, a roll-out to another account's sites). One definition each, so they all
 * share one cache entry per site and per account. Keys go from general to specific,
 * `['schedules', 'list', siteId]`, so a write can invalidate one site's list.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '#src/lib/http/api-client';
import type { DownloadProgress } from '#src/lib/http/download-progress';
import { catchUpOnFocus } from '#src/lib/http/query-client';

export const scheduleQueries = {
  all: () => ['schedules'] as const,
  /**
   * @param onProgress where a long download's progress goes: the list page shows it while it
   *   has no data yet; other callers leave it out.
   */
  list: (api: ApiClient, siteId: string, onProgress?: (progress: DownloadProgress) => void) =>
    // eslint-disable-next-line @tanstack/query/exhaustive-deps -- onProgress is not data: below
    queryOptions({
      // The client is not part of the key: there is one per signed-in session, and the cache is
      // cleared on sign-out. Nor is onProgress: it changes where progress goes, not the data.
      // Site ids are case-insensitive, so one site has one cache entry.
      queryKey: [...scheduleQueries.all(), 'list', siteId.toLowerCase()] as const,
      queryFn: ({ signal }) => api.listSchedules(siteId, { signal, onProgress }),
      // A colleague's change shows when the user comes back to the tab.
      refetchOnWindowFocus: catchUpOnFocus,
    }),
};

/**
 * GET /site_reports?site_id=: the reports generated for one site, read by its Sent reports page,
 * the edit page, the schedule list (its runs not sent) and the Sites page's counting. Keys go from
 * general to specific, `['reports', 'list', siteId]`, as the schedules' do.
 */
export const reportQueries = {
  all: () => ['reports'] as const,
  /**
   * @param onProgress where a long download's progress goes: the Sent reports page shows it while
   *   it has no data yet; other callers leave it out.
   */
  list: (api: ApiClient, siteId: string, onProgress?: (progress: DownloadProgress) => void) =>
    // eslint-disable-next-line @tanstack/query/exhaustive-deps -- onProgress is not data: below
    queryOptions({
      // Neither the client (one per session, the cache cleared on sign-out) nor onProgress (where
      // progress goes, not what is fetched) is part of the key. Site ids are case-insensitive.
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

/**
 * The sections catalogue: the same for every site and account, and it changes with the service,
 * not during a session, so it is read once per session (the cache is cleared on sign-out). The
 * form, the reviews and the roll-out ask for it; the list page only when a file is exported,
 * never to show the list.
 */
export function sectionCatalogueOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ['sections', 'catalogue'] as const,
    queryFn: ({ signal }) => api.listSections({ signal }),
    staleTime: Infinity,
  });
}
