import { useContext, useDeferredValue, useEffect, useState } from 'react';
import { UNSAFE_NavigationContext } from 'react-router';

/** How long typing must pause, by default, before the search goes into the address. */
const SETTLE_MS = 400;

/**
 * Hands the search typed into a list's box to the address (useListUrl's `commitSearch`) once
 * typing pauses: `useDeferredValue` lets this wait until the filtered rows are on screen, and the
 * pause keeps an address change (which re-renders the page's routes, layout and links, and
 * writes the browser's history) out of every key typed. A component rather than a hook, so the
 * deferred render that commits the search re-renders this alone, not the list around it. A page
 * left before the pause writes nothing: the timer goes with it, and until then it checks that
 * the router's history is still at this page's address.
 */
export function SearchUrlSync({
  text,
  onSettled,
  pauseMs = SETTLE_MS,
}: {
  text: string;
  onSettled: (text: string) => void;
  /** 0: the address follows as soon as the filtered rows are drawn. */
  pauseMs?: number;
}) {
  const settled = useDeferredValue(text);
  const { navigator } = useContext(UNSAFE_NavigationContext);
  // The history's own location runs ahead of the render while the next page loads.
  const [where] = useState(() => () => historyPathname(navigator));
  // Where the history was when this page came: the list's own address.
  const [page] = useState(where);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      // A link followed meanwhile: the history is at its address already, while this page stays
      // on screen until the next one's code has loaded (a router navigation is a transition).
      // Writing the search now would navigate back here and lose the click.
      if (where() === page) onSettled(settled);
    }, pauseMs);
    return () => window.clearTimeout(timer);
  }, [settled, onSettled, page, where, pauseMs]);
  return null;
}

/** The memory and browser histories both tell their location; the window's is the fallback. */
function historyPathname(navigator: object): string {
  const { location } = navigator as { location?: { pathname?: string } };
  return location?.pathname ?? window.location.pathname;
}
