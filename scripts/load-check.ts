/**
 * Load check of the production server, part of `npm run bench` (and on its own with
 * `npm run bench:load`): requests per second and p50/p99 latency for `/`, the main script and a
 * proxied `/v1` call, at 20 and 100 concurrent clients, beside a floor (a bare node:http server
 * answering a few bytes) measured in the same rounds.
 *
 * Everything runs as it would in production: the compiled server (`node dist-server/...`) in live
 * mode in its own process, in front of the mock API server in another; the clients are this
 * process, with keep-alive connections like a browser's. The machine is shared, so the rounds
 * are interleaved (every target once per round) and the figures are medians over rounds, with
 * the ratio to the floor of the same round, which is what holds from one run to the next.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodeBasicAuth } from '#src/lib/http/basic-auth';
import { ACME_SITE_ID } from '#src/mock-service/directory';
import { unusedPort } from '#tests/support/raw-http';
import { median, percentile } from './stats';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEMO_AUTHORIZATION = encodeBasicAuth({ username: 'demo', password: 'demo' });

export const LOAD_CONCURRENCY = [20, 100] as const;

export interface LoadCheckOptions {
  distDir: string;
  /** The compiled production server; a `.ts` entry runs through tsx (to compare with the source). */
  serverEntry?: string;
  rounds?: number;
  /** How long each target is loaded per round. */
  durationMs?: number;
  log?: (line: string) => void;
}

export interface LoadFigure {
  target: string;
  concurrency: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Requests per second as a share of the floor's, same round and concurrency; median. */
  ratioToFloor: number;
  errors: number;
}

export interface LoadReport {
  /** How the server was started, relative to the repository, e.g. `node dist-server/production-server.js`. */
  serverCommand: string;
  figures: LoadFigure[];
  floor: { concurrency: number; requestsPerSecond: number; p50Ms: number; p99Ms: number }[];
  /** Process start to the first 200 of `/`, median of `startSamples`. */
  firstResponseMs: number;
  startSamples: number[];
  rounds: number;
  durationMs: number;
  loadBefore: number[];
  loadAfter: number[];
}

interface Target {
  name: string;
  port: number;
  path: string;
  headers: Record<string, string>;
}

interface Sample {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

/**
 * Resolves when `url` answers with a status `accepted` takes (200 by default), polling every
 * 20 ms; the time it took from `startedAt`.
 */
async function waitForAnswer(
  url: string,
  startedAt: number,
  child: ChildProcess,
  accepted: (status: number | undefined) => boolean = (status) => status === 200,
): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`);
    const ok = await new Promise<boolean>((resolve) => {
      const request = http.get(url, (response) => {
        response.resume();
        resolve(accepted(response.statusCode));
      });
      request.on('error', () => resolve(false));
    });
    if (ok) return performance.now() - startedAt;
    if (performance.now() - startedAt > 60_000) throw new Error(`${url} did not answer in 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function startProcess(command: string, args: string[], env: Record<string, string>): ChildProcess {
  return spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** The floor: what node:http itself does per request on this machine, with nothing on top. */
const FLOOR_SCRIPT = `
  const body = Buffer.from('<!doctype html><title>floor</title>');
  require('node:http')
    .createServer((req, res) => res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Length': body.length }).end(body))
    .listen(Number(process.env.PORT), '127.0.0.1');
`;

/** The hashed main script that index.html loads. */
function mainScriptPath(distDir: string): string {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const match = /<script[^>]+type="module"[^>]+src="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error(`${distDir}/index.html has no module script`);
  return match[1];
}

/** `concurrency` clients, each sending its next request as soon as the last one is answered. */
async function loadTarget(
  target: Target,
  concurrency: number,
  durationMs: number,
): Promise<Sample> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  let errors = 0;
  const startedAt = performance.now();
  const deadline = startedAt + durationMs;

  const once = () =>
    new Promise<void>((resolve) => {
      const sentAt = performance.now();
      const request = http.get(
        { host: '127.0.0.1', port: target.port, path: target.path, headers: target.headers, agent },
        (response) => {
          response.on('data', () => {});
          response.on('end', () => {
            if (response.statusCode === 200) latencies.push(performance.now() - sentAt);
            else errors += 1;
            resolve();
          });
        },
      );
      request.on('error', () => {
        errors += 1;
        resolve();
      });
    });

  const client = async () => {
    while (performance.now() < deadline) await once();
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  const elapsedSeconds = (performance.now() - startedAt) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: latencies.length / elapsedSeconds,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    errors,
  };
}

/** Start-up: a fresh server process each time, from spawn to the first 200 of `/`. */
async function measureStartUp(
  serverArgs: string[],
  serverEnv: (port: number) => Record<string, string>,
): Promise<number[]> {
  const startSamples: number[] = [];
  for (let i = 0; i < 3; i++) {
    const port = await unusedPort();
    const startedAt = performance.now();
    const child = startProcess(process.execPath, serverArgs, serverEnv(port));
    startSamples.push(await waitForAnswer(`http://127.0.0.1:${port}/`, startedAt, child));
    await stopProcess(child);
  }
  return startSamples;
}

/**
 * Every target at every concurrency, `rounds` times over, interleaved so that a noisy moment of
 * the machine spreads over all of them. Keyed `name|concurrency`.
 */
async function loadInRounds(
  targets: Target[],
  rounds: number,
  durationMs: number,
  log: (line: string) => void,
): Promise<Map<string, Sample[]>> {
  // Warm-up: the first requests pay for JIT and opening files.
  for (const target of targets) await loadTarget(target, 20, 300);

  const samples = new Map<string, Sample[]>();
  for (let round = 0; round < rounds; round++) {
    for (const concurrency of LOAD_CONCURRENCY) {
      for (const target of targets) {
        const sample = await loadTarget(target, concurrency, durationMs);
        const key = `${target.name}|${concurrency}`;
        samples.set(key, [...(samples.get(key) ?? []), sample]);
      }
    }
    log(`  round ${round + 1} of ${rounds} done`);
  }
  return samples;
}

/** Medians of one target's rounds at one concurrency, and its ratio to the floor's. */
function summarise(samples: Map<string, Sample[]>, name: string, concurrency: number) {
  const list = samples.get(`${name}|${concurrency}`) ?? [];
  const floorList = samples.get(`floor|${concurrency}`) ?? [];
  return {
    requestsPerSecond: median(list.map((s) => s.requestsPerSecond)),
    p50Ms: median(list.map((s) => s.p50Ms)),
    p99Ms: median(list.map((s) => s.p99Ms)),
    errors: list.reduce((sum, s) => sum + s.errors, 0),
    ratioToFloor: median(
      list.map((s, i) => s.requestsPerSecond / (floorList[i]?.requestsPerSecond ?? NaN)),
    ),
  };
}

export async function runLoadCheck(options: LoadCheckOptions): Promise<LoadReport> {
  const {
    distDir,
    serverEntry = path.join(ROOT, 'dist-server', 'production-server.js'),
    rounds = 3,
    durationMs = 2_000,
    log = () => {},
  } = options;
  if (!existsSync(serverEntry)) {
    throw new Error(`${path.relative(ROOT, serverEntry)} is missing: run \`npm run build\``);
  }
  const loadBefore = os.loadavg();
  const [floorPort, mockPort] = await Promise.all([unusedPort(), unusedPort()]);
  const floor = startProcess(process.execPath, ['-e', FLOOR_SCRIPT], { PORT: String(floorPort) });
  const mockApi = startProcess(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'src/mock-service/http-server.ts')],
    { MOCK_API_PORT: String(mockPort) },
  );
  const serverArgs = serverEntry.endsWith('.ts') ? ['--import', 'tsx', serverEntry] : [serverEntry];
  const serverEnv = (port: number) => ({
    PORT: String(port),
    DIST_DIR: distDir,
    API_UPSTREAM: `http://127.0.0.1:${mockPort}`,
  });
  let server: ChildProcess | undefined;
  try {
    const startT0 = performance.now();
    await waitForAnswer(`http://127.0.0.1:${floorPort}/`, startT0, floor);
    // Without credentials the mock answers 401: it is up.
    await waitForAnswer(`http://127.0.0.1:${mockPort}/v1`, startT0, mockApi, (status) => !!status);

    const startSamples = await measureStartUp(serverArgs, serverEnv);
    log(
      `  server start to first 200: ${startSamples.map((ms) => `${Math.round(ms)} ms`).join(', ')}`,
    );

    const serverPort = await unusedPort();
    server = startProcess(process.execPath, serverArgs, serverEnv(serverPort));
    await waitForAnswer(`http://127.0.0.1:${serverPort}/`, performance.now(), server);

    const browserHeaders = { 'Accept-Encoding': 'br, gzip', Accept: '*/*' };
    const targets: Target[] = [
      { name: 'floor', port: floorPort, path: '/', headers: {} },
      { name: '`/` (index.html)', port: serverPort, path: '/', headers: browserHeaders },
      {
        name: 'main script',
        port: serverPort,
        path: mainScriptPath(distDir),
        headers: browserHeaders,
      },
      {
        name: 'proxied `/v1` (Acme schedules, mock API upstream)',
        port: serverPort,
        path: `/v1/site_reports/schedules?site_id=${ACME_SITE_ID}`,
        headers: { ...browserHeaders, Authorization: DEMO_AUTHORIZATION },
      },
    ];

    const samples = await loadInRounds(targets, rounds, durationMs, log);
    const summary = (name: string, concurrency: number) => summarise(samples, name, concurrency);

    return {
      serverCommand: [
        'node',
        ...serverArgs.map((arg) => (path.isAbsolute(arg) ? path.relative(ROOT, arg) : arg)),
      ].join(' '),
      figures: targets
        .filter((target) => target.name !== 'floor')
        .flatMap((target) =>
          LOAD_CONCURRENCY.map((concurrency) => ({
            target: target.name,
            concurrency,
            ...summary(target.name, concurrency),
          })),
        ),
      floor: LOAD_CONCURRENCY.map((concurrency) => {
        const { requestsPerSecond, p50Ms, p99Ms } = summary('floor', concurrency);
        return { concurrency, requestsPerSecond, p50Ms, p99Ms };
      }),
      firstResponseMs: median(startSamples),
      startSamples,
      rounds,
      durationMs,
      loadBefore,
      loadAfter: os.loadavg(),
    };
  } finally {
    await Promise.all([server, floor, mockApi].filter(Boolean).map((child) => stopProcess(child!)));
  }
}

const loadAverage = (values: number[]) => values.map((value) => value.toFixed(2)).join(' / ');

/** The report's section: a table of medians and how they were taken. */
export function formatLoadMarkdown(report: LoadReport): string {
  const round = (value: number) =>
    Number.isFinite(value) ? Math.round(value).toLocaleString('en-US') : '—';
  const oneDecimal = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '—');
  return [
    `The production server (\`${report.serverCommand}\`, live mode) in front of the mock API`,
    `server, each in its own process; the clients are the benchmark's process,`,
    `keep-alive connections sending \`Accept-Encoding: br, gzip\`. ${report.rounds} interleaved rounds of`,
    `${report.durationMs / 1000} s per target and concurrency; medians over rounds. The floor is a bare`,
    '`node:http` server answering 37 bytes, measured in the same rounds; "× floor" is requests per',
    'second as a share of its. Clients, server and upstream share the same cores, so absolute',
    `figures are low and drift; the ratios hold. Load average (1/5/15 min) before:`,
    `${loadAverage(report.loadBefore)}, after: ${loadAverage(report.loadAfter)}; ${os.cpus().length} cores.`,
    '',
    `Server start (spawn) to the first 200 of \`/\`: **${round(report.firstResponseMs)} ms** (median of`,
    `${report.startSamples.length}: ${report.startSamples.map((ms) => `${round(ms)} ms`).join(', ')}).`,
    '',
    '| Target | clients | req/s | × floor | p50 | p99 | non-200 |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...report.floor.map(
      (f) =>
        `| floor (bare node:http) | ${f.concurrency} | ${round(f.requestsPerSecond)} | 1.00 | ${oneDecimal(f.p50Ms)} ms | ${oneDecimal(f.p99Ms)} ms | — |`,
    ),
    ...report.figures.map(
      (f) =>
        `| ${f.target} | ${f.concurrency} | ${round(f.requestsPerSecond)} | ${f.ratioToFloor.toFixed(2)} | ${oneDecimal(f.p50Ms)} ms | ${oneDecimal(f.p99Ms)} ms | ${f.errors} |`,
    ),
  ].join('\n');
}

const entry = process.argv[1];
if (entry && path.resolve(entry) === fileURLToPath(import.meta.url)) {
  // `npm run bench:load [-- <server entry>]`
  const serverEntry = process.argv[2] ? path.resolve(process.argv[2]) : undefined;
  runLoadCheck({ distDir: path.join(ROOT, 'dist'), serverEntry, log: console.log })
    .then((report) => console.log(`\n${formatLoadMarkdown(report)}`))
    .catch((error: unknown) => {
      console.error(`load check: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    });
}
