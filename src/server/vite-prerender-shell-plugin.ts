/**
 * Puts the prerendered shells (src/app/shell.tsx) into the HTML: index.html gets the sign-in
 * page, and the build also writes app.html with the signed-in frame, each with its critical
 * CSS in <head> (docs/decisions/012-prerendered-shell.md). Which one a route gets is
 * shell-route.ts's choice: made here for `vite` (dev) and `vite preview`, and by the production
 * server.
 *
 * The shells are React rendered in Node, so they are loaded through a Vite SSR server: the dev
 * server itself in dev, a short-lived one during a build.
 */
import type { Connect, Plugin, ViteDevServer } from 'vite';
import { createServer } from 'vite';
import { isApiPath } from './server-env';
import { APP_HTML, shellFileFor } from './shell-route';

type ShellKind = 'sign-in' | 'app';
type RenderShell = (kind: ShellKind) => Promise<{ html: string; styles: string }>;

const SHELL_MODULE = '/src/app/shell-render.tsx';
const ROOT_ELEMENT = '<div id="root"></div>';

/** index.html with a shell in #root and its styles at the end of <head>. */
export function withShell(html: string, shell: { html: string; styles: string }): string {
  if (!html.includes(ROOT_ELEMENT)) throw new Error(`index.html has no empty ${ROOT_ELEMENT}`);
  // Replacer functions: a `$` in the markup or the CSS is text, not a replacement pattern.
  return html
    .replace('</head>', () => `${shell.styles}</head>`)
    .replace(ROOT_ELEMENT, () => `<div id="root">${shell.html}</div>`);
}

async function loadRenderer(server: ViteDevServer): Promise<RenderShell> {
  const module = (await server.ssrLoadModule(SHELL_MODULE)) as { renderShell: RenderShell };
  return module.renderShell;
}

/** Renders both shells in a Vite SSR server of its own (during `vite build`). */
async function renderShellsForBuild(root: string) {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const render = await loadRenderer(server);
    return { signIn: await render('sign-in'), app: await render('app') };
  } finally {
    await server.close();
  }
}

const looksLikeFile = (pathname: string) => pathname.slice(pathname.lastIndexOf('/')).includes('.');

/** `vite preview`: app routes get app.html, as from the production server. */
function previewShellMiddleware(): Connect.NextHandleFunction {
  return (req, _res, next) => {
    const [pathname = '/', query] = (req.url ?? '/').split('?', 2);
    const isPage = req.method === 'GET' || req.method === 'HEAD';
    if (isPage && !isApiPath(pathname) && !looksLikeFile(pathname)) {
      if (shellFileFor(pathname) === APP_HTML) req.url = APP_HTML + (query ? `?${query}` : '');
    }
    next();
  };
}

export function prerenderShellPlugin(): Plugin {
  let root = process.cwd();
  let building = false;
  let shells: Awaited<ReturnType<typeof renderShellsForBuild>> | undefined;
  return {
    name: 'report-scheduler:prerender-shell',
    configResolved(config) {
      root = config.root;
      building = config.command === 'build';
    },
    async buildStart() {
      if (building) shells = await renderShellsForBuild(root);
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html, context) {
        if (!context.server) return html;
        // Dev: the shell of the route asked for, rendered fresh so that edits show.
        const pathname = (context.originalUrl ?? '/').split('?', 1)[0] ?? '/';
        const kind = shellFileFor(pathname) === APP_HTML ? 'app' : 'sign-in';
        return withShell(html, await (await loadRenderer(context.server))(kind));
      },
    },
    // Into the finished index.html, after Vite's html plugin (which would rewrite the CSS), and
    // from it app.html: the same page with the signed-in frame.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        if (!shells) return;
        if (index?.type !== 'asset' || typeof index.source !== 'string') {
          throw new Error('The build wrote no index.html to put the shells in');
        }
        const page = index.source;
        index.source = withShell(page, shells.signIn);
        this.emitFile({
          type: 'asset',
          fileName: APP_HTML.slice(1),
          source: withShell(page, shells.app),
        });
      },
    },
    configurePreviewServer(server) {
      server.middlewares.use(previewShellMiddleware());
    },
  };
}
