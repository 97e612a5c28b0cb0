// @vitest-environment node
/**
 * The same-origin `/v1` proxy as an attacker sees it: paths that mean one thing to the proxy and
 * another to the API, forwarding headers a client makes up, methods and bodies the API should
 * never get, and what may come back. Every probe goes over a real socket with its path sent
 * verbatim, to the production server and (the same middleware) to Vite's preview server.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { preview } from 'vite';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startMockApiServer } from '#src/mock-service/http-server';
import { startProductionServer, type RunningServer } from '#src/server/production-server';
import {
  rawRequest,
  startRecordingUpstream,
  unusedPort,
  type RecordingUpstream,
} from '#tests/support/raw-http';
import { runtimeConfigPlugin } from '#src/server/vite-runtime-config-plugin';

/** The paths the audit saw forwarded verbatim while a check passed on their normalised form. */
const SMUGGLED_PATHS = [
  '/http://evil.example/v1/x',
  '//evil.example/v1/x',
  '/admin/../v1/x',
  '/./v1/x',
  '/v1/..;/admin',
  '/v1/..%2fadmin',
];

/** More of the same families: encodings, case, backslashes, double encoding, control bytes. */
const MORE_AMBIGUOUS_PATHS = [
  '/v1/%2e%2e/admin',
  '/v1/%2E./admin',
  '/v1/x%2F..%2F..%2Fadmin',
  '/v1/x%5c..%5cadmin',
  '/v1\\..\\admin',
  '/v1//site_reports/schedules',
  '/v1/site_reports/schedules;jsessionid=1',
  '/v1/%252e%252e/admin',
  '/v1/%00',
  '/v1/%zz',
  '/v1/x/..',
  '/v1/.',
];

const JSON_CONTENT_TYPE = /^application\/json/;
const ONE_MB = 1024 * 1024;
const DEMO_AUTHORIZATION = `Basic ${Buffer.from('demo:demo').toString('base64')}`;

let distDir: string;

beforeAll(() => {
  distDir = mkdtempSync(path.join(tmpdir(), 'report-scheduler-proxy-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Report scheduler</title>');
  writeFileSync(path.join(distDir, 'config.json'), '{}');
});

afterAll(() => {
  rmSync(distDir, { recursive: true, force: true });
});

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
  vi.unstubAllEnvs();
});

async function upstreamWith(handler?: Parameters<typeof startRecordingUpstream>[0]) {
  const upstream = await startRecordingUpstream(handler);
  cleanups.push(upstream.close);
  return upstream;
}

async function productionServer(apiUpstream: string | undefined, extra = {}) {
  const running: RunningServer = await startProductionServer({
    distDir,
    apiUpstream,
    port: 0,
    logger: false,
    ...extra,
  });
  cleanups.push(running.close);
  return running.url;
}

/** `vite preview` with the app's runtime-config plugin, in live mode against `upstream`. */
async function vitePreviewServer(upstream: RecordingUpstream) {
  vi.stubEnv('API_UPSTREAM', upstream.url);
  const server = await preview({
    configFile: false,
    root: distDir,
    envDir: distDir,
    logLevel: 'silent',
    plugins: [runtimeConfigPlugin()],
    preview: { host: '127.0.0.1', port: 0 },
    build: { outDir: distDir },
  });
  cleanups.push(() => server.close());
  return server.resolvedUrls!.local[0]!.replace(/\/$/, '');
}

describe('the /v1 proxy forwards only the path it checked', () => {
  it.each(SMUGGLED_PATHS)('never forwards %s', async (smuggled) => {
    const upstream = await upstreamWith();
    const url = await productionServer(upstream.url);
    const res = await rawRequest(url, smuggled, { headers: { Authorization: DEMO_AUTHORIZATION } });
    expect([400, 404]).toContain(res.status);
    expect(res.headers['content-type']).toMatch(JSON_CONTENT_TYPE);
    expect(upstream.received).toEqual([]);
  });

  it('answers 400 to every ambiguous path and forwards none of them', async () => {
    const upstream = await upstreamWith();
    const url = await productionServer(upstream.url);
    for (const ambiguous of [...SMUGGLED_PATHS, ...MORE_AMBIGUOUS_PATHS]) {
      const res = await rawRequest(url, ambiguous);
      expect(res.status, ambiguous).toBe(400);
      expect(res.headers['cache-control'], ambiguous).toBe('no-store');
      expect(JSON.parse(res.text), ambiguous).toEqual({ message: expect.any(String) });
    }
    expect(upstream.received).toEqual([]);
  });

  it('refuses an absolute-form request target', async () => {
    const upstream = await upstreamWith();
    const url = await productionServer(upstream.url);
    const res = await rawRequest(url, `${upstream.url}/v1/site_reports/schedules`);
    expect(res.status).toBe(400);
    expect(upstream.received).toEqual([]);
  });

  it('forwards a canonical path and its query string byte for byte', async () => {
    const upstream = await upstreamWith();
    const url = await productionServer(upstream.url);
    const target = "/v1/site_reports/schedules?site_id=a%2Fb&q=it's+a+test&page=2";
    expect((await rawRequest(url, target)).status).toBe(200);
    expect((await rawRequest(url, '/v1')).status).toBe(200);
    expect(upstream.received.map((request) => request.url)).toEqual([target, '/v1']);
  });

  it("keeps requests away from the mock API's admin routes", async () => {
    const mock = await startMockApiServer({ port: 0, admin: true });
    cleanups.push(mock.close);
    // The admin routes are on: straight to the mock, they answer with the fault settings.
    const direct = await rawRequest(mock.url, '/__mock/faults');
    expect(direct.status).toBe(200);
    expect(JSON.parse(direct.text)).toHaveProperty('failures');

    const url = await productionServer(mock.url);
    // A canonical /v1 path is forwarded, and is the API's: the mock has no such route.
    const canonical = await rawRequest(url, '/v1/x/__mock/faults', {
      headers: { Authorization: DEMO_AUTHORIZATION },
    });
    expect(canonical.status).not.toBe(200);
    expect(canonical.text).not.toMatch(/failures|latencyMs/);
    // Paths that climb out of /v1 once the mock reads them are refused before they leave.
    for (const probe of ['/v1/..;/__mock/faults', '/v1/..%2f__mock/faults']) {
      const res = await rawRequest(url, probe, { headers: { Authorization: DEMO_AUTHORIZATION } });
      expect(res.status, probe).toBe(400);
      expect(res.text, probe).not.toMatch(/failures|latencyMs/);
    }
  });

  it('answers /v1 with a JSON 404 in demo mode, and still refuses ambiguous paths', async () => {
    const url = await productionServer(undefined);
    const api = await rawRequest(url, '/v1/site_reports/schedules?site_id=x');
    expect(api.status).toBe(404);
    expect(api.headers['content-type']).toMatch(JSON_CONTENT_TYPE);
    expect(api.headers['cache-control']).toBe('no-store');
    expect((await rawRequest(url, '/v1/..;/admin')).status).toBe(400);
    expect((await rawRequest(url, '/login')).status).toBe(200);
  });
});

describe('the /v1 proxy sends its own forwarding headers', () => {
  it('strips what the client says about proxies and proxy credentials, and says it itself', async () => {
    const upstream = await upstreamWith();
    const url = await productionServer(upstream.url);
    await rawRequest(url, '/v1/site_reports/templates', {
      headers: {
        Authorization: DEMO_AUTHORIZATION,
        'X-Forwarded-For': '10.9.8.7',
        'X-Forwarded-Host': 'evil.example',
        'X-Forwarded-Proto': 'https',
        'X-Forwarded-Prefix': '/admin',
        Forwarded: 'for=10.9.8.7;host=evil.example',
        'X-Real-IP': '10.9.8.7',
        'Proxy-Authorization': 'Basic c3RvbGVuOmNyZWRz',
        Cookie: 'session=secret',
        Origin: 'https://evil.example',
        Connection: 'keep-alive, X-Hop',
        'X-Hop': 'only for the first hop',
        'Keep-Alive': 'timeout=5',
      },
    });
    const [forwarded] = upstream.received;
    const headers = forwarded!.headers;
    expect(headers.authorization).toBe(DEMO_AUTHORIZATION);
    expect(headers.host).toBe(new URL(upstream.url).host);
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers['x-forwarded-proto']).toBe('http');
    for (const name of [
      'x-forwarded-host',
      'x-forwarded-prefix',
      'forwarded',
      'x-real-ip',
      'proxy-authorization',
      'cookie',
      'origin',
      'x-hop',
      'keep-alive',
    ]) {
      expect(headers[name], name).toBeUndefined();
    }
  });
});

describe('the /v1 proxy forwards only the methods and bodies the API takes', () => {
  it.each(['TRACE', 'PUT', 'PROPFIND'])('refuses %s with a 405', async (method) => {
    const upstream = await upstreamWith();
    const url = await productionServer(upstream.url);
    const res = await rawRequest(url, '/v1/site_reports/schedules', { method });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD, POST, PATCH, DELETE, OPTIONS');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(upstream.received).toEqual([]);
  });

  it('forwards GET, HEAD, POST, PATCH, DELETE and OPTIONS', async () => {
    const upstream = await upstreamWith();
    const url = await productionServer(upstream.url);
    for (const method of ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE', 'OPTIONS']) {
      expect((await rawRequest(url, '/v1/site_reports/schedules', { method })).status).toBe(200);
    }
    expect(upstream.received.map((request) => request.method)).toEqual([
      'GET',
      'HEAD',
      'POST',
      'PATCH',
      'DELETE',
      'OPTIONS',
    ]);
  });

  it("forwards a schedule's DELETE with its path and credentials, and the API's 204", async () => {
    const upstream = await upstreamWith((_req, res) => {
      res.writeHead(204);
      res.end();
    });
    const url = await productionServer(upstream.url);
    const path = '/v1/site_reports/schedules/5d3c1b2a-0f9e-4d8c-8b7a-6e5f4d3c2b1a';
    const res = await rawRequest(url, path, {
      method: 'DELETE',
      headers: { Authorization: DEMO_AUTHORIZATION },
    });
    expect(res.status).toBe(204);
    expect(res.body.length).toBe(0);
    expect(upstream.received).toHaveLength(1);
    expect(upstream.received[0]).toMatchObject({ method: 'DELETE', url: path, complete: true });
    expect(upstream.received[0]?.headers.authorization).toBe(DEMO_AUTHORIZATION);
    expect(upstream.received[0]?.body.length).toBe(0);
  });

  it.each(['GET', 'DELETE', 'OPTIONS', 'PATCH'])(
    'frames a chunked %s body for the API, which never reads it as a request of its own',
    async (method) => {
      const upstream = await upstreamWith();
      const url = await productionServer(upstream.url);
      const smuggled = Buffer.from('GET /v1/smuggled HTTP/1.1\r\nHost: api.example\r\n\r\n');
      const res = await rawRequest(url, '/v1/site_reports/schedules/x', {
        method,
        // Node's client, too, chunks only POST and PATCH bodies unless told.
        headers: { 'Transfer-Encoding': 'chunked' },
        chunks: [smuggled],
      });
      expect(res.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(upstream.received.map((request) => request.url)).toEqual([
        '/v1/site_reports/schedules/x',
      ]);
      expect(upstream.received[0]?.body).toEqual(smuggled);
    },
  );

  it('answers 413 to a body declared over 1 MB without contacting the upstream', async () => {
    const upstream = await upstreamWith();
    const url = await productionServer(upstream.url);
    const res = await rawRequest(url, '/v1/site_reports/schedules', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: Buffer.alloc(ONE_MB + 1, 0x20),
    });
    expect(res.status).toBe(413);
    expect(res.headers['content-type']).toMatch(JSON_CONTENT_TYPE);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(upstream.received).toEqual([]);
  });

  it('answers 413 to a chunked body once it passes 1 MB, and the upstream never gets it whole', async () => {
    const upstream = await upstreamWith();
    const url = await productionServer(upstream.url);
    const res = await rawRequest(url, '/v1/site_reports/schedules', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      chunks: Array.from({ length: 24 }, () => Buffer.alloc(64 * 1024, 0x20)), // 1.5 MB
    });
    expect(res.status).toBe(413);
    expect(res.headers['cache-control']).toBe('no-store');
    // Give an aborted upstream request time to show up, if it were to complete after all.
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (const request of upstream.received) {
      expect(request.complete).toBe(false);
      expect(request.body.length).toBeLessThanOrEqual(ONE_MB);
    }
  });

  it('forwards a body of exactly 1 MB, chunked or not', async () => {
    const upstream = await upstreamWith();
    const url = await productionServer(upstream.url);
    const body = Buffer.alloc(ONE_MB, 0x20);
    const declared = await rawRequest(url, '/v1/site_reports/schedules', { method: 'POST', body });
    const chunked = await rawRequest(url, '/v1/site_reports/schedules', {
      method: 'POST',
      chunks: [body.subarray(0, ONE_MB / 2), body.subarray(ONE_MB / 2)],
    });
    expect([declared.status, chunked.status]).toEqual([200, 200]);
    expect(upstream.received.map((request) => request.body.length)).toEqual([ONE_MB, ONE_MB]);
  });
});

describe('what comes back through the /v1 proxy', () => {
  it('is never cached and never sets a cookie on the app origin', async () => {
    const upstream = await upstreamWith((_req, res) => {
      res.writeHead(200, {
        'Content-Type': 'application/json',
        'Cache-Control': 'public, max-age=3600',
        'Set-Cookie': ['tracking=1; Path=/', 'session=abc; Path=/; HttpOnly'],
        'Retry-After': '3',
      });
      res.end('{"results":[]}');
    });
    const url = await productionServer(upstream.url);
    const res = await rawRequest(url, '/v1/site_reports/schedules?site_id=a');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['retry-after']).toBe('3');
    expect(res.text).toBe('{"results":[]}');
  });

  it("passes the upstream's own compressed answer through untouched", async () => {
    const compressed = gzipSync(
      JSON.stringify({ results: Array.from({ length: 300 }, (_, i) => ({ i })) }),
    );
    const upstream = await upstreamWith((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
      res.end(compressed);
    });
    const url = await productionServer(upstream.url);
    const res = await rawRequest(url, '/v1/site_reports/schedules?site_id=a', {
      headers: { 'Accept-Encoding': 'br, gzip' },
    });
    expect(upstream.received[0]!.headers['accept-encoding']).toBe('br, gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.body.equals(compressed)).toBe(true);
  });

  it('compresses JSON the upstream sent uncompressed, in an encoding the browser takes', async () => {
    const results = Array.from({ length: 300 }, (_, i) => ({ i, title: `Schedule ${i}` }));
    const upstream = await upstreamWith((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', Vary: 'Origin' });
      res.end(JSON.stringify({ results }));
    });
    const url = await productionServer(upstream.url);
    const path = '/v1/site_reports/schedules?site_id=a';

    const brotli = await rawRequest(url, path, { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('Origin, Accept-Encoding');
    expect(brotli.headers['content-length']).toBeUndefined();
    expect(JSON.parse(brotliDecompressSync(brotli.body).toString()).results).toEqual(results);

    const gzip = await rawRequest(url, path, { headers: { 'Accept-Encoding': 'gzip, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString()).results).toEqual(results);

    const identity = await rawRequest(url, path);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(identity.text).results).toEqual(results);
  });

  it('leaves small answers and other types as they are', async () => {
    const upstream = await upstreamWith((req, res) => {
      const small = req.url!.includes('small');
      const body = small ? '{"message":"ok"}' : Buffer.alloc(4096);
      res.writeHead(200, {
        'Content-Type': small ? 'application/json' : 'image/png',
        'Content-Length': Buffer.byteLength(body),
      });
      res.end(body);
    });
    const url = await productionServer(upstream.url);
    const headers = { 'Accept-Encoding': 'br, gzip' };
    const small = await rawRequest(url, '/v1/small', { headers });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.text).toBe('{"message":"ok"}');
    const image = await rawRequest(url, '/v1/image', { headers });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body).toHaveLength(4096);
  });

  it('marks its own failures no-store too', async () => {
    const url = await productionServer(`http://127.0.0.1:${await unusedPort()}`);
    const res = await rawRequest(url, '/v1/site_reports/schedules');
    expect(res.status).toBe(502);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('streams the answer as it comes instead of buffering it', async () => {
    let finish: () => void = () => {};
    const upstream = await upstreamWith((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"results":[');
      finish = () => res.end(']}');
    });
    const url = await productionServer(upstream.url);
    const { hostname, port } = new URL(url);
    const firstChunk = await new Promise<string>((resolve, reject) => {
      request({ hostname, port, path: '/v1/site_reports/schedules', agent: false }, (res) =>
        res.once('data', (chunk: Buffer) => resolve(chunk.toString())),
      )
        .on('error', reject)
        .end();
    });
    // The upstream has not finished: only a streaming proxy can have passed this on.
    expect(firstChunk).toBe('{"results":[');
    finish();
  });
});

describe('vite dev and preview use the same proxy', () => {
  it('refuses the same paths and methods and forwards the same requests', async () => {
    const upstream = await upstreamWith();
    const previewUrl = await vitePreviewServer(upstream);
    const productionUrl = await productionServer(upstream.url);
    const probes: Array<[string, string]> = [
      ...[...SMUGGLED_PATHS, ...MORE_AMBIGUOUS_PATHS].map((probe): [string, string] => [
        'GET',
        probe,
      ]),
      ['TRACE', '/v1/site_reports/schedules'],
      ['PUT', '/v1/site_reports/schedules'],
    ];
    for (const [method, probe] of probes) {
      const [fromPreview, fromProduction] = await Promise.all([
        rawRequest(previewUrl, probe, { method }),
        rawRequest(productionUrl, probe, { method }),
      ]);
      expect(fromPreview.status, `${method} ${probe}`).toBe(fromProduction.status);
      expect(fromPreview.headers['cache-control'], `${method} ${probe}`).toBe('no-store');
    }
    expect(upstream.received).toEqual([]);

    const res = await rawRequest(previewUrl, '/v1/site_reports/schedules', {
      headers: { 'X-Forwarded-For': '10.9.8.7', Cookie: 'a=b' },
    });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(upstream.received[0]!.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(upstream.received[0]!.headers.cookie).toBeUndefined();
  });
});
