import { useEffectEvent, useLayoutEffect } from 'react';

/**
 * Calls `onLoaded` once `loaded` is true, and again when `about` changes while it is; in the
 * commit that first draws it, so a user who goes straight on finds it done.
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
