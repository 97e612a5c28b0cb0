import { describe, expect, it } from 'vitest';
import { nextPageOf, pageAfter, pagesAhead } from './platform-pages';

describe('nextPageOf', () => {
  it('takes only the limit and offset of the next link, never its host', () => {
    expect(nextPageOf({ next: 'https://elsewhere.example/v1/sites?limit=100&offset=200' })).toEqual(
      { limit: 100, offset: 200 },
    );
  });

  it('ends at a null next, and at a link it cannot read', () => {
    expect(nextPageOf({ next: null })).toBeNull();
    expect(nextPageOf({ next: 'https://api.example/v1/sites?limit=100&offset=-5' })).toBeNull();
    expect(nextPageOf({ next: 'https://api.example/v1/sites?limit=0&offset=100' })).toBeNull();
  });

  it('asks for at most 100 a page', () => {
    expect(nextPageOf({ next: '/v1/sites?limit=500&offset=100' })).toEqual({
      limit: 100,
      offset: 100,
    });
  });
});

describe('pageAfter', () => {
  const link = (offset: number) => `/v1/sites?limit=100&offset=${offset}`;

  it('moves on by the link', () => {
    expect(pageAfter({ next: link(100), results: [1] }, { offset: 0 })).toEqual({
      limit: 100,
      offset: 100,
    });
  });

  it('stops at a link that does not move forward, and after an empty page', () => {
    expect(pageAfter({ next: link(100), results: [1] }, { offset: 100 })).toBeNull();
    expect(pageAfter({ next: link(0), results: [1] }, { offset: 100 })).toBeNull();
    expect(pageAfter({ next: link(200), results: [] }, { offset: 100 })).toBeNull();
  });
});

describe('pagesAhead', () => {
  it('gives as many pages ahead as asked, raising the offset by the limit', () => {
    expect(pagesAhead({ count: 1_000, limit: 100, offset: 100 }, 3)).toEqual([
      { offset: 200, limit: 100 },
      { offset: 300, limit: 100 },
      { offset: 400, limit: 100 },
    ]);
  });

  it('never reads at or past the count', () => {
    expect(pagesAhead({ count: 250, limit: 100, offset: 0 }, 3).map((page) => page.offset)).toEqual(
      [100, 200],
    );
    expect(pagesAhead({ count: 300, limit: 100, offset: 200 }, 3)).toEqual([]);
    expect(pagesAhead({ count: 0, limit: 100, offset: 0 }, 3)).toEqual([]);
  });

  it('reads none ahead for a limit that would not move on', () => {
    expect(pagesAhead({ count: 1_000, limit: 0, offset: 0 }, 3)).toEqual([]);
  });
});
