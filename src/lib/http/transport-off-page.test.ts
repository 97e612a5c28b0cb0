import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { listResponse, makeManySchedules } from '#tests/support/schedule-fixtures';
import type * as ApiClientModule from '#src/lib/http/api-client';
import type * as SchedulesModule from '#src/lib/site-reports/schedules';
import { answerFetchCalls } from './fetch-calls';
import type { FetchWorkerRequest } from './off-page-fetch';

const SITE = '0f8b7c52-3d7e-4a51-9a6b-2c1e5f4d8a10';
const LIST = listResponse(makeManySchedules(3));

/** What the fetch worker was asked, and the URLs of the workers started. */
const asked: FetchWorkerRequest[] = [];
const started: string[] = [];

/** The fetch worker in this thread, fetching with the page's (stubbed) fetch; no other worker. */
class StandInWorker extends EventTarget {
  private readonly answer: (request: FetchWorkerRequest) => void;
  constructor(url: URL | string) {
    super();
    if (!/\/fetch-worker\.ts\b/.test(String(url))) throw new Error('Only the fetch worker here.');
    started.push(String(url));
    this.answer = answerFetchCalls(
      (data) => setTimeout(() => this.dispatchEvent(new MessageEvent('message', { data }))),
      (input, init) => fetch(input, init),
    );
  }
  postMessage(request: FetchWorkerRequest) {
    asked.push(request);
    this.answer(structuredClone(request));
  }
  terminate() {}
}

const sent = vi.fn<typeof fetch>();
let createApiClient: typeof ApiClientModule.createApiClient;
let schedules: typeof SchedulesModule;

beforeAll(async () => {
  vi.stubGlobal('Worker', StandInWorker);
  // The off-page fetch keeps one worker per module instance (vite.config.ts: no isolation).
  vi.resetModules();
  ({ createApiClient } = await import('#src/lib/http/api-client'));
  schedules = await import('#src/lib/site-reports/schedules');
});
afterEach(() => {
  asked.length = 0;
  sent.mockReset();
});
afterAll(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

function client() {
  vi.stubGlobal('fetch', sent);
  return createApiClient({
    baseUrl: 'https://api.example.test/v1',
    getCredentials: () => ({ username: 'demo', password: 'demo' }),
  });
}

describe('the transport: which requests are fetched off the page', () => {
  it("reads a site's schedule list through the fetch worker, with the request's auth", async () => {
    sent.mockImplementation(() => Promise.resolve(Response.json(LIST)));
    expect(await schedules.listSchedules(client(), SITE)).toEqual(LIST);
    expect(started).toEqual([expect.stringMatching(/\/fetch-worker\.ts\b/)]);
    expect(asked).toMatchObject([
      {
        type: 'fetch',
        method: 'GET',
        url: `https://api.example.test/v1/site_reports/schedules?site_id=${SITE}`,
        credentials: 'omit',
      },
    ]);
    const headers = new Headers((asked[0] as { headers: [string, string][] }).headers);
    expect(headers.get('Authorization')).toBe(`Basic ${btoa('demo:demo')}`);
  });

  it('sends a write from the page', async () => {
    sent.mockImplementation(() => Promise.resolve(Response.json({ message: 'Created' })));
    await schedules.createSchedule(client(), {
      site_id: SITE,
      title: 'Weekly',
      frequency: { unit: 'DAYS', value: 7 },
      recipients: [{ email: 'dana@agency.example' }],
    });
    expect(sent).toHaveBeenCalledTimes(1);
    expect(asked).toEqual([]);
  });
});
