/**
 * `JSON.parse` of a large list's body a step at a time (run by `runInSlices`), so that no task of
 * the page parses it whole: a site's thousands of schedules or reports in one parse were a task a
 * keystroke waited behind (docs/performance-history.md). The body's largest array that is
 * a value of its top-level object (`schedules`, `reports`) is found by a scan, then parsed a few
 * hundred items at a time; the rest of the object is parsed once without them. The result is the
 * value `JSON.parse` gives. It reads the text in the pieces it was decoded in: joined into one
 * string, a body of megabytes costs the page a task as long as the body (docs/performance-history.md).
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

/** A body's text as it was decoded, piece by piece: joined, a large one is one costly string. */
export type TextPieces = readonly string[];

/** A top-level object's array value: its key, and where its items are separated. */
interface ListedArray {
  key: string;
  /** The offsets of its `[`, each `,` between its items, and its `]`, in the whole text. */
  separators: number[];
}

/** The text from `start` to `end` (offsets in the whole text), from the pieces that hold it. */
function sliceOf(pieces: TextPieces, starts: readonly number[], start: number, end: number) {
  // The last piece that starts at or before `start` (binary search: a body may be many pieces).
  let low = 0;
  let high = pieces.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle]! <= start) low = middle;
    else high = middle - 1;
  }
  let text = '';
  for (let at = low; at < pieces.length && starts[at]! < end; at++) {
    text += pieces[at]!.slice(Math.max(0, start - starts[at]!), end - starts[at]!);
  }
  return text;
}

/** Where each piece starts in the whole text, and the whole text's length last. */
function startsOf(pieces: TextPieces): number[] {
  const starts = [0];
  for (const piece of pieces) starts.push(starts.at(-1)! + piece.length);
  return starts;
}

const isJsonWhitespace = (code: number) =>
  code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;

/** The largest array among the top-level object's values; undefined when the body is not so. */
function* largestListedArray(
  pieces: TextPieces,
  starts: readonly number[],
): Generator<void, ListedArray | undefined> {
  let largest: ListedArray | undefined;
  let current: ListedArray | undefined;
  let lastKey = { start: -1, end: -1 };
  let depth = 0;
  let started = false;
  let inString = false;
  let escaped = false;
  let stringStart = -1;
  let nextStep = CHARS_PER_STEP;
  for (let index = 0; index < pieces.length; index++) {
    const piece = pieces[index]!;
    const base = starts[index]!;
    for (let offset = 0; offset < piece.length; offset++) {
      const at = base + offset;
      if (at >= nextStep) {
        nextStep += CHARS_PER_STEP;
        yield;
      }
      const code = piece.charCodeAt(offset);
      if (inString) {
        if (escaped) escaped = false;
        else if (code === BACKSLASH) escaped = true;
        else if (code === QUOTE) {
          inString = false;
          if (depth === 1) lastKey = { start: stringStart, end: at };
        }
      } else if (!started) {
        if (isJsonWhitespace(code)) continue;
        if (code !== OPEN_OBJECT) return undefined;
        started = true;
        depth = 1;
      } else if (code === QUOTE) {
        inString = true;
        stringStart = at;
      } else if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
        depth += 1;
        if (code === OPEN_ARRAY && depth === 2 && lastKey.start !== -1) {
          const key = parseJson(sliceOf(pieces, starts, lastKey.start, lastKey.end + 1));
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
  }
  return inString ? undefined : largest;
}

/**
 * The body's value, as `parseJson` gives it for the pieces joined, parsed a step at a time; the
 * pieces are joined only for a body that is not a large list.
 */
export function* parseJsonInSteps(pieces: TextPieces): Generator<void, JsonPayload> {
  const starts = startsOf(pieces);
  const length = starts.at(-1)!;
  const whole = () => parseJson(pieces.join(''));
  const array = yield* largestListedArray(pieces, starts);
  if (!array || array.separators.length < 2 * ITEMS_PER_STEP) return whole();
  const { key, separators } = array;
  const open = separators[0]!;
  const close = separators.at(-1)!;
  const rest = parseJson(
    sliceOf(pieces, starts, 0, open + 1) + sliceOf(pieces, starts, close, length),
  );
  if (!rest.ok) return rest;
  const emptied = (rest.value as Record<string, unknown>)[key];
  // A key given twice (the last one counts), or one that an assignment would not simply set.
  if (key === '__proto__' || !Array.isArray(emptied) || emptied.length > 0) return whole();
  const items: unknown[] = [];
  for (let first = 0; first < separators.length - 1; first += ITEMS_PER_STEP) {
    yield;
    const last = Math.min(first + ITEMS_PER_STEP, separators.length - 1);
    const part = parseJson(
      `[${sliceOf(pieces, starts, separators[first]! + 1, separators[last]!)}]`,
    );
    // Not JSON after all: as the whole parse would say.
    if (!part.ok) return part;
    for (const item of part.value as unknown[]) items.push(item);
  }
  (rest.value as Record<string, unknown>)[key] = items;
  return rest;
}
