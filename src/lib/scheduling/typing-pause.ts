/**
 * Background work that gives way to typing: such work may run between a key's render and its
 * paint, so it asks `holdFor()` before each step, or awaits `paused()`.
 */

/** No key or input for this long: the user has paused, and the work goes on. */
const TYPING_PAUSE_MS = 400;

export interface TypingWatch {
  /** Milliseconds until the user will have paused (0: not typing now). */
  holdFor(): number;
  /** Resolves once the user has paused: at once when not typing, in the task after a click. */
  paused(): Promise<void>;
  dispose(): void;
}

/**
 * Watches `target` for keys and input in the capture phase, so no handler can hide them. A click
 * (a pointer's, or a button pressed from the keyboard) ends the typing: the user has moved on,
 * often to ask for what the held work brings.
 */
export function watchTyping(
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
  pauseMs = TYPING_PAUSE_MS,
): TypingWatch {
  let lastInputAt = -Infinity;
  const waiting = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const holdFor = () => Math.max(0, lastInputAt + pauseMs - performance.now());
  const release = () => {
    clearTimeout(timer);
    timer = undefined;
    for (const resolve of waiting) resolve();
    waiting.clear();
  };
  const releaseWhenPaused = () => {
    const hold = holdFor();
    if (hold === 0) release();
    else timer = setTimeout(releaseWhenPaused, hold);
  };
  const noteInput = () => {
    lastInputAt = performance.now();
  };
  const endTyping = () => {
    lastInputAt = -Infinity;
    // In the task after the click's: what waited (reads, a redraw) does not lengthen the click's.
    clearTimeout(timer);
    timer = setTimeout(release, 0);
  };
  const events = ['keydown', 'input'];
  for (const type of events) target.addEventListener(type, noteInput, true);
  target.addEventListener('click', endTyping, true);
  return {
    holdFor,
    paused() {
      if (holdFor() === 0) return Promise.resolve();
      return new Promise((resolve) => {
        waiting.add(resolve);
        if (timer === undefined) releaseWhenPaused();
      });
    },
    dispose() {
      for (const type of events) target.removeEventListener(type, noteInput, true);
      target.removeEventListener('click', endTyping, true);
      release();
    },
  };
}
