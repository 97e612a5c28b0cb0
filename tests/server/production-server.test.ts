// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  HEAD_SCRIPT_SOURCE,
  startProductionServer,
  type RunningServer,
} from '#src/server/production-server';
import { HEAD_SCRIPT } from '#src/startup/head-script';
import { readServerEnv } from '#src/server/server-env';
import {
  rawRequest as request,
  startRecordingUpstream,
  unusedPort,
  type UpstreamHandler,
} from '#tests/support/raw-http';
import { precompressDirectory } from '#src/server/vite-precompress-plugin';

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>Report scheduler</title>' +
  '<script type="module" src="/assets/index-AbC123xy.js"></script></head>' +
  `<body><div id="root"></div>${'<!-- padding for precompression -->'.repeat(40)}</body></html>`;
// The signed-in frame's page (the build prerenders both, src/server/vite-prerender-shell-plugin.ts).
const APP_HTML = INDEX_HTML.replace('<div id="root">', '<div id="root"><header>frame</header>');
// The same frame with the demo's banner, for demo mode.
const APP_DEMO_HTML = INDEX_HTML.replace('<div id="root">', '<div id="root"><header>demo</header>');
// `/` and `/login` in demo mode: the sign-in page beside the demo's frame.
const INDEX_DEMO_HTML = INDEX_HTML.replace('<div id="root">', '<div id="root"><form>demo</form>');
// Over the precompression threshold, and compressible.
const ENTRY_JS = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row-${i}"`).join(',')}];\n`;
// Compressible but never precompressed: dist/ files the build did not write (or a new build's,
// copied in after the fact) are sent as they are, not compressed per request.
const LATE_JS = `export const late = [${Array.from({ length: 400 }, (_, i) => i).join(',')}];\n`;
const SOURCE_MAP = JSON.stringify({ version: 3, sources: ['src/main.tsx'], sourcesContent: ['x'] });

let distDir: string;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'report-scheduler-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  mkdirSync(path.join(distDir, '.vite'));
  writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(distDir, 'app.html'), APP_HTML);
  writeFileSync(path.join(distDir, 'app-demo.html'), APP_DEMO_HTML);
  writeFileSync(path.join(distDir, 'index-demo.html'), INDEX_DEMO_HTML);
  writeFileSync(path.join(distDir, 'assets', 'index-AbC123xy.js'), ENTRY_JS);
  writeFileSync(path.join(distDir, 'assets', 'index-AbC123xy.js.map'), SOURCE_MAP);
  writeFileSync(path.join(distDir, 'config.json'), '{}\n');
  writeFileSync(path.join(distDir, 'demo-service-worker.js'), '/* demo service worker */\n');
  writeFileSync(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(distDir, '.vite', 'manifest.json'), '{}');
  // What the build's precompression plugin does at the end of `vite build`.
  await precompressDirectory(distDir);
  writeFileSync(path.join(distDir, 'assets', 'late-DeF456.js'), LATE_JS);
});

afterAll(() => {
  rmSync(distDir, { recursive: true, force: true });
});

/** The API stand-in, closed after the test. */
async function startFakeUpstream(handler: UpstreamHandler) {
  const upstream = await startRecordingUpstream(handler);
  cleanups.push(upstream.close);
  return upstream;
}

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function start(options: Parameters<typeof startProductionServer>[0] = {}) {
  const running: RunningServer = await startProductionServer({
    distDir,
    port: 0,
    logger: false,
    ...options,
  });
  cleanups.push(() => running.close());
  return running;
}

describe('production server: security headers (demo mode)', () => {
  it("sends the security headers and a CSP with no inline script but the head's", async () => {
    const { url, mode } = await start();
    expect(mode).toBe('demo');
    const res = await request(url, '/');
    expect(res.status).toBe(200);
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');

    const csp = String(res.headers['content-security-policy']);
    const directives = new Map(
      csp.split(';').map((part) => {
        const [name = '', ...values] = part.trim().split(/\s+/);
        return [name, values.join(' ')] as const;
      }),
    );
    expect(directives.get('default-src')).toBe("'self'");
    expect(directives.get('script-src')).toBe(`'self' ${HEAD_SCRIPT_SOURCE}`);
    expect(directives.get('style-src')).toBe("'self' 'unsafe-inline'");
    expect(directives.get('connect-src')).toBe("'self'");
    expect(directives.get('worker-src')).toBe("'self'");
    expect(directives.get('frame-ancestors')).toBe("'none'");
    expect(directives.get('base-uri')).toBe("'self'");
    expect(directives.get('form-action')).toBe("'self'");
    expect(directives.get('object-src')).toBe("'none'");
    expect(directives.get('img-src')).toBe("'self' data: https:");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
  });
});

describe("the head's inline script, colour scheme and session (ADR 029)", () => {
  it('is allowed by the hash of its text, in the node server and docs/nginx.conf alike', () => {
    const hash = createHash('sha256').update(HEAD_SCRIPT).digest('base64');
    expect(HEAD_SCRIPT_SOURCE).toBe(`'sha256-${hash}'`);
    expect(readFileSync('docs/nginx.conf', 'utf8')).toContain(
      `script-src 'self' ${HEAD_SCRIPT_SOURCE};`,
    );
  });
});

describe('production server: precompressed copies (demo mode)', () => {
  it("sends the build's brotli copy when accepted, else the gzip one, else the file", async () => {
    const { url } = await start();
    const asset = '/assets/index-AbC123xy.js';
    const br = await request(url, asset, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    const gzip = await request(url, asset, { headers: { 'Accept-Encoding': 'gzip' } });
    const identity = await request(url, asset, { headers: { 'Accept-Encoding': 'identity' } });

    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(ENTRY_JS);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(ENTRY_JS);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.text).toBe(ENTRY_JS);
    for (const res of [br, gzip, identity]) {
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['content-length']).toBe(String(res.body.length));
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect(br.body.length).toBeLessThan(gzip.body.length);
    expect(new Set([br, gzip, identity].map((res) => res.headers.etag)).size).toBe(3);
  });

  it('chooses by the quality the browser gives each encoding, and q=0 refuses', async () => {
    const { url } = await start();
    const encodingFor = async (acceptEncoding?: string) => {
      const headers = acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding };
      return (await request(url, '/assets/index-AbC123xy.js', { headers })).headers[
        'content-encoding'
      ];
    };
    expect(await encodingFor('br;q=0, gzip')).toBe('gzip');
    expect(await encodingFor('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(await encodingFor('gzip;q=0.5, br')).toBe('br');
    expect(await encodingFor('*')).toBe('br');
    expect(await encodingFor('*, br;q=0')).toBe('gzip');
    expect(await encodingFor('br;q=0, gzip;q=0')).toBeUndefined();
    expect(await encodingFor(undefined)).toBeUndefined();
  });

  it('revalidates each copy against its own ETag', async () => {
    const { url } = await start();
    const first = await request(url, '/index.html', { headers: { 'Accept-Encoding': 'br' } });
    const etag = String(first.headers.etag);
    const again = await request(url, '/index.html', {
      headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
    const otherCopy = await request(url, '/index.html', {
      headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': etag },
    });
    expect(otherCopy.status).toBe(200);
    expect(otherCopy.headers['content-encoding']).toBe('gzip');
  });

  it('sends the precompressed page for app routes', async () => {
    const { url } = await start();
    const res = await request(url, '/sites/abc/schedules', {
      headers: { 'Accept-Encoding': 'br, gzip' },
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.body).toString()).toBe(APP_DEMO_HTML);

    const head = await request(url, '/sites/abc/schedules', {
      method: 'HEAD',
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(String(res.body.length));
    expect(head.body.length).toBe(0);
  });

  it('compresses nothing per request: a file without copies is sent as it is', async () => {
    const { url } = await start();
    for (const [file, content] of [
      ['/assets/late-DeF456.js', LATE_JS],
      ['/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>'],
    ] as const) {
      const res = await request(url, file, { headers: { 'Accept-Encoding': 'br, gzip' } });
      expect(res.status, file).toBe(200);
      expect(res.headers['content-encoding'], file).toBeUndefined();
      expect(res.text, file).toBe(content);
    }
  });
});

describe('production server: static files (demo mode)', () => {
  it('serves source maps only with SERVE_SOURCEMAPS', async () => {
    const hidden = await start();
    const map = '/assets/index-AbC123xy.js.map';
    const res = await request(hidden.url, map);
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('sourcesContent');

    const shown = await start({ serveSourceMaps: true });
    const served = await request(shown.url, map);
    expect(served.status).toBe(200);
    expect(served.text).toBe(SOURCE_MAP);
  });

  it('caches hashed assets for a year and revalidates everything else', async () => {
    const { url } = await start();
    const asset = await request(url, '/assets/index-AbC123xy.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toMatch(/javascript/);

    for (const urlPath of [
      '/',
      '/index.html',
      '/login',
      '/config.json',
      '/demo-service-worker.js',
    ]) {
      const res = await request(url, urlPath);
      expect(res.status, urlPath).toBe(200);
      expect(res.headers['cache-control'], urlPath).toMatch(/no-cache|no-store/);
    }
  });

  it('answers sign-in with both demo frames, other app routes with the demo frame in demo mode, and 404s missing files', async () => {
    const { url } = await start();
    for (const [route, page] of [
      ['/', INDEX_DEMO_HTML],
      ['/login', INDEX_DEMO_HTML],
      ['/sites/0f8b7c52/schedules', APP_DEMO_HTML],
      ['/sites/x/schedules/new', APP_DEMO_HTML],
    ] as const) {
      const res = await request(url, route);
      expect(res.status, route).toBe(200);
      expect(res.headers['content-type'], route).toMatch(/text\/html/);
      expect(res.text, route).toBe(page);
    }
    const head = await request(url, '/sites/abc/schedules', { method: 'HEAD' });
    expect(head.status).toBe(200);

    for (const missing of [
      '/assets/index-Old999.js',
      '/assets/nope',
      '/missing.js',
      '/.vite/manifest.json',
      // A mock report's PDF that the demo's service worker did not answer (no demo page open).
      '/mock-reports/5d3c1b2a-0f9e-4d8c-8b7a-6e5f4d3c2b1a.pdf',
    ]) {
      const res = await request(url, missing);
      expect(res.status, missing).toBe(404);
      expect(res.text, missing).not.toContain('<div id="root">');
    }
  });

  it('answers app routes with the live frame (app.html) in live mode', async () => {
    const upstream = await startFakeUpstream((_req, res) => res.end('{}'));
    const { url } = await start({ apiUpstream: upstream.url });
    for (const [route, page] of [
      ['/', INDEX_HTML],
      ['/login', INDEX_HTML],
      ['/sites/0f8b7c52/schedules', APP_HTML],
    ] as const) {
      const res = await request(url, route);
      expect(res.text, route).toBe(page);
    }
  });

  it('serves config.json from dist and answers /v1 with a JSON 404 without an upstream', async () => {
    const { url } = await start();
    const config = await request(url, '/config.json');
    expect(JSON.parse(config.text)).toEqual({});

    const api = await request(url, '/v1/site_reports/schedules?site_id=x');
    expect(api.status).toBe(404);
    expect(api.headers['content-type']).toMatch(/application\/json/);
    expect(JSON.parse(api.text)).toHaveProperty('message');
  });

  it('refuses to start without a build', async () => {
    await expect(
      startProductionServer({ distDir: path.join(distDir, 'nope'), port: 0, logger: false }),
    ).rejects.toThrow(/npm run build/);
  });
});

describe('production server: config.json from the environment', () => {
  it('generates /config.json from the environment', async () => {
    const upstream = await startFakeUpstream((_req, res) => res.end());
    const { url, mode } = await start({ apiUpstream: upstream.url, accountId: 'acct-42' });
    expect(mode).toBe('live');
    // The local mock API serves template images from its own (http) origin.
    const page = await request(url, '/');
    expect(page.headers['content-security-policy']).toContain(
      `img-src 'self' data: https: ${upstream.url};`,
    );
    const res = await request(url, '/config.json');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toMatch(/no-cache|no-store/);
    expect(JSON.parse(res.text)).toEqual({ apiBaseUrl: '/v1', accountId: 'acct-42' });

    const { url: url2 } = await start({ apiUpstream: upstream.url });
    expect(JSON.parse((await request(url2, '/config.json')).text)).toEqual({ apiBaseUrl: '/v1' });
  });

  it("puts SERVICE_TIME_ZONE into /config.json as the service's zone", async () => {
    const upstream = await startFakeUpstream((_req, res) => res.end());
    const env = readServerEnv({
      API_UPSTREAM: upstream.url,
      ACCOUNT_ID: 'acct-42',
      SERVICE_TIME_ZONE: 'America/New_York',
    });
    const { url } = await start({
      apiUpstream: env.apiUpstream,
      accountId: env.accountId,
      serviceTimeZone: env.serviceTimeZone,
    });
    expect(JSON.parse((await request(url, '/config.json')).text)).toEqual({
      apiBaseUrl: '/v1',
      accountId: 'acct-42',
      serviceTimeZone: 'America/New_York',
    });
    await expect(
      start({ apiUpstream: upstream.url, serviceTimeZone: 'Mars/Olympus_Mons' }),
    ).rejects.toThrow(/SERVICE_TIME_ZONE must be an IANA time zone/);
  });

  it('warns that SERVICE_TIME_ZONE does nothing in demo mode, and serves config.json as is', async () => {
    const warnings: unknown[] = [];
    const { url } = await start({
      serviceTimeZone: 'America/New_York',
      logger: { info: () => {}, warn: (message) => warnings.push(message), error: () => {} },
    });
    expect(JSON.parse((await request(url, '/config.json')).text)).toEqual({});
    expect(warnings).toEqual([expect.stringMatching(/SERVICE_TIME_ZONE is used in live mode/)]);
  });
});

describe('production server: the API proxy (live mode)', () => {
  it('forwards /v1/* to the upstream with the Authorization header, DELETE included', async () => {
    const upstream = await startFakeUpstream((req, res, { body }) => {
      res.writeHead(req.method === 'POST' ? 201 : 200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ ok: true, echo: body.toString() }));
    });
    // A trailing /v1 on API_UPSTREAM is tolerated.
    const { url } = await start({ apiUpstream: `${upstream.url}/v1` });
    const authorization = `Basic ${Buffer.from('demo:demo').toString('base64')}`;

    const list = await request(url, '/v1/site_reports/schedules?site_id=abc&page=2', {
      headers: { Authorization: authorization, Cookie: 'session=secret', Origin: url },
    });
    expect(list.status).toBe(200);
    expect(JSON.parse(list.text)).toEqual({ ok: true, echo: '' });

    const create = await request(url, '/v1/site_reports/schedules', {
      method: 'POST',
      headers: { Authorization: authorization, 'Content-Type': 'application/json' },
      body: '{"name":"Weekly"}',
    });
    expect(create.status).toBe(201);

    const remove = await request(url, '/v1/site_reports/schedules/5d3c1b2a', {
      method: 'DELETE',
      headers: { Authorization: authorization },
    });
    expect(remove.status).toBe(200);

    const [first, second, third] = upstream.received;
    expect(third?.method).toBe('DELETE');
    expect(third?.url).toBe('/v1/site_reports/schedules/5d3c1b2a');
    expect(third?.headers.authorization).toBe(authorization);
    expect(first?.method).toBe('GET');
    expect(first?.url).toBe('/v1/site_reports/schedules?site_id=abc&page=2');
    expect(first?.headers.authorization).toBe(authorization);
    expect(first?.headers.host).toBe(new URL(upstream.url).host);
    expect(first?.headers.cookie).toBeUndefined();
    expect(first?.headers.origin).toBeUndefined();
    expect(second?.method).toBe('POST');
    expect(second?.body.toString()).toBe('{"name":"Weekly"}');
    expect(second?.headers.authorization).toBe(authorization);

    // Only /v1 and /v1/... are proxied.
    const notApi = await request(url, '/v1beta/thing');
    expect(notApi.headers['content-type']).toMatch(/text\/html/);
    expect(upstream.received).toHaveLength(3);
  });

  it('answers 502 JSON when the upstream is down', async () => {
    const port = await unusedPort();
    const { url } = await start({ apiUpstream: `http://127.0.0.1:${port}` });
    const res = await request(url, '/v1/site_reports/schedules?site_id=abc', {
      headers: { Authorization: 'Basic ZGVtbzpkZW1v' },
    });
    expect(res.status).toBe(502);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(JSON.parse(res.text)).toEqual({ message: 'The API upstream could not be reached' });
  });

  it('cuts the connection when the upstream fails mid-response, and logs one line', async () => {
    const upstream = await startFakeUpstream((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '1000' });
      res.write('{"results":[');
      setTimeout(() => res.socket?.destroy(), 20);
    });
    const warnings: unknown[] = [];
    const { url } = await start({
      apiUpstream: upstream.url,
      logger: { info: () => {}, warn: (line) => warnings.push(line), error: () => {} },
    });
    await expect(
      request(url, '/v1/site_reports/schedules?site_id=secret-account', {
        headers: { Authorization: 'Basic ZGVtbzpkZW1v' },
      }),
    ).rejects.toThrow(/aborted|socket hang up|ECONNRESET/);
    expect(warnings).toEqual([
      expect.stringMatching(/^\[proxy\] GET \/v1\/site_reports\/schedules -> 502 \(\w+\)$/),
    ]);
  });

  it('answers 504 JSON when the upstream does not respond in time', async () => {
    const upstream = await startFakeUpstream(() => {
      /* never answers */
    });
    const { url } = await start({ apiUpstream: upstream.url, proxyTimeoutMs: 150 });
    const res = await request(url, '/v1/site_reports/schedules?site_id=abc');
    expect(res.status).toBe(504);
    expect(JSON.parse(res.text)).toEqual({ message: 'The API upstream did not respond in time' });
  });
});

describe('readServerEnv', () => {
  it('reads and normalises the environment', () => {
    expect(readServerEnv({})).toStrictEqual({
      apiUpstream: undefined,
      accountId: undefined,
      serviceTimeZone: undefined,
      proxyTimeoutMs: 30_000,
    });
    expect(
      readServerEnv({
        API_UPSTREAM: 'https://api.wpengineapi.com/v1/',
        ACCOUNT_ID: ' a1 ',
        SERVICE_TIME_ZONE: ' Europe/Berlin ',
        PROXY_TIMEOUT_MS: '5000',
      }),
    ).toStrictEqual({
      apiUpstream: 'https://api.wpengineapi.com',
      accountId: 'a1',
      serviceTimeZone: 'Europe/Berlin',
      proxyTimeoutMs: 5000,
    });
    expect(readServerEnv({ SERVICE_TIME_ZONE: '' }).serviceTimeZone).toBeUndefined();
    expect(() => readServerEnv({ SERVICE_TIME_ZONE: 'Europe/Atlantis' })).toThrow(
      'SERVICE_TIME_ZONE must be an IANA time zone such as "UTC" or "America/New_York" (got "Europe/Atlantis")',
    );
    expect(() => readServerEnv({ API_UPSTREAM: 'api.wpengineapi.com' })).toThrow(/absolute http/);
    expect(() => readServerEnv({ API_UPSTREAM: 'https://user:pw@api.example.com' })).toThrow(
      /credentials/,
    );
    expect(() => readServerEnv({ PROXY_TIMEOUT_MS: 'soon' })).toThrow(/PROXY_TIMEOUT_MS/);
  });
});
