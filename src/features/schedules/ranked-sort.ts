/** Two-key sort of thousands of items by packed ranks, as a comparator per comparison is slow. */

/** One key of a sort: each item's value, and the order of values. */
export interface SortField<T, V> {
  valueOf: (item: T) => V;
  order: (a: V, b: V) => number;
}

/** Each item's rank by `key` (0 first, equal values sharing one), and how many ranks there are. */
function ranksBy<T, V>(items: readonly T[], key: SortField<T, V>): { of: number[]; count: number } {
  const values = items.map(key.valueOf);
  const distinct = [...new Set(values)].sort(key.order);
  const rank = new Map<V, number>();
  let current = 0;
  distinct.forEach((value, index) => {
    if (index > 0 && key.order(distinct[index - 1] as V, value) !== 0) current++;
    rank.set(value, current);
  });
  return { of: values.map((value) => rank.get(value) as number), count: current + 1 };
}

/** Beyond this many items the packed numbers could pass 2^53; compare ranks instead. */
const PACKED_SORT_LIMIT = 100_000;

/** A copy sorted by `first` (reversed when `descending`), then `second`, then stable `tieBreak`. */
export function sortByKeys<T, A, B>(
  items: readonly T[],
  first: SortField<T, A>,
  second: SortField<T, B>,
  { descending, tieBreak }: { descending: boolean; tieBreak: (a: T, b: T) => number },
): T[] {
  const count = items.length;
  const primary = ranksBy(items, first);
  const secondary = ranksBy(items, second);
  const primaryOf = (index: number) => {
    const rank = primary.of[index] as number;
    return descending ? primary.count - 1 - rank : rank;
  };

  if (count > PACKED_SORT_LIMIT) {
    const keyed = items.map((item, index) => ({
      item,
      first: primaryOf(index),
      second: secondary.of[index] as number,
    }));
    keyed.sort((a, b) => a.first - b.first || a.second - b.second || tieBreak(a.item, b.item));
    return keyed.map(({ item }) => item);
  }

  const packed = new Float64Array(count);
  for (let index = 0; index < count; index++) {
    packed[index] =
      (primaryOf(index) * secondary.count + (secondary.of[index] as number)) * count + index;
  }
  packed.sort();

  const sorted = new Array<T>(count);
  let groupStart = 0;
  let groupKey = -1;
  for (let position = 0; position < count; position++) {
    const value = packed[position] as number;
    const index = value % count;
    const key = (value - index) / count;
    sorted[position] = items[index] as T;
    if (key !== groupKey) {
      if (position - groupStart > 1) sortRange(sorted, groupStart, position, tieBreak);
      groupStart = position;
      groupKey = key;
    }
  }
  if (count - groupStart > 1) sortRange(sorted, groupStart, count, tieBreak);
  return sorted;
}

/** Orders `list[start..end)` by `order` in place (stable). */
function sortRange<T>(list: T[], start: number, end: number, order: (a: T, b: T) => number) {
  const group = list.slice(start, end).sort(order);
  for (let i = 0; i < group.length; i++) list[start + i] = group[i] as T;
}
