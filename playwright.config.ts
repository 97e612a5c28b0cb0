import { defineConfig, devices } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { SUITE_NOW } from '#tests/support/suite-clock';

/**
 * End-to-end tests against the production build: in demo mode (`vite preview` of dist/), and in
 * live mode (the production server proxying /v1 to the mock API server, e2e/live/).
 * Uses the system Chromium when there is one (CI and this project's build machines cannot
 * download Playwright's browsers), else Playwright's own. Debian's headless shell comes first
 * (package chromium-headless-shell: the same Chromium without its windowing, what Playwright's
 * own headless runs use): it ran the same 19 tests in 62 s where the full browser took 113 s on
 * this project's 2-core machine (docs/testing.md).
 */
const systemChromium =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (path) => existsSync(path),
  );

const chromiumFlags = [
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Running as root (CI containers) needs this; harmless elsewhere.
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
];

/**
 * Every server the tests use is started by them, on a port that was free when the run began:
 * never a fixed port, and never a server someone else left running (it could be another build).
 * The ports are chosen once, in the runner, and handed to the workers (which load this file
 * again) through the environment.
 */
function freePorts(count: number): number[] {
  const script = `
    const net = require('node:net');
    const servers = Array.from({ length: ${count} }, () => net.createServer());
    Promise.all(servers.map((server) => new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))))
      .then(() => {
        console.log(servers.map((server) => server.address().port).join(' '));
        servers.forEach((server) => server.close());
      });`;
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' })
    .trim()
    .split(' ')
    .map(Number);
}

if (!process.env.E2E_PORT || !process.env.E2E_MOCK_API_PORT || !process.env.E2E_LIVE_PORT) {
  const [preview, mockApi, live] = freePorts(3);
  process.env.E2E_PORT ??= String(preview);
  process.env.E2E_MOCK_API_PORT ??= String(mockApi);
  process.env.E2E_LIVE_PORT ??= String(live);
}

const PORT = Number(process.env.E2E_PORT);
export const baseURL = `http://127.0.0.1:${PORT}`;
/** Live mode: the mock API, and the production server in front of it. */
export const MOCK_API_PORT = Number(process.env.E2E_MOCK_API_PORT);
export const LIVE_PORT = Number(process.env.E2E_LIVE_PORT);
/** The proxy gives up after this long, so "latency beyond the timeout" is quick to test. */
export const LIVE_PROXY_TIMEOUT_MS = 3_000;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // Recording a trace doubles a test's time here (measured: 18–25 s against 10–14 s), so it is
    // recorded on the retry of a test that failed (CI retries once), where it is needed.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      ...(systemChromium ? { executablePath: systemChromium } : {}),
      args: chromiumFlags,
    },
  },
  projects: [
    // Live mode first: its tests share the mock API's faults and run one after another on one
    // worker (live-mode.spec.ts), beside the demo's tests on the other. Run last, they kept one
    // worker alone for the last 80 s of the run.
    {
      name: 'live',
      testMatch: 'live/**/*.spec.ts',
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://127.0.0.1:${LIVE_PORT}`,
        timezoneId: 'Europe/London',
        locale: 'en-GB',
      },
    },
    {
      // The demo's journeys, in a zone with daylight saving, behind UTC. The same journeys in a
      // zone ahead of UTC, without daylight saving (Asia/Kolkata), run in Vitest with the
      // process in that zone (tests/zones/, docs/testing.md): a second browser project cost a
      // minute of every run.
      name: 'new-york',
      testIgnore: 'live/**',
      use: { ...devices['Desktop Chrome'], timezoneId: 'America/New_York', locale: 'en-US' },
    },
  ],
  webServer: [
    {
      command: `npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort`,
      url: baseURL,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'npm run mock-api',
      // The e2e switches faults through the mock's admin routes, which are off by default.
      // Its clock starts where the pages' do (e2e/test.ts), so its seed matches what they show.
      env: {
        MOCK_API_PORT: String(MOCK_API_PORT),
        MOCK_ADMIN: '1',
        MOCK_NOW: SUITE_NOW.toISOString(),
      },
      url: `http://127.0.0.1:${MOCK_API_PORT}/__mock/faults`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'npm run serve',
      env: {
        PORT: String(LIVE_PORT),
        API_UPSTREAM: `http://127.0.0.1:${MOCK_API_PORT}`,
        PROXY_TIMEOUT_MS: String(LIVE_PROXY_TIMEOUT_MS),
      },
      url: `http://127.0.0.1:${LIVE_PORT}/config.json`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
