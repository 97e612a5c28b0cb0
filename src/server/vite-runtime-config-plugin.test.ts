// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, preview, type InlineConfig } from 'vite';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rawRequest } from '#tests/support/raw-http';
import { runtimeConfigPlugin } from './vite-runtime-config-plugin';

let root: string;
let upstream: http.Server;
let upstreamUrl: string;
const received: Array<{ url: string | undefined; authorization: string | undefined }> = [];

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'report-scheduler-vite-'));
  mkdirSync(path.join(root, 'public'));
  mkdirSync(path.join(root, 'dist'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>t</title>');
  writeFileSync(path.join(root, 'public', 'config.json'), '{}');
  writeFileSync(path.join(root, 'dist', 'index.html'), '<!doctype html><title>t</title>');
  writeFileSync(path.join(root, 'dist', 'config.json'), '{}');

  upstream = http.createServer((req, res) => {
    received.push({ url: req.url, authorization: req.headers.authorization });
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end('{"results":[]}');
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => {
    upstream.close(() => resolve());
    upstream.closeAllConnections();
  });
  rmSync(root, { recursive: true, force: true });
});

afterEach(() => {
  vi.unstubAllEnvs();
  received.length = 0;
});

function inlineConfig(): InlineConfig {
  return {
    configFile: false,
    root,
    envDir: root,
    logLevel: 'silent',
    plugins: [runtimeConfigPlugin()],
    server: { host: '127.0.0.1', port: 0, ws: false },
    preview: { host: '127.0.0.1', port: 0 },
    build: { outDir: path.join(root, 'dist') },
  };
}

const authorization = `Basic ${Buffer.from('demo:demo').toString('base64')}`;

async function exercise(baseUrl: string) {
  const config = await fetch(`${baseUrl}/config.json`);
  const api = await fetch(`${baseUrl}/v1/site_reports/schedules?site_id=abc`, {
    headers: { Authorization: authorization },
  });
  return { config: await config.json(), configCache: config.headers.get('cache-control'), api };
}

describe('runtimeConfigPlugin', () => {
  it('proxies /v1 and generates /config.json in the dev server when API_UPSTREAM is set', async () => {
    vi.stubEnv('API_UPSTREAM', upstreamUrl);
    vi.stubEnv('ACCOUNT_ID', 'acct-7');
    const server = await createServer(inlineConfig());
    await server.listen();
    try {
      const { config, configCache, api } = await exercise(
        server.resolvedUrls!.local[0]!.replace(/\/$/, ''),
      );
      expect(config).toEqual({ apiBaseUrl: '/v1', accountId: 'acct-7' });
      expect(configCache).toBe('no-cache');
      expect(api.status).toBe(200);
      expect(await api.json()).toEqual({ results: [] });
      expect(received).toEqual([{ url: '/v1/site_reports/schedules?site_id=abc', authorization }]);
    } finally {
      await server.close();
    }
  });

  it("uses the production server's proxy in the dev server, not Vite's server.proxy", async () => {
    vi.stubEnv('API_UPSTREAM', upstreamUrl);
    const server = await createServer(inlineConfig());
    await server.listen();
    try {
      expect(server.config.server.proxy).toBeUndefined();
      const base = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
      const smuggled = await rawRequest(base, '/v1/..;/admin');
      expect(smuggled.status).toBe(400);
      expect(smuggled.headers['cache-control']).toBe('no-store');
      const trace = await rawRequest(base, '/v1/site_reports/schedules', { method: 'TRACE' });
      expect(trace.status).toBe(405);
      const api = await rawRequest(base, '/v1/site_reports/schedules');
      expect(api.headers['cache-control']).toBe('no-store');
      expect(received.map(({ url }) => url)).toEqual(['/v1/site_reports/schedules']);
    } finally {
      await server.close();
    }
  });

  it("adds SERVICE_TIME_ZONE to /config.json as the service's zone", async () => {
    vi.stubEnv('API_UPSTREAM', upstreamUrl);
    vi.stubEnv('ACCOUNT_ID', '');
    vi.stubEnv('SERVICE_TIME_ZONE', 'Asia/Kolkata');
    const server = await preview(inlineConfig());
    try {
      const { config } = await exercise(server.resolvedUrls!.local[0]!.replace(/\/$/, ''));
      expect(config).toEqual({ apiBaseUrl: '/v1', serviceTimeZone: 'Asia/Kolkata' });
    } finally {
      await server.close();
    }
  });

  it('refuses to start with an unknown SERVICE_TIME_ZONE', async () => {
    vi.stubEnv('API_UPSTREAM', upstreamUrl);
    vi.stubEnv('SERVICE_TIME_ZONE', 'Asia/Atlantis');
    await expect(preview(inlineConfig())).rejects.toThrow(/SERVICE_TIME_ZONE must be an IANA/);
  });

  it('does the same in vite preview', async () => {
    vi.stubEnv('API_UPSTREAM', upstreamUrl);
    vi.stubEnv('ACCOUNT_ID', '');
    const server = await preview(inlineConfig());
    try {
      const { config, api } = await exercise(server.resolvedUrls!.local[0]!.replace(/\/$/, ''));
      expect(config).toEqual({ apiBaseUrl: '/v1' });
      expect(api.status).toBe(200);
      expect(received).toHaveLength(1);
      expect(received[0]?.authorization).toBe(authorization);
    } finally {
      await server.close();
    }
  });

  it('answers 502 JSON when the upstream is down', async () => {
    vi.stubEnv('API_UPSTREAM', 'http://127.0.0.1:9'); // discard port: nothing listens
    const server = await preview(inlineConfig());
    try {
      const res = await fetch(
        `${server.resolvedUrls!.local[0]!.replace(/\/$/, '')}/v1/site_reports/schedules`,
      );
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({ message: 'The API upstream could not be reached' });
    } finally {
      await server.close();
    }
  });

  it('changes nothing without API_UPSTREAM (demo mode from public/config.json)', async () => {
    vi.stubEnv('API_UPSTREAM', '');
    const server = await preview(inlineConfig());
    try {
      const base = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
      expect(await (await fetch(`${base}/config.json`)).json()).toEqual({});
      await fetch(`${base}/v1/site_reports/schedules`);
      expect(received).toHaveLength(0);
    } finally {
      await server.close();
    }
  });
});
