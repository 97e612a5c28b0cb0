// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkRequestTarget } from './request-target';

describe('checkRequestTarget', () => {
  it('takes canonical /v1 paths as API calls, with their query as sent', () => {
    expect(checkRequestTarget('/v1')).toEqual({ kind: 'api', pathAndQuery: '/v1' });
    expect(checkRequestTarget('/v1/site_reports/schedules?site_id=a%2Fb&x=..')).toEqual({
      kind: 'api',
      pathAndQuery: '/v1/site_reports/schedules?site_id=a%2Fb&x=..',
    });
    expect(checkRequestTarget('/v1/site_reports/schedules/0f8b7c52-3d7e')).toMatchObject({
      kind: 'api',
    });
  });

  it('leaves canonical paths outside /v1 to the rest of the server', () => {
    for (const target of [
      '/',
      '/login',
      '/v1beta/x',
      '/assets/index-AbC.js',
      '/v10',
      '/.well-known',
    ]) {
      expect(checkRequestTarget(target), target).toEqual({ kind: 'other' });
    }
  });

  it.each([
    ['http://evil.example/v1/x', 'not an origin-form path'],
    ['*', 'not an origin-form path'],
    ['/http://evil.example/v1/x', 'a scheme in the path'],
    ['/https:evil.example/v1', 'a scheme in the path'],
    ['//evil.example/v1/x', 'an empty segment'],
    ['/v1//x', 'an empty segment'],
    ['/v1\\x', 'a backslash'],
    ['/v1/..;/admin', 'a path parameter'],
    ['/v1/x;a=b', 'a path parameter'],
    ['/admin/../v1/x', 'a dot segment'],
    ['/./v1/x', 'a dot segment'],
    ['/v1/x/..', 'a dot segment'],
    ['/v1/..%2fadmin', 'an encoded slash, backslash or dot'],
    ['/v1/%2E%2E/admin', 'an encoded slash, backslash or dot'],
    ['/v1/x%5Cy', 'an encoded slash, backslash or dot'],
    ['/v1/%252e%252e/admin', 'a double-encoded or control character'],
    ['/v1/%0d%0aX-Injected:1', 'a double-encoded or control character'],
    ['/v1/%E0%A4%A', 'a malformed percent-encoding'],
    ['/v1/x#fragment', 'a path that normalises to another one'],
    ['/v1/{x}', 'a path that normalises to another one'],
  ])('refuses %s: %s', (target, reason) => {
    expect(checkRequestTarget(target)).toEqual({ kind: 'rejected', reason });
  });

  it('refuses ambiguous paths outside /v1 too', () => {
    expect(checkRequestTarget('/assets/../index.html')).toMatchObject({ kind: 'rejected' });
    expect(checkRequestTarget('/%2e%2e/etc/passwd')).toMatchObject({ kind: 'rejected' });
  });
});
