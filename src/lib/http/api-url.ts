/**
 * The service's URLs, built one way for the API client and for start-up's early request, which
 * must name the very same URL to be taken over. No zod: this is in the start-up chunk.
 */
import { PAGE_LIMIT_MAX } from '#src/domain/platform-paging';

/** GET: a site's schedules (`site_id`); POST: a new schedule. */
export const SCHEDULES_PATH = '/site_reports/schedules';

/** GET: the sites the user can see, a page at a time. */
export const SITES_PATH = '/sites';

/** The Sites page's first read of the directory (get-site-directory.ts), which start-up may send. */
export const FIRST_SITES_PAGE = { offset: 0, limit: PAGE_LIMIT_MAX } as const;

/** A platform list's page as its query (`limit`, `offset`). */
export function pageQuery({
  limit,
  offset,
}: {
  limit?: number | undefined;
  offset?: number | undefined;
}) {
  return {
    limit: limit === undefined ? undefined : String(limit),
    offset: offset === undefined ? undefined : String(offset),
  };
}

/** `${baseUrl}${path}?query`, leaving out empty query values. */
export function apiUrl(
  baseUrl: string,
  path: string,
  query: Record<string, string | undefined> = {},
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
  const queryString = search.toString();
  return `${baseUrl.replace(/\/+$/, '')}${path}${queryString ? `?${queryString}` : ''}`;
}
