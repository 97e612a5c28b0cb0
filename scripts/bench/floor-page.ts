/**
 * The floor page (floor/): built with Vite's `build()` into a temporary folder and served by a
 * tiny static server on a free port, gzip-compressed, with the app's cache headers. It also
 * answers the floor's list (/items.json) and the service worker of the throttling check.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { BUSY_SERVICE_WORKER } from './throttling-scope';

const FLOOR_SOURCE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'floor');

/** What the floor's list shows: 25 short names, as many as the app's first screen of rows. */
const FLOOR_ITEMS = [
  'Alpha',
  'Bravo',
  'Charlie',
  'Delta',
  'Echo',
  'Foxtrot',
  'Golf',
  'Hotel',
  'India',
  'Juliett',
  'Kilo',
  'Lima',
  'Mike',
  'November',
  'Oscar',
  'Papa',
  'Quebec',
  'Romeo',
  'Sierra',
  'Tango',
  'Uniform',
  'Victor',
  'Whiskey',
  'X-ray',
  'Yankee',
].map((name) => `${name} site report`);

interface FloorServer {
  url: string;
  close: () => Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
};

/** Builds the floor and serves it; `close` stops the server and removes the build. */
export async function startFloorServer(): Promise<FloorServer> {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'bench-floor-'));
  await build({
    configFile: false,
    root: FLOOR_SOURCE,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  const files = new Map<string, { body: Buffer; type: string; immutable: boolean }>();
  const file = (urlPath: string) => {
    const cached = files.get(urlPath);
    if (cached) return cached;
    const relative = urlPath === '/' ? 'index.html' : urlPath.slice(1);
    const absolute = path.resolve(outDir, relative);
    if (!absolute.startsWith(outDir + path.sep)) return null;
    try {
      const entry = {
        body: readFileSync(absolute),
        type: TYPES[path.extname(absolute)] ?? 'application/octet-stream',
        immutable: urlPath.startsWith('/assets/'),
      };
      files.set(urlPath, entry);
      return entry;
    } catch {
      return null;
    }
  };
  files.set('/items.json', {
    body: Buffer.from(JSON.stringify(FLOOR_ITEMS)),
    type: TYPES['.json']!,
    immutable: false,
  });
  files.set('/busy-service-worker.js', {
    body: Buffer.from(BUSY_SERVICE_WORKER),
    type: TYPES['.js']!,
    immutable: false,
  });
  const server = http.createServer((request, response) => {
    const found = file(new URL(request.url ?? '/', 'http://floor').pathname);
    if (!found) {
      response.writeHead(404).end();
      return;
    }
    const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    const body = gzip ? gzipSync(found.body, { level: 9 }) : found.body;
    response
      .writeHead(200, {
        'Content-Type': found.type,
        'Content-Length': body.length,
        'Cache-Control': found.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      })
      .end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
