/** The domain schemas' issues as the spec's Bad Request `errors[]`: every problem at once. */
import * as z from 'zod/mini';
import { UuidSchema } from '#src/domain/schemas';
import { readJsonText } from './request-body';
import { badRequest, type ServiceFieldError } from './responses';

const RESOURCE = 'schedule';

type JsonObject = Record<string, unknown>;

/** The body as a JSON object; throws 415 (not JSON), 413 (over 1 MB) or 400 (not an object). */
export async function readJsonObject(request: Request): Promise<JsonObject> {
  const text = await readJsonText(request);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON.', [
      fieldError('body', 'invalid_value', 'invalid_json', 'Send a JSON object.'),
    ]);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('The request body must be a JSON object.', [
      fieldError('body', 'invalid_value', 'invalid_body', 'Send a JSON object.'),
    ]);
  }
  return body as JsonObject;
}

/** The `site_id` query parameter, a UUID; throws the 400 when it is missing or malformed. */
export function requireSiteIdParam(request: Request): string {
  const param = new URL(request.url).searchParams.get('site_id');
  if (!param) {
    throw badRequest('site_id is required.', [
      fieldError('site_id', 'invalid_value', 'missing_field', 'site_id is required'),
    ]);
  }
  const parsed = UuidSchema.safeParse(param);
  if (!parsed.success) {
    throw badRequest('site_id is not valid.', [invalidUuidError('site_id', parsed.error)]);
  }
  return parsed.data;
}

/** The Bad Request entry of a parameter that `UuidSchema` refused. */
export function invalidUuidError(
  field: string,
  error: z.core.$ZodError,
  resource?: string,
): ServiceFieldError {
  const message = error.issues[0]?.message ?? 'Must be a UUID';
  return fieldError(field, 'invalid_value', 'invalid_uuid', message, resource);
}

export function fieldError(
  field: string,
  type: ServiceFieldError['type'],
  code: string,
  message: string,
  resource: string = RESOURCE,
): ServiceFieldError {
  return { resource, field, type, code, message };
}

/** `['recipients', 1, 'email']` -> `'recipients[1].email'`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) =>
      typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`,
    )
    .join('');
}

/** Field by field, so one response lists every problem; unknown fields are ignored. */

export function parseFields<Shape extends z.core.$ZodShape>(
  schema: z.ZodMiniObject<Shape>,
  body: JsonObject,
): { values: Partial<z.infer<z.ZodMiniObject<Shape>>>; errors: ServiceFieldError[] } {
  const values: Record<string, unknown> = {};
  const errors: ServiceFieldError[] = [];
  for (const [key, fieldSchema] of Object.entries(schema.shape)) {
    const result = z.safeParse(fieldSchema, body[key]);
    if (result.success) {
      if (result.data !== undefined) values[key] = result.data;
    } else {
      errors.push(...result.error.issues.map((issue) => toFieldError(issue, key, body[key])));
    }
  }
  errors.push(...missingFrequencyValue(body.frequency, errors));
  return { values: values as Partial<z.infer<z.ZodMiniObject<Shape>>>, errors };
}

/** Without a usable unit the schema's discriminated union never reports a missing value. */
function missingFrequencyValue(
  frequency: unknown,
  errors: ServiceFieldError[],
): ServiceFieldError[] {
  const isObject = typeof frequency === 'object' && frequency !== null && !Array.isArray(frequency);
  if (!isObject || (frequency as JsonObject).value !== undefined) return [];
  if (errors.some((error) => error.field === 'frequency.value')) return [];
  return [
    fieldError('frequency.value', 'invalid_value', 'missing_field', 'frequency.value is required'),
  ];
}

function toFieldError(issue: z.core.$ZodIssue, key: string, input: unknown): ServiceFieldError {
  const path = [key, ...issue.path];
  const field = fieldPath(path);
  const missing = valueAt(input, issue.path) === undefined;
  const code = missing ? 'missing_field' : codeFor(issue, field);
  return fieldError(field, 'invalid_value', code, missing ? `${field} is required` : issue.message);
}

/** Named after what the client should fix. */

function codeFor(issue: z.core.$ZodIssue, field: string): string {
  // A refinement of the domain schemas names its own code (schemas.ts `IssueCode`).
  const declared: unknown = issue.code === 'custom' ? issue.params?.code : undefined;
  if (typeof declared === 'string') return declared;
  if (field === 'frequency.value') return 'invalid_frequency_value';
  if (field === 'frequency.unit') return 'invalid_frequency_unit';
  if (field === 'frequency') return 'invalid_frequency';
  if (field.endsWith('.email')) return issue.code === 'too_big' ? 'too_long' : 'invalid_email';
  if (field === 'site_id' || field === 'template_uuid') return 'invalid_uuid';
  if (field === 'next_scheduled_date') return 'invalid_datetime';
  switch (issue.code) {
    case 'invalid_format':
      return 'invalid_format';
    case 'too_small':
      return issue.origin === 'array' ? 'too_few_items' : 'blank_field';
    case 'too_big':
      return issue.origin === 'array' ? 'too_many_items' : 'too_long';
    case 'invalid_type':
      return 'invalid_type';
    default:
      return 'invalid_value';
  }
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}
