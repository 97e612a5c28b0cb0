/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { chunkPlan } from './src/server/vite-chunk-plan.js';
import { precompressBuildOutput } from './src/server/vite-precompress-plugin.js';
import { prerenderShellPlugin } from './src/server/vite-prerender-shell-plugin.js';
import { runtimeConfigPlugin } from './src/server/vite-runtime-config-plugin.js';
import { ZonesFirstSequencer } from './tests/support/zones-first-sequencer.js';

const chunks = chunkPlan();

/** Unit tests that need no DOM: they run in Node's own environment. */
const NODE_TESTS = [
  'src/domain/**/*.test.ts',
  'src/mock-service/**/*.test.ts',
  'src/server/**/*.test.ts',
  'tests/server/**/*.test.ts',
  'tests/mock-service/**/*.test.ts',
  'tests/security/{proxy,mock-service,timeout}.test.ts',
  'tests/service-calendar-year.test.ts',
];

/**
 * Files that set the process's time zone (`process.env.TZ`): Node applies a new TZ only in a
 * process's main thread, so they run in child processes (`forks`); every other file runs in
 * worker threads, which start faster (docs/testing.md).
 */
const PROCESS_ZONE_TESTS = ['src/domain/ics-export.proof.test.ts', 'tests/zones/**/*.test.tsx'];

export default defineConfig({
  // runtimeConfigPlugin: with API_UPSTREAM set, proxies /v1 and generates /config.json (live mode).
  // prerenderShellPlugin: the signed-in frame (app.html) and, for `/` and `/login`, the sign-in
  // page beside it (index.html), as HTML drawn before any script runs (ADR 012).
  // precompressBuildOutput: .br/.gz copies of dist/ for the production server (build only).
  plugins: [
    react(),
    runtimeConfigPlugin(),
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
    setupFiles: ['./tests/support/setup-tests.ts'],
    restoreMocks: true,
    testTimeout: 20_000,
    // A worker runs its files one after another in one environment, not each in a fresh one:
    // setting up a jsdom and importing the app again cost more than most files' tests (here:
    // 241 s isolated, 95 s not for the jsdom files; 93 s and 53 s for the Node ones). Module
    // state is shared between the files a worker runs: a test that needs a module fresh resets
    // it itself (vi.resetModules), and a file that stubs a global or fakes timers undoes it.
    isolate: false,
    // One worker per core. Vitest's default leaves one core to itself (one worker on this 2-core
    // machine), but its own process is mostly idle while the workers run: 199 s with two
    // workers against 248 s with one, in a run of all the files here (load 5).
    maxWorkers: '100%',
    // The zones project's files first: they hold the longest one (zones-first-sequencer.ts).
    sequence: { sequencer: ZonesFirstSequencer },
    // Two environments: the rules, the mock service and the servers need no DOM, and a jsdom
    // per file costs them more than their tests (docs/testing.md). A file may still ask for
    // the other with a `@vitest-environment` comment.
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          pool: 'threads',
          include: NODE_TESTS,
          exclude: PROCESS_ZONE_TESTS,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          pool: 'threads',
          include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
          exclude: [...NODE_TESTS, ...PROCESS_ZONE_TESTS],
        },
      },
      {
        // A file here names its environment when it needs no DOM (`@vitest-environment node`).
        extends: true,
        test: { name: 'zones', environment: 'jsdom', pool: 'forks', include: PROCESS_ZONE_TESTS },
      },
    ],
  },
});
