/**
 * Background work that gives way to typing: such work may run between a key's render and its
 * paint, so it asks `holdFor()` before each step and waits that long.
 */

/** No key or input for this long: the user has paused, and the work goes on. */
const TYPING_PAUSE_MS = 400;

export interface TypingWatch {
  /** Milliseconds until the user will have paused (0: not typing now). */
  holdFor(): number;
  dispose(): void;
}

/** Watches `target` for keys and input in the capture phase, so no handler can hide them. */
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
