import { useContext, useDeferredValue, useEffect, useState } from 'react';
import { UNSAFE_NavigationContext } from 'react-router';

/** How long typing must pause, by default, before the search goes into the address. */
const SETTLE_MS = 400;

/**
 * Commits the typed search once typing pauses and the filtered rows are drawn, so no key writes
 * history; a component, so the deferred render re-renders this alone.
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
  // No public API gives the pending location under <BrowserRouter>: useNavigation needs a data router.
  const { navigator } = useContext(UNSAFE_NavigationContext);
  // The history's own location runs ahead of the render while the next page loads.
  const [where] = useState(() => () => historyPathname(navigator));
  // Where the history was when this page came: the list's own address.
  const [page] = useState(where);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      // A link followed meanwhile (in transition): writing now would navigate back, losing it.
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
