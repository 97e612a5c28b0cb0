import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBasicAuth, encodeBasicAuth } from './basic-auth';

describe('Basic auth', () => {
  it('round-trips any user name without a colon and any password', () => {
    fc.assert(
      fc.property(
        fc.string().filter((name) => !name.includes(':')),
        fc.string(),
        (username, password) => {
          expect(decodeBasicAuth(encodeBasicAuth({ username, password }))).toEqual({
            username,
            password,
          });
        },
      ),
    );
  });

  it('rejects missing and malformed headers', () => {
    expect(decodeBasicAuth(null)).toBeNull();
    expect(decodeBasicAuth('Bearer abc')).toBeNull();
    expect(decodeBasicAuth('Basic %%%')).toBeNull();
    expect(decodeBasicAuth(`Basic ${btoa('no-colon')}`)).toBeNull();
  });
});
