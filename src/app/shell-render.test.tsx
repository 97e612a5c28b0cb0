// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderShell } from './shell-render';

/** Every emotion class the markup uses (`css-1a2b3c` or, in development, `css-1a2b3c-Label`). */
function classesUsed(html: string): string[] {
  return [...new Set(html.match(/\bcss-[a-z0-9]+(?:-[A-Za-z]+)*/g) ?? [])].filter(
    (name) => name !== 'css-0',
  );
}

describe('the prerendered sign-in shell', () => {
  it('holds the sign-in heading, the labelled fields and the button, and no script', async () => {
    const { html, styles } = await renderShell(['sign-in']);
    expect(html).toMatch(/<h1[^>]*>Sign in<\/h1>/);
    expect(html).toMatch(/<label for="field-username"[^>]*>Username/);
    expect(html).toMatch(/<input[^>]*id="field-username"/);
    expect(html).toMatch(/<label for="field-password"[^>]*>Password/);
    expect(html).toMatch(/<button type="submit"[^>]*>Sign in<\/button>/);
    expect(html + styles).not.toMatch(/<script|\son[a-z]+=/i);
  });

  it('is inert until the app replaces it, so nothing typed into it is lost', async () => {
    const { html } = await renderShell(['sign-in']);
    expect(html).toMatch(/^<div inert="" data-shell="sign-in">/);
  });

  it('shows no demo pieces, which only config.json can ask for', async () => {
    const { html } = await renderShell(['sign-in']);
    expect(html).not.toContain('Demo accounts');
  });
});

describe('the prerendered signed-in frame', () => {
  it('holds the header, the skip link, the page column and a loading skeleton', async () => {
    const { html, styles } = await renderShell(['app']);
    expect(html).toMatch(/<a[^>]*href="#main"[^>]*>Skip to main content<\/a>/);
    expect(html).toMatch(/<header[^>]*>.*<a[^>]*href="\/"[^>]*>Report scheduler<\/a>/);
    expect(html).toMatch(/<main id="main"[^>]*>.*role="status".*Loading…/);
    expect(html + styles).not.toMatch(/<script|\son[a-z]+=/i);
  });

  it('in demo mode also holds the demo banner, so the app drawing it moves nothing', async () => {
    const live = await renderShell(['app']);
    const demo = await renderShell(['app-demo']);
    expect(live.html).not.toContain('Demo mode');
    expect(demo.html).toContain('Demo mode: data is kept in this browser.');
    expect(demo.html).toMatch(/Reset demo data/);
  });

  it('names nobody: the account menu waits for the session', async () => {
    const { html } = await renderShell(['app']);
    expect(html).not.toMatch(/account/i);
  });
});

describe('the shells’ critical CSS', () => {
  it.each(['sign-in', 'app', 'app-demo'] as const)(
    'styles every class the %s shell uses, fallbacks React threw away included',
    async (kind) => {
      const { html, styles } = await renderShell([kind]);
      for (const name of classesUsed(html)) expect(styles, name).toContain(`.${name}{`);
    },
  );

  it('writes the style elements emotion in the browser adopts instead of adding its own', async () => {
    const { styles } = await renderShell(['app']);
    expect(styles).toMatch(/^<style data-emotion="css-global [a-z0-9]+">html\{/);
    expect(styles).toMatch(/<style data-emotion="css [^"]*animation-[a-z0-9]+[^"]*">/);
  });
});

describe('the page of `/` and `/login`: both frames', () => {
  it.each(['app', 'app-demo'] as const)(
    'holds the sign-in page and the %s frame, each inert',
    async (app) => {
      const { html } = await renderShell(['sign-in', app]);
      expect(html).toMatch(/^<div inert="" data-shell="sign-in">.*<h1[^>]*>Sign in<\/h1>/);
      expect(html).toMatch(new RegExp(`<div inert="" data-shell="${app}">.*<header`));
      expect(html.match(/data-shell=/g)).toHaveLength(2);
      expect(html.match(/\sid="main"/g)).toHaveLength(1);
    },
  );

  it('has one slot for the early rows, in the signed-in frame', async () => {
    const { html } = await renderShell(['sign-in', 'app']);
    expect(html.match(/data-early-rows/g)).toHaveLength(1);
    expect(html.indexOf('data-early-rows')).toBeGreaterThan(html.indexOf('data-shell="app"'));
  });

  it("carries every style of each frame's own page, and styles every class it uses", async () => {
    /** The names emotion's <style> elements list: `css-global <name>` and `css <name> <name>…`. */
    const styleNames = (styles: string) =>
      [...styles.matchAll(/<style data-emotion="css(?:-global)? ([^"]+)">/g)].flatMap(([, names]) =>
        names!.split(' '),
      );
    for (const app of ['app', 'app-demo'] as const) {
      const both = await renderShell(['sign-in', app]);
      const names = new Set(styleNames(both.styles));
      for (const kind of ['sign-in', app] as const) {
        const alone = await renderShell([kind]);
        for (const name of styleNames(alone.styles))
          expect(names, `${kind}: ${name}`).toContain(name);
      }
      for (const name of classesUsed(both.html)) expect(both.styles, name).toContain(`.${name}{`);
    }
  });

  it("shows the signed-in frame where <html> carries the session's mark, else the sign-in page", async () => {
    const { styles } = await renderShell(['sign-in', 'app']);
    expect(styles).toContain(
      '<style>[data-shell]{display:contents}' +
        ':root[data-session] [data-shell="sign-in"],' +
        ':root:not([data-session]) [data-shell]:not([data-shell="sign-in"]){display:none}</style>',
    );
    const { styles: alone } = await renderShell(['app']);
    expect(alone).toContain('<style>[data-shell]{display:contents}</style>');
    expect(alone).not.toContain('display:none');
  });
});
