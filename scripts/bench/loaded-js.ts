/**
 * JavaScript actually loaded by the sign-in page in demo mode, cold: every script the page, its
 * workers and its service worker fetched until the network was idle, each counted as its gzip
 * body when requested again from the same server with `Accept-Encoding: gzip` (the production
 * server sends its precompressed .gz, the floor's server gzip -9), whatever encoding the browser
 * got. The floor's hello world is measured the same way, interleaved.
 */
import http from 'node:http';
import path from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';
import { expectOnPage, newPage } from './browser-page';
import { PAGES } from './demo-app';
import { errorMessage } from './errors';
import { formatTarget, measuredRow, TARGETS, unmeasuredRow, type Row } from './figures';
import { RUNS } from './settings';

const FIGURE = 'Sign-in page, demo mode: JS loaded (gzip)';

interface LoadedScript {
  url: string;
  gzipBytes: number;
}

/** Script URLs the context fetched: page scripts, worker and service worker scripts, imports. */
function watchScripts(context: BrowserContext): Set<string> {
  const urls = new Set<string>();
  const note = (url: string) => {
    if (/^https?:/.test(url)) urls.add(url.split('#')[0]!);
  };
  context.on('request', (request) => {
    const type = request.resourceType();
    if (type === 'script' || /\.m?js(\?|$)/.test(new URL(request.url()).pathname)) {
      note(request.url());
    }
  });
  context.on('serviceworker', (worker) => note(worker.url()));
  return urls;
}

/** The encoded body size of `url` when asked for with `Accept-Encoding: gzip`. */
function gzipBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () =>
        response.statusCode === 200
          ? resolve(bytes)
          : reject(new Error(`${url}: ${response.statusCode}`)),
      );
    });
    request.on('error', reject);
  });
}

async function loadedScripts(browser: Browser, url: string, floor: boolean) {
  const { context, page } = await newPage(browser, { signedIn: false, cpuThrottlingRate: 1 });
  const urls = watchScripts(context);
  page.on('worker', (worker) => urls.add(worker.url()));
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    await expectOnPage(
      page,
      floor
        ? page.getByRole('heading', { level: 1 })
        : page.getByRole('heading', { name: 'Sign in' }),
      floor ? 'The floor\u2019s heading' : 'The heading "Sign in"',
    );
    // What the page loads once idle (prefetches, a worker starting late) is loaded too.
    await page.waitForTimeout(1_000);
    await page.waitForLoadState('networkidle');
    for (const worker of context.serviceWorkers()) urls.add(worker.url());
  } finally {
    await context.close();
  }
  const scripts: LoadedScript[] = [];
  for (const scriptUrl of [...urls].filter((u) => /^https?:/.test(u)).sort()) {
    scripts.push({ url: scriptUrl, gzipBytes: await gzipBytes(scriptUrl) });
  }
  return scripts;
}

const total = (scripts: LoadedScript[]) => scripts.reduce((sum, s) => sum + s.gzipBytes, 0);

/** The figure's row, floor and app interleaved; its detail lists the app's files. */
export async function measureLoadedJs(
  browser: Browser,
  appUrl: string,
  floorUrl: string,
): Promise<Row[]> {
  try {
    const app: LoadedScript[][] = [];
    const floor: LoadedScript[][] = [];
    for (let round = 0; round < RUNS; round++) {
      floor.push(await loadedScripts(browser, `${floorUrl}/`, true));
      app.push(await loadedScripts(browser, appUrl + PAGES.signIn, false));
    }
    const last = app.at(-1) ?? [];
    const files = [...last]
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
      .map((s) => `${path.basename(new URL(s.url).pathname)} ${(s.gzipBytes / 1000).toFixed(1)}`)
      .join(', ');
    return [
      measuredRow({
        section: 'Loaded JS',
        figure: FIGURE,
        unit: 'bytes',
        samples: app.map(total),
        target: TARGETS.signInJsBytes,
        floor: { what: 'floor: its JS, same way', samples: floor.map(total) },
        detail: `cold context, until network idle + 1 s; ${last.length} files (kB): ${files}`,
      }),
    ];
  } catch (error) {
    return [
      unmeasuredRow(
        'Loaded JS',
        FIGURE,
        formatTarget(TARGETS.signInJsBytes, 'bytes'),
        errorMessage(error),
      ),
    ];
  }
}
