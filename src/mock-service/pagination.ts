/**
 * The platform's paginated lists (platform-sites.md): `limit` 0-100 (100) and `offset` (0);
 * `{ results, count, next, previous }`, links full URLs on the request's origin, query kept.
 */
import { PAGE_LIMIT_MAX } from '#src/domain/platform-schemas';
import { badRequest, type ServiceFieldError } from './responses';
import { fieldError } from './validation';

export interface PageQuery {
  limit: number;
  offset: number;
}

export interface Page<T> {
  results: T[];
  count: number;
  next: string | null;
  previous: string | null;
}

/** `invalid_integer` unless decimal digits, else `out_of_range` outside; repeats count once. */

export function readPageQuery(
  url: URL,
  resource: string,
): { page: PageQuery; errors: ServiceFieldError[] } {
  const errors: ServiceFieldError[] = [];
  const read = (name: 'limit' | 'offset', fallback: number, max: number, range: string) => {
    const text = url.searchParams.get(name);
    if (text === null) return fallback;
    if (!/^-?\d+$/.test(text)) {
      errors.push(
        fieldError(name, 'invalid_value', 'invalid_integer', `${name} must be ${range}`, resource),
      );
      return fallback;
    }
    const value = Number(text);
    if (value < 0 || value > max) {
      errors.push(
        fieldError(name, 'invalid_value', 'out_of_range', `${name} must be ${range}`, resource),
      );
      return fallback;
    }
    return value;
  };
  const limit = read(
    'limit',
    PAGE_LIMIT_MAX,
    PAGE_LIMIT_MAX,
    `a whole number from 0 to ${PAGE_LIMIT_MAX}`,
  );
  const offset = read('offset', 0, Number.MAX_SAFE_INTEGER, 'a whole number, 0 or more');
  return { page: { limit, offset }, errors };
}

/** Throws the 400 for any errors collected from the query. */
export function requireValidQuery(errors: readonly ServiceFieldError[]): void {
  if (errors.length > 0) {
    throw badRequest('The query is not valid: see errors for each parameter.', [...errors]);
  }
}

/**
 * One page of `items`. `limit=0` (the count alone) has no links; past the end, `previous` points
 * at the last `limit` items.
 */

export function pageOf<T>(items: readonly T[], { limit, offset }: PageQuery, url: URL): Page<T> {
  const count = items.length;
  const link = (at: number) => {
    const target = new URL(url.href);
    target.hash = '';
    target.searchParams.set('limit', String(limit));
    target.searchParams.set('offset', String(at));
    return target.href;
  };
  const hasNext = limit > 0 && offset + limit < count;
  const hasPrevious = limit > 0 && offset > 0;
  return {
    results: items.slice(offset, offset + limit),
    count,
    next: hasNext ? link(offset + limit) : null,
    previous: hasPrevious ? link(Math.max(0, Math.min(offset - limit, count - limit))) : null,
  };
}
