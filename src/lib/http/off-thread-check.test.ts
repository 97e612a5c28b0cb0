import * as z from 'zod/mini';
import { describe, expect, it, vi } from 'vitest';
import { MessageResponseSchema, ScheduleListResponseSchema } from '#src/domain/schemas';
import { listResponse, makeManySchedules } from '#tests/support/schedule-fixtures';
import { unjoinablePieces } from '#tests/support/text-pieces';
import {
  OFF_THREAD_MIN_LENGTH,
  createResponseChecker,
  responseChecker,
  type CheckWorker,
} from './off-thread-check';
import { answer, type CheckReply, type CheckRequest } from './response-check';

/** Over the threshold: about 700 schedules. */
const LARGE_LIST = listResponse(makeManySchedules(700));
const LARGE_TEXT = JSON.stringify(LARGE_LIST);

/** A worker in this thread: it keeps the requests until the test answers them. */
function fakeWorker() {
  const listeners = new Map<string, ((event: { data: CheckReply }) => void)[]>();
  const requests: CheckRequest[] = [];
  const worker = {
    postMessage: vi.fn((request: CheckRequest) => void requests.push(request)),
    addEventListener(type: string, listener: (event: { data: CheckReply }) => void) {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
    terminate: vi.fn(),
  };
  return {
    worker: worker as unknown as CheckWorker,
    terminate: worker.terminate,
    requests,
    reply(data: CheckReply) {
      for (const listener of listeners.get('message') ?? []) listener({ data });
    },
    /** Answers a request as the real worker would. */
    answer(index: number) {
      this.reply(answer(requests[index]!));
    },
    fail() {
      for (const listener of listeners.get('error') ?? []) listener({ data: undefined! });
    },
  };
}

/** Lets the checker's awaits run. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('responseChecker where there are no workers (jsdom)', () => {
  it('checks a large body on the page', async () => {
    expect(LARGE_TEXT.length).toBeGreaterThanOrEqual(OFF_THREAD_MIN_LENGTH);
    expect(typeof Worker).toBe('undefined');
    await expect(responseChecker.check(ScheduleListResponseSchema, LARGE_TEXT)).resolves.toEqual({
      success: true,
      data: LARGE_LIST,
    });
    const invalid = await responseChecker.check(
      ScheduleListResponseSchema,
      `${LARGE_TEXT.slice(0, -1)}`,
    );
    expect(invalid).toMatchObject({
      success: false,
      summary: 'body: Invalid input: expected object, received undefined',
    });
  });
});

describe('createResponseChecker with a worker', () => {
  it('checks small bodies and schemas outside its table on the page, without a worker', async () => {
    const startWorker = vi.fn(() => fakeWorker().worker);
    const { check } = createResponseChecker(startWorker);
    await expect(check(ScheduleListResponseSchema, '{"schedules":[]}')).resolves.toEqual({
      success: true,
      data: { schedules: [] },
    });
    const message = JSON.stringify({ message: 'x'.repeat(OFF_THREAD_MIN_LENGTH) });
    await expect(check(MessageResponseSchema, message)).resolves.toMatchObject({ success: true });
    expect(startWorker).not.toHaveBeenCalled();
  });

  it('starts its worker as a request that it may check is sent, and for no other', () => {
    const startWorker = vi.fn(() => fakeWorker().worker);
    const checker = createResponseChecker(startWorker);
    checker.warmUp(MessageResponseSchema);
    expect(startWorker).not.toHaveBeenCalled();
    checker.warmUp(ScheduleListResponseSchema);
    checker.warmUp(ScheduleListResponseSchema);
    expect(startWorker).toHaveBeenCalledTimes(1);
  });

  it('starts one worker, matches each answer to its request by id, and keeps its own parse', async () => {
    const fake = fakeWorker();
    const startWorker = vi.fn(() => fake.worker);
    const { check } = createResponseChecker(startWorker);
    const otherText = JSON.stringify(listResponse(makeManySchedules(701)));
    const first = check(ScheduleListResponseSchema, LARGE_TEXT);
    const second = check(ScheduleListResponseSchema, otherText);
    await settled();
    expect(startWorker).toHaveBeenCalledTimes(1);
    expect(fake.requests.map(({ id, schema }) => ({ id, schema }))).toEqual([
      { id: 1, schema: 'scheduleList' },
      { id: 2, schema: 'scheduleList' },
    ]);

    fake.answer(1);
    const secondResult = await second;
    expect(secondResult.success && secondResult.data.schedules).toHaveLength(701);
    fake.answer(0);
    await expect(first).resolves.toEqual({ success: true, data: LARGE_LIST });
  });

  it('checks a large body read in pieces, with its bytes, without making it one text', async () => {
    const fake = fakeWorker();
    const { check } = createResponseChecker(() => fake.worker);
    const texts = unjoinablePieces(LARGE_TEXT, 65_536);
    expect(texts.length).toBeGreaterThan(1);
    const checking = check(ScheduleListResponseSchema, texts, new TextEncoder().encode(LARGE_TEXT));
    await settled();
    expect(ArrayBuffer.isView(fake.requests[0]?.body)).toBe(true);
    fake.answer(0);
    await expect(checking).resolves.toEqual({ success: true, data: LARGE_LIST });
  });

  it("turns the worker's refusal into the page's summary and a zod error", async () => {
    const fake = fakeWorker();
    const { check } = createResponseChecker(() => fake.worker);
    const broken = JSON.stringify({ schedules: [...LARGE_LIST.schedules, { uuid: 7 }] });
    const checking = check(ScheduleListResponseSchema, broken);
    await settled();
    fake.answer(0);
    const result = await checking;
    const onPage = ScheduleListResponseSchema.safeParse(JSON.parse(broken));
    expect(result).toMatchObject({
      success: false,
      summary: 'schedules.700.uuid: Invalid input: expected string, received number and 6 more',
    });
    expect(!result.success && result.error).toBeInstanceOf(z.core.$ZodError);
    expect(!result.success && result.error.issues).toEqual(onPage.error?.issues);
  });
});

describe('createResponseChecker when the worker cannot help', () => {
  it('checks on the page what was waiting when the worker fails, and everything after', async () => {
    const fake = fakeWorker();
    const startWorker = vi.fn(() => fake.worker);
    const { check } = createResponseChecker(startWorker);
    const checking = check(ScheduleListResponseSchema, LARGE_TEXT);
    await settled();
    fake.fail();
    await expect(checking).resolves.toEqual({ success: true, data: LARGE_LIST });
    expect(fake.terminate).toHaveBeenCalled();
    await expect(check(ScheduleListResponseSchema, LARGE_TEXT)).resolves.toMatchObject({
      success: true,
    });
    expect(fake.requests).toHaveLength(1);
    expect(startWorker).toHaveBeenCalledTimes(1);
  });

  it('checks on the page when the worker will not start', async () => {
    const startWorker = vi.fn((): CheckWorker => {
      throw new DOMException('Refused by the Content-Security-Policy', 'SecurityError');
    });
    const { check } = createResponseChecker(startWorker);
    await expect(check(ScheduleListResponseSchema, LARGE_TEXT)).resolves.toEqual({
      success: true,
      data: LARGE_LIST,
    });
  });

  it('checks on the page a valid body holding a __proto__ key, which the schema drops', async () => {
    const fake = fakeWorker();
    const { check } = createResponseChecker(() => fake.worker);
    const text = `${LARGE_TEXT.slice(0, -1)},"x":{"__proto__":{"polluted":true}}}`;
    const checking = check(ScheduleListResponseSchema, text);
    await settled();
    fake.answer(0);
    expect(fake.requests).toHaveLength(1);
    const result = await checking;
    expect(result).toEqual({ success: true, data: LARGE_LIST });
  });
});

describe('createResponseChecker for a body checked at start-up', () => {
  it('keeps its parse without asking the worker, for the schema it was checked against only', async () => {
    const fake = fakeWorker();
    const startWorker = vi.fn(() => fake.worker);
    const { check } = createResponseChecker(startWorker);
    await expect(
      check(ScheduleListResponseSchema, LARGE_TEXT, undefined, 'scheduleList'),
    ).resolves.toEqual({ success: true, data: LARGE_LIST });
    expect(startWorker).not.toHaveBeenCalled();

    // Checked against another schema: this one is checked as ever.
    const checking = check(ScheduleListResponseSchema, LARGE_TEXT, undefined, 'reportList');
    await settled();
    expect(fake.requests).toHaveLength(1);
    fake.answer(0);
    await expect(checking).resolves.toEqual({ success: true, data: LARGE_LIST });
  });
});
