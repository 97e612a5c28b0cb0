import { useEffect, useState } from 'react';
import { whenIdle } from '#src/lib/scheduling/after-paint';

/**
 * `value` once the browser has painted the render that changed it: `useDeferredValue`, but whose
 * catch-up waits for the paint and the tasks already queued (a key typed), where React's delays
 * the frame. For what the user does not see at first; a new value restarts the wait.
 */
export function useValueAfterPaint<T>(value: T, initialValue: T): T {
  const [painted, setPainted] = useState(initialValue);
  const caughtUp = Object.is(painted, value);
  useEffect(() => {
    if (caughtUp) return;
    let cancelIdle = () => {};
    // An idle callback asked for in the animation frame callback comes after the paint.
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
