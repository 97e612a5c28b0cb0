/** Puts the prerendered frames and their critical CSS into the pages of the build (ADR 012). */
import type { Connect, Plugin, ViteDevServer } from 'vite';
import { createServer, loadEnv } from 'vite';
import { isApiPath, readServerEnv } from './server-env.js';
import {
  APP_DEMO_HTML,
  APP_HTML,
  FRONT_DOOR_DEMO_HTML,
  FRONT_DOOR_HTML,
  shellFileFor,
  type ShellFile,
} from './shell-route.js';
import { HEAD_SCRIPT } from '#src/startup/head-script';

/** The frames of src/app/shell.tsx (its `ShellKind`; that module is React's, loaded through Vite). */
type ShellKind = 'sign-in' | 'app' | 'app-demo';
type ServeMode = 'demo' | 'live';

/** What each page holds: `/` and `/login` both frames, shown by the tab's session. */
export const FRAMES_OF_FILE: Record<ShellFile, readonly ShellKind[]> = {
  [FRONT_DOOR_HTML]: ['sign-in', 'app'],
  [FRONT_DOOR_DEMO_HTML]: ['sign-in', 'app-demo'],
  [APP_HTML]: ['app'],
  [APP_DEMO_HTML]: ['app-demo'],
};
type RenderShell = (kinds: readonly ShellKind[]) => Promise<{ html: string; styles: string }>;

const SHELL_MODULE = '/src/app/shell-render.tsx';
const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * index.html with the frames in #root, and at the end of <head> the head's script (which marks
 * <html> with the scheme and the session before the frames are painted; its hash is in the CSP)
 * and the frames' styles.
 */
export function withShell(html: string, shell: { html: string; styles: string }): string {
  if (!html.includes(ROOT_ELEMENT)) throw new Error(`index.html has no empty ${ROOT_ELEMENT}`);
  // Replacer functions: a `$` in the markup or the CSS is text, not a replacement pattern.
  return html
    .replace('</head>', () => `<script>${HEAD_SCRIPT}</script>${shell.styles}</head>`)
    .replace(ROOT_ELEMENT, () => `<div id="root">${shell.html}</div>`);
}

async function loadRenderer(server: ViteDevServer): Promise<RenderShell> {
  const module = (await server.ssrLoadModule(SHELL_MODULE)) as { renderShell: RenderShell };
  return module.renderShell;
}

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
    const shells = new Map<ShellFile, Awaited<ReturnType<RenderShell>>>();
    for (const [file, kinds] of Object.entries(FRAMES_OF_FILE) as [ShellFile, ShellKind[]][]) {
      shells.set(file, await render(kinds));
    }
    return shells;
  } finally {
    await server.close();
  }
}

const looksLikeFile = (pathname: string) => pathname.slice(pathname.lastIndexOf('/')).includes('.');

export function previewShellMiddleware(mode: () => ServeMode): Connect.NextHandleFunction {
  return (req, _res, next) => {
    const [pathname = '/', query] = (req.url ?? '/').split('?', 2);
    const isPage = req.method === 'GET' || req.method === 'HEAD';
    if (isPage && !isApiPath(pathname) && !looksLikeFile(pathname)) {
      const file = shellFileFor(pathname, mode());
      if (file !== FRONT_DOOR_HTML) req.url = file + (query ? `?${query}` : '');
    }
    next();
  };
}

export function prerenderShellPlugin(): Plugin {
  let root = process.cwd();
  let building = false;
  let shells: Awaited<ReturnType<typeof renderShellsForBuild>> | undefined;
  let serveMode: ServeMode = 'demo';
  return {
    name: 'report-scheduler:prerender-shell',
    config(userConfig, { mode }) {
      const env = loadEnv(mode, userConfig.envDir ?? userConfig.root ?? process.cwd(), '');
      serveMode = readServerEnv(env).apiUpstream ? 'live' : 'demo';
    },
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
        // Dev: rendered fresh so that edits show.
        const pathname = (context.originalUrl ?? '/').split('?', 1)[0] ?? '/';
        const kinds = FRAMES_OF_FILE[shellFileFor(pathname, serveMode)];
        return withShell(html, await (await loadRenderer(context.server))(kinds));
      },
    },
    // After Vite's html plugin, which would rewrite the CSS.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        if (!shells) return;
        if (index?.type !== 'asset' || typeof index.source !== 'string') {
          throw new Error('The build wrote no index.html to put the shells in');
        }
        const page = index.source;
        for (const [file, shell] of shells) {
          const source = withShell(page, shell);
          if (file === FRONT_DOOR_HTML) index.source = source;
          else this.emitFile({ type: 'asset', fileName: file.slice(1), source });
        }
      },
    },
    configurePreviewServer(server) {
      server.middlewares.use(previewShellMiddleware(() => serveMode));
    },
  };
}
