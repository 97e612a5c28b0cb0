import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ScheduleListResponseSchema } from '#src/domain/schemas';
import { listResponse, makeManySchedules } from '#tests/support/schedule-fixtures';
import type * as ApiClientModule from '#src/lib/http/api-client';
import type * as ApiErrorModule from '#src/lib/http/api-error';
import type * as ReportsModule from '#src/lib/site-reports/reports';
import type * as SchedulesModule from '#src/lib/site-reports/schedules';
import {
  answer,
  summarizeIssues,
  type CheckReply,
  type CheckRequest,
} from '#src/lib/http/response-check';

const SITE = '0f8b7c52-3d7e-4a51-9a6b-2c1e5f4d8a10';
const LARGE_LIST = listResponse(makeManySchedules(700));

/** How the stand-in worker behaves in the current test. */
let workerAnswers = true;
const started: { url: string; options: WorkerOptions | undefined }[] = [];
const received: CheckRequest[] = [];
const transferred: Transferable[][] = [];

/** A worker in this thread that answers as the real one, a moment later, unless told not to. */
class StandInWorker extends EventTarget {
  constructor(url: URL | string, options?: WorkerOptions) {
    super();
    started.push({ url: String(url), options });
  }
  postMessage(request: CheckRequest, transfer: Transferable[] = []) {
    received.push(request);
    transferred.push(transfer);
    if (!workerAnswers) return;
    setTimeout(() => {
      this.dispatchEvent(new MessageEvent<CheckReply>('message', { data: answer(request) }));
    }, 5);
  }
  terminate() {}
}

let createApiClient: typeof ApiClientModule.createApiClient;
let ApiError: typeof ApiErrorModule.ApiError;
let listSchedules: typeof SchedulesModule.listSchedules;
let listReports: typeof ReportsModule.listReports;

beforeAll(async () => {
  vi.stubGlobal('Worker', StandInWorker);
  // The checker keeps one worker per module instance, and test files may share modules
  // (vite.config.ts: no isolation): this file's client is a fresh one that starts the stand-in.
  vi.resetModules();
  ({ createApiClient } = await import('#src/lib/http/api-client'));
  ({ ApiError } = await import('#src/lib/http/api-error'));
  ({ listSchedules } = await import('#src/lib/site-reports/schedules'));
  ({ listReports } = await import('#src/lib/site-reports/reports'));
});
afterAll(() => {
  vi.unstubAllGlobals();
  // The next file imports its own client, not this one with its stand-in worker.
  vi.resetModules();
});

function clientAnswering(body: string) {
  return createApiClient({
    baseUrl: 'https://api.example.test/v1',
    getCredentials: () => ({ username: 'demo', password: 'demo' }),
    fetch: (async () =>
      new Response(body, { headers: { 'Content-Type': 'application/json' } })) as typeof fetch,
  });
}

describe('createApiClient: a large list checked in a worker', () => {
  it('gives the same schedules as a check on the page, from one module worker', async () => {
    workerAnswers = true;
    const schedules = await listSchedules(clientAnswering(JSON.stringify(LARGE_LIST)), SITE);
    expect(schedules).toEqual(LARGE_LIST);
    expect(received.at(-1)?.schema).toBe('scheduleList');
    // The body's bytes are handed over, not its text copied (a copy costs the page ~100 ms at 5 MB).
    const { body } = received.at(-1)!;
    expect(ArrayBuffer.isView(body)).toBe(true);
    expect(transferred.at(-1)).toEqual([(body as Uint8Array).buffer]);
    expect(started).toEqual([
      {
        url: expect.stringMatching(/\/response-check-worker\.ts\b/) as unknown,
        options: { type: 'module', name: 'response-check' },
      },
    ]);
  });

  it('reports an invalid body as invalid_response with the message a page check gives', async () => {
    workerAnswers = true;
    const body = { schedules: [...LARGE_LIST.schedules, { uuid: '', title: 3 }] };
    const error = await listSchedules(clientAnswering(JSON.stringify(body)), SITE).catch(
      (caught: unknown) => caught,
    );
    const onPage = ScheduleListResponseSchema.safeParse(body);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'invalid_response',
      status: 200,
      message: `The service sent data this app does not understand. (${summarizeIssues(onPage.error!.issues)})`,
    });
    expect((error as ApiErrorModule.ApiError).message).toMatch(/\(schedules\.700\.uuid: Too small/);
  });

  it('rejects at once with the reason when the caller cancels during the check', async () => {
    workerAnswers = false;
    const controller = new AbortController();
    const before = received.length;
    const call = listSchedules(clientAnswering(JSON.stringify(LARGE_LIST)), SITE, {
      signal: controller.signal,
    });
    await vi.waitFor(() => expect(received.length).toBe(before + 1));
    const reason = new DOMException('The user left', 'AbortError');
    controller.abort(reason);
    await expect(call).rejects.toBe(reason);
  });

  it("checks a large list of sent reports there too (Initech's 15,000 are 6.7 MB)", async () => {
    workerAnswers = true;
    const report = {
      uuid: 'r-1',
      title: 'Weekly traffic snapshot',
      date_range: { start_date: '2026-11-01T07:00:00Z', end_date: '2026-11-08T07:00:00Z' },
      created_at: '2026-11-08T07:04:00Z',
      recipients: [{ email: 'dana@agency.example' }],
      download_url: 'https://reports.example.test/r-1.pdf',
    };
    const body = {
      reports: Array.from({ length: 2_000 }, (_, i) => ({ ...report, uuid: `r-${i}` })),
    };
    const before = received.length;
    const { reports } = await listReports(clientAnswering(JSON.stringify(body)), SITE);
    expect(reports).toEqual(body.reports);
    expect(received.slice(before).map((request) => request.schema)).toEqual(['reportList']);
  });
});
