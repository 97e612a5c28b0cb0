import { useCallback, useEffect, useRef } from 'react';

/**
 * A function with one identity for the component's life that calls the latest `callback`, so a
 * memoised child given it (the list's selects) does not re-render on every key typed. For event
 * handlers only: during render it would call the previous render's callback.
 */
export function useStableCallback<A extends unknown[], R>(
  callback: (...args: A) => R,
): (...args: A) => R {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
