import { useCallback, type RefCallback } from 'react';
import { useNavigate } from 'react-router';

/** Marks a plain link to one of the app's pages; useRouteClicks routes its clicks. */
export const ROUTE_ATTRIBUTE = 'data-route';

/**
 * Routes plain left clicks on the links marked with ROUTE_ATTRIBUTE inside the element, as a
 * router link does; other clicks are the browser's. One listener for a list, as a router link
 * per row costs as much as the rows. A callback ref, as the element may come later or change.
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
