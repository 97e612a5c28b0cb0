/** Every site the user can see, page by page; the first page's rows show while the rest load. */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { PlatformSite } from '#src/domain/platform-schemas';
import { isApiError } from '#src/lib/http/api-error';
import { useApiClient } from '#src/lib/http/api-client-context';
import { useReadToTheEnd } from '#src/lib/http/use-read-to-the-end';
import { siteDirectoryQuery } from './api/get-site-directory';

export type SiteDirectory =
  | { status: 'loading'; failureReason: unknown; failureCount: number }
  /** The deployment does not list sites (404 or 403): open a site by its ID instead. */
  | { status: 'unavailable'; error: unknown }
  /** It lists none (the platform's Sites feature is not yet available to every customer). */
  | { status: 'empty' }
  /** The first page failed otherwise (429, 5xx, network): shown, and retried as reads are. */
  | { status: 'failed'; error: unknown; failureCount: number; retry: () => void }
  | {
      status: 'loaded';
      sites: readonly PlatformSite[];
      /** The total the service gave; more than `sites.length` while pages are still coming. */
      total: number;
      complete: boolean;
      /** A later page failed: the sites so far stay, with a way to go on. */
      pageError: unknown;
      resume: () => void;
      refreshing: boolean;
      refresh: () => void;
    };

export function useSiteDirectory(): SiteDirectory {
  const api = useApiClient();
  const query = useInfiniteQuery(siteDirectoryQuery(api));
  const { hasNextPage, isFetchNextPageError, fetchNextPage } = query;
  useReadToTheEnd(query);

  const pages = query.data?.pages;
  const sites = useMemo(() => pages?.flatMap((page) => page.results) ?? [], [pages]);

  if (!pages) {
    if (query.isPending && !query.isError) {
      return {
        status: 'loading',
        failureReason: query.failureReason,
        failureCount: query.failureCount,
      };
    }
    const { error } = query;
    if (isApiError(error) && (error.kind === 'not_found' || error.kind === 'forbidden')) {
      return { status: 'unavailable', error };
    }
    return {
      status: 'failed',
      error,
      failureCount: query.failureCount,
      retry: () => void query.refetch(),
    };
  }
  if (sites.length === 0 && !hasNextPage) return { status: 'empty' };
  return {
    status: 'loaded',
    sites,
    total: Math.max(pages[0]?.count ?? 0, sites.length),
    complete: !hasNextPage,
    pageError: isFetchNextPageError ? query.error : null,
    resume: () => void fetchNextPage(),
    refreshing: query.isRefetching,
    refresh: () => void query.refetch(),
  };
}
