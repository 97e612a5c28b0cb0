import { describe, expect, it, vi } from 'vitest';
import { itemsHoldingEvery, prepareTextSearch } from './text-search-index';

interface Item {
  text: string;
}

const ITEM_COUNT = 1_000;

function makeItems(): Item[] {
  return Array.from({ length: ITEM_COUNT }, (_, i) => ({
    text: `item ${i} ${i % 7 === 0 ? 'seven' : 'other'}`,
  }));
}

/** A `textOf` that counts its calls and holds the thread a little, as lower-casing 5,000 does. */
function countingTextOf(holdMs = 0) {
  const counter = {
    calls: 0,
    textOf: (item: Item) => {
      counter.calls++;
      const until = performance.now() + holdMs;
      while (performance.now() < until) {
        // busy
      }
      return item.text;
    },
  };
  return counter;
}

const sevens = (items: readonly Item[], textOf: (item: Item) => string) =>
  itemsHoldingEvery(items, textOf, ['seven'], () => true);

describe('prepareTextSearch', () => {
  it('builds the index in several tasks, and the search after it reads no text again', async () => {
    const items = makeItems();
    const counter = countingTextOf(0.02);
    const seenBetweenTasks: number[] = [];
    // Another task of the page's, between the slices: it sees how far the index got.
    const watch = setInterval(() => seenBetweenTasks.push(counter.calls), 0);
    prepareTextSearch(items, counter.textOf);
    expect(counter.calls).toBe(0);
    await vi.waitFor(() => expect(counter.calls).toBe(ITEM_COUNT));
    clearInterval(watch);
    expect(seenBetweenTasks.some((calls) => calls > 0 && calls < ITEM_COUNT)).toBe(true);

    const found = sevens(items, counter.textOf);
    expect(found).toHaveLength(Math.ceil(ITEM_COUNT / 7));
    expect(found.every((item) => item.text.endsWith('seven'))).toBe(true);
    expect(counter.calls).toBe(ITEM_COUNT);
  });

  it('gives way to a search that comes first: the search builds it, the preparation stops', async () => {
    const items = makeItems();
    const counter = countingTextOf();
    prepareTextSearch(items, counter.textOf);
    expect(sevens(items, counter.textOf)).toHaveLength(Math.ceil(ITEM_COUNT / 7));
    expect(counter.calls).toBe(ITEM_COUNT);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // At most one step of the preparation ran before it saw the search's index.
    expect(counter.calls).toBeLessThan(ITEM_COUNT * 1.5);
    expect(sevens(items, counter.textOf)).toHaveLength(Math.ceil(ITEM_COUNT / 7));
  });

  it('stopped, it leaves no half-built index: a search then reads every item', async () => {
    const items = makeItems();
    const counter = countingTextOf(0.02);
    const stop = prepareTextSearch(items, counter.textOf);
    // Its first slice runs in the next task.
    await new Promise((resolve) => setTimeout(resolve, 0));
    stop();
    expect(counter.calls).toBeGreaterThan(0);
    const readBeforeTheStop = counter.calls;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(counter.calls).toBe(readBeforeTheStop);
    expect(readBeforeTheStop).toBeLessThan(ITEM_COUNT);

    expect(sevens(items, counter.textOf)).toHaveLength(Math.ceil(ITEM_COUNT / 7));
    expect(counter.calls).toBe(readBeforeTheStop + ITEM_COUNT);
  });

  it('does nothing for a list already indexed', () => {
    const items = makeItems();
    const counter = countingTextOf();
    sevens(items, counter.textOf);
    prepareTextSearch(items, counter.textOf)();
    expect(counter.calls).toBe(ITEM_COUNT);
  });
});
