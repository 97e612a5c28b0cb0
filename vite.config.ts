/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { runtimeConfigPlugin } from './src/server/vite-runtime-config-plugin.js';

export default defineConfig({
  // runtimeConfigPlugin: with API_UPSTREAM set, proxies /v1 and generates /config.json (live mode).
  plugins: [react(), runtimeConfigPlugin()],
  server: { port: 5173, strictPort: false },
  preview: { port: 4173 },
  build: {
    target: 'es2022',
    sourcemap: true,
    // dist/.vite/manifest.json: read by scripts/check-budgets.ts (not served).
    manifest: true,
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    testTimeout: 20_000,
  },
});
