import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ScheduleListResponseSchema } from '#src/domain/schemas';
import { listResponse, makeManySchedules } from '#tests/support/schedule-fixtures';
import type * as ApiClientModule from './api-client';
import type * as ApiErrorModule from './api-error';
import { answer, summarizeIssues, type CheckReply, type CheckRequest } from './response-check';

const SITE = '0f8b7c52-3d7e-4a51-9a6b-2c1e5f4d8a10';
const LARGE_LIST = listResponse(makeManySchedules(700));

/** How the stand-in worker behaves in the current test. */
let workerAnswers = true;
const started: { url: string; options: WorkerOptions | undefined }[] = [];
const received: CheckRequest[] = [];

/** A worker in this thread that answers as the real one, a moment later, unless told not to. */
class StandInWorker extends EventTarget {
  constructor(url: URL | string, options?: WorkerOptions) {
    super();
    started.push({ url: String(url), options });
  }
  postMessage(request: CheckRequest) {
    received.push(request);
    if (!workerAnswers) return;
    setTimeout(() => {
      this.dispatchEvent(new MessageEvent<CheckReply>('message', { data: answer(request) }));
    }, 5);
  }
  terminate() {}
}

let createApiClient: typeof ApiClientModule.createApiClient;
let ApiError: typeof ApiErrorModule.ApiError;

beforeAll(async () => {
  vi.stubGlobal('Worker', StandInWorker);
  // The checker keeps one worker per module instance, and test files may share modules
  // (vite.config.ts: no isolation): this file's client is a fresh one that starts the stand-in.
  vi.resetModules();
  ({ createApiClient } = await import('./api-client'));
  ({ ApiError } = await import('./api-error'));
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
    const schedules = await clientAnswering(JSON.stringify(LARGE_LIST)).listSchedules(SITE);
    expect(schedules).toEqual(LARGE_LIST);
    expect(received.at(-1)?.schema).toBe('scheduleList');
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
    const error = await clientAnswering(JSON.stringify(body))
      .listSchedules(SITE)
      .catch((caught: unknown) => caught);
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
    const call = clientAnswering(JSON.stringify(LARGE_LIST)).listSchedules(SITE, {
      signal: controller.signal,
    });
    await vi.waitFor(() => expect(received.length).toBe(before + 1));
    const reason = new DOMException('The user left', 'AbortError');
    controller.abort(reason);
    await expect(call).rejects.toBe(reason);
  });
});
