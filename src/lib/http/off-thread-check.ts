/** Checks a body against its schema, in a worker when large; the page keeps its own parse if valid. */
import * as z from 'zod/mini';
import { takeCheckWorker } from './check-worker-start';
import { keptWorker, type StartedWorker } from './kept-worker';
import {
  OFF_THREAD_SCHEMAS,
  checkHere,
  parseJson,
  type CheckReply,
  type CheckRequest,
  type CheckResult,
  type JsonPayload,
  type OffThreadSchemaName,
} from './response-check';
import { parseJsonInSteps, type TextPieces } from './json-in-steps';
import { runInSlices } from '#src/lib/scheduling/use-sliced-result';

/** From this many characters a body goes to the worker: past it, zod costs more than the round trip. */
export const OFF_THREAD_MIN_LENGTH = 256 * 1024;

/** `texts` parsed a slice at a time (json-in-steps.ts), each slice a task of its own. */
function parseInSlices(texts: TextPieces): Promise<JsonPayload> {
  return new Promise((resolve) => runInSlices(parseJsonInSteps(texts), resolve));
}

/** What the checker needs of a worker: a real one, or a fake in tests. */
export interface CheckWorker extends StartedWorker<CheckReply> {
  postMessage(message: CheckRequest, transfer?: Transferable[]): void;
}

const NAME_OF = new Map<unknown, OffThreadSchemaName>(
  Object.entries(OFF_THREAD_SCHEMAS).map(([name, schema]) => [schema, name as OffThreadSchemaName]),
);

/** A body of this schema is one of the large lists (OFF_THREAD_SCHEMAS). */
export function isLargeListSchema(schema: unknown): boolean {
  return NAME_OF.has(schema);
}

/** A checker with one worker from `startWorker`; once that fails, the page checks everything. */
export function createResponseChecker(startWorker: () => CheckWorker | undefined) {
  let lastId = 0;
  const waiting = new Map<number, (reply: CheckReply | undefined) => void>();
  const { ready, giveUp } = keptWorker(startWorker, {
    message: ({ data }: MessageEvent<CheckReply>) => {
      waiting.get(data.id)?.(data);
      waiting.delete(data.id);
    },
    failure: () => {
      for (const settle of waiting.values()) settle(undefined);
      waiting.clear();
    },
  });

  function ask(request: CheckRequest, to: CheckWorker): Promise<CheckReply | undefined> {
    return new Promise((resolve) => {
      waiting.set(request.id, resolve);
      try {
        to.postMessage(
          request,
          typeof request.body === 'string' ? [] : [request.body.buffer as ArrayBuffer],
        );
      } catch {
        giveUp();
      }
    });
  }

  /** `bytes`, the body as received, are transferred to the worker: the caller must not use them. */
  async function check<T>(
    schema: z.ZodMiniType<T>,
    /** The body's text, whole or in the pieces it was decoded in (never joined when large). */
    text: string | TextPieces,
    bytes?: Uint8Array,
    /** The schema's name this very body was checked against already, off the page. */
    checkedAs?: OffThreadSchemaName,
  ): Promise<CheckResult<T>> {
    const texts = typeof text === 'string' ? [text] : text;
    const whole = () => texts.join('');
    const large =
      texts.reduce((length, piece) => length + piece.length, 0) >= OFF_THREAD_MIN_LENGTH;
    if (checkedAs !== undefined && checkedAs === NAME_OF.get(schema)) {
      // Checked as the worker would (checkText): the page keeps its parse, as after a worker's yes.
      const payload = large ? await parseInSlices(texts) : parseJson(whole());
      if (payload.ok) return { success: true, data: payload.value as T };
    }
    const name = large ? NAME_OF.get(schema) : undefined;
    const to = name && ready();
    if (!name || !to) return checkHere(schema, parseJson(whole()));

    const reply = ask({ id: ++lastId, schema: name, body: bytes ?? whole() }, to);
    // The page's own parse, in slices while the worker checks: no task of the page parses it whole.
    const payload = await parseInSlices(texts);
    // Not JSON: the page words that as fast as the worker would.
    if (!payload.ok) return checkHere(schema, payload);
    const answer = await reply;
    if (!answer || (answer.ok && answer.protoKey)) return checkHere(schema, payload);
    if (!answer.ok) {
      return {
        success: false,
        summary: answer.summary,
        error: new z.core.$ZodRealError(answer.issues),
      };
    }
    // The schemas the worker checks give back their input (see OFF_THREAD_SCHEMAS).
    return { success: true, data: payload.value as T };
  }

  return {
    check,
    /** Starts the worker as a request is sent, so its start overlaps the wait for the answer. */
    warmUp(schema: z.ZodMiniType<unknown>): void {
      if (isLargeListSchema(schema)) ready();
    },
  };
}

/** The app's checker: one worker, started by the first request that may need it. */
export const responseChecker = createResponseChecker(takeCheckWorker);
