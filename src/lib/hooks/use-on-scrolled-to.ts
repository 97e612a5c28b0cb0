import { useEffect, useState } from 'react';

/**
 * Calls `onShown` when the element (give it the returned ref) comes into the window, and again
 * whenever `onShown` changes while it is still there: for a list that draws more as the reader
 * scrolls down to its end, whose `onShown` changes with the rows drawn. Without
 * IntersectionObserver, never.
 */
export function useOnScrolledTo<T extends Element>(
  onShown: () => void,
): (element: T | null) => void {
  const [element, setElement] = useState<T | null>(null);
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    // A new observer reports at once whether the element is in view: after more rows are
    // drawn, a tall window may still show the end, and gets more again.
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onShown();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, onShown]);
  return setElement;
}
