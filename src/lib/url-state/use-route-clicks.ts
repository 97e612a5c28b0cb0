import { useCallback, type RefCallback } from 'react';
import { useNavigate } from 'react-router';

/** Marks a plain link to one of the app's pages; useRouteClicks routes its clicks. */
export const ROUTE_ATTRIBUTE = 'data-route';

/**
 * Routes clicks on the plain links (marked with ROUTE_ATTRIBUTE) inside the element as a router
 * link does: a plain left click navigates in the app; modified clicks (new tab, window) and
 * other targets are left to the browser. One listener for a whole list, because 200 router
 * links per page cost as much as the rows (the schedule list's, the Sites page's).
 *
 * A callback ref, not an effect on a ref object: the element may come later than the component
 * (a list drawn once its data has come) or be replaced by another (the Sites table's phone and
 * desktop roots), and each one gets the listener when it is attached.
 */
export function useRouteClicks<T extends HTMLElement>(): RefCallback<T> {
  const navigate = useNavigate();
  return useCallback(
    (element: T | null) => {
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
    },
    [navigate],
  );
}
