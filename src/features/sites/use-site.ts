/** The site of a `/sites/:siteId/…` page; a 404/403 is told apart by `GET /sites`' first page. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlatformSite } from '#src/domain/platform-schemas';
import { isApiError } from '#src/lib/http/api-error';
import { useApiClient } from '#src/lib/http/api-client-context';
import { siteFromDirectoryCache, siteQueries } from './api/get-sites';

export type SiteLookup =
  | { status: 'loading' }
  | { status: 'found'; site: PlatformSite }
  /** The platform does not tell sites here: the page goes on with the ID alone. */
  | { status: 'unknown' }
  | { status: 'not-found' }
  | { status: 'forbidden' }
  | { status: 'error'; error: unknown; retry: () => void };

/** A refusal that may mean "no platform here" rather than "no such site". */
function isRefusal(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'not_found' || error.kind === 'forbidden');
}

export function useSite(siteId: string): SiteLookup {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const detail = useQuery({
    ...siteQueries.detail(api, siteId),
    initialData: () => siteFromDirectoryCache(queryClient, siteId)?.site,
    initialDataUpdatedAt: () => siteFromDirectoryCache(queryClient, siteId)?.updatedAt,
  });
  const refused = !detail.data && isRefusal(detail.error);
  const directory = useQuery({ ...siteQueries.anyVisible(api), enabled: refused });

  if (detail.data) return { status: 'found', site: detail.data };
  if (!detail.error) return { status: 'loading' };
  if (!refused) {
    return { status: 'error', error: detail.error, retry: () => void detail.refetch() };
  }
  const firstPage = directory.data;
  if (firstPage) {
    if (firstPage.count === 0 && firstPage.results.length === 0) return { status: 'unknown' };
    return isApiError(detail.error) && detail.error.kind === 'forbidden'
      ? { status: 'forbidden' }
      : { status: 'not-found' };
  }
  if (directory.error) {
    return isRefusal(directory.error)
      ? { status: 'unknown' }
      : { status: 'error', error: directory.error, retry: () => void directory.refetch() };
  }
  return { status: 'loading' };
}
