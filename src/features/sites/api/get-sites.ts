/**
 * GET /sites (one infinite query read to the end, its pages read side by side) and
 * GET /sites/{site_id}, seeded if cached.
 */
import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  PlatformSiteSchema,
  SitePageSchema,
  type PlatformSite,
  type SitePage,
} from '#src/domain/platform-schemas';
import type { ApiClient } from '#src/lib/http/api-client';
import { createOpeningApiClient } from '#src/lib/http/api-client-context';
import type { RuntimeConfig } from '#src/config/runtime-config';
import type { DemoController } from '#src/lib/demo/demo';
import { FIRST_SITES_PAGE, SITES_PATH } from '#src/lib/http/api-url';
import { createPageReadAhead, type PageReadAhead } from './page-read-ahead';
import { pageAfter, pageRead, type PageRequest } from './platform-pages';

/** Sites change rarely within a session; Refresh on the Sites page asks again at once. */
const SITES_STALE_MS = 5 * 60_000;

/** Start-up may have sent it already (src/startup/start-early.ts). */
const FIRST_PAGE: Required<PageRequest> = FIRST_SITES_PAGE;

/** Each query client's directory reads ahead on its own (a test's client, the app's). */
const directoryReadAheads = new WeakMap<QueryClient, PageReadAhead<SitePage>>();

function directoryReadAhead(client: QueryClient): PageReadAhead<SitePage> {
  let readAhead = directoryReadAheads.get(client);
  if (!readAhead) {
    readAhead = createPageReadAhead<SitePage>();
    directoryReadAheads.set(client, readAhead);
  }
  return readAhead;
}

export const siteQueries = {
  all: () => ['sites'] as const,
  directory: (api: ApiClient) =>
    infiniteQueryOptions({
      queryKey: [...siteQueries.all(), 'directory'] as const,
      queryFn: ({ pageParam, signal, client }) =>
        directoryReadAhead(client).read(pageParam, signal, (param, readSignal) =>
          api.request(pageRead(SITES_PATH, SitePageSchema, param, readSignal)),
        ),
      initialPageParam: FIRST_PAGE,
      getNextPageParam: (lastPage, _pages, lastPageParam) => pageAfter(lastPage, lastPageParam),
      staleTime: SITES_STALE_MS,
    }),
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

/** Start-up's first page of sites (src/startup/start-early.ts) into the directory, for the first render. */
export async function readOpeningDirectory(
  queryClient: QueryClient,
  config: RuntimeConfig,
  demo: DemoController | null,
): Promise<void> {
  const api = createOpeningApiClient(config, demo);
  if (api) await queryClient.prefetchInfiniteQuery(siteQueries.directory(api));
}

/** The site from the directory already in the cache, and when that page was read. */
export function siteFromDirectoryCache(
  queryClient: QueryClient,
  api: ApiClient,
  siteId: string,
): { site: PlatformSite; updatedAt: number } | undefined {
  const { queryKey } = siteQueries.directory(api);
  const directory = queryClient.getQueryData(queryKey);
  const id = siteId.toLowerCase();
  for (const page of directory?.pages ?? []) {
    const site = page.results.find((candidate) => candidate.id.toLowerCase() === id);
    if (site) return { site, updatedAt: queryClient.getQueryState(queryKey)?.dataUpdatedAt ?? 0 };
  }
  return undefined;
}
