/** Body checks shared by the page and response-check-worker.ts, so both word a failure alike. */
import * as z from 'zod/mini';
import { ReportListResponseSchema, ScheduleListResponseSchema } from '#src/domain/schemas';

/**
 * The schemas a worker may check for the page. The page keeps its own parse when the worker says
 * valid, sound only as each returns its input less undeclared keys (response-check.test.ts).
 */
export const OFF_THREAD_SCHEMAS = {
  scheduleList: ScheduleListResponseSchema,
  reportList: ReportListResponseSchema,
} as const;
export type OffThreadSchemaName = keyof typeof OFF_THREAD_SCHEMAS;

export interface CheckRequest {
  id: number;
  schema: OffThreadSchemaName;
  /** Bytes (transferred) or text. */
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

/** The page's own check: a body that is not JSON is checked as nothing. */
export function checkHere<T>(schema: z.ZodMiniType<T>, payload: JsonPayload): CheckResult<T> {
  const parsed = schema.safeParse(payload.ok ? payload.value : undefined);
  return parsed.success
    ? { success: true, data: parsed.data }
    : { success: false, summary: summarizeIssues(parsed.error.issues), error: parsed.error };
}

/** A body's text checked off the page, with whether it holds a `__proto__` key. */
export function checkText<Name extends OffThreadSchemaName>(
  schema: Name,
  text: string,
): { checked: CheckResult<z.infer<(typeof OFF_THREAD_SCHEMAS)[Name]>>; protoKey: boolean } {
  const payload = parseJson(text);
  // The schema's own output: TypeScript cannot follow the name to its schema here.
  const checked = checkHere<unknown>(OFF_THREAD_SCHEMAS[schema], payload) as CheckResult<
    z.infer<(typeof OFF_THREAD_SCHEMAS)[Name]>
  >;
  // Only a text with __proto__ or an escape (`\u005f_proto__`) can hold the key.
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
 * Whether a parsed body has an own `__proto__` key, which structural sharing would copy into a
 * prototype; such a body is checked on the page.
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
