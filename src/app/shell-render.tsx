/** Renders a page's frames to HTML at build time, with their emotion styles as <style> elements. */
import { withEmotionCache } from '@emotion/react';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { Frames, framesCss, type ShellKind } from './shell';

export interface RenderedShell {
  /** What goes inside <div id="root">. */
  html: string;
  /** The frames' CSS as emotion's <style data-emotion> elements and their own rules, for <head>. */
  styles: string;
}

interface StyleCache {
  compat?: true;
  inserted: Record<string, string | true | undefined>;
}

/**
 * Collects the styles of everything below. Emotion's `compat` mode keeps every rule in the cache
 * rather than inline, where a rule first used by a discarded Suspense fallback would be lost.
 */
const CollectStyles = withEmotionCache(
  ({ children, into }: { children: ReactNode; into: (cache: StyleCache) => void }, cache) => {
    cache.compat = true;
    into(cache);
    return children;
  },
);

/** The <style> elements as @emotion/server writes them, which emotion in the browser adopts. */
function styleElements(cache: StyleCache, html: string): string {
  const rules = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  const isClassRule = (name: string) =>
    html.includes(`css-${name}`) || name.startsWith('animation-');
  const classRules = rules.filter(([name]) => isClassRule(name));
  const globals = rules
    .filter(([name]) => !isClassRule(name))
    .map(([name, css]) => `<style data-emotion="css-global ${name}">${css}</style>`);
  const names = classRules.map(([name]) => name).join(' ');
  const css = classRules.map(([, rule]) => rule).join('');
  return `${globals.join('')}<style data-emotion="css ${names}">${css}</style>`;
}

/** One prerender for all of a page's frames, so that one cache collects every frame's rules. */
export async function renderShell(kinds: readonly ShellKind[]): Promise<RenderedShell> {
  let cache: StyleCache | undefined;
  const { prelude } = await prerender(
    <CollectStyles into={(collected) => (cache = collected)}>
      <Frames kinds={kinds} />
    </CollectStyles>,
  );
  const html = await new Response(prelude).text();
  if (!cache) throw new Error('emotion gave the shell no style cache');
  return { html, styles: `${styleElements(cache, html)}<style>${framesCss(kinds)}</style>` };
}
