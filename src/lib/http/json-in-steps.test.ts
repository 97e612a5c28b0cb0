import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseJsonInSteps } from './json-in-steps';
import { parseJson } from './response-check';

/** The generator run to its end, and how many steps it took. */
function run(text: string) {
  const steps = parseJsonInSteps(text);
  let count = 0;
  for (;;) {
    const step = steps.next();
    if (step.done) return { payload: step.value, steps: count };
    count += 1;
  }
}

/** A list's body of `count` items, with text that looks like structure inside its strings. */
function listBody(count: number) {
  return JSON.stringify({
    schedules: Array.from({ length: count }, (_, at) => ({
      uuid: `u-${at}`,
      title: `Report "${at}", [weekly] {a,b} \\ end`,
      recipients: [{ email: `r${at}@example.com`, name: null }],
      frequency: { unit: 'DAYS', value: 7 },
    })),
    next: null,
    count,
  });
}

describe('parsing a large list body in steps', () => {
  it('gives what JSON.parse gives, in many steps, for a long list', () => {
    const text = listBody(3_000);
    const { payload, steps } = run(text);
    expect(payload).toEqual({ ok: true, value: JSON.parse(text) });
    expect(steps).toBeGreaterThan(10);
  });

  it('keeps the order of the keys, and the other values beside the list', () => {
    const text = listBody(600);
    const { payload } = run(text);
    expect(payload.ok && Object.keys(payload.value as object)).toEqual([
      'schedules',
      'next',
      'count',
    ]);
  });

  it('says "not JSON" where JSON.parse would, also for a broken item', () => {
    const broken = listBody(600).replace('"u-300"', '"u-300",');
    expect(run(broken).payload).toEqual({ ok: false });
    expect(run(broken.slice(0, -1)).payload).toEqual({ ok: false });
  });

  it('parses as JSON.parse does whatever the body, by property', () => {
    const item = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.constant(null),
      fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.array(fc.string()))),
    );
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.string(),
          fc.oneof(fc.array(item, { minLength: 0, maxLength: 1_200 }), item),
        ),
        (body) => {
          const text = JSON.stringify(body);
          expect(run(text).payload).toEqual(parseJson(text));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('reads a key given twice as JSON.parse does: the last one', () => {
    const list = Array.from({ length: 600 }, (_, at) => at);
    const text = `{"reports":${JSON.stringify(list)},"reports":[1]}`;
    expect(run(text).payload).toEqual({ ok: true, value: { reports: [1] } });
  });
});
