/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { chunkPlan } from './src/server/vite-chunk-plan.js';
import { muiThemeWithoutCssVariables } from './src/server/vite-mui-theme-plugin.js';
import { precompressBuildOutput } from './src/server/vite-precompress-plugin.js';
import { prerenderShellPlugin } from './src/server/vite-prerender-shell-plugin.js';
import { runtimeConfigPlugin } from './src/server/vite-runtime-config-plugin.js';

const chunks = chunkPlan();

export default defineConfig({
  // runtimeConfigPlugin: with API_UPSTREAM set, proxies /v1 and generates /config.json (live mode).
  // prerenderShellPlugin: the sign-in page (index.html) and the signed-in frame (app.html) as
  // HTML, drawn before any script runs (docs/decisions/012-prerendered-shell.md).
  // precompressBuildOutput: .br/.gz copies of dist/ for the production server (build only).
  plugins: [
    react(),
    runtimeConfigPlugin(),
    muiThemeWithoutCssVariables(),
    prerenderShellPlugin(),
    precompressBuildOutput(),
    chunks.plugin,
  ],
  server: { port: 5173, strictPort: false },
  preview: { port: 4173 },
  build: {
    target: 'es2022',
    // Written for debugging, but no `sourceMappingURL` points at them, and the production server
    // 404s them unless SERVE_SOURCEMAPS=1: they hold the whole source.
    sourcemap: 'hidden',
    // dist/.vite/manifest.json: read by scripts/check-budgets.ts (not served).
    manifest: true,
    rolldownOptions: {
      output: {
        // A few chunks per page, each page no heavier (src/server/vite-chunk-plan.ts).
        codeSplitting: { groups: chunks.groups },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./tests/support/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    testTimeout: 20_000,
  },
});
