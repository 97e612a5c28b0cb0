/**
 * GET /sites/{site_id}, seeded from the directory if it is cached, and whether GET /sites lists
 * any site. The directory's own read is in get-site-directory.ts.
 */
import { queryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import {
  PlatformSiteSchema,
  SitePageSchema,
  type PlatformSite,
  type SitePage,
} from '#src/domain/platform-schemas';
import type { ApiClient } from '#src/lib/http/api-client';
import { SITES_PATH } from '#src/lib/http/api-url';
import { pageRead } from './platform-pages';

/** Sites change rarely within a session; Refresh on the Sites page asks again at once. */
export const SITES_STALE_MS = 5 * 60_000;

export const siteQueries = {
  all: () => ['sites'] as const,
  directoryKey: () => [...siteQueries.all(), 'directory'] as const,
  /** Whether any site is visible; apart from the directory, so a site's page skips its code. */
  anyVisible: (api: ApiClient) =>
    queryOptions({
      queryKey: [...siteQueries.all(), 'any-visible'] as const,
      queryFn: ({ signal }) =>
        api.request(pageRead(SITES_PATH, SitePageSchema, { offset: 0, limit: 1 }, signal)),
      staleTime: SITES_STALE_MS,
    }),
  detail: (api: ApiClient, siteId: string) =>
    queryOptions({
      // Site ids are case-insensitive: one site, one entry.
      queryKey: [...siteQueries.all(), 'detail', siteId.toLowerCase()] as const,
      queryFn: ({ signal }) =>
        api.request({
          method: 'GET',
          path: `/sites/${encodeURIComponent(siteId)}`,
          schema: PlatformSiteSchema,
          signal,
        }),
      staleTime: SITES_STALE_MS,
    }),
};

/** The site from the directory already in the cache, and when that page was read. */
export function siteFromDirectoryCache(
  queryClient: QueryClient,
  siteId: string,
): { site: PlatformSite; updatedAt: number } | undefined {
  const queryKey = siteQueries.directoryKey();
  const directory = queryClient.getQueryData<InfiniteData<SitePage>>(queryKey);
  const id = siteId.toLowerCase();
  for (const page of directory?.pages ?? []) {
    const site = page.results.find((candidate) => candidate.id.toLowerCase() === id);
    if (site) return { site, updatedAt: queryClient.getQueryState(queryKey)?.dataUpdatedAt ?? 0 };
  }
  return undefined;
}
