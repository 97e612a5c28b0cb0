import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/** Marks a plain link to one of the app's pages; useRouteClicks routes its clicks. */
export const ROUTE_ATTRIBUTE = 'data-route';

/**
 * Routes clicks on the plain links (marked with ROUTE_ATTRIBUTE) inside the element as a router
 * link does: a plain left click navigates in the app; modified clicks (new tab, window) and
 * other targets are left to the browser. One listener for a whole list, because 200 router
 * links per page cost as much as the rows (the schedule list's, the Sites page's).
 */
export function useRouteClicks<T extends HTMLElement>() {
  const navigate = useNavigate();
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element | null)?.closest?.(`a[${ROUTE_ATTRIBUTE}]`);
      const path = link?.getAttribute(ROUTE_ATTRIBUTE);
      const target = link?.getAttribute('target');
      if (!link || !path || (target && target !== '_self')) return;
      event.preventDefault();
      void navigate(path);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [navigate]);
  return ref;
}
