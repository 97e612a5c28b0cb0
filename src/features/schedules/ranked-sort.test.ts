import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sortByKeys, type SortField } from './ranked-sort';

interface Item {
  id: number;
  when: number;
  title: string;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const WHEN: SortField<Item, number> = { valueOf: (item) => item.when, order: (a, b) => a - b };
const TITLE: SortField<Item, string> = { valueOf: (item) => item.title, order: collator.compare };
const byId = (a: Item, b: Item) => a.id - b.id;

/** Few values of each key, so that most items tie on the first and many on both. */
const items = fc
  .array(
    fc.record({
      when: fc.integer({ min: 0, max: 6 }),
      title: fc.constantFrom('alpha', 'Alpha', 'beta', 'Report 2', 'report 10', 'Ωmega', ''),
    }),
    { maxLength: 300 },
  )
  .map((list) => list.map((item, index) => ({ ...item, id: (index * 7919) % 1009 })));

describe('sortByKeys', () => {
  it('orders as one comparator of both keys and the tie-break would, either way', () => {
    fc.assert(
      fc.property(items, fc.boolean(), (list, descending) => {
        const expected = [...list].sort(
          (a, b) =>
            (descending ? -1 : 1) * WHEN.order(a.when, b.when) ||
            TITLE.order(a.title, b.title) ||
            byId(a, b),
        );
        expect(sortByKeys(list, WHEN, TITLE, { descending, tieBreak: byId })).toEqual(expected);
        // The keys the other way round: the first key's ties are most of the list.
        const byTitle = [...list].sort(
          (a, b) =>
            (descending ? -1 : 1) * TITLE.order(a.title, b.title) ||
            WHEN.order(a.when, b.when) ||
            byId(a, b),
        );
        expect(sortByKeys(list, TITLE, WHEN, { descending, tieBreak: byId })).toEqual(byTitle);
      }),
    );
  });

  it('keeps items tied on everything in their order, and leaves its input as it was', () => {
    const list: Item[] = [
      { id: 1, when: 2, title: 'b' },
      { id: 1, when: 1, title: 'a' },
      { id: 1, when: 2, title: 'B' },
    ];
    const input = [...list];
    const sorted = sortByKeys(list, WHEN, TITLE, { descending: false, tieBreak: byId });
    expect(sorted).toEqual([list[1], list[0], list[2]]);
    expect(list).toEqual(input);
  });
});
