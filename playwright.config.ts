import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';

/**
 * End-to-end tests against the production build: in demo mode (`vite preview` of dist/), and in
 * live mode (the production server proxying /v1 to the mock API server, e2e/live/).
 * Uses the system Chromium when there is one (CI and this project's build machines cannot
 * download Playwright's browsers), else Playwright's own.
 */
const systemChromium =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path));

const chromiumFlags = [
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Running as root (CI containers) needs this; harmless elsewhere.
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
];

const PORT = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${PORT}`;
/** Live mode: the mock API, and the production server in front of it. */
export const MOCK_API_PORT = Number(process.env.E2E_MOCK_API_PORT ?? PORT + 1838);
export const LIVE_PORT = Number(process.env.E2E_LIVE_PORT ?? PORT + 1);
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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      ...(systemChromium ? { executablePath: systemChromium } : {}),
      args: chromiumFlags,
    },
  },
  projects: [
    {
      name: 'new-york',
      testIgnore: 'live/**',
      use: { ...devices['Desktop Chrome'], timezoneId: 'America/New_York', locale: 'en-US' },
    },
    {
      name: 'kolkata',
      testIgnore: 'live/**',
      use: { ...devices['Desktop Chrome'], timezoneId: 'Asia/Kolkata', locale: 'en-IN' },
    },
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
  ],
  webServer: [
    {
      command: `npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort`,
      url: baseURL,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: 'npm run mock-api',
      env: { MOCK_API_PORT: String(MOCK_API_PORT) },
      url: `http://127.0.0.1:${MOCK_API_PORT}/__mock/faults`,
      reuseExistingServer: !process.env.CI,
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
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
