import usePagination from '@mui/material/usePagination';
import { memo, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router';

/*
 * "‹ 1 … 4 5 6 … 600 ›": MUI Pagination's items (from its usePagination, with its names and
 * states) drawn as plain links, as the schedule list draws its own (one feature never imports
 * another, so this is the reports' copy of that pattern, not a shared component).
 */

const PREVIOUS = 'M15.41 7.41L14 6l-6 6 6 6 1.41-1.41L10.83 12z';
const NEXT = 'M10 6L8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z';

/** MUI Pagination's names: 'Go to page 2', 'page 1' (the current one), 'Go to next page'. */
function itemLabel(type: string, page: number | null, selected: boolean): string {
  return type === 'page' ? `${selected ? '' : 'Go to '}page ${page}` : `Go to ${type} page`;
}

/** A click the browser should handle itself: a new tab or window. */
function isModifiedClick(event: MouseEvent) {
  return event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
}

/** Links to the pages of sent reports, in a "Pages of sent reports" navigation. */
export const ReportPageLinks = memo(function ReportPageLinks({
  page,
  pageCount,
  compact,
  pageSearch,
  onPageChange,
}: {
  page: number;
  pageCount: number;
  /** No page links either side of the current one (phones), instead of one. */
  compact: boolean;
  /** The query string of a page ('?q=…&page=2'): the links' hrefs. */
  pageSearch: (page: number) => string;
  /** A plain click opens the page through the page's own address update. */
  onPageChange: (page: number) => void;
}) {
  const { items } = usePagination({ page, count: pageCount, siblingCount: compact ? 0 : 1 });
  return (
    <nav aria-label="Pages of sent reports">
      <ul className="report-pager">
        {items.map((item, index) => {
          if (item.type === 'start-ellipsis' || item.type === 'end-ellipsis') {
            return (
              <li key={index}>
                <div className="report-pager__item">…</div>
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
                  // The href was written at the last render; the address may have moved on.
                  event.preventDefault();
                  if (!item.disabled && !item.selected) onPageChange(target);
                }}
                className="report-pager__item"
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
