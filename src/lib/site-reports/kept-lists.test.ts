import type { PersistedQuery } from '@tanstack/query-persist-client-core';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUITE_NOW } from '#tests/support/suite-clock';
import {
  createKeptLists,
  KEPT_LIST_MAX_ENTRIES,
  KEPT_LISTS_MAX_AGE_MS,
  nextWrite,
  type KeptStorage,
} from './kept-lists';

/** A storage in memory, as IndexedDB would hold the entries. */
function memoryStorage(): KeptStorage & { map: Map<string, PersistedQuery> } {
  const map = new Map<string, PersistedQuery>();
  return {
    map,
    getItem: (key) => map.get(key),
    setItem: (key, value) => void map.set(key, structuredClone(value)),
    removeItem: (key) => void map.delete(key),
    entries: () => [...map.entries()],
    keys: () => [...map.keys()],
  };
}

const SCHEDULES = ['schedules', 'list', 'site-a'] as const;
const REPORTS = ['reports', 'list', 'site-a'] as const;
const OTHER = ['templates', 'list'] as const;

/** The lists read on a first visit, kept by `owner` from `source`. */
async function firstVisit(storage: ReturnType<typeof memoryStorage>, owner = 'dana') {
  const queryClient = new QueryClient();
  const stop = createKeptLists({ owner, source: 'live /v1', storage }).keep(queryClient);
  await queryClient.fetchQuery({ queryKey: SCHEDULES, queryFn: () => ({ schedules: ['a'] }) });
  await queryClient.fetchQuery({ queryKey: REPORTS, queryFn: () => ({ reports: ['r'] }) });
  await queryClient.fetchQuery({ queryKey: OTHER, queryFn: () => ['not counted'] });
  // Written in the task after each read.
  await vi.advanceTimersByTimeAsync(0);
  stop();
}

describe('the lists kept for the Sites page', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps the counted lists, and puts them back on the next visit, stale, with their time', async () => {
    vi.useFakeTimers({ now: SUITE_NOW });
    const storage = memoryStorage();
    await firstVisit(storage);
    expect(storage.map.size).toBe(2);
    vi.setSystemTime(SUITE_NOW.getTime() + 3 * 3_600_000);

    const next = new QueryClient();
    const restoring = createKeptLists({ owner: 'dana', source: 'live /v1', storage }).restore(next);
    await vi.advanceTimersByTimeAsync(0);
    expect(await restoring).toBe(SUITE_NOW.getTime());
    expect(next.getQueryData(SCHEDULES)).toEqual({ schedules: ['a'] });
    expect(next.getQueryData(REPORTS)).toEqual({ reports: ['r'] });
    expect(next.getQueryState(SCHEDULES)).toMatchObject({
      dataUpdatedAt: SUITE_NOW.getTime(),
      isInvalidated: true,
    });
    expect(next.getQueryData(OTHER)).toBeUndefined();
  });

  it('puts back nothing of another user, another source, or a list older than a day', async () => {
    vi.useFakeTimers({ now: SUITE_NOW });
    const storage = memoryStorage();
    await firstVisit(storage);
    const restoreFor = async (owner: string, source: string) => {
      const next = new QueryClient();
      const restoring = createKeptLists({ owner, source, storage }).restore(next);
      await vi.advanceTimersByTimeAsync(0);
      return { oldest: await restoring, data: next.getQueryData(SCHEDULES) };
    };
    expect(await restoreFor('lee', 'live /v1')).toEqual({ oldest: null, data: undefined });
    expect(await restoreFor('dana', 'demo /v1')).toEqual({ oldest: null, data: undefined });
    // Not kept past a day: erased as it is found.
    await firstVisit(storage);
    vi.setSystemTime(SUITE_NOW.getTime() + KEPT_LISTS_MAX_AGE_MS + 60_000);
    expect(await restoreFor('dana', 'live /v1')).toEqual({ oldest: null, data: undefined });
    expect(storage.map.size).toBe(0);
  });

  it('keeps no list longer than KEPT_LIST_MAX_ENTRIES, and forgets one kept before', async () => {
    vi.useFakeTimers({ now: SUITE_NOW });
    const storage = memoryStorage();
    await firstVisit(storage);
    const queryClient = new QueryClient();
    const stop = createKeptLists({ owner: 'dana', source: 'live /v1', storage }).keep(queryClient);
    const long = Array.from({ length: KEPT_LIST_MAX_ENTRIES + 1 }, (_, at) => `s${at}`);
    await queryClient.fetchQuery({ queryKey: SCHEDULES, queryFn: () => ({ schedules: long }) });
    await vi.advanceTimersByTimeAsync(0);
    stop();
    expect([...storage.map.values()].map((entry) => entry.queryKey)).toEqual([REPORTS]);
  });

  it('leaves a list the page has read already as it is', async () => {
    vi.useFakeTimers({ now: SUITE_NOW });
    const storage = memoryStorage();
    await firstVisit(storage);
    vi.setSystemTime(SUITE_NOW.getTime() + 60_000);
    const next = new QueryClient();
    next.setQueryData(SCHEDULES, { schedules: ['newer'] });
    const restoring = createKeptLists({ owner: 'dana', source: 'live /v1', storage }).restore(next);
    await vi.advanceTimersByTimeAsync(0);
    await restoring;
    expect(next.getQueryData(SCHEDULES)).toEqual({ schedules: ['newer'] });
    expect(next.getQueryState(SCHEDULES)?.isInvalidated).toBe(false);
    expect(next.getQueryData(REPORTS)).toEqual({ reports: ['r'] });
  });
});

describe('the writes of the lists kept', () => {
  const list = (count: number) => ({
    state: { data: { schedules: Array.from({ length: count }) } },
  });
  const lists = new Map([
    ['a', list(600)],
    ['b', list(300)],
    ['c', list(200)],
    ['d', list(50)],
  ]);

  it('takes the lists in order while their entries add up to the limit', () => {
    expect(nextWrite(lists, 1_000).map(([key]) => key)).toEqual(['a', 'b']);
    expect(nextWrite(new Map([...lists].slice(2)), 1_000).map(([key]) => key)).toEqual(['c', 'd']);
    expect(nextWrite(lists, Infinity).map(([key]) => key)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('takes a list longer than the limit alone, so that every list is written', () => {
    expect(nextWrite(lists, 100).map(([key]) => key)).toEqual(['a']);
    expect(nextWrite(new Map(), 100)).toEqual([]);
  });
});
