// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { COLOR_SCHEME_SCRIPT } from '#src/startup/color-scheme';
import { withShell } from './vite-prerender-shell-plugin';

const PAGE =
  '<!doctype html><html><head><title>Report scheduler</title></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/index-1.js"></script></body></html>';

describe('withShell', () => {
  it('puts the shell into #root and its styles at the end of <head>', () => {
    const html = withShell(PAGE, {
      html: '<main>Sign in</main>',
      styles: '<style data-emotion="css a1">.css-a1{margin:0}</style>',
    });
    expect(html).toContain('<style data-emotion="css a1">.css-a1{margin:0}</style></head>');
    expect(html).toContain('<div id="root"><main>Sign in</main></div><script');
  });

  it("puts the colour scheme's script in <head>, before the styles it chooses between", () => {
    const html = withShell(PAGE, { html: '<main>Sign in</main>', styles: '<style>a{}</style>' });
    expect(html).toContain(`<script>${COLOR_SCHEME_SCRIPT}</script><style>a{}</style></head>`);
  });

  it('keeps a `$` in the markup or the CSS as it is', () => {
    const html = withShell(PAGE, {
      html: '<p>$& $1</p>',
      styles: "<style>a::after{content:'$$'}</style>",
    });
    expect(html).toContain('<p>$& $1</p>');
    expect(html).toContain("content:'$$'");
  });

  it('refuses a page whose #root is missing or not empty', () => {
    expect(() => withShell('<html><body></body></html>', { html: '', styles: '' })).toThrow(
      /no empty <div id="root"><\/div>/,
    );
  });
});
