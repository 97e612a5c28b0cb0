import { describe, expect, it } from 'vitest';
import { pageOf, readPageQuery } from './pagination';

const items = Array.from({ length: 25 }, (_, index) => index);
const url = (query: string) => new URL(`https://api.example/v1/sites${query}`);

describe('reading limit and offset', () => {
  it('defaults to the first 100', () => {
    expect(readPageQuery(url(''), 'site')).toEqual({ page: { limit: 100, offset: 0 }, errors: [] });
  });

  it.each([
    ['?limit=0&offset=0', { limit: 0, offset: 0 }],
    ['?limit=100&offset=9007199254740991', { limit: 100, offset: Number.MAX_SAFE_INTEGER }],
    ['?limit=007', { limit: 7, offset: 0 }],
  ])('takes %s', (query, page) => {
    expect(readPageQuery(url(query), 'site')).toEqual({ page, errors: [] });
  });

  it.each([
    ['?limit=101', [['limit', 'out_of_range']]],
    ['?limit=-1', [['limit', 'out_of_range']]],
    ['?limit=abc', [['limit', 'invalid_integer']]],
    ['?limit=1.5', [['limit', 'invalid_integer']]],
    ['?limit=', [['limit', 'invalid_integer']]],
    ['?limit=%201', [['limit', 'invalid_integer']]],
    ['?offset=-1', [['offset', 'out_of_range']]],
    ['?offset=x', [['offset', 'invalid_integer']]],
    ['?offset=99999999999999999999', [['offset', 'out_of_range']]],
    [
      '?limit=500&offset=-5',
      [
        ['limit', 'out_of_range'],
        ['offset', 'out_of_range'],
      ],
    ],
  ])('refuses %s, naming each parameter', (query, expected) => {
    const { errors } = readPageQuery(url(query), 'site');
    expect(errors.map(({ field, code }) => [field, code])).toEqual(expected);
    for (const error of errors) {
      expect(error).toMatchObject({ resource: 'site', type: 'invalid_value' });
    }
  });
});

describe('a page of a list', () => {
  it('links the next and previous pages on the same URL, keeping the rest of the query', () => {
    const page = pageOf(
      items,
      { limit: 10, offset: 10 },
      url('?account_id=abc&offset=10&limit=10'),
    );
    expect(page).toEqual({
      results: items.slice(10, 20),
      count: 25,
      next: 'https://api.example/v1/sites?account_id=abc&offset=20&limit=10',
      previous: 'https://api.example/v1/sites?account_id=abc&offset=0&limit=10',
    });
  });

  it('has no next page on the last one, and no previous on the first', () => {
    expect(pageOf(items, { limit: 10, offset: 20 }, url(''))).toMatchObject({
      results: items.slice(20),
      next: null,
    });
    expect(pageOf(items, { limit: 10, offset: 0 }, url(''))).toMatchObject({ previous: null });
    expect(pageOf(items, { limit: 100, offset: 0 }, url(''))).toMatchObject({
      next: null,
      previous: null,
    });
  });

  it('answers limit=0 with the count alone, and links nowhere', () => {
    expect(pageOf(items, { limit: 0, offset: 5 }, url('?limit=0&offset=5'))).toEqual({
      results: [],
      count: 25,
      next: null,
      previous: null,
    });
  });

  it('points back at the last items from an offset past the end', () => {
    expect(pageOf(items, { limit: 10, offset: 40 }, url(''))).toEqual({
      results: [],
      count: 25,
      next: null,
      previous: 'https://api.example/v1/sites?limit=10&offset=15',
    });
    expect(pageOf([], { limit: 10, offset: 40 }, url(''))).toMatchObject({
      previous: 'https://api.example/v1/sites?limit=10&offset=0',
    });
  });
});
