/**
 * The list floor (list-floor/) served the way the app is: built with Vite's `build()` under the
 * base /bench-list-floor/, with the build's brotli/gzip copies (the app's precompress plugin), and
 * placed beside a copy of the app's build (DIST_DIR), so that the production server serves both
 * from one origin. Same-origin matters: the demo's service worker (scope /) answers the floor's
 * API requests as it answers the app's, and in live mode the floor reaches the proxied /v1 with
 * Basic auth and no CORS.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { precompressBuildOutput } from '#src/server/vite-precompress-plugin';
import { DIST_DIR } from './settings';

const LIST_FLOOR_SOURCE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'list-floor');
const BASE = '/bench-list-floor/';
/** The list floor's page on the app's server. */
export const LIST_FLOOR_PAGE = `${BASE}index.html`;

export interface ServedCopy {
  /** The app's build with the list floor under bench-list-floor/: a DIST_DIR for the servers. */
  distDir: string;
  /** Removes the copy. */
  close: () => void;
}

/** Builds the list floor and lays it beside a copy of the app's build (source maps left out). */
export async function prepareListFloor(): Promise<ServedCopy> {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'bench-list-floor-build-'));
  const distDir = mkdtempSync(path.join(os.tmpdir(), 'bench-list-floor-dist-'));
  try {
    await build({
      configFile: false,
      envDir: false,
      root: LIST_FLOOR_SOURCE,
      base: BASE,
      publicDir: false,
      logLevel: 'warn',
      // The demo registers its service worker at BASE_URL with that scope: the app's, at /,
      // as the app does (the floor's own base would give it a worker of its own, scoped to it).
      define: { 'import.meta.env.BASE_URL': JSON.stringify('/') },
      plugins: [precompressBuildOutput()],
      build: { outDir, emptyOutDir: true, target: 'es2022' },
    });
    cpSync(DIST_DIR, distDir, { recursive: true, filter: (source) => !source.endsWith('.map') });
    cpSync(outDir, path.join(distDir, BASE.slice(1, -1)), { recursive: true });
    return { distDir, close: () => rmSync(distDir, { recursive: true, force: true }) };
  } catch (error) {
    rmSync(distDir, { recursive: true, force: true });
    throw error;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * Throws unless the server at `baseUrl` serves the list floor's page and its scripts (compressed,
 * as the app's), under a CSP that lets them run (module scripts and workers from 'self').
 */
export async function checkListFloorServed(baseUrl: string): Promise<void> {
  const page = await fetch(baseUrl + LIST_FLOOR_PAGE);
  const html = await page.text();
  if (!page.ok || !html.includes('id="schedules"')) {
    throw new Error(`${LIST_FLOOR_PAGE} is not served (HTTP ${page.status})`);
  }
  const csp = page.headers.get('content-security-policy') ?? '';
  for (const directive of ["script-src 'self'", "worker-src 'self'"]) {
    if (csp && !csp.includes(directive)) throw new Error(`the CSP lacks ${directive}: ${csp}`);
  }
  const scripts = [...html.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((match) => match[1]!);
  if (!scripts.length) throw new Error(`${LIST_FLOOR_PAGE} names no script`);
  for (const script of scripts) {
    const response = await fetch(new URL(script, baseUrl + LIST_FLOOR_PAGE), {
      headers: { 'Accept-Encoding': 'br, gzip' },
    });
    await response.arrayBuffer();
    if (!response.ok || !/javascript/.test(response.headers.get('content-type') ?? '')) {
      throw new Error(`${script} of the list floor is not served as JavaScript`);
    }
  }
}
