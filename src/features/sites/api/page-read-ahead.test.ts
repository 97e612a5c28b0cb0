import { describe, expect, it } from 'vitest';
import { ApiError } from '#src/lib/http/api-error';
import { createPageReadAhead, type PageReader } from './page-read-ahead';

interface Page {
  count: number;
  offset: number;
}

/** A reader that answers each page at once, except those `fail` turns down, and logs each read. */
function reader(fail: (offset: number, earlier: number) => Error | undefined = () => undefined) {
  const reads: { offset: number; signal: AbortSignal }[] = [];
  const readPage: PageReader<Page> = ({ offset }, signal) => {
    const earlier = reads.filter((read) => read.offset === offset).length;
    reads.push({ offset, signal });
    const error = fail(offset, earlier);
    return error ? Promise.reject(error) : Promise.resolve({ count: 1_000, offset });
  };
  return { reads, readPage };
}

const page = (offset: number) => ({ offset, limit: 100 });
const serviceError = () => new ApiError('unavailable', { status: 503 });
const rateLimit = () => new ApiError('rate_limited', { status: 429, retryAfterSeconds: 1 });

describe('the read ahead of a platform list', () => {
  it('reads the next three pages once the first gives the count, and hands each over once', async () => {
    const readAhead = createPageReadAhead<Page>();
    const { reads, readPage } = reader();
    const signal = new AbortController().signal;

    await readAhead.read(page(0), signal, readPage);
    expect(reads.map((read) => read.offset)).toEqual([0, 100, 200, 300]);
    await expect(readAhead.read(page(100), signal, readPage)).resolves.toEqual({
      count: 1_000,
      offset: 100,
    });
    expect(reads.map((read) => read.offset)).toEqual([0, 100, 200, 300, 400]);
  });

  it('hands a failed read ahead over once, as the failure of that attempt, then reads afresh', async () => {
    const readAhead = createPageReadAhead<Page>();
    const { reads, readPage } = reader((offset, earlier) =>
      offset === 200 && earlier === 0 ? serviceError() : undefined,
    );
    const signal = new AbortController().signal;
    await readAhead.read(page(0), signal, readPage);
    await readAhead.read(page(100), signal, readPage);

    await expect(readAhead.read(page(200), signal, readPage)).rejects.toMatchObject({
      kind: 'unavailable',
    });
    await expect(readAhead.read(page(200), signal, readPage)).resolves.toMatchObject({
      offset: 200,
    });
    expect(reads.filter((read) => read.offset === 200)).toHaveLength(2);
  });

  it('reads no page ahead after a 429 until a read sent after it is answered', async () => {
    const readAhead = createPageReadAhead<Page>();
    const { reads, readPage } = reader((offset, earlier) =>
      offset === 200 && earlier === 0 ? rateLimit() : undefined,
    );
    const signal = new AbortController().signal;
    await readAhead.read(page(0), signal, readPage);
    await readAhead.read(page(100), signal, readPage);
    await expect(readAhead.read(page(200), signal, readPage)).rejects.toMatchObject({
      kind: 'rate_limited',
    });
    // The 429 came before page 100 was asked for: nothing was read ahead of it.
    expect(reads.map((read) => read.offset)).toEqual([0, 100, 200, 300]);

    // The query's retry, after the wait: answered, so the reads ahead go on.
    await readAhead.read(page(200), signal, readPage);
    expect(reads.map((read) => read.offset)).toEqual([0, 100, 200, 300, 200, 400, 500]);
  });

  it('aborts its reads ahead when the query is cancelled', async () => {
    const readAhead = createPageReadAhead<Page>();
    const { reads, readPage } = reader();
    await readAhead.read(page(0), new AbortController().signal, readPage);
    const query = new AbortController();
    const read = readAhead.read(page(100), query.signal, readPage);
    query.abort();
    await read.catch(() => {});

    const ahead = reads.filter((each) => each.offset > 100);
    expect(ahead.map((each) => each.offset)).toEqual([200, 300, 400]);
    expect(ahead.every((each) => each.signal.aborted)).toBe(true);
  });
});
