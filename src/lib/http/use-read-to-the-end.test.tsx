import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useReadToTheEnd } from './use-read-to-the-end';

/** A list of 10 pages read through `readPage`; logs the pages each render had. */
function renderPages(readPage: (page: number) => Promise<number>) {
  const rendered: number[] = [];
  function Pages() {
    const query = useInfiniteQuery({
      queryKey: ['pages'],
      queryFn: ({ pageParam }) => readPage(pageParam),
      initialPageParam: 0,
      getNextPageParam: (last: number) => (last < 9 ? last + 1 : null),
      retry: false,
    });
    useReadToTheEnd(query);
    const count = query.data?.pages.length ?? 0;
    rendered.push(count);
    return <p>{query.isFetchNextPageError ? `stopped at ${count} pages` : `${count} pages`}</p>;
  }
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <Pages />
    </QueryClientProvider>,
  );
  return rendered;
}

describe('useReadToTheEnd', () => {
  it('reads to the last page, taking pages already read together rather than one per render', async () => {
    const rendered = renderPages((page) => Promise.resolve(page));
    expect(await screen.findByText('10 pages')).toBeInTheDocument();
    // The first page, then the other nine at once: each was asked for as the last landed.
    expect(new Set(rendered).size).toBeLessThan(5);
  });

  it('stops at a page that fails, asking for none after it', async () => {
    const asked: number[] = [];
    renderPages((page) => {
      asked.push(page);
      return page === 3 ? Promise.reject(new Error('503')) : Promise.resolve(page);
    });
    expect(await screen.findByText('stopped at 3 pages')).toBeInTheDocument();
    expect(asked).toEqual([0, 1, 2, 3]);
  });
});
