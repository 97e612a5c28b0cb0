/**
 * Live mode: the production server in front of the mock API server (`npm run mock-api`, its own
 * process on a free port), the way the app runs against a real Report Schedule Service. The
 * Sites page's figures ask for another directory size (MOCK_SITE_COUNT) from a server of their own.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { encodeBasicAuth } from '#src/lib/http/basic-auth';
import { INITECH_SITE_ID } from '#src/mock-service/directory';
import { startProductionServer } from '#src/server/production-server';
import { unusedPort } from '#tests/support/raw-http';
import { DIST_DIR, ROOT } from './settings';

interface LiveServer {
  url: string;
  close: () => Promise<void>;
}

/** The status `url` answers with, or null when nothing listens yet. */
function statusOf(url: string, headers: Record<string, string> = {}): Promise<number | null> {
  return new Promise((resolve) => {
    const request = http.get(url, { headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? null));
    });
    request.on('error', () => resolve(null));
  });
}

interface LiveServerOptions {
  /** How many sites the demo user sees (the mock's MOCK_SITE_COUNT); the mock's default unless said. */
  siteCount?: number;
  /** The build served; DIST_DIR unless said (the list's figures serve a copy with the list floor). */
  distDir?: string;
}

export async function startLiveServer(options: LiveServerOptions = {}): Promise<LiveServer> {
  const { siteCount, distDir = DIST_DIR } = options;
  const mockPort = await unusedPort();
  const mockApi = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'src/mock-service/http-server.ts')],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        MOCK_API_PORT: String(mockPort),
        ...(siteCount === undefined ? {} : { MOCK_SITE_COUNT: String(siteCount) }),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const stopMockApi = () =>
    new Promise<void>((resolve) => {
      if (mockApi.exitCode !== null) return resolve();
      mockApi.once('exit', () => resolve());
      mockApi.kill('SIGTERM');
    });
  try {
    const upstream = `http://127.0.0.1:${mockPort}`;
    const startedAt = performance.now();
    // Without credentials the mock answers 401: it is up.
    while ((await statusOf(`${upstream}/v1`)) === null) {
      if (mockApi.exitCode !== null) throw new Error(`the mock API exited (${mockApi.exitCode})`);
      if (performance.now() - startedAt > 60_000)
        throw new Error('the mock API did not start in 60 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // A real service has its data at hand: let the mock generate Initech's before the rounds.
    const demoUser = { Authorization: encodeBasicAuth({ username: 'demo', password: 'demo' }) };
    const warm = await statusOf(
      `${upstream}/v1/site_reports/schedules?site_id=${INITECH_SITE_ID}`,
      demoUser,
    );
    if (warm !== 200) throw new Error(`the mock API answered Initech's list with ${warm}`);
    if (siteCount !== undefined) {
      // And the directory of the size asked for, every page of it once.
      for (let offset = 0; offset < siteCount; offset += 100) {
        const page = await statusOf(`${upstream}/v1/sites?limit=100&offset=${offset}`, demoUser);
        if (page !== 200) throw new Error(`the mock API answered GET /v1/sites with ${page}`);
      }
    }
    const server = await startProductionServer({
      distDir,
      port: 0,
      apiUpstream: upstream,
      logger: false,
    });
    return {
      url: server.url,
      close: async () => {
        await server.close();
        await stopMockApi();
      },
    };
  } catch (error) {
    await stopMockApi();
    throw error;
  }
}
