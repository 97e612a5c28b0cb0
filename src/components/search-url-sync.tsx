import { useDeferredValue, useEffect } from 'react';

/** How long typing must pause before the search goes into the address. */
const SETTLE_MS = 400;

/**
 * Hands the search to the address once typing pauses: `useDeferredValue` lets this wait until
 * the filtered rows are on screen, and the pause keeps an address change (which re-renders the
 * page's routes, layout and links, and writes the browser's history) out of every key typed.
 * A component rather than a hook, so the deferred render that commits the search re-renders
 * this alone, not the list around it. A page left before the pause writes nothing: the timer
 * goes with it.
 */
export function SearchUrlSync({
  text,
  onSettled,
}: {
  text: string;
  onSettled: (text: string) => void;
}) {
  const settled = useDeferredValue(text);
  useEffect(() => {
    const timer = window.setTimeout(() => onSettled(settled), SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [settled, onSettled]);
  return null;
}
