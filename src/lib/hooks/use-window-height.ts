import { useSyncExternalStore } from 'react';

/*
 * The window's height, read once and again at each resize, never during a render. On a phone
 * (a page with a viewport meta, in a mobile browser) reading `innerHeight` lays the whole document
 * out first, and a render would read it with the DOM changed since the last frame: a layout of a
 * page about to change. A desktop browser answers it without a layout. (Measured in
 * docs/performance-history.md, "The list's data on a phone".)
 */
let height: number | undefined;
const listeners = new Set<() => void>();

function onResize() {
  height = window.innerHeight;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('resize', onResize);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('resize', onResize);
    // Not followed while no one listens: read again at the next use.
    height = undefined;
  };
}

function windowHeight(): number {
  return (height ??= window.innerHeight);
}

/** The window's inner height in CSS px, for how many rows fit; a resize renders again. */
export function useWindowHeight(): number {
  return useSyncExternalStore(subscribe, windowHeight, windowHeight);
}
