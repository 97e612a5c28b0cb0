import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import pluginQuery from '@tanstack/eslint-plugin-query';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/**
 * The layers of docs/decisions/001-stack-and-layout.md. Imports flow one way: domain <- lib,
 * config, components <- features <- app <- startup (what runs before React, called by
 * src/main.tsx; docs/decisions/022-one-start-up-seam.md). `target` is the importing folder,
 * `from` what it may not import.
 */
const FEATURES = readdirSync('src/features');
const layerZones = [
  {
    target: './src/domain',
    from: [
      './src/startup',
      './src/app',
      './src/features',
      './src/components',
      './src/lib',
      './src/config',
    ],
    message: 'src/domain is pure TypeScript: it imports nothing above it.',
  },
  {
    target: './src/domain',
    from: ['./src/mock-service', './src/server'],
    message: 'src/domain is pure TypeScript: it imports nothing above it.',
  },
  {
    target: ['./src/lib', './src/config', './src/components'],
    from: ['./src/features', './src/app', './src/startup'],
    message: 'Shared code (lib, config, components) never imports a feature, the app or start-up.',
  },
  {
    target: './src/features',
    from: ['./src/app', './src/startup'],
    message: 'Features never import the app or start-up: the app composes features.',
  },
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'One feature never imports another: move what both need to src/lib or src/domain.',
  })),
];
/** The mock service is the demo's back end: only the demo's start-up (startup/demo-mode.ts) and tests import it. */
const mockServiceZone = {
  target: [
    './src/app',
    './src/startup/!(demo-mode).{ts,tsx}',
    './src/features',
    './src/components',
    './src/lib',
    './src/config',
    './src/server',
  ],
  from: './src/mock-service',
  message:
    'Only the demo start-up (src/startup/demo-mode.ts), the HTTP mock server and tests import src/mock-service.',
};

const TEST_FILES = ['**/*.test.{ts,tsx}'];

export default tseslint.config(
  {
    ignores: ['dist', 'dist-server', 'coverage', 'playwright-report', 'test-results'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      // Small functions, tests' describe blocks included: one that outgrows this does two things.
      'max-lines-per-function': ['error', { max: 119, skipBlankLines: false, skipComments: false }],
    },
  },
  {
    // e2e/ keeps plain relative imports: Playwright specs and their fixtures sit together.
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    rules: {
      // `#src/…` and `#tests/…` (package.json "imports") say where a module lives; `../../..` does not.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./',
              message: 'Import from another folder as #src/…, #tests/… or #scripts/….',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, mockServiceZone] }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    // Tests keep the layers too, but may start the mock service.
    files: TEST_FILES.map((pattern) => `src/${pattern}`),
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones }] },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // The lists' checkboxes (select-checkbox.tsx) are inputs a label may wrap.
      'jsx-a11y/label-has-associated-control': [
        'error',
        { controlComponents: ['RowCheckbox', 'PageCheckbox'] },
      ],
    },
  },
  {
    // The demo's service worker is served as it is (docs/decisions/011): plain JavaScript.
    files: ['public/demo-service-worker.js'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    // Every end-to-end test starts at the suite's instant: its `test` is e2e/test.ts's.
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from e2e/test.ts: it fixes the page's clock (SUITE_NOW).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'e2e/**', 'src/mock-service/http-server.ts', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
);
