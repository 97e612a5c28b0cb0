/**
 * The service's URLs, built one way for the API client and for the request sent at start-up
 * (src/app/early-start.ts), which must name the very same URL to be taken over
 * (early-requests.ts). No zod here: it is part of the start-up chunk.
 */

/** GET: a site's schedules (`site_id`); POST: a new schedule. */
export const SCHEDULES_PATH = '/site_reports/schedules';

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
