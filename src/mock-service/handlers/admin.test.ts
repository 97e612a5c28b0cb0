import { describe, expect, it } from 'vitest';
import { adminPathOf } from './admin';

describe('adminPathOf', () => {
  it('names the admin route of an exact root path, with or without a query', () => {
    expect(adminPathOf('/__mock/faults')).toBe('/__mock/faults');
    expect(adminPathOf('/__mock/reset?now=1')).toBe('/__mock/reset');
  });

  it.each([
    '/v1/__mock/reset',
    '/v1/x/__mock/reset',
    '/v1/..;/__mock/reset',
    '/v1/../__mock/reset',
    '//__mock/reset',
    '/__mock/reset/',
    '/%5F%5Fmock/reset',
    '/__MOCK/reset',
    'http://127.0.0.1:4010/__mock/reset',
  ])('names none for %s', (target) => {
    expect(adminPathOf(target)).toBeUndefined();
  });
});
