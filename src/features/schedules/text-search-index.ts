/** Word search over items' texts joined in one string, so `indexOf` skips non-matches natively. */
import { finishSteps } from '#src/domain/steps';
import { runInSlices } from '#src/lib/scheduling/use-sliced-result';

interface SearchIndex {
  size: number;
  joined: string;
  starts: Int32Array;
}

/** Built once per list (the array searched), ahead of the first search or by it. */
const indexes = new WeakMap<readonly object[], SearchIndex>();

/** Items read per step of `indexSteps`: a few milliseconds' work on a slow phone. */
const ITEMS_PER_STEP = 100;

function builtIndex(items: readonly object[]): SearchIndex | undefined {
  const index = indexes.get(items);
  return index && index.size === items.length ? index : undefined;
}

/** The index of `items` built a step at a time, or the one a search built meanwhile. */
function* indexSteps<T extends object>(
  items: readonly T[],
  textOf: (item: T) => string,
): Generator<void, SearchIndex> {
  const starts = new Int32Array(items.length);
  const texts: string[] = [];
  let offset = 0;
  for (let i = 0; i < items.length; i++) {
    const text = textOf(items[i] as T);
    starts[i] = offset;
    texts.push(text);
    offset += text.length + 1;
    if ((i + 1) % ITEMS_PER_STEP === 0) {
      yield;
      const built = builtIndex(items);
      if (built) return built;
    }
  }
  // Newlines cannot be typed into a search box, so no word matches across two items.
  const index = { size: items.length, joined: texts.join('\n') + '\n', starts };
  indexes.set(items, index);
  return index;
}

function indexOf<T extends object>(items: readonly T[], textOf: (item: T) => string): SearchIndex {
  return builtIndex(items) ?? finishSteps(indexSteps(items, textOf));
}

/**
 * Builds the index of `items` ahead of the first search, in slices so that the page keeps
 * answering meanwhile (5,000 schedules take a long task's time on a phone); returns a stop.
 */
export function prepareTextSearch<T extends object>(
  items: readonly T[],
  textOf: (item: T) => string,
): () => void {
  if (builtIndex(items)) return () => {};
  return runInSlices(indexSteps(items, textOf), () => {});
}

/** Whether item `i`'s text holds `word`. */
function holds(index: SearchIndex, i: number, word: string): boolean {
  const at = index.joined.indexOf(word, index.starts[i]);
  return at >= 0 && (i + 1 === index.size || at < (index.starts[i + 1] as number));
}

/** The items holding every one of `words` (lower case) that `accept` takes; `textOf` must be stable. */
export function itemsHoldingEvery<T extends object>(
  items: readonly T[],
  textOf: (item: T) => string,
  words: readonly string[],
  accept: (item: T) => boolean,
): T[] {
  // The longest word is likely the rarest: it picks the candidates, the others check them.
  const [first = '', ...others] = [...words].sort((a, b) => b.length - a.length);
  const index = indexOf(items, textOf);
  const { joined, starts, size } = index;
  const matches: T[] = [];
  let from = 0;
  let i = 0;
  while (i < size) {
    const at = joined.indexOf(first, from);
    if (at < 0) break;
    // The item holding `at`: the last start at or before it, searching on from `i`.
    let low = i;
    let high = size - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((starts[middle] as number) <= at) low = middle;
      else high = middle - 1;
    }
    const item = items[low] as T;
    if (accept(item) && others.every((word) => holds(index, low, word))) matches.push(item);
    i = low + 1;
    from = i < size ? (starts[i] as number) : joined.length;
  }
  return matches;
}
