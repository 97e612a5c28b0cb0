// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { itemsHoldingEvery, prepareTextSearch } from './text-search-index';

interface Item {
  text: string;
}

const items: Item[] = Array.from({ length: 1_000 }, (_, i) => ({ text: `item ${i} of the list` }));
const all = () => true;

describe('the text search index', () => {
  it('is built ahead a step at a time, then searched without working out any text again', () => {
    const texts = new WeakMap<Item, string>();
    const textOf = vi.fn((item: Item) => {
      let text = texts.get(item);
      if (text === undefined) texts.set(item, (text = item.text));
      return text;
    });
    const steps = prepareTextSearch(items, textOf);
    let yielded = 0;
    while (!steps.next().done) yielded++;
    // 1,000 items, 250 a step: no step does the whole list.
    expect(yielded).toBe(4);

    textOf.mockClear();
    const found = itemsHoldingEvery(items, textOf, ['list', '99'], all);
    expect(textOf).not.toHaveBeenCalled();
    expect(found.map(({ text }) => text)).toEqual([
      'item 99 of the list',
      'item 199 of the list',
      'item 299 of the list',
      'item 399 of the list',
      'item 499 of the list',
      'item 599 of the list',
      'item 699 of the list',
      'item 799 of the list',
      'item 899 of the list',
      'item 990 of the list',
      'item 991 of the list',
      'item 992 of the list',
      'item 993 of the list',
      'item 994 of the list',
      'item 995 of the list',
      'item 996 of the list',
      'item 997 of the list',
      'item 998 of the list',
      'item 999 of the list',
    ]);
  });
});
