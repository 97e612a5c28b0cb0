/**
 * `npm run mock-api`: the mock Report Schedule Service over real HTTP, for running the app in
 * live mode against it (config.json `apiBaseUrl: "http://127.0.0.1:4010/v1"`), curl or other
 * clients. A thin adapter from Node's http module to msw's `getResponse`: the contract itself
 * lives only in the handlers. It adds what a browser on another origin needs (CORS), the
 * template images (/mock-assets) and the admin routes (/__mock/faults, /__mock/reset).
 *
 * Environment: MOCK_API_PORT (4010), MOCK_LATENCY_MS (0), MOCK_FAULTS
 * (e.g. `createSchedule:503,listSchedules:429`), SERVICE_TIME_ZONE (UTC: the zone the mock keeps
 * its calendar in; give the app the same value, e.g. `SERVICE_TIME_ZONE=... npm run dev`).
 */
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getResponse } from 'msw';
import { DEFAULT_SERVICE_TIME_ZONE } from '../domain/service-time-zone';
import { readServiceTimeZone, ServerConfigError } from '../server/server-env';
import { parseFaultEnv, type FaultSettings } from './faults';
import { createAdminHandlers } from './handlers/admin';
import { createMockService, type MockService } from './node';
import { notFound } from './responses';
import { DEMO_ACCOUNTS } from './seed';

const ASSETS_URL = new URL('../../public/mock-assets/', import.meta.url);
// Under Vitest's jsdom environment module URLs are not file URLs; tests run from the repo root.
const ASSETS_DIRECTORY =
  ASSETS_URL.protocol === 'file:' ? fileURLToPath(ASSETS_URL) : path.resolve('public/mock-assets');
const ASSET_PATH = /^\/mock-assets\/([a-z0-9-]+\.svg)$/;
/** Local dev servers only: Vite's dev and preview servers, Playwright, Storybook... */
const ALLOWED_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

export interface MockApiServerOptions {
  /** 0 picks a free port (tests). */
  port?: number;
  host?: string;
  faults?: FaultSettings;
  now?: Date | (() => Date);
  /** The zone the service keeps its calendar in; UTC by default. */
  serviceTimeZone?: string;
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
  const { port = 4010, host = '127.0.0.1' } = options;
  const service = createMockService({
    now: options.now,
    serviceTimeZone: options.serviceTimeZone,
    faults: options.faults,
  });
  const handlers = [...createAdminHandlers(service), ...service.handlers];

  const server = createServer((incoming, outgoing) => {
    void respond(incoming, outgoing).catch((error: unknown) => {
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
    const request = await toFetchRequest(incoming, `http://${host}:${port}`);
    const { pathname } = new URL(request.url);
    const response = pathname.startsWith('/mock-assets/')
      ? await assetResponse(pathname)
      : ((await getResponse(handlers, request)) ?? notFound());
    await send(outgoing, response, cors, incoming.method === 'HEAD');
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

async function toFetchRequest(incoming: IncomingMessage, fallbackOrigin: string): Promise<Request> {
  const origin = incoming.headers.host ? `http://${incoming.headers.host}` : fallbackOrigin;
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const method = incoming.method ?? 'GET';
  let body: Uint8Array<ArrayBuffer> | undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    body = Uint8Array.from(Buffer.concat(chunks));
  }
  return new Request(new URL(incoming.url ?? '/', origin), { method, headers, body });
}

async function send(
  outgoing: ServerResponse,
  response: Response,
  cors: Record<string, string>,
  headOnly: boolean,
): Promise<void> {
  const headers: Record<string, string> = { ...cors };
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const body = Buffer.from(await response.arrayBuffer());
  outgoing.writeHead(response.status, headers);
  outgoing.end(headOnly ? undefined : body);
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
  const server = await startMockApiServer({
    port,
    faults: parseFaultEnv(process.env),
    serviceTimeZone: mockServiceTimeZone(process.env),
  });
  const { latencyMs, failures } = server.service.faults.get();
  console.log(`Mock Report Schedule Service listening at ${server.baseUrl}`);
  console.log(`Service time zone: ${server.service.store.serviceTimeZone} (SERVICE_TIME_ZONE)`);
  console.log('Accounts (HTTP Basic):');
  for (const account of DEMO_ACCOUNTS) {
    console.log(`  ${account.username} / ${account.password}  ${account.description}`);
  }
  console.log(`Faults: latency ${latencyMs} ms, failures ${JSON.stringify(failures)}`);
  console.log(`Admin: GET/PUT ${server.url}/__mock/faults, POST ${server.url}/__mock/reset`);
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
