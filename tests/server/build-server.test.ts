// @vitest-environment node
/**
 * The compiled production server, as `npm run serve` runs it: plain `node` on the output of the
 * same build function as `npm run build:server`, no TypeScript loader anywhere.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProductionServer } from '#src/server/build-server';
import { rawRequest } from '#tests/support/raw-http';

const ROOT = path.resolve(import.meta.dirname, '../..');
let outDir: string;
let serverFile: string;
let distDir: string;
const children: ChildProcess[] = [];

beforeAll(async () => {
  // Inside node_modules/, so that the server's imports (express, helmet, send) resolve from the
  // project's node_modules as they do from dist-server/, without touching dist-server/ itself.
  const cacheDir = path.join(ROOT, 'node_modules', '.cache');
  mkdirSync(cacheDir, { recursive: true });
  outDir = mkdtempSync(path.join(cacheDir, 'report-scheduler-server-'));
  serverFile = await buildProductionServer(outDir);

  distDir = mkdtempSync(path.join(tmpdir(), 'report-scheduler-dist-'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Report scheduler</title>');
}, 30_000);

afterAll(() => {
  for (const child of children) child.kill();
  rmSync(outDir, { recursive: true, force: true });
  rmSync(distDir, { recursive: true, force: true });
});

/** Starts the compiled server on a free port and resolves with its URL from the start-up line. */
function startCompiledServer(env: Record<string, string>, file = serverFile): Promise<string> {
  const child = spawn(process.execPath, [file], {
    // No NODE_OPTIONS: vitest's loaders must not help the server start.
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', DIST_DIR: distDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    const onOutput = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /http:\/\/127\.0\.0\.1:\d+/.exec(output)?.[0];
      if (url) resolve(url);
    };
    child.stdout.on('data', onOutput);
    child.stderr.on('data', onOutput);
    child.on('exit', (code) => reject(new Error(`the server exited (${code}): ${output}`)));
  });
}

describe('the compiled production server', () => {
  it('is plain JavaScript that imports only node built-ins and production dependencies', () => {
    const code = readFileSync(serverFile, 'utf8');
    const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const imported = [...code.matchAll(/^import .* from "([^"]+)";$/gm)].map((match) => match[1]!);
    const packages = imported.filter((specifier) => !specifier.startsWith('node:'));
    expect(packages.length).toBeGreaterThan(0);
    for (const name of packages) expect(Object.keys(manifest.dependencies)).toContain(name);
    expect(code).not.toMatch(/from "(tsx|vite|rolldown|compression|http-proxy-middleware)"/);
  });

  it('starts with plain node and serves the app, refusing smuggled paths', async () => {
    const url = await startCompiledServer({});
    const page = await rawRequest(url, '/login');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>Report scheduler</title>');
    expect((await rawRequest(url, '/v1/..;/admin')).status).toBe(400);
  });

  it('starts when run through a symbolic link, as a deploy’s `current/` link runs it', async () => {
    const linkDir = mkdtempSync(path.join(tmpdir(), 'report-scheduler-link-'));
    try {
      const link = path.join(linkDir, 'production-server.js');
      symlinkSync(serverFile, link);
      const url = await startCompiledServer({}, link);
      expect((await rawRequest(url, '/login')).status).toBe(200);
    } finally {
      rmSync(linkDir, { recursive: true, force: true });
    }
  });

  it('stops with a message, not a stack trace, when there is no build to serve', async () => {
    await expect(startCompiledServer({ DIST_DIR: path.join(distDir, 'missing') })).rejects.toThrow(
      /index\.html does not exist: run `npm run build` first/,
    );
  });
});
