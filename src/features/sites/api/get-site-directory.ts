/**
 * GET /sites read to the end as one infinite query, its pages read side by side
 * (page-read-ahead.ts). Apart from get-sites.ts, so a site's own pages, which only look a site up
 * in the directory already read, do not load how it is read.
 */
import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import { SitePageSchema, type SitePage } from '#src/domain/platform-schemas';
import type { ApiClient } from '#src/lib/http/api-client';
import { createOpeningApiClient } from '#src/lib/http/api-client-context';
import type { RuntimeConfig } from '#src/config/runtime-config';
import type { DemoController } from '#src/lib/demo/demo';
import { FIRST_SITES_PAGE, SITES_PATH } from '#src/lib/http/api-url';
import { SITES_STALE_MS, siteQueries } from './get-sites';
import { createPageReadAhead, type PageReadAhead } from './page-read-ahead';
import { pageAfter, pageRead, type PageRequest } from './platform-pages';

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

export function siteDirectoryQuery(api: ApiClient) {
  return infiniteQueryOptions({
    queryKey: siteQueries.directoryKey(),
    queryFn: ({ pageParam, signal, client }) =>
      directoryReadAhead(client).read(pageParam, signal, (param, readSignal) =>
        api.request(pageRead(SITES_PATH, SitePageSchema, param, readSignal)),
      ),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (lastPage, _pages, lastPageParam) => pageAfter(lastPage, lastPageParam),
    staleTime: SITES_STALE_MS,
  });
}

/** Start-up's first page of sites (src/startup/start-early.ts) into the directory, for the first render. */
export async function readOpeningDirectory(
  queryClient: QueryClient,
  config: RuntimeConfig,
  demo: DemoController | null,
): Promise<void> {
  const api = createOpeningApiClient(config, demo);
  if (api) await queryClient.prefetchInfiniteQuery(siteDirectoryQuery(api));
}
