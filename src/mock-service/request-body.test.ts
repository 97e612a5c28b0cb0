import { describe, expect, it } from 'vitest';
import {
  collectBodyWithinLimit,
  MAX_BODY_BYTES,
  requireDeclaredSizeWithinLimit,
  requireJsonContentType,
} from './request-body';

/** Throws what `fn` throws (the guards throw their Response), or undefined. */
function thrownBy(fn: () => void): unknown {
  try {
    fn();
    return undefined;
  } catch (thrown) {
    return thrown;
  }
}

function chunksOf(sizes: number[]) {
  let read = 0;
  const next = () => {
    const size = sizes[read];
    if (size === undefined) return Promise.resolve({ done: true });
    read++;
    return Promise.resolve({ done: false, value: new Uint8Array(size).fill(0x61) });
  };
  return { next, read: () => read };
}

describe('requireJsonContentType', () => {
  it.each(['application/json', 'application/json; charset=utf-8', 'APPLICATION/JSON ;x=y'])(
    'takes %s',
    (contentType) => {
      expect(
        thrownBy(() => requireJsonContentType(new Headers({ 'Content-Type': contentType }))),
      ).toBe(undefined);
    },
  );

  it.each(['text/plain', 'application/jsonx', 'text/json', ''])(
    'answers 415 to %j',
    (contentType) => {
      const thrown = thrownBy(() =>
        requireJsonContentType(new Headers({ 'Content-Type': contentType })),
      );
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(415);
    },
  );
});

describe('the 1 MB limit', () => {
  it('refuses a larger Content-Length up front', () => {
    const over = new Headers({ 'Content-Length': String(MAX_BODY_BYTES + 1) });
    expect((thrownBy(() => requireDeclaredSizeWithinLimit(over)) as Response).status).toBe(413);
    const at = new Headers({ 'Content-Length': String(MAX_BODY_BYTES) });
    expect(thrownBy(() => requireDeclaredSizeWithinLimit(at))).toBe(undefined);
  });

  it('collects a body of up to 1 MB whole', async () => {
    const body = await collectBodyWithinLimit(chunksOf([MAX_BODY_BYTES - 10, 10]).next);
    expect(body?.byteLength).toBe(MAX_BODY_BYTES);
  });

  it('stops reading at the chunk that passes the limit', async () => {
    const source = chunksOf([512 * 1024, 512 * 1024, 1, 512 * 1024, 512 * 1024]);
    expect(await collectBodyWithinLimit(source.next)).toBeUndefined();
    expect(source.read()).toBe(3);
  });
});
