/**
 * `npm run mock-api`: the mock Report Schedule Service over real HTTP, for running the app in
 * live mode against it (config.json `apiBaseUrl: "http://127.0.0.1:4010/v1"`), curl or other
 * clients. A thin adapter from Node's http module to msw's `getResponse`: the contract itself
 * lives only in the handlers. It adds what a browser on another origin needs (CORS), the
 * template images (/mock-assets), the admin routes when asked for (/__mock/faults,
 * /__mock/reset) and what a server on a socket must refuse before the handlers see a request:
 * an invalid Host (400), an over-long URL (414), and for a body, wrong credentials (401) and
 * more than 1 MB (413) before the body is read.
 *
 * Environment: MOCK_API_PORT (4010), MOCK_LATENCY_MS (0), MOCK_FAULTS
 * (e.g. `createSchedule:503,listSchedules:429`), SERVICE_TIME_ZONE (UTC: the zone the mock keeps
 * its calendar in; give the app the same value, e.g. `SERVICE_TIME_ZONE=... npm run dev`),
 * MOCK_ADMIN (`1` turns the admin routes on; off, they are 404 like any unknown path).
 */
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getResponse } from 'msw';
import { DEFAULT_SERVICE_TIME_ZONE } from '#src/domain/service-time-zone';
import { isApiPath, readServiceTimeZone, ServerConfigError } from '#src/server/server-env';
import { requireAccount } from './auth';
import { parseFaultEnv, type FaultSettings } from './faults';
import { adminPathOf, answerAdminRequest, type AdminPath } from './handlers/admin';
import { createMockService, type MockService } from './node';
import { collectBodyWithinLimit, requireDeclaredSizeWithinLimit } from './request-body';
import { badRequest, forbidden, notFound, payloadTooLarge, uriTooLong } from './responses';
import { DEMO_ACCOUNTS } from './seed';
import { fieldError } from './validation';

const ASSETS_URL = new URL('../../public/mock-assets/', import.meta.url);
// Under Vitest's jsdom environment module URLs are not file URLs; tests run from the repo root.
const ASSETS_DIRECTORY =
  ASSETS_URL.protocol === 'file:' ? fileURLToPath(ASSETS_URL) : path.resolve('public/mock-assets');
const ASSET_PATH = /^\/mock-assets\/([a-z0-9-]+\.svg)$/;
/** Local dev servers only: Vite's dev and preview servers, Playwright, Storybook... */
const ALLOWED_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;
/** msw refuses to match a longer URL (it throws, which was a 500), so such a request is a 414. */
export const MAX_URL_LENGTH = 8192;
/** host[:port]: a name or IPv4 address (RFC 3986 reg-name characters) or a bracketed IPv6 one. */
const HOST_HEADER = /^(?:[A-Za-z0-9._~-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

export interface MockApiServerOptions {
  /** 0 picks a free port (tests). */
  port?: number;
  host?: string;
  faults?: FaultSettings;
  now?: Date | (() => Date);
  /** The zone the service keeps its calendar in; UTC by default. */
  serviceTimeZone?: string;
  /** Serve the admin routes at /__mock/faults and /__mock/reset (MOCK_ADMIN=1); off by default. */
  admin?: boolean;
}

export interface MockApiServer {
  /** The server's origin, e.g. http://127.0.0.1:4010. */
  url: string;
  /** The API base URL: `${url}/v1`. */
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
  });
  const fallbackOrigin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  const server = createServer((incoming, outgoing) => {
    void respond(incoming, outgoing).catch((error: unknown) => {
      // A client that went away mid-request has no one to answer and is nobody's bug.
      if (isClientAbort(error)) return;
      console.error(error);
      if (!outgoing.headersSent) outgoing.writeHead(500, { 'Content-Type': 'application/json' });
      outgoing.end(
        JSON.stringify({ message: 'An unexpected error occurred. Please retry in a few minutes.' }),
      );
    });
  });

  async function respond(incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
    const cors = corsHeaders(incoming.headers.origin);
    if (incoming.method === 'OPTIONS') {
      outgoing.writeHead(204, cors).end();
      return;
    }
    const response = await answerThrown(() => route(incoming));
    await send(outgoing, response, cors, {
      headOnly: incoming.method === 'HEAD',
      closeConnection: bodyLeftUnread(incoming),
    });
  }

  async function route(incoming: IncomingMessage): Promise<Response> {
    const target = incoming.url ?? '/';
    const url = requestUrl(target, incoming.headers.host, fallbackOrigin);
    const adminPath = admin ? adminPathOf(target) : undefined;
    if (!adminPath && url.pathname.startsWith('/mock-assets/')) return assetResponse(url.pathname);

    const headers = headersOf(incoming);
    // Everything under /v1 needs credentials: refuse a body from a stranger before reading it.
    if (!adminPath && isApiPath(url.pathname) && hasBody(incoming)) {
      requireAccount({ headers }, service.store);
    }
    const method = incoming.method ?? 'GET';
    const body =
      method === 'GET' || method === 'HEAD' ? undefined : await readBody(incoming, headers);
    const request = new Request(url, { method, headers, body });
    if (adminPath) return answerAdmin(adminPath, request);
    return (await getResponse(service.handlers, request)) ?? notFound();
  }

  function answerAdmin(adminPath: AdminPath, request: Request): Promise<Response> | Response {
    // No credentials on the admin routes, so no web page of another origin may use them either.
    const origin = request.headers.get('Origin');
    if (origin && !ALLOWED_ORIGIN.test(origin)) {
      return forbidden('Not authorized: the admin routes take requests from local origins only');
    }
    return answerAdminRequest(adminPath, request, service);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
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

/** Guards throw the response they answer with, as in the msw handlers. */
async function answerThrown(route: () => Promise<Response>): Promise<Response> {
  try {
    return await route();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

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

/**
 * Whether an answer goes out before the body was read to its end (a 401 or a 413). The
 * connection is then closed after the answer: otherwise Node would read, and discard, the rest.
 */
function bodyLeftUnread(incoming: IncomingMessage): boolean {
  return hasBody(incoming) && !incoming.readableEnded;
}

/**
 * The request's URL on the origin its Host names (so that asset links point where the client
 * came from); 400 for a Host that is not host[:port], 414 for a URL msw cannot match.
 */
function requestUrl(target: string, host: string | undefined, fallbackOrigin: string): URL {
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

/**
 * The body, up to 1 MB: a larger Content-Length is refused before reading, and a chunked body
 * is counted as it arrives and left unread past the limit (413).
 */
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

async function send(
  outgoing: ServerResponse,
  response: Response,
  cors: Record<string, string>,
  options: { headOnly: boolean; closeConnection: boolean },
): Promise<void> {
  const headers: Record<string, string> = { ...cors };
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  if (options.closeConnection) headers.connection = 'close';
  const body = Buffer.from(await response.arrayBuffer());
  outgoing.writeHead(response.status, headers);
  outgoing.end(options.headOnly ? undefined : body);
}

function corsHeaders(origin: string | undefined): Record<string, string> {
  if (!origin || !ALLOWED_ORIGIN.test(origin)) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'GET, POST, PATCH, PUT, OPTIONS',
    'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
    'Access-Control-Expose-Headers': 'Retry-After',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}

async function assetResponse(pathname: string): Promise<Response> {
  const name = ASSET_PATH.exec(pathname)?.[1];
  if (!name) return notFound();
  try {
    const file = await readFile(path.join(ASSETS_DIRECTORY, name));
    return new Response(new Uint8Array(file), {
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=3600' },
    });
  } catch {
    return notFound();
  }
}

/**
 * SERVICE_TIME_ZONE of the environment (UTC when unset), the same variable and the same check as
 * the app's servers (src/server/server-env.ts): an unknown zone stops the start with a message.
 */
export function mockServiceTimeZone(env: Record<string, string | undefined>): string {
  return readServiceTimeZone(env) ?? DEFAULT_SERVICE_TIME_ZONE;
}

async function main(): Promise<void> {
  const port = Number(process.env.MOCK_API_PORT ?? 4010);
  const admin = process.env.MOCK_ADMIN === '1';
  const server = await startMockApiServer({
    port,
    faults: parseFaultEnv(process.env),
    serviceTimeZone: mockServiceTimeZone(process.env),
    admin,
  });
  const { latencyMs, failures } = server.service.faults.get();
  console.log(`Mock Report Schedule Service listening at ${server.baseUrl}`);
  console.log(`Service time zone: ${server.service.store.serviceTimeZone} (SERVICE_TIME_ZONE)`);
  console.log('Accounts (HTTP Basic):');
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
