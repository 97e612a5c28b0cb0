import usePagination from '@mui/material/usePagination';
import { memo, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router';

// MUI's Pagination items as plain links: the pager re-renders on every search's page count.

const PREVIOUS = 'M15.41 7.41L14 6l-6 6 6 6 1.41-1.41L10.83 12z';
const NEXT = 'M10 6L8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z';

/** MUI Pagination's names: 'Go to page 2', 'page 1' (the current one), 'Go to next page'. */
function itemLabel(type: string, page: number | null, selected: boolean): string {
  return type === 'page' ? `${selected ? '' : 'Go to '}page ${page}` : `Go to ${type} page`;
}

interface PageLinksProps {
  label: string;
  page: number;
  pageCount: number;
  /** No page links either side of the current one (narrow screens), instead of one. */
  compact: boolean;
  pageSearch: (page: number) => string;
  /** Opens a page in the app: a plain click on a link goes through the list's URL update. */
  onPageChange: (page: number) => void;
}

/** A click the browser should handle itself: a new tab or window, a download. */
function isModifiedClick(event: MouseEvent) {
  return event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
}

/** A list's page links, named like MUI Pagination's, in a navigation named `label`. */
export const PageLinks = memo(function PageLinks({
  label,
  page,
  pageCount,
  compact,
  pageSearch,
  onPageChange,
}: PageLinksProps) {
  const { items } = usePagination({ page, count: pageCount, siblingCount: compact ? 0 : 1 });
  return (
    <nav aria-label={label}>
      <ul className="data-pager">
        {items.map((item, index) => {
          if (item.type === 'start-ellipsis' || item.type === 'end-ellipsis') {
            return (
              <li key={index}>
                <div className="data-pager__ellipsis">…</div>
              </li>
            );
          }
          const icon =
            item.type === 'previous' ? PREVIOUS : item.type === 'next' ? NEXT : undefined;
          const target = item.page ?? page;
          return (
            <li key={index}>
              <RouterLink
                to={pageSearch(target)}
                onClick={(event) => {
                  if (isModifiedClick(event)) return;
                  // The href was written at the last render; the URL may have moved on since.
                  event.preventDefault();
                  if (!item.disabled && !item.selected) onPageChange(target);
                }}
                className="data-pager__item"
                aria-label={itemLabel(item.type, item.page, item.selected)}
                aria-current={item.selected ? 'page' : undefined}
                aria-disabled={item.disabled ? true : undefined}
                tabIndex={item.disabled ? -1 : undefined}
              >
                {icon ? (
                  <svg focusable="false" aria-hidden="true" viewBox="0 0 24 24">
                    <path d={icon} />
                  </svg>
                ) : (
                  item.page
                )}
              </RouterLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
});
