/**
 * Checking a success body against its schema, shared by the page (off-thread-check.ts) and the
 * worker that checks large bodies (response-check-worker.ts), so both word a failure alike.
 */
import * as z from 'zod/mini';
import { ReportListResponseSchema, ScheduleListResponseSchema } from '#src/domain/schemas';

/**
 * The schemas a worker may check for the page: those whose bodies grow large (a site's
 * schedules, and its sent reports: Initech's 15,000 are 6.7 MB; a list of templates stays small, and is asked for at sign-in, where a worker would
 * only cost). The page keeps its own `JSON.parse` result once
 * the worker says it is valid, which is sound only because each of these gives back its input
 * unchanged, less the keys it does not declare (no transform, no trim, no default):
 * response-check.test.ts walks them to make sure a new entry keeps to that.
 */
export const OFF_THREAD_SCHEMAS = {
  scheduleList: ScheduleListResponseSchema,
  reportList: ReportListResponseSchema,
} as const;
export type OffThreadSchemaName = keyof typeof OFF_THREAD_SCHEMAS;

export interface CheckRequest {
  id: number;
  schema: OffThreadSchemaName;
  /** The body: its bytes, handed over (transferred), or its text. */
  body: Uint8Array | string;
}

export type CheckReply =
  | {
      id: number;
      ok: true;
      /** The body holds a key named `__proto__` (see `holdsProtoKey`). */
      protoKey: boolean;
    }
  | { id: number; ok: false; summary: string; issues: z.core.$ZodIssue[] };

/** The outcome of checking a body, as the API client turns it into data or an ApiError. */
export type CheckResult<T> =
  { success: true; data: T } | { success: false; summary: string; error: z.core.$ZodError };

export type JsonPayload = { ok: true; value: unknown } | { ok: false };

export function parseJson(text: string): JsonPayload {
  try {
    return text ? { ok: true, value: JSON.parse(text) } : { ok: true, value: undefined };
  } catch {
    return { ok: false };
  }
}

/** The check as the page always did it: a body that is not JSON is checked as nothing. */
export function checkHere<T>(schema: z.ZodMiniType<T>, payload: JsonPayload): CheckResult<T> {
  const parsed = schema.safeParse(payload.ok ? payload.value : undefined);
  return parsed.success
    ? { success: true, data: parsed.data }
    : { success: false, summary: summarizeIssues(parsed.error.issues), error: parsed.error };
}

/**
 * A body's text checked off the page, by the worker that checks for it and by the one that draws
 * a list's rows at start-up (opening-rows.tsx): the check, and whether the text holds a
 * `__proto__` key (see `holdsProtoKey`).
 */
export function checkText<Name extends OffThreadSchemaName>(
  schema: Name,
  text: string,
): { checked: CheckResult<z.infer<(typeof OFF_THREAD_SCHEMAS)[Name]>>; protoKey: boolean } {
  const payload = parseJson(text);
  // The schema's own output: TypeScript cannot follow the name to its schema here.
  const checked = checkHere<unknown>(OFF_THREAD_SCHEMAS[schema], payload) as CheckResult<
    z.infer<(typeof OFF_THREAD_SCHEMAS)[Name]>
  >;
  // Only a text with __proto__ or an escape (`\u005f_proto__`) can hold the key: most skip the walk.
  const mayHoldProtoKey = checked.success && /__proto__|\\u/.test(text);
  return { checked, protoKey: mayHoldProtoKey && payload.ok && holdsProtoKey(payload.value) };
}

/** The worker's answer to one request. */
export function answer({ id, schema, body }: CheckRequest): CheckReply {
  const text = typeof body === 'string' ? body : new TextDecoder().decode(body);
  const { checked, protoKey } = checkText(schema, text);
  if (!checked.success) {
    return { id, ok: false, summary: checked.summary, issues: checked.error.issues };
  }
  return { id, ok: true, protoKey };
}

/**
 * Whether any object in a parsed body has an own key `__proto__` (JSON.parse makes one of
 * `"__proto__"` or `"\u005f_proto__"`). A schema drops it, but the page's own parse keeps it,
 * and code that copies by assignment (React Query's structural sharing does) would then swap
 * the copy's prototype for an object the service chose. Such a body is checked on the page.
 */
export function holdsProtoKey(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some(holdsProtoKey);
  if (Object.hasOwn(value, '__proto__')) return true;
  return Object.values(value).some(holdsProtoKey);
}

export function summarizeIssues(issues: readonly z.core.$ZodIssue[]): string {
  const first = issues[0];
  if (!first) return 'unexpected shape';
  const where = first.path.length ? first.path.join('.') : 'body';
  return `${where}: ${first.message}${issues.length > 1 ? ` and ${issues.length - 1} more` : ''}`;
}
