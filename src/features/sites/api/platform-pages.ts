/** Paging through a platform list (`GET /accounts`, `GET /sites`), led by each `next` link. */
import type * as z from 'zod/mini';
import { PAGE_LIMIT_MAX } from '#src/domain/platform-schemas';
import { pageQuery } from '#src/lib/http/api-url';
import type { RequestOptions } from '#src/lib/http/transport';

/** Which page of a platform list to read: `limit` 0-100 (default 100), `offset` from 0. */
export interface PageRequest {
  limit?: number | undefined;
  offset?: number | undefined;
}

/** Next page or null; only `limit` and `offset` are used, so credentials go to no other host. */
export function nextPageOf(page: { next: string | null }): Required<PageRequest> | null {
  if (!page.next) return null;
  let search: URLSearchParams;
  try {
    search = new URL(page.next, 'http://base.invalid').searchParams;
  } catch {
    return null;
  }
  const offset = Number(search.get('offset') ?? '0');
  const limit = Number(search.get('limit') ?? String(PAGE_LIMIT_MAX));
  if (!Number.isInteger(offset) || offset < 0 || !Number.isInteger(limit) || limit <= 0) {
    return null;
  }
  return { offset, limit: Math.min(limit, PAGE_LIMIT_MAX) };
}

/** The page after `page`, or null at the end, also when it would not move on (no endless loop). */
export function pageAfter(
  page: { next: string | null; results: readonly unknown[] },
  requested: PageRequest,
): Required<PageRequest> | null {
  const next = nextPageOf(page);
  return next && page.results.length > 0 && next.offset > (requested.offset ?? 0) ? next : null;
}

/** The most reads of one list in flight at once: the query's own and those read ahead. */
export const PAGE_READS_IN_FLIGHT = 4;

/**
 * Up to `depth` pages after the one at `offset`, by raising `offset` by `limit` (the spec allows
 * it), never at or past `count`: count 250, limit 100, offset 0 gives offsets 100 and 200.
 */
export function pagesAhead(
  { count, limit, offset }: { count: number; limit: number; offset: number },
  depth: number,
): Required<PageRequest>[] {
  const ahead: Required<PageRequest>[] = [];
  if (limit <= 0) return ahead;
  for (let next = offset + limit; next < count && ahead.length < depth; next += limit) {
    ahead.push({ offset: next, limit });
  }
  return ahead;
}

/** The read of one page of a platform list, for `api.request`. */
export function pageRead<T>(
  path: string,
  schema: z.ZodMiniType<T>,
  { limit, offset }: PageRequest,
  signal: AbortSignal | undefined,
): RequestOptions<T> {
  return { method: 'GET', path, query: pageQuery({ limit, offset }), schema, signal };
}
