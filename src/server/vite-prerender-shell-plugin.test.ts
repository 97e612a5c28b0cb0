// @vitest-environment node
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { HEAD_SCRIPT } from '#src/startup/head-script';
import { FRAMES_OF_FILE, previewShellMiddleware, withShell } from './vite-prerender-shell-plugin';

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

  it("puts the head's script in <head>, before the styles that read its marks", () => {
    const html = withShell(PAGE, { html: '<main>Sign in</main>', styles: '<style>a{}</style>' });
    expect(html).toContain(`<script>${HEAD_SCRIPT}</script><style>a{}</style></head>`);
    expect(html.match(/<script>/g)).toHaveLength(1);
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

describe('the frames of each page', () => {
  it('gives `/` and `/login` the sign-in page and the signed-in frame of the mode', () => {
    expect(FRAMES_OF_FILE['/index.html']).toEqual(['sign-in', 'app']);
    expect(FRAMES_OF_FILE['/index-demo.html']).toEqual(['sign-in', 'app-demo']);
  });

  it('gives every deeper route the signed-in frame alone', () => {
    expect(FRAMES_OF_FILE['/app.html']).toEqual(['app']);
    expect(FRAMES_OF_FILE['/app-demo.html']).toEqual(['app-demo']);
  });
});

describe('vite preview', () => {
  /** The file the preview server is asked for instead of `url`. */
  function servedFor(url: string, mode: 'demo' | 'live', method = 'GET'): string | undefined {
    const req = { url, method } as IncomingMessage;
    let passedOn = false;
    previewShellMiddleware(() => mode)(req, {} as ServerResponse, () => (passedOn = true));
    expect(passedOn).toBe(true);
    return req.url;
  }

  it('sends `/` and `/login` the page with both frames of its mode', () => {
    for (const url of ['/', '/login', '/login?next=%2Fsites']) {
      expect(servedFor(url, 'live'), url).toBe(url);
      expect(servedFor(url, 'demo'), url).toBe(url.replace(/^\/(login)?/, '/index-demo.html'));
    }
  });

  it('sends a deeper route the signed-in frame of its mode, and files and the API as asked', () => {
    expect(servedFor('/sites/x/schedules?q=a', 'live')).toBe('/app.html?q=a');
    expect(servedFor('/sites/x/schedules', 'demo')).toBe('/app-demo.html');
    expect(servedFor('/assets/start-1.js', 'demo')).toBe('/assets/start-1.js');
    expect(servedFor('/v1/sites', 'demo')).toBe('/v1/sites');
    expect(servedFor('/sites', 'demo', 'POST')).toBe('/sites');
  });
});
