import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { UuidSchema } from '#src/domain/schemas';
import {
  ACME_SITE_ID,
  DEMO_CREDENTIALS,
  INITECH_SITE_ID,
  MOCK_API_BASE_URL,
  setupMockApi,
} from '#tests/support/mock-api';
import { encodeBasicAuth } from './basic-auth';
import { OFF_THREAD_SCHEMAS, answer, holdsProtoKey, summarizeIssues } from './response-check';

// Answers the fetches of `bodyOf`.
setupMockApi();

/** A success body of the mock service, as the text the client receives. */
async function bodyOf(path: string): Promise<string> {
  const response = await fetch(`${MOCK_API_BASE_URL}${path}`, {
    headers: { Authorization: encodeBasicAuth(DEMO_CREDENTIALS) },
  });
  expect(response.ok).toBe(true);
  return response.text();
}

/**
 * Whether a schema's output is its input less undeclared keys, for any input it accepts: no
 * transform, no overwriting check (trim, toLowerCase), no default or catch filling a gap.
 */
function givesBackItsInput(schema: z.core.$ZodType): boolean {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  const checks = (def.checks ?? []) as z.core.$ZodCheck[];
  if (checks.some((check) => check._zod.def.check === 'overwrite')) return false;
  const inner = (key: string) => givesBackItsInput(def[key] as z.core.$ZodType);
  switch (def.type) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'null':
    case 'literal':
    case 'enum':
      return true;
    case 'object':
      return Object.values(def.shape as Record<string, z.core.$ZodType>).every(givesBackItsInput);
    case 'array':
      return inner('element');
    case 'optional':
    case 'nullable':
      return inner('innerType');
    case 'union':
      return (def.options as z.core.$ZodType[]).every(givesBackItsInput);
    case 'pipe':
      // A codec is a pipe with a transform.
      return !('transform' in def) && inner('in') && inner('out');
    default:
      return false;
  }
}

describe('the schemas a worker checks for the page', () => {
  it.each(Object.entries(OFF_THREAD_SCHEMAS))(
    'has %s give back what it is given, so the page may keep its own parse',
    (_name, schema) => {
      expect(givesBackItsInput(schema)).toBe(true);
    },
  );

  it('would refuse a schema that trims, lower-cases, transforms or fills a default', () => {
    expect(givesBackItsInput(z.object({ a: z.string() }))).toBe(true);
    expect(givesBackItsInput(UuidSchema)).toBe(false);
    expect(givesBackItsInput(z.object({ a: z.string().check(z.trim()) }))).toBe(false);
    expect(givesBackItsInput(z.array(z.pipe(z.string(), z.transform(Number))))).toBe(false);
    expect(givesBackItsInput(z.object({ a: z._default(z.string(), 'x') }))).toBe(false);
  });

  it("parses Initech's 5,000 schedules and Acme's into exactly the body the service sent", async () => {
    for (const site of [INITECH_SITE_ID, ACME_SITE_ID]) {
      const body: unknown = JSON.parse(await bodyOf(`/site_reports/schedules?site_id=${site}`));
      expect(OFF_THREAD_SCHEMAS.scheduleList.parse(body)).toStrictEqual(body);
    }
  });

  it('drops only keys the schema does not declare, which nothing may read', () => {
    const schedule = { uuid: 'a', title: 't', next_scheduled_date: '2030-01-07T09:00:00Z' };
    const body = {
      schedules: [
        {
          ...schedule,
          site_id: 's',
          template_uuid: 'x',
          frequency: { unit: 'DAYS', value: 7 },
          recipients: [{ email: 'a@b.co', name: null }],
          sections: [],
        },
      ],
    };
    const { site_id: _siteId, ...declared } = body.schedules[0]!;
    expect(OFF_THREAD_SCHEMAS.scheduleList.parse(body)).toStrictEqual({ schedules: [declared] });
  });
});

describe('answer: what the worker replies', () => {
  it('says a valid body is valid, and whether it holds a __proto__ key', async () => {
    const text = await bodyOf(`/site_reports/schedules?site_id=${ACME_SITE_ID}`);
    expect(answer({ id: 3, schema: 'scheduleList', body: text })).toEqual({
      id: 3,
      ok: true,
      protoKey: false,
    });
    // The page hands the worker the body's bytes, as received.
    const bytes = new TextEncoder().encode(text);
    expect(answer({ id: 7, schema: 'scheduleList', body: bytes })).toEqual({
      id: 7,
      ok: true,
      protoKey: false,
    });
    const withProto = '{"schedules":[],"x":[{"\\u005f_proto__":{"polluted":true}}]}';
    expect(answer({ id: 4, schema: 'scheduleList', body: withProto })).toEqual({
      id: 4,
      ok: true,
      protoKey: true,
    });
  });

  it('words an invalid body as the page always did', () => {
    const text = JSON.stringify({ schedules: [{ uuid: 1 }, { uuid: 2 }] });
    const reply = answer({ id: 5, schema: 'scheduleList', body: new TextEncoder().encode(text) });
    const page = OFF_THREAD_SCHEMAS.scheduleList.safeParse(JSON.parse(text));
    expect(reply).toMatchObject({ id: 5, ok: false, summary: summarizeIssues(page.error!.issues) });
    expect(reply.ok || reply.summary).toMatch(
      /^schedules\.0\.uuid: Invalid input: expected string/,
    );
    expect(answer({ id: 6, schema: 'scheduleList', body: 'not json' })).toMatchObject({
      ok: false,
      summary: 'body: Invalid input: expected object, received undefined',
    });
  });
});

describe('holdsProtoKey', () => {
  it('finds a __proto__ key at any depth, and no other key', () => {
    expect(holdsProtoKey(JSON.parse('{"a":[1,{"b":{"__proto__":{}}}]}'))).toBe(true);
    expect(holdsProtoKey(JSON.parse('{"a":[1,{"b":{"constructor":{}}}],"c":null}'))).toBe(false);
    expect(holdsProtoKey({ __proto__: { inherited: true } })).toBe(false);
  });
});
