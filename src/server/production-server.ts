// Production server (`npm run serve`): dist/ with precompressed copies and an SPA fallback to the
// route's prerendered page; with API_UPSTREAM, proxies /v1 same-origin (no CORS assumed) and
// answers /config.json. Never logs request headers or bodies. See docs/deployment.md, ADR 005.
import { createHash } from 'node:crypto';
import { existsSync, realpathSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';
import type { ErrorRequestHandler, Express, Request, Response } from 'express';
import helmet from 'helmet';
import { createApiProxy } from './api-proxy.js';
import {
  DEFAULT_PROXY_TIMEOUT_MS,
  isApiPath,
  liveRuntimeConfig,
  normalizeUpstream,
  parseServiceTimeZone,
  pathForLog,
  readServerEnv,
  SERVICE_TIME_ZONE_IGNORED_WARNING,
} from './server-env.js';
import {
  APP_DEMO_HTML,
  APP_HTML,
  FRONT_DOOR_DEMO_HTML,
  FRONT_DOOR_HTML,
  shellFileFor,
  type ShellFile,
} from './shell-route.js';
import { createStaticFileSender } from './static-files.js';
import { HEAD_SCRIPT } from '#src/startup/head-script';

export type ServerLogger = Pick<Console, 'info' | 'warn' | 'error'>;

export interface ProductionServerOptions {
  /** The Vite build output; default `<cwd>/dist`. */
  distDir?: string;
  /** Real API origin; unset = demo mode. */
  apiUpstream?: string | undefined;
  accountId?: string | undefined;
  /** The service's IANA zone, put into /config.json as `serviceTimeZone` in live mode. */
  serviceTimeZone?: string | undefined;
  proxyTimeoutMs?: number;
  /** 0 = any free port. */
  port?: number;
  host?: string;
  /** Where start-up lines and proxy failures go; `false` = silent. Default `console`. */
  logger?: ServerLogger | false;
  /** Serve the build's `.map` files (SERVE_SOURCEMAPS=1); default false: they 404. */
  serveSourceMaps?: boolean;
}

export interface RunningServer {
  url: string;
  mode: 'demo' | 'live';
  server: Server;
  close(): Promise<void>;
}

/** Hashed, content-addressed build output: safe to cache for a year. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Everything else (index.html, config.json, demo-service-worker.js, favicon...): revalidate. */
export const REVALIDATE_CACHE_CONTROL = 'no-cache';

/**
 * The one inline script's hash: the head's, which marks the colour scheme and the session before
 * the first paint (src/startup/head-script.ts, ADR 029). Worked out from its text, so the two
 * cannot drift.
 */
export const HEAD_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(HEAD_SCRIPT).digest('base64')}'`;

/**
 * No inline script but the head's, by hash; emotion's inline <style>s (ADR 025); https
 * images: the API picks them.
 */
export const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'", HEAD_SCRIPT_SOURCE],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
} as const;

/** An http upstream (the local mock API) serves the template images itself: add it to img-src. */
export function cspDirectives(apiUpstream: string | undefined): Record<string, readonly string[]> {
  const upstream = apiUpstream ? new URL(apiUpstream) : undefined;
  if (upstream?.protocol !== 'http:') return CSP_DIRECTIVES;
  return { ...CSP_DIRECTIVES, 'img-src': [...CSP_DIRECTIVES['img-src'], upstream.origin] };
}

const silentLogger: ServerLogger = { info: () => {}, warn: () => {}, error: () => {} };

function resolveOptions(options: ProductionServerOptions) {
  const distDir = path.resolve(options.distDir ?? 'dist');
  const apiUpstream = options.apiUpstream ? normalizeUpstream(options.apiUpstream) : undefined;
  return {
    distDir,
    apiUpstream,
    accountId: options.accountId?.trim() || undefined,
    serviceTimeZone: options.serviceTimeZone?.trim()
      ? parseServiceTimeZone(options.serviceTimeZone)
      : undefined,
    proxyTimeoutMs: options.proxyTimeoutMs ?? DEFAULT_PROXY_TIMEOUT_MS,
    logger: options.logger === false ? silentLogger : (options.logger ?? console),
    serveSourceMaps: options.serveSourceMaps ?? false,
  };
}

function cacheControlFor(urlPath: string): string {
  return urlPath.startsWith('/assets/') ? IMMUTABLE_CACHE_CONTROL : REVALIDATE_CACHE_CONTROL;
}

const isSourceMapPath = (urlPath: string) => urlPath.endsWith('.map');

function looksLikeFile(pathname: string): boolean {
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return lastSegment.includes('.');
}

function sendNotFound(req: Request, res: Response) {
  res.status(404).set('Cache-Control', 'no-store');
  if (isApiPath(req.path)) {
    res.json({ message: 'Not found' });
  } else {
    res.type('text/plain').send('Not found');
  }
}

export function createProductionApp(options: ProductionServerOptions = {}): Express {
  const {
    distDir,
    apiUpstream,
    accountId,
    serviceTimeZone,
    proxyTimeoutMs,
    logger,
    serveSourceMaps,
  } = resolveOptions(options);
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(
      `${path.join(distDir, 'index.html')} does not exist: run \`npm run build\` first`,
    );
  }
  const sendStaticFile = createStaticFileSender({ root: distDir, cacheControl: cacheControlFor });
  // A dist/ built before a page was prerendered lacks it: index.html stands in (one redraw).
  const mode = apiUpstream ? 'live' : 'demo';
  const pages: ShellFile[] = [FRONT_DOOR_HTML, FRONT_DOOR_DEMO_HTML, APP_HTML, APP_DEMO_HTML];
  const pagesBuilt = new Set(pages.filter((file) => existsSync(path.join(distDir, file.slice(1)))));
  const pageFor = (pathname: string) => {
    const file = shellFileFor(pathname, mode);
    return pagesBuilt.has(file) ? file : FRONT_DOOR_HTML;
  };

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', 'weak');

  app.use(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(apiUpstream) },
      referrerPolicy: { policy: 'no-referrer' },
      // TLS is terminated in front of us; browsers ignore it on http.
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: false },
      xFrameOptions: { action: 'deny' },
    }),
  );

  // First after the headers: it refuses ambiguous paths for every route.
  app.use(createApiProxy({ upstream: apiUpstream, timeoutMs: proxyTimeoutMs, logger }));

  if (apiUpstream) {
    const configBody = liveRuntimeConfig({ accountId, serviceTimeZone });
    app.get('/config.json', (_req, res) => {
      res.set('Cache-Control', REVALIDATE_CACHE_CONTROL).json(configBody);
    });
  }

  // Source maps hold the whole source: only for debugging a deployment, on request.
  if (!serveSourceMaps) {
    app.use((req, res, next) => (isSourceMapPath(req.path) ? sendNotFound(req, res) : next()));
  }

  app.use((req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') sendStaticFile(req, res, next, req.path);
    else next();
  });

  // A stale page asking for an old build's asset: 404, never HTML the browser would run as JS.
  app.use('/assets', sendNotFound);

  app.get('/{*route}', (req, res, next) => {
    if (looksLikeFile(req.path)) next();
    else sendStaticFile(req, res, next, pageFor(req.path));
  });

  app.use(sendNotFound);

  const errorHandler: ErrorRequestHandler = (error, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const status =
      typeof error?.status === 'number' && error.status >= 400 && error.status < 600
        ? error.status
        : 500;
    if (status >= 500) {
      logger.error(`[server] ${req.method} ${pathForLog(req.originalUrl)} failed:`, error?.message);
    }
    res.status(status).set('Cache-Control', 'no-store');
    if (isApiPath(req.path)) res.json({ message: status === 404 ? 'Not found' : 'Server error' });
    else res.type('text/plain').send(status === 404 ? 'Not found' : 'Server error');
  };
  app.use(errorHandler);

  return app;
}

export async function startProductionServer(
  options: ProductionServerOptions = {},
): Promise<RunningServer> {
  const app = createProductionApp(options);
  const { apiUpstream, serviceTimeZone, logger } = resolveOptions(options);
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? 8080;

  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(port, host, (error?: Error) => {
      if (error) reject(error);
      else resolve(listening);
    });
  });

  const address = server.address() as AddressInfo;
  const urlHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${urlHost}:${address.port}`;
  const mode = apiUpstream ? 'live' : 'demo';
  logger.info(
    mode === 'live'
      ? `Report scheduler (live mode): ${url}  —  /v1 -> ${apiUpstream}/v1` +
          (serviceTimeZone ? `, service time zone ${serviceTimeZone}` : '')
      : `Report scheduler (demo mode, in-browser mock API): ${url}`,
  );
  if (mode === 'demo' && serviceTimeZone) logger.warn(SERVICE_TIME_ZONE_IGNORED_WARNING);

  return {
    url,
    mode,
    server,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/**
 * Whether node was started on this file. Both paths resolved through symbolic links: node gives
 * the module its real path, and a deploy started through a link (`current/` → a release) would
 * otherwise exit at once, without a word.
 */
function isMainModule(): boolean {
  const entry = process.argv[1];
  if (!entry || !existsSync(entry)) return false;
  return realpathSync(entry) === realpathSync(fileURLToPath(import.meta.url));
}

async function main() {
  const env = readServerEnv(process.env);
  const running = await startProductionServer({
    distDir: process.env.DIST_DIR,
    apiUpstream: env.apiUpstream,
    accountId: env.accountId,
    serviceTimeZone: env.serviceTimeZone,
    proxyTimeoutMs: env.proxyTimeoutMs,
    host: process.env.HOST || '127.0.0.1',
    port: process.env.PORT ? Number(process.env.PORT) : 8080,
    serveSourceMaps: process.env.SERVE_SOURCEMAPS === '1',
  });
  const shutdown = (signal: string) => {
    console.info(`${signal} received, closing the server`);
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

if (isMainModule()) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
