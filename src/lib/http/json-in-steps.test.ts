import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseJsonInSteps } from './json-in-steps';
import { unjoinablePieces } from '#tests/support/text-pieces';
import { parseJson } from './response-check';

/** The generator run to its end, and how many steps it took. */
function run(text: string | readonly string[]) {
  const steps = parseJsonInSteps(typeof text === 'string' ? [text] : text);
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

  it('reads the text in the pieces it was decoded in, cut anywhere, as JSON.parse reads it whole', () => {
    const text = listBody(700);
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: text.length - 1 }), { maxLength: 40 }),
        (cuts) => {
          const at = [0, ...cuts.sort((a, b) => a - b), text.length];
          const pieces = at.slice(1).map((end, index) => text.slice(at[index], end));
          expect(run(pieces).payload).toEqual({ ok: true, value: JSON.parse(text) });
        },
      ),
      { numRuns: 40 },
    );
    // Cut inside an escape, a key, and between every character of the start.
    const key = text.indexOf('"schedules"');
    const escape = text.indexOf('\\');
    expect(run([text.slice(0, escape + 1), text.slice(escape + 1)]).payload).toEqual(
      run(text).payload,
    );
    expect(run([text.slice(0, key + 4), text.slice(key + 4)]).payload).toEqual(run(text).payload);
    expect(run([...text.slice(0, 40), text.slice(40)]).payload).toEqual(run(text).payload);
  });

  it('never joins a large list’s pieces into one text', () => {
    const text = listBody(3_000);
    expect(run(unjoinablePieces(text, 10_000)).payload).toEqual({
      ok: true,
      value: JSON.parse(text),
    });
  });

  it('reads a key given twice as JSON.parse does: the last one', () => {
    const list = Array.from({ length: 600 }, (_, at) => at);
    const text = `{"reports":${JSON.stringify(list)},"reports":[1]}`;
    expect(run(text).payload).toEqual({ ok: true, value: { reports: [1] } });
  });
});
