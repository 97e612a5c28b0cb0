import { describe, expect, it } from 'vitest';
import {
  pageContaining,
  pageRangeSummary,
  paginate,
  readPage,
  sortDirectionOf,
  sortKeyOf,
  toggledSort,
  withParams,
} from '#src/lib/url-state/list-pages';

describe('the sort order of a column header', () => {
  it('reads the key and the direction of a sort', () => {
    expect(sortKeyOf('-next-run')).toBe('next-run');
    expect(sortKeyOf('cadence')).toBe('cadence');
    expect(sortDirectionOf('-next-run')).toBe('descending');
    expect(sortDirectionOf('title')).toBe('ascending');
  });

  it('reverses the column already sorted by and starts another one ascending', () => {
    expect(toggledSort('title', 'title')).toBe('-title');
    expect(toggledSort('-title', 'title')).toBe('title');
    expect(toggledSort<'title' | 'cadence'>('-title', 'cadence')).toBe('cadence');
    expect(toggledSort<'title' | 'next-run'>('next-run', 'title')).toBe('title');
  });
});

describe('paginate', () => {
  const items = Array.from({ length: 60 }, (_, index) => index + 1);

  it('shows the requested page and where it sits in the whole', () => {
    expect(paginate(items, 2, 25)).toEqual({
      items: items.slice(25, 50),
      page: 2,
      pageCount: 3,
      total: 60,
      first: 26,
      last: 50,
    });
  });

  it('shows a short last page', () => {
    const last = paginate(items, 3, 25);
    expect(last.items).toEqual([51, 52, 53, 54, 55, 56, 57, 58, 59, 60]);
    expect([last.first, last.last]).toEqual([51, 60]);
  });

  it('clamps a page past the end to the last page and one before the start to the first', () => {
    expect(paginate(items, 99, 25).page).toBe(3);
    expect(paginate(items, 0, 25).page).toBe(1);
    expect(paginate(items, Number.NaN, 25).page).toBe(1);
  });

  it('has one empty page when there is nothing to show', () => {
    expect(paginate([], 4, 25)).toEqual({
      items: [],
      page: 1,
      pageCount: 1,
      total: 0,
      first: 0,
      last: 0,
    });
  });

  it('finds the page that holds an item', () => {
    expect(pageContaining(0, 25)).toBe(1);
    expect(pageContaining(24, 25)).toBe(1);
    expect(pageContaining(25, 25)).toBe(2);
    expect(pageContaining(4999, 25)).toBe(200);
  });

  it('says which items a page shows', () => {
    const many = Array.from({ length: 5000 }, (_, index) => index);
    expect(pageRangeSummary(paginate(many, 3, 25))).toBe('Showing 51–75 of 5,000');
    expect(pageRangeSummary(paginate([1, 2], 1, 25))).toBe('Showing 1–2 of 2');
  });
});

describe('the address', () => {
  it('reads a page, and the first for one missing or malformed', () => {
    expect(readPage(new URLSearchParams('page=3'))).toBe(3);
    for (const search of ['', 'page=0', 'page=-2', 'page=1.5', 'page=two']) {
      expect(readPage(new URLSearchParams(search))).toBe(1);
    }
  });

  it('sets and removes its own parameters and keeps the others', () => {
    expect(withParams(new URLSearchParams('tab=1&page=4'), { q: 'acme', page: undefined })).toBe(
      'tab=1&q=acme',
    );
  });
});
