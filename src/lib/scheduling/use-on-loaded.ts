import { useEffectEvent, useLayoutEffect } from 'react';

/**
 * Calls `onLoaded` once `loaded` is true, and again whenever `about` changes while it is (a
 * page's site, or the name it learnt meanwhile). In the commit that first draws what loaded,
 * before the browser paints it: a user who sees the page and goes straight on finds what
 * `onLoaded` did done (a site remembered for the Sites page), where a passive effect could still
 * be waiting for its turn on a busy machine when the next page read it.
 */
export function useOnLoaded(
  loaded: boolean,
  onLoaded: (() => void) | undefined,
  about: string = '',
): void {
  const announceLoaded = useEffectEvent(() => onLoaded?.());
  useLayoutEffect(() => {
    if (loaded) announceLoaded();
  }, [loaded, about]);
}
