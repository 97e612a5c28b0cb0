/**
 * Waiting for the browser to paint, without React: for start-up (src/startup/early-rows.ts) and
 * for the hooks that defer work past a frame (use-value-after-paint.ts).
 */

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
 * Settles once the next frame has been painted and the tasks already waiting have run: the
 * animation frame callback comes just before the paint, the idle callback asked for there after
 * it.
 */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => window.requestAnimationFrame(() => whenIdle(resolve)));
}
