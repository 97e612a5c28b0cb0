/** What every list does the same way, as pure functions: pages, sort order, the query string. */
import { formatCount } from '#src/domain/format';

export interface ListPage<T> {
  items: T[];
  /** 1-based, clamped. */
  page: number;
  /** At least 1, so an empty list still has a page. */
  pageCount: number;
  total: number;
  /** 1-based position of the first and last item shown; both 0 when there are none. */
  first: number;
  last: number;
}

/** One page of `items`; a page past either end shows the nearest one. */
export function paginate<T>(items: readonly T[], page: number, pageSize: number): ListPage<T> {
  const total = items.length;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Number.isFinite(page) ? Math.floor(page) : 1), pageCount);
  const start = (current - 1) * pageSize;
  const pageItems = items.slice(start, start + pageSize);
  return {
    items: pageItems,
    page: current,
    pageCount,
    total,
    first: pageItems.length ? start + 1 : 0,
    last: start + pageItems.length,
  };
}

/** The 1-based page holding the item at a 0-based `index`. */
export function pageContaining(index: number, pageSize: number): number {
  return Math.floor(Math.max(0, index) / pageSize) + 1;
}

/** Where a page sits in the whole: "Showing 51–75 of 5,000". */
export function pageRangeSummary(view: Pick<ListPage<unknown>, 'first' | 'last' | 'total'>) {
  return `Showing ${formatCount(view.first)}–${formatCount(view.last)} of ${formatCount(view.total)}`;
}

export type SortDirection = 'ascending' | 'descending';

/** A sort order as the address writes it: the column's key, with a leading '-' when descending. */
export type ColumnSort<K extends string> = K | `-${K}`;

/** What a sort orders by: `'-title'` -> 'title'. */
export function sortKeyOf<K extends string>(sort: ColumnSort<K>): K {
  return (sort.startsWith('-') ? sort.slice(1) : sort) as K;
}

/** `'-title'` is descending; without the '-', ascending. */
export function sortDirectionOf(sort: string): SortDirection {
  return sort.startsWith('-') ? 'descending' : 'ascending';
}

/** A header click's order: the other direction of the column sorted by, else the column ascending. */
export function toggledSort<K extends string>(current: ColumnSort<K>, key: K): ColumnSort<K> {
  if (sortKeyOf(current) !== key) return key;
  return sortDirectionOf(current) === 'ascending' ? `-${key}` : key;
}

/** The page an address asks for; missing or malformed, the first. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** `base`'s query string with `values` set, or removed where undefined; other parameters kept. */
export function withParams(
  base: URLSearchParams,
  values: Record<string, string | undefined>,
): string {
  const params = new URLSearchParams(base);
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) params.delete(name);
    else params.set(name, value);
  }
  return params.toString();
}
