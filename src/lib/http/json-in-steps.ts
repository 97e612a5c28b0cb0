/**
 * `JSON.parse` of a large list's body a step at a time (run by `runInSlices`), so that no task of
 * the page parses it whole: a site's thousands of schedules or reports in one parse were a task a
 * keystroke waited behind (docs/performance-history.md). The body's largest array that is
 * a value of its top-level object (`schedules`, `reports`) is found by a scan, then parsed a few
 * hundred items at a time; the rest of the object is parsed once without them. The result is the
 * value `JSON.parse` gives.
 */
import { parseJson, type JsonPayload } from './response-check';

/** Characters scanned between two steps. */
const CHARS_PER_STEP = 128 * 1024;
/** Array items parsed in one step. */
const ITEMS_PER_STEP = 250;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;

/** A top-level object's array value: its key, and where its items are separated. */
interface ListedArray {
  key: string;
  /** The offsets of its `[`, each `,` between its items, and its `]`. */
  separators: number[];
}

/** The end quote of the string that starts at `start`, or -1. */
function endOfString(text: string, start: number): number {
  let end = text.indexOf('"', start + 1);
  while (end !== -1) {
    let backslashes = 0;
    while (text.charCodeAt(end - 1 - backslashes) === BACKSLASH) backslashes += 1;
    if (backslashes % 2 === 0) return end;
    end = text.indexOf('"', end + 1);
  }
  return -1;
}

/** The largest array among the top-level object's values; undefined when the body is not so. */
function* largestListedArray(text: string): Generator<void, ListedArray | undefined> {
  if (text.trimStart().charCodeAt(0) !== OPEN_OBJECT) return undefined;
  let largest: ListedArray | undefined;
  let current: ListedArray | undefined;
  let lastKey = { start: -1, end: -1 };
  let depth = 0;
  let nextStep = CHARS_PER_STEP;
  for (let at = 0; at < text.length; at++) {
    if (at >= nextStep) {
      nextStep += CHARS_PER_STEP;
      yield;
    }
    const code = text.charCodeAt(at);
    if (code === QUOTE) {
      const end = endOfString(text, at);
      if (end === -1) return undefined;
      if (depth === 1) lastKey = { start: at, end };
      at = end;
    } else if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
      depth += 1;
      if (code === OPEN_ARRAY && depth === 2 && lastKey.start !== -1) {
        const key = parseJson(text.slice(lastKey.start, lastKey.end + 1));
        current = key.ok ? { key: key.value as string, separators: [at] } : undefined;
      }
    } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) {
      if (depth === 2 && current) {
        current.separators.push(at);
        if (!largest || current.separators.length > largest.separators.length) largest = current;
        current = undefined;
      }
      depth -= 1;
    } else if (code === COMMA && depth === 2 && current) {
      current.separators.push(at);
    }
  }
  return largest;
}

/** The body's value, as `parseJson` gives it, parsed a step at a time. */
export function* parseJsonInSteps(text: string): Generator<void, JsonPayload> {
  const array = yield* largestListedArray(text);
  if (!array || array.separators.length < 2 * ITEMS_PER_STEP) return parseJson(text);
  const { key, separators } = array;
  const open = separators[0]!;
  const close = separators.at(-1)!;
  const rest = parseJson(text.slice(0, open + 1) + text.slice(close));
  if (!rest.ok) return rest;
  const emptied = (rest.value as Record<string, unknown>)[key];
  // A key given twice (the last one counts), or one that an assignment would not simply set.
  if (key === '__proto__' || !Array.isArray(emptied) || emptied.length > 0) return parseJson(text);
  const items: unknown[] = [];
  for (let first = 0; first < separators.length - 1; first += ITEMS_PER_STEP) {
    yield;
    const last = Math.min(first + ITEMS_PER_STEP, separators.length - 1);
    const part = parseJson(`[${text.slice(separators[first]! + 1, separators[last])}]`);
    // Not JSON after all: as the whole parse would say.
    if (!part.ok) return part;
    for (const item of part.value as unknown[]) items.push(item);
  }
  (rest.value as Record<string, unknown>)[key] = items;
  return rest;
}
