/** An infinite query read to its last page. */
import type { DefaultError, InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Asks for the next page as soon as the last lands, to the last page unless one fails. Pages
 * already read (a read ahead, as the site directory's) are taken one after another in the same
 * task, not one per render, so the page draws them together.
 */
export function useReadToTheEnd(
  query: UseInfiniteQueryResult<InfiniteData<unknown>, DefaultError>,
): void {
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  // Pages read is a dep: one can land between renders.
  const pagesRead = query.data?.pages.length ?? 0;
  useEffect(() => {
    if (!hasNextPage || isFetchingNextPage || isFetchNextPageError) return undefined;
    let current = true;
    void (async () => {
      let result = await fetchNextPage({ cancelRefetch: false });
      while (current && result.hasNextPage && !result.isFetchNextPageError) {
        result = await fetchNextPage({ cancelRefetch: false });
      }
    })();
    // A render since has its own effect, which goes on once this read is in.
    return () => {
      current = false;
    };
  }, [pagesRead, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);
}
