import { useCallback } from 'react';
import { useHref } from 'react-router';

/** The href of an app path as a router link writes it: with the router's basename, if any. */
export function useAppHref(): (path: string) => string {
  const root = useHref('/');
  return useCallback(
    (path: string) => (root.endsWith('/') ? root.slice(0, -1) : root) + path,
    [root],
  );
}
