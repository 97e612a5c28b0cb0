/**
 * `npm run mock-api`: express hands requests to msw's `getResponse` (the contract is the handlers'),
 * first refusing unread: bad Host (400), long URL (414), bad credentials (401), over 1 MB (413).
 * Environment: MOCK_API_PORT, MOCK_LATENCY_MS, MOCK_FAULTS, SERVICE_TIME_ZONE (give the app the
 * same), MOCK_ADMIN, MOCK_SITE_COUNT, MOCK_MISSED_RUN_RATE, MOCK_NOW.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cors from 'cors';
import express from 'express';
import type {
  ErrorRequestHandler,
  Express,
  Request as ExpressRequest,
  RequestHandler,
  Response as ExpressResponse,
} from 'express';
import { getResponse } from 'msw';
import { DEFAULT_SERVICE_TIME_ZONE } from '#src/domain/service-time-zone';
import type { FaultSettings } from '#src/lib/demo/demo-faults';
import { isApiPath, readServiceTimeZone, ServerConfigError } from '#src/server/server-env';
import { requireUser } from './auth';
import { DEMO_ACCOUNTS } from './directory';
import { parseFaultEnv } from './faults';
import { adminPathOf, answerAdminRequest, type AdminPath } from './handlers/admin';
import { createMockService, type MockService } from './node';
import { DEFAULT_SITE_COUNT, MAX_SITE_COUNT, MIN_SITE_COUNT } from './seed-sites';
import { collectBodyWithinLimit, requireDeclaredSizeWithinLimit } from './request-body';
import {
  badRequest,
  forbidden,
  internalError,
  notFound,
  payloadTooLarge,
  uriTooLong,
} from './responses';
import { fieldError } from './validation';

const ASSETS_URL = new URL('../../public/mock-assets/', import.meta.url);
// Under Vitest's jsdom environment module URLs are not file URLs; tests run from the repo root.
const ASSETS_DIRECTORY =
  ASSETS_URL.protocol === 'file:' ? fileURLToPath(ASSETS_URL) : path.resolve('public/mock-assets');
/** Local dev servers only: Vite's dev and preview servers, Playwright, Storybook... */
const ALLOWED_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;
/** msw throws on a longer URL, so such a request is a 414. */
const MAX_URL_LENGTH = 8192;
/** host[:port]: a name or IPv4 address (RFC 3986 reg-name characters) or a bracketed IPv6 one. */
const HOST_HEADER = /^(?:[A-Za-z0-9._~-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

const CORS_OPTIONS: cors.CorsOptions = {
  origin: ALLOWED_ORIGIN,
  // PUT is the admin route's; the API's are GET, POST, PATCH and DELETE.
  methods: 'GET, POST, PATCH, DELETE, PUT, OPTIONS',
  allowedHeaders: 'Authorization, Content-Type, Accept',
  // Content-Disposition: the PDF's file name, for a client that fetches a report to save it.
  exposedHeaders: 'Retry-After, Content-Disposition',
  maxAge: 600,
};

interface MockApiServerOptions {
  /** 0 picks a free port (tests). */
  port?: number;
  host?: string;
  faults?: FaultSettings;
  now?: Date | (() => Date);
  serviceTimeZone?: string;
  /** Serve the admin routes at /__mock/faults and /__mock/reset (MOCK_ADMIN=1); off by default. */
  admin?: boolean;
  siteCount?: number;
  missedRunRate?: number;
}

export interface MockApiServer {
  url: string;
  baseUrl: string;
  service: MockService;
  close(): Promise<void>;
}

export async function startMockApiServer(
  options: MockApiServerOptions = {},
): Promise<MockApiServer> {
  const { port = 4010, host = '127.0.0.1', admin = false } = options;
  const service = createMockService({
    now: options.now,
    serviceTimeZone: options.serviceTimeZone,
    faults: options.faults,
    siteCount: options.siteCount,
    missedRunRate: options.missedRunRate,
  });
  const server = createServer(mockApiApp(service, { admin, fallbackOrigin: originOf(host, port) }));

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const url = originOf(host, (server.address() as AddressInfo).port);
  return {
    url,
    baseUrl: `${url}/v1`,
    service,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

function originOf(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

function mockApiApp(
  service: MockService,
  options: { admin: boolean; fallbackOrigin: string },
): Express {
  const app = express();
  app.disable('x-powered-by');
  // Answers every OPTIONS request (204), as no handler takes that method.
  app.use(cors(CORS_OPTIONS));
  app.use((req, _res, next) => {
    requestUrl(req, options.fallbackOrigin);
    next();
  });
  app.use(
    '/mock-assets',
    express.static(ASSETS_DIRECTORY, { index: false, redirect: false, maxAge: '1h' }),
    (req, res) => sendResponse(req, res, notFound()),
  );
  app.use(answerWithHandlers(service, options));
  app.use(answerError);
  return app;
}

/** The admin routes, or else msw's handlers, answer the request as a fetch `Request`. */
function answerWithHandlers(
  service: MockService,
  options: { admin: boolean; fallbackOrigin: string },
): RequestHandler {
  return async (req, res) => {
    const url = requestUrl(req, options.fallbackOrigin);
    // The raw target, before express or URL normalise it: see handlers/admin.ts.
    const adminPath = options.admin ? adminPathOf(req.originalUrl) : undefined;
    const headers = headersOf(req);
    // Everything under /v1 needs credentials: refuse a body from a stranger before reading it.
    if (!adminPath && isApiPath(url.pathname) && hasBody(req)) {
      requireUser({ headers }, service.store);
    }
    const { method } = req;
    const body =
      method === 'GET' || method === 'HEAD' || !hasBody(req)
        ? undefined
        : await readBody(req, headers);
    const request = new Request(url, { method, headers, body });
    const response = adminPath
      ? await answerAdmin(adminPath, request, service)
      : ((await getResponse(service.handlers, request)) ?? notFound());
    await sendResponse(req, res, response);
  };
}

function answerAdmin(
  adminPath: AdminPath,
  request: Request,
  service: MockService,
): Promise<Response> | Response {
  // No credentials on the admin routes, so no web page of another origin may use them either.
  const origin = request.headers.get('Origin');
  if (origin && !ALLOWED_ORIGIN.test(origin)) {
    return forbidden('Not authorized: the admin routes take requests from local origins only');
  }
  return answerAdminRequest(adminPath, request, service);
}

/** Guards throw the response they answer with, as in the msw handlers; anything else is a 500. */
const answerError: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  if (error instanceof Response) {
    void sendResponse(req, res, error);
    return;
  }
  // A client that went away mid-request has no one to answer and is nobody's bug.
  if (isClientAbort(error)) return;
  console.error(error);
  if (res.headersSent) {
    res.end();
    return;
  }
  void sendResponse(req, res, internalError());
};

/** Node's error for a request whose client disconnected: `Error: aborted`, code ECONNRESET. */
function isClientAbort(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE';
}

function hasBody(incoming: IncomingMessage): boolean {
  return (
    incoming.headers['transfer-encoding'] !== undefined ||
    Number(incoming.headers['content-length'] ?? 0) > 0
  );
}

/** On the Host's origin, so asset links point back there; 400 for a bad Host, 414 too long. */
function requestUrl(req: ExpressRequest, fallbackOrigin: string): URL {
  const target = req.originalUrl;
  const host = req.headers.host;
  if (target.length > MAX_URL_LENGTH) throw uriTooLong(MAX_URL_LENGTH);
  let url: URL;
  try {
    if (host !== undefined && !HOST_HEADER.test(host)) throw new TypeError('Invalid Host');
    url = new URL(target, host ? new URL(`http://${host}`).origin : fallbackOrigin);
  } catch {
    throw badRequest('The Host header is not valid.', [
      fieldError(
        'Host',
        'invalid_value',
        'invalid_host',
        'Send Host as host[:port], such as 127.0.0.1:4010',
        'request',
      ),
    ]);
  }
  if (url.href.length > MAX_URL_LENGTH) throw uriTooLong(MAX_URL_LENGTH);
  return url;
}

function headersOf(incoming: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

/** Up to 1 MB, else 413 unread (body-parser would read a refused body to its end). */
async function readBody(
  incoming: IncomingMessage,
  headers: Headers,
): Promise<Uint8Array<ArrayBuffer>> {
  requireDeclaredSizeWithinLimit(headers);
  const chunks = incoming[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  // Not a for-await loop: leaving one early destroys the socket, and with it the 413.
  const body = await collectBodyWithinLimit(() => chunks.next());
  if (!body) throw payloadTooLarge();
  return body;
}

/** Writes the `Response` as is; closes the connection on an early 401/413, lest Node read the rest. */
async function sendResponse(
  req: IncomingMessage,
  res: ExpressResponse,
  response: Response,
): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  if (hasBody(req) && !req.readableEnded) res.setHeader('Connection', 'close');
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** SERVICE_TIME_ZONE (UTC when unset), checked as the app's servers check it. */
export function mockServiceTimeZone(env: Record<string, string | undefined>): string {
  return readServiceTimeZone(env) ?? DEFAULT_SERVICE_TIME_ZONE;
}

/** MOCK_SITE_COUNT (DEFAULT_SITE_COUNT when unset); out of range stops the start. */
export function mockSiteCount(env: Record<string, string | undefined>): number {
  const text = env.MOCK_SITE_COUNT?.trim();
  if (!text) return DEFAULT_SITE_COUNT;
  const count = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!(count >= MIN_SITE_COUNT && count <= MAX_SITE_COUNT)) {
    throw new ServerConfigError(
      `MOCK_SITE_COUNT must be a whole number from ${MIN_SITE_COUNT} to ${MAX_SITE_COUNT}, got "${env.MOCK_SITE_COUNT}"`,
    );
  }
  return count;
}

/** MOCK_MISSED_RUN_RATE: the share of runs, 0 to 1, that produce no report (0 when unset). */
export function mockMissedRunRate(env: Record<string, string | undefined>): number {
  const text = env.MOCK_MISSED_RUN_RATE?.trim();
  if (!text) return 0;
  const rate = /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
  if (!(rate >= 0 && rate <= 1)) {
    throw new ServerConfigError(
      `MOCK_MISSED_RUN_RATE must be a number from 0 to 1, got "${env.MOCK_MISSED_RUN_RATE}"`,
    );
  }
  return rate;
}

/** MOCK_NOW: a clock started at that ISO 8601 instant (real time when unset). */

export function mockClock(
  env: Record<string, string | undefined>,
  realNow: () => number = Date.now,
): (() => Date) | undefined {
  const text = env.MOCK_NOW?.trim();
  if (!text) return undefined;
  const start = /(Z|[+-]\d\d:\d\d)$/.test(text) ? Date.parse(text) : Number.NaN;
  if (Number.isNaN(start)) {
    throw new ServerConfigError(
      `MOCK_NOW must be an ISO 8601 instant with its offset (2027-01-20T15:00:00Z), got "${env.MOCK_NOW}"`,
    );
  }
  const offsetMs = start - realNow();
  return () => new Date(realNow() + offsetMs);
}

async function main(): Promise<void> {
  const port = Number(process.env.MOCK_API_PORT ?? 4010);
  const admin = process.env.MOCK_ADMIN === '1';
  const server = await startMockApiServer({
    port,
    faults: parseFaultEnv(process.env),
    serviceTimeZone: mockServiceTimeZone(process.env),
    admin,
    siteCount: mockSiteCount(process.env),
    missedRunRate: mockMissedRunRate(process.env),
    now: mockClock(process.env),
  });
  const { latencyMs, failures } = server.service.faults.get();
  console.log(`Mock Report Schedule Service listening at ${server.baseUrl}`);
  console.log(`Service time zone: ${server.service.store.serviceTimeZone} (SERVICE_TIME_ZONE)`);
  console.log(`Sites: ${server.service.store.sites().length} for the demo user (MOCK_SITE_COUNT)`);
  if (process.env.MOCK_NOW) console.log(`Clock: from ${process.env.MOCK_NOW} (MOCK_NOW)`);
  console.log('Users (HTTP Basic):');
  for (const account of DEMO_ACCOUNTS) {
    console.log(`  ${account.username} / ${account.password}  ${account.description}`);
  }
  console.log(`Faults: latency ${latencyMs} ms, failures ${JSON.stringify(failures)}`);
  console.log(
    admin
      ? `Admin (MOCK_ADMIN=1): GET/PUT ${server.url}/__mock/faults, POST ${server.url}/__mock/reset`
      : 'Admin routes: off (MOCK_ADMIN=1 turns on /__mock/faults and /__mock/reset)',
  );
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

const isMain =
  import.meta.url.startsWith('file:') &&
  process.argv[1] !== undefined &&
  path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  main().catch((error: unknown) => {
    // A configuration error is a message for the person starting the server, not a stack trace.
    console.error(error instanceof ServerConfigError ? error.message : error);
    process.exit(1);
  });
}
