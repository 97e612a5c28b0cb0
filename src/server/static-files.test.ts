// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { acceptedEncodings } from './static-files';

const names = (header: string | undefined) =>
  acceptedEncodings(header).map(({ encoding }) => encoding);

describe('acceptedEncodings', () => {
  it('prefers brotli to gzip when both are as welcome', () => {
    expect(names('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(names('gzip;q=0.8, br;q=0.8')).toEqual(['br', 'gzip']);
  });

  it('follows the qualities the browser gives', () => {
    expect(names('br;q=0.2, gzip;q=0.9')).toEqual(['gzip', 'br']);
    expect(names('GZIP; Q=1, BR; q=0.5')).toEqual(['gzip', 'br']);
  });

  it('takes q=0 as a refusal and * for the encodings not named', () => {
    expect(names('br;q=0, gzip')).toEqual(['gzip']);
    expect(names('*;q=0.5, gzip;q=0')).toEqual(['br']);
    expect(names('identity')).toEqual([]);
    expect(names('br;q=nonsense')).toEqual([]);
  });

  it('sends the file itself when the browser names no encoding', () => {
    expect(names(undefined)).toEqual([]);
    expect(names('')).toEqual([]);
  });
});
