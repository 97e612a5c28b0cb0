import { useDeferredValue, useEffect, useState } from 'react';

/** How long typing must pause before the search goes into the address. */
const SETTLE_MS = 400;

/**
 * Hands the search to the address once typing pauses: `useDeferredValue` lets this wait until
 * the filtered rows are on screen, and the pause keeps an address change (which re-renders the
 * page's routes, layout and links, and writes the browser's history) out of every key typed.
 * A component rather than a hook, so the deferred render that commits the search re-renders
 * this alone, not the list around it. A page left before the pause writes nothing: the timer
 * goes with it, and until then it checks that the browser is still at this page's address.
 */
export function SearchUrlSync({
  text,
  onSettled,
}: {
  text: string;
  onSettled: (text: string) => void;
}) {
  const settled = useDeferredValue(text);
  // Where the browser was when this page came: the list's own address.
  const [page] = useState(() => window.location.pathname);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      // A link followed meanwhile: the browser is at its address already, while this page stays
      // on screen until the next one's code has loaded (a router navigation is a transition).
      // Writing the search now would navigate back here and lose the click.
      if (window.location.pathname === page) onSettled(settled);
    }, SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [settled, onSettled, page]);
  return null;
}
