/**
 * Two-key sort of thousands of items: the first key by packed ranks, as a comparator per
 * comparison is slow; the second only among the items the first leaves tied.
 */

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
  const primaryOf = (index: number) => {
    const rank = primary.of[index] as number;
    return descending ? primary.count - 1 - rank : rank;
  };
  // Within a group tied on the first key, items keep their input order until this sorts them.
  const secondThenTie = (a: T, b: T) =>
    second.order(second.valueOf(a), second.valueOf(b)) || tieBreak(a, b);

  if (count > PACKED_SORT_LIMIT) {
    const keyed = items.map((item, index) => ({ item, first: primaryOf(index), index }));
    keyed.sort((a, b) => a.first - b.first || a.index - b.index);
    return sortedInGroups(
      keyed.map(({ item }) => item),
      keyed.map(({ first }) => first),
      secondThenTie,
    );
  }

  const packed = new Float64Array(count);
  for (let index = 0; index < count; index++) packed[index] = primaryOf(index) * count + index;
  packed.sort();
  const sorted = new Array<T>(count);
  const groupOf = new Array<number>(count);
  for (let position = 0; position < count; position++) {
    const value = packed[position] as number;
    const index = value % count;
    sorted[position] = items[index] as T;
    groupOf[position] = (value - index) / count;
  }
  return sortedInGroups(sorted, groupOf, secondThenTie);
}

/** `list`, each run of equal `groupOf` sorted by `order` in place (stable). */
function sortedInGroups<T>(list: T[], groupOf: readonly number[], order: (a: T, b: T) => number) {
  let groupStart = 0;
  for (let position = 1; position <= list.length; position++) {
    if (position < list.length && groupOf[position] === groupOf[groupStart]) continue;
    if (position - groupStart > 1) sortRange(list, groupStart, position, order);
    groupStart = position;
  }
  return list;
}

/** Orders `list[start..end)` by `order` in place (stable). */
function sortRange<T>(list: T[], start: number, end: number, order: (a: T, b: T) => number) {
  const group = list.slice(start, end).sort(order);
  for (let i = 0; i < group.length; i++) list[start + i] = group[i] as T;
}
