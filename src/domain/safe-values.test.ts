import { describe, expect, it } from 'vitest';
import { safeHexColour, safeHttpUrl } from './safe-values';

describe('safeHexColour', () => {
  it.each(['#fff', '#FFFA', '#e4572e', '#E4572E80'])('keeps the hex colour %s', (colour) => {
    expect(safeHexColour(colour)).toBe(colour);
  });

  it.each([
    'red',
    '#ggg',
    '#12345',
    'url(javascript:alert(1))',
    '#fff; background:url(x)',
    '',
    null,
    undefined,
  ])('drops %s', (value) => expect(safeHexColour(value)).toBeUndefined());
});

describe('safeHttpUrl', () => {
  it('keeps absolute http and https URLs', () => {
    expect(safeHttpUrl('https://cdn.example.com/logo.svg')).toBe(
      'https://cdn.example.com/logo.svg',
    );
    expect(safeHttpUrl(' http://127.0.0.1:4010/mock-assets/a.svg ')).toBe(
      'http://127.0.0.1:4010/mock-assets/a.svg',
    );
  });

  it.each([
    'javascript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    '/relative/logo.svg',
    'not a url',
    '',
    null,
  ])('drops %s', (value) => expect(safeHttpUrl(value)).toBeUndefined());
});
