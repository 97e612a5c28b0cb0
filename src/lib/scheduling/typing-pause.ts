/**
 * Background work that gives way to typing. A page that works on its own meanwhile (the Sites
 * page counting a thousand sites' reports: sending reads, matching sent reports, redrawing the
 * counts) puts tasks in the queue between a key's render and its paint, and the browser may run
 * them first. Such work asks `holdFor()` before each step, and waits that long.
 */

/** No key or input for this long: the user has paused, and the work goes on. */
const TYPING_PAUSE_MS = 400;

export interface TypingWatch {
  /** Milliseconds until the user will have paused (0: not typing now). */
  holdFor(): number;
  dispose(): void;
}

/**
 * Watches `target` (the document) for keys and input, in the capture phase so that no handler
 * stopping the event hides it: a search's keys, a paste, a select's choice.
 */
export function watchTyping(
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
  pauseMs = TYPING_PAUSE_MS,
): TypingWatch {
  let lastInputAt = -Infinity;
  const noteInput = () => {
    lastInputAt = performance.now();
  };
  const events = ['keydown', 'input'];
  for (const type of events) target.addEventListener(type, noteInput, true);
  return {
    holdFor: () => Math.max(0, lastInputAt + pauseMs - performance.now()),
    dispose() {
      for (const type of events) target.removeEventListener(type, noteInput, true);
    },
  };
}
