/** Routing, fault injection and latency of the whole handler set, through the API client. */
import { describe, expect, it, vi } from 'vitest';
import { encodeBasicAuth } from '#src/lib/http/basic-auth';
import {
  ACME_SITE_ID,
  DEMO_CREDENTIALS,
  MOCK_API_BASE_URL,
  setupMockApi,
} from '#tests/support/mock-api';
import type { FaultSettings } from '#src/lib/demo/demo-faults';
import { ACME_ACCOUNT_ID } from '#src/mock-service/seed';
import { createSchedule, listSchedules, updateSchedule } from '#src/lib/site-reports/schedules';
import { listTemplates } from '#src/lib/site-reports/templates';

const mockApi = setupMockApi();

const NEW_SCHEDULE = {
  site_id: ACME_SITE_ID,
  title: 'Fault test',
  recipients: [{ email: 'faults@acme-marketing.example' }],
};

function setFailures(failures: FaultSettings['failures'], latencyMs = 0) {
  mockApi.service().faults.set({ latencyMs, failures });
}

describe('routes', () => {
  it.each([
    ['GET', '/unknown'],
    ['GET', '/site_reports/reports'],
    ['POST', `/site_reports?site_id=${ACME_SITE_ID}`],
    ['GET', ''],
    ['DELETE', '/site_reports/schedules'],
    ['PUT', '/site_reports/schedules'],
    ['POST', '/site_reports/templates'],
    ['GET', '/users'],
    ['GET', '/user/me'],
    ['POST', '/sites'],
    ['DELETE', `/sites/${ACME_SITE_ID}`],
    ['GET', `/sites/${ACME_SITE_ID}/installs`],
    ['GET', '/accounts/x'],
    ['PATCH', '/user'],
    ['GET', '/installs'],
  ])('answers 404 JSON to %s /v1%s', async (method, path) => {
    const response = await fetch(`${MOCK_API_BASE_URL}${path}`, {
      method,
      headers: { Authorization: encodeBasicAuth(DEMO_CREDENTIALS) },
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ message: 'Not Found' });
  });

  it('answers on any origin, as in the browser, the tests and the HTTP server', async () => {
    for (const origin of [
      'http://localhost:5173',
      'https://demo.example.com',
      'http://127.0.0.1:4010',
    ]) {
      const response = await fetch(`${origin}/v1/site_reports/schedules?site_id=${ACME_SITE_ID}`, {
        headers: { Authorization: encodeBasicAuth(DEMO_CREDENTIALS) },
      });
      expect(response.status).toBe(200);
    }
  });
});

describe('fault injection', () => {
  it('answers 429 with Retry-After, which the client reports as rate_limited', async () => {
    setFailures({ listSchedules: { status: 429, retryAfterSeconds: 7 } });
    await expect(listSchedules(mockApi.client(), ACME_SITE_ID)).rejects.toMatchObject({
      kind: 'rate_limited',
      status: 429,
      retryAfterSeconds: 7,
    });
  });

  it('sends a default Retry-After with every 429', async () => {
    setFailures({ createSchedule: { status: 429 } });
    const error: unknown = await createSchedule(mockApi.client(), NEW_SCHEDULE).catch((e) => e);
    expect(error).toMatchObject({ kind: 'rate_limited', retryAfterSeconds: 5 });
  });

  it.each([
    [500, 'server', /unexpected error occurred.*retry in a few minutes/i],
    [502, 'bad_gateway', /upstream/i],
    [503, 'unavailable', /unavailable/i],
  ] as const)('answers %i, which the client reports as %s', async (status, kind, message) => {
    setFailures({ updateSchedule: { status } });
    const error: unknown = await updateSchedule(
      mockApi.client(),
      '11111111-2222-4333-8444-555555555555',
      { title: 'x' },
    ).catch((e) => e);
    expect(error).toMatchObject({ kind, status, message: expect.stringMatching(message) });
  });

  it('fails only the operation named, and every operation for "all"', async () => {
    setFailures({ listTemplates: { status: 500 } });
    await expect(listSchedules(mockApi.client(), ACME_SITE_ID)).resolves.toBeTruthy();
    await expect(
      listTemplates(mockApi.client(), { accountId: ACME_ACCOUNT_ID }),
    ).rejects.toMatchObject({ status: 500 });

    setFailures({ all: { status: 503 } });
    const client = mockApi.client();
    // Settled together: one may fail while the test awaits another.
    const outcomes = await Promise.allSettled([
      listSchedules(client, ACME_SITE_ID),
      createSchedule(client, NEW_SCHEDULE),
      updateSchedule(client, '11111111-2222-4333-8444-555555555555', {}),
      listTemplates(client, { accountId: ACME_ACCOUNT_ID }),
    ]);
    for (const outcome of outcomes) {
      expect(outcome).toMatchObject({ status: 'rejected', reason: { kind: 'unavailable' } });
    }
  });

  it('prefers the rule of the operation over "all"', async () => {
    setFailures({ all: { status: 503 }, listSchedules: { status: 429 } });
    await expect(listSchedules(mockApi.client(), ACME_SITE_ID)).rejects.toMatchObject({
      status: 429,
    });
  });

  it('fails `remaining` requests, then answers normally and clears the rule', async () => {
    setFailures({ createSchedule: { status: 503, remaining: 2 } });
    const client = mockApi.client();
    await expect(createSchedule(client, NEW_SCHEDULE)).rejects.toMatchObject({ status: 503 });
    expect(mockApi.service().faults.get().failures.createSchedule?.remaining).toBe(1);
    await expect(createSchedule(client, NEW_SCHEDULE)).rejects.toMatchObject({ status: 503 });
    await expect(createSchedule(client, NEW_SCHEDULE)).resolves.toBeTruthy();
    expect(mockApi.service().faults.get().failures).toEqual({});
  });

  it('fails until cleared when no count is given', async () => {
    setFailures({ listSchedules: { status: 500 } });
    for (let attempt = 0; attempt < 3; attempt++) {
      await expect(listSchedules(mockApi.client(), ACME_SITE_ID)).rejects.toMatchObject({
        status: 500,
      });
    }
    mockApi.service().faults.clear();
    await expect(listSchedules(mockApi.client(), ACME_SITE_ID)).resolves.toBeTruthy();
  });

  it('leaves the data untouched when a write fails', async () => {
    const before = await listSchedules(mockApi.client(), ACME_SITE_ID);
    setFailures({ createSchedule: { status: 500, remaining: 1 } });
    await expect(createSchedule(mockApi.client(), NEW_SCHEDULE)).rejects.toMatchObject({
      status: 500,
    });
    expect(await listSchedules(mockApi.client(), ACME_SITE_ID)).toEqual(before);
  });

  it('delays every /v1 request by latencyMs', async () => {
    setFailures({}, 150);
    for (const request of [
      () => listSchedules(mockApi.client(), ACME_SITE_ID),
      () => fetch(`${MOCK_API_BASE_URL}/unknown`),
    ]) {
      const started = performance.now();
      await request();
      expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    }
    // Switched off, no request waits on a timer: shown with the clock stopped, not by a time
    // measured (which a busy machine makes flaky).
    setFailures({}, 0);
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout'] });
    try {
      await expect(listSchedules(mockApi.client(), ACME_SITE_ID)).resolves.toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('rejects fault settings outside the supported ones', () => {
    expect(() =>
      mockApi.service().faults.set({
        latencyMs: 0,
        failures: { listSchedules: { status: 404 as never } },
      }),
    ).toThrow();
  });
});

describe('fault injection on the platform operations', () => {
  it.each([
    ['getUser', '/user'],
    ['listAccounts', '/accounts'],
    ['listSites', '/sites?limit=5'],
    ['getSite', `/sites/${ACME_SITE_ID}`],
  ] as const)(
    'fails the platform operation %s (GET /v1%s) and only it',
    async (operation, path) => {
      const get = (target: string) =>
        fetch(`${MOCK_API_BASE_URL}${target}`, {
          headers: { Authorization: encodeBasicAuth(DEMO_CREDENTIALS) },
        });
      setFailures({ [operation]: { status: 503, remaining: 1 } });
      const others = ['/user', '/accounts', '/sites?limit=5', `/sites/${ACME_SITE_ID}`].filter(
        (other) => other !== path,
      );
      for (const other of others) expect((await get(other)).status).toBe(200);
      const failed = await get(path);
      expect(failed.status).toBe(503);
      expect(await failed.json()).toEqual({ message: expect.stringMatching(/unavailable/i) });
      expect((await get(path)).status).toBe(200);

      setFailures({ all: { status: 429 } });
      const limited = await get(path);
      expect(limited.status).toBe(429);
      expect(limited.headers.get('Retry-After')).toBe('5');
    },
  );
});
