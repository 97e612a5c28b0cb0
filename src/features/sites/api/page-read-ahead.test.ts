import { describe, expect, it } from 'vitest';
import { ApiError } from '#src/lib/http/api-error';
import { createPageReadAhead, type PageReader } from './page-read-ahead';

interface Page {
  count: number;
  offset: number;
}

interface Read {
  offset: number;
  signal: AbortSignal;
  settled: boolean;
  answer: () => void;
  fail: (error: Error) => void;
}

/** A list whose reads the test answers one by one: it logs each read, and the most in flight. */
function reader(count = 1_000) {
  const reads: Read[] = [];
  let inFlight = 0;
  let most = 0;
  const readPage: PageReader<Page> = ({ offset }, signal) =>
    new Promise<Page>((resolve, reject) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      const read: Read = {
        offset,
        signal,
        settled: false,
        answer: () => {
          settle();
          resolve({ count, offset });
        },
        fail: (error) => {
          settle();
          reject(error);
        },
      };
      const settle = () => {
        if (read.settled) throw new Error(`page ${offset} was answered twice`);
        read.settled = true;
        inFlight -= 1;
      };
      reads.push(read);
    });
  const unanswered = (offset: number) => {
    const read = reads.find((each) => each.offset === offset && !each.settled);
    if (!read) throw new Error(`no read of page ${offset} is waiting for its answer`);
    return read;
  };
  return {
    readPage,
    sent: () => reads.map((read) => read.offset),
    signals: (offsets: number[]) =>
      reads.filter((read) => offsets.includes(read.offset)).map((read) => read.signal),
    mostInFlight: () => most,
    /** Answers the reads of `offsets` waiting, one by one, each followed by what it starts. */
    async answer(...offsets: number[]) {
      for (const offset of offsets) {
        unanswered(offset).answer();
        await settled();
      }
    },
    async fail(offset: number, error: Error) {
      unanswered(offset).fail(error);
      await settled();
    },
  };
}

/** Lets every promise already settled run on. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

const page = (offset: number) => ({ offset, limit: 100 });
const serviceError = () => new ApiError('unavailable', { status: 503 });
const rateLimit = () => new ApiError('rate_limited', { status: 429, retryAfterSeconds: 1 });

describe('the read ahead of a platform list', () => {
  it('reads four pages at once once the first gives the count, and reads on as each is answered, before the query asks', async () => {
    const readAhead = createPageReadAhead<Page>();
    const list = reader();
    const signal = new AbortController().signal;

    const first = readAhead.read(page(0), signal, list.readPage);
    await list.answer(0);
    await expect(first).resolves.toEqual({ count: 1_000, offset: 0 });
    expect(list.sent()).toEqual([0, 100, 200, 300, 400]);

    // Answers come before the query asks for their pages: each makes room for the next.
    await list.answer(200, 100);
    expect(list.sent()).toEqual([0, 100, 200, 300, 400, 500, 600]);

    // The query takes the pages already read without reading them again, in its order.
    await expect(readAhead.read(page(100), signal, list.readPage)).resolves.toEqual({
      count: 1_000,
      offset: 100,
    });
    await expect(readAhead.read(page(200), signal, list.readPage)).resolves.toMatchObject({
      offset: 200,
    });
    const third = readAhead.read(page(300), signal, list.readPage);
    await list.answer(300, 400, 500, 600, 700, 800, 900);
    await expect(third).resolves.toMatchObject({ offset: 300 });
    expect(list.sent()).toEqual([0, 100, 200, 300, 400, 500, 600, 700, 800, 900]);
    expect(list.mostInFlight()).toBe(4);
  });

  it('hands a failed read ahead over once, as the failure of that attempt, then reads afresh when there is room', async () => {
    const readAhead = createPageReadAhead<Page>();
    const list = reader();
    const signal = new AbortController().signal;
    const first = readAhead.read(page(0), signal, list.readPage);
    await list.answer(0);
    await first;
    await list.fail(200, serviceError());
    await list.answer(100);
    await readAhead.read(page(100), signal, list.readPage);

    await expect(readAhead.read(page(200), signal, list.readPage)).rejects.toMatchObject({
      kind: 'unavailable',
    });
    // Four are in flight (300 to 600): the query's retry waits for one of them to be answered.
    expect(list.sent()).toEqual([0, 100, 200, 300, 400, 500, 600]);
    const retry = readAhead.read(page(200), signal, list.readPage);
    await settled();
    expect(list.sent()).toHaveLength(7);
    await list.answer(600);
    expect(list.sent()).toEqual([0, 100, 200, 300, 400, 500, 600, 200]);
    await list.answer(200);
    await expect(retry).resolves.toMatchObject({ offset: 200 });
    expect(list.mostInFlight()).toBe(4);
  });

  it('reads no page ahead after a 429 until a read sent after it is answered', async () => {
    const readAhead = createPageReadAhead<Page>();
    const list = reader();
    const signal = new AbortController().signal;
    const first = readAhead.read(page(0), signal, list.readPage);
    await list.answer(0);
    await first;
    await list.fail(200, rateLimit());
    // The reads already sent are answered, and no more go out into the rate limit.
    await list.answer(100, 300);
    expect(list.sent()).toEqual([0, 100, 200, 300, 400]);
    await readAhead.read(page(100), signal, list.readPage);
    await expect(readAhead.read(page(200), signal, list.readPage)).rejects.toMatchObject({
      kind: 'rate_limited',
    });
    expect(list.sent()).toEqual([0, 100, 200, 300, 400]);

    // The query's retry, after the wait: answered, so the reads ahead go on.
    const retry = readAhead.read(page(200), signal, list.readPage);
    await list.answer(200);
    await retry;
    expect(list.sent()).toEqual([0, 100, 200, 300, 400, 200, 500, 600, 700]);
  });

  it('aborts its reads ahead when the query is cancelled', async () => {
    const readAhead = createPageReadAhead<Page>();
    const list = reader();
    const first = readAhead.read(page(0), new AbortController().signal, list.readPage);
    await list.answer(0);
    await first;
    const query = new AbortController();
    const read = readAhead.read(page(100), query.signal, list.readPage);
    query.abort();
    await list.answer(100);
    await read.catch(() => {});

    const ahead = list.signals([200, 300, 400]);
    expect(ahead).toHaveLength(3);
    expect(ahead.every((signal) => signal.aborted)).toBe(true);
  });
});
