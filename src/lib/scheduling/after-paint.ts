/** Waiting for the browser to paint, without React. */

/** An idle callback where the browser has them (not Safari), else a timer: after pending tasks. */
export function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 500 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(callback, 1);
  return () => window.clearTimeout(timer);
}

/**
 * Settles once the next frame is painted and the tasks waiting have run: the idle callback asked
 * for in the animation frame callback comes after its paint.
 */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => window.requestAnimationFrame(() => whenIdle(resolve)));
}
