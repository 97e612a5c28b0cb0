import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '#src/lib/http/api-error';
import {
  ACME_SITE_ID,
  DEMO_CREDENTIALS,
  setupMockApi,
  VIEWER_CREDENTIALS,
} from '#tests/support/mock-api';
import { READ_ONLY_REASON, recordSiteAccess, siteAccessQueries } from './get-site-access';

const mockApi = setupMockApi();

const SCHEDULES_URL = '*/v1/site_reports/schedules';

function newQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/** Counts the probes (POSTs) that reach the service from now on. */
function countProbes() {
  const probes = vi.fn();
  mockApi.server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST') probes();
  });
  return probes;
}

function accessOf(queryClient: QueryClient, credentials = DEMO_CREDENTIALS) {
  return queryClient.fetchQuery(
    siteAccessQueries.detail(mockApi.client(credentials), ACME_SITE_ID),
  );
}

describe('site access: what the probe learns', () => {
  it('learns that an account refused with a 403 may only read', async () => {
    await expect(accessOf(newQueryClient(), VIEWER_CREDENTIALS)).resolves.toEqual({
      kind: 'read-only',
      reason: READ_ONLY_REASON,
    });
  });

  it('learns that an account whose probe gets a 400 may write', async () => {
    await expect(accessOf(newQueryClient())).resolves.toEqual({ kind: 'write' });
  });

  it('creates nothing, whoever asks', async () => {
    const before = mockApi.service().store.listSchedules(ACME_SITE_ID).length;
    await accessOf(newQueryClient());
    await accessOf(newQueryClient(), VIEWER_CREDENTIALS);
    expect(mockApi.service().store.listSchedules(ACME_SITE_ID)).toHaveLength(before);
  });

  it('keeps a known answer for the session without asking again', async () => {
    const queryClient = newQueryClient();
    await accessOf(queryClient);
    const probes = countProbes();
    await expect(accessOf(queryClient)).resolves.toEqual({ kind: 'write' });
    expect(probes).not.toHaveBeenCalled();
    mockApi.server.events.removeAllListeners();
  });

  it.each([
    ['a 503', 503 as const],
    ['a 429', 429 as const],
  ])('leaves the access unknown after %s, and asks again next time', async (_, status) => {
    mockApi
      .service()
      .faults.set({ latencyMs: 0, failures: { createSchedule: { status, remaining: 1 } } });
    const queryClient = newQueryClient();
    await expect(accessOf(queryClient)).resolves.toEqual({ kind: 'unknown' });

    const probes = countProbes();
    await expect(accessOf(queryClient)).resolves.toEqual({ kind: 'write' });
    expect(probes).toHaveBeenCalledTimes(1);
    mockApi.server.events.removeAllListeners();
  });

  it('leaves the access unknown when the service cannot be reached', async () => {
    mockApi.server.use(http.post(SCHEDULES_URL, () => HttpResponse.error(), { once: true }));
    const queryClient = newQueryClient();
    await expect(accessOf(queryClient)).resolves.toEqual({ kind: 'unknown' });
    await expect(accessOf(queryClient)).resolves.toEqual({ kind: 'write' });
  });
});

describe('site access: what a real write teaches', () => {
  function record(queryClient: QueryClient, outcome: unknown) {
    recordSiteAccess(queryClient, mockApi.client(), ACME_SITE_ID, outcome);
  }

  function cached(queryClient: QueryClient) {
    return queryClient.getQueryData(
      siteAccessQueries.detail(mockApi.client(), ACME_SITE_ID).queryKey,
    );
  }

  it('turns a writable site read-only when a write is refused with a 403', async () => {
    const queryClient = newQueryClient();
    await accessOf(queryClient);
    record(queryClient, new ApiError('forbidden', { status: 403 }));
    expect(cached(queryClient)).toEqual({ kind: 'read-only', reason: READ_ONLY_REASON });
  });

  it('marks a site writable when a write succeeds', () => {
    const queryClient = newQueryClient();
    record(queryClient, undefined);
    expect(cached(queryClient)).toEqual({ kind: 'write' });
  });

  it('learns nothing from a write that failed for another reason', async () => {
    const queryClient = newQueryClient();
    await accessOf(queryClient, VIEWER_CREDENTIALS);
    for (const kind of ['bad_request', 'server', 'network', 'timeout'] as const) {
      record(queryClient, new ApiError(kind));
    }
    record(queryClient, new TypeError('Failed to fetch'));
    expect(cached(queryClient)).toEqual({ kind: 'read-only', reason: READ_ONLY_REASON });
  });
});
