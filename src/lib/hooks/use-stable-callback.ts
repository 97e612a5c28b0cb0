import { useCallback, useEffect, useRef } from 'react';

/** A stable function calling the latest `callback`; for event handlers only, never during render. */
export function useStableCallback<A extends unknown[], R>(
  callback: (...args: A) => R,
): (...args: A) => R {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
