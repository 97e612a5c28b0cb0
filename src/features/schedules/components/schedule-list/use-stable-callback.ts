import { useCallback, useEffect, useRef } from 'react';

/**
 * A function of stable identity calling the latest `callback`, so memoised children skip
 * re-renders. Event handlers only: during render it would call the previous render's callback.
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
