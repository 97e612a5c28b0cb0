import { useEffect, useState } from 'react';
import { whenIdle } from '#src/lib/scheduling/after-paint';

/**
 * `value` once the browser has painted the render that changed it: `useDeferredValue`, but whose
 * catch-up render waits for the paint and then for the tasks already waiting (a key typed
 * meanwhile), where React's runs before the frame and so delays it (issue 31's traces). For work
 * a user does not see at first: the rows below the window, drawn after those in it. A value that
 * changes again before then restarts the wait, so typing on keeps deferring it.
 */
export function useValueAfterPaint<T>(value: T, initialValue: T): T {
  const [painted, setPainted] = useState(initialValue);
  const caughtUp = Object.is(painted, value);
  useEffect(() => {
    if (caughtUp) return;
    let cancelIdle = () => {};
    // The frame this render draws runs the animation frame callback just before it paints; the
    // idle callback asked for there comes after that paint.
    const frame = window.requestAnimationFrame(() => {
      cancelIdle = whenIdle(() => setPainted(() => value));
    });
    return () => {
      window.cancelAnimationFrame(frame);
      cancelIdle();
    };
  }, [value, caughtUp]);
  return painted;
}
