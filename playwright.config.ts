import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';

/**
 * End-to-end tests against the production build (`vite preview` of dist/) in demo mode.
 * Uses the system Chromium when there is one (CI and this project's build machines cannot
 * download Playwright's browsers), else Playwright's own.
 */
const systemChromium = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path));

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
      use: { ...devices['Desktop Chrome'], timezoneId: 'America/New_York', locale: 'en-US' },
    },
    {
      name: 'kolkata',
      use: { ...devices['Desktop Chrome'], timezoneId: 'Asia/Kolkata', locale: 'en-IN' },
    },
  ],
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
