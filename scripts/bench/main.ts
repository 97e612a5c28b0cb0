/**
 * Performance benchmark (`npm run bench`): bundle budgets, Lighthouse scores and interaction
 * timings of the production build, served by the production server in demo mode. Prints a table
 * and writes docs/performance.md.
 *
 *   npm run bench                      # everything (builds first when dist/ is missing)
 *   npm run bench -- --skip-lighthouse # only bundle sizes, interaction timings and server load
 *   npm run bench -- --skip-load       # without the production server's load check
 *   npm run bench -- --strict          # exit 1 when a figure misses its target or cannot be measured
 *
 * Environment: CHROMIUM_PATH (default /usr/bin/chromium), BENCH_RUNS (default 5),
 * LIGHTHOUSE_RUNS (default 3), DIST_DIR (default dist), BENCH_OUTPUT (default docs/performance.md).
 *
 * How the signed-in pages are reached: the app keeps its session in sessionStorage
 * (`report-scheduler.session`), so the demo account's session is injected by a script that runs
 * before any page script of every new document (Puppeteer `evaluateOnNewDocument` for Lighthouse,
 * Playwright `addInitScript` for the timings). No UI sign-in, so nothing of the sign-in flow is
 * measured with the schedule list.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startProductionServer } from '#src/server/production-server';
import { measureBundleSizes } from './bundle-sizes';
import { launchChromium, requireChromium } from './chromium';
import { errorMessage } from './errors';
import { logRow, type Row } from './figures';
import { INTERACTIONS, measureInteraction } from './interactions';
import { LIGHTHOUSE_PAGES, scoreLighthousePage } from './lighthouse-scores';
import { formatPerformanceMarkdown } from './performance-markdown';
import { ensureBuild } from './production-build';
import { measureServerLoad, type ServerLoad } from './server-load';
import { CPU_THROTTLING_RATE, DIST_DIR, OUTPUT, ROOT, RUNS } from './settings';
import { budgetSummaryLines, missedTargetsSentence, textTable } from './summary';

interface Options {
  skipLighthouse: boolean;
  skipInteractions: boolean;
  skipLoad: boolean;
  strict: boolean;
  /** The parts left out, as the report names them. */
  skipped: string[];
}

function readOptions(argv: string[]): Options {
  const args = new Set(argv);
  const skipLighthouse = args.has('--skip-lighthouse');
  const skipInteractions = args.has('--skip-interactions');
  const skipLoad = args.has('--skip-load');
  return {
    skipLighthouse,
    skipInteractions,
    skipLoad,
    strict: args.has('--strict'),
    skipped: [
      ...(skipLighthouse ? ['Lighthouse'] : []),
      ...(skipInteractions ? ['interactions'] : []),
      ...(skipLoad ? ['server load'] : []),
    ],
  };
}

/** Lighthouse and the interaction timings, against the build served in demo mode. */
async function measureServedApp(options: Options): Promise<Row[]> {
  const rows: Row[] = [];
  const record = (measured: Row[]) => {
    for (const row of measured) {
      rows.push(row);
      logRow(row);
    }
  };
  const server = await startProductionServer({ distDir: DIST_DIR, port: 0, logger: false });
  const browser = await launchChromium();
  try {
    console.log(`\nServing ${path.relative(ROOT, DIST_DIR) || '.'} at ${server.url} (demo mode)`);
    if (!options.skipLighthouse) {
      console.log('\nLighthouse');
      for (const page of LIGHTHOUSE_PAGES) {
        record(await scoreLighthousePage(browser, server.url, page));
      }
    }
    if (!options.skipInteractions) {
      console.log(`\nInteractions (CPU ${CPU_THROTTLING_RATE}× slower, median of ${RUNS})`);
      for (const interaction of INTERACTIONS) {
        record(await measureInteraction(interaction, browser, server.url));
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return rows;
}

async function main() {
  const options = readOptions(process.argv.slice(2));
  requireChromium();
  ensureBuild();

  console.log('\nBundle sizes');
  const { budgets, budgetError } = await measureBundleSizes();

  const rows = await measureServedApp(options);

  let serverLoad: ServerLoad = { load: null, loadError: null };
  if (!options.skipLoad) {
    console.log('\nServer load (compiled production server, live mode, mock API upstream)');
    serverLoad = await measureServerLoad();
  }
  const { load, loadError } = serverLoad;

  console.log('\nSummary\n');
  if (budgets) {
    for (const line of budgetSummaryLines(budgets)) console.log(line);
    console.log('');
  }
  console.log(textTable(rows));
  console.log(`\n${missedTargetsSentence(budgets, rows)}`);

  const markdown = formatPerformanceMarkdown({
    budgets,
    budgetError,
    rows,
    load,
    loadError,
    skipped: options.skipped,
  });
  mkdirSync(path.dirname(OUTPUT), { recursive: true });
  writeFileSync(OUTPUT, markdown);
  console.log(`\nWrote ${path.relative(ROOT, OUTPUT)}`);

  const missed =
    rows.some((r) => r.status === 'MISS' || r.status === 'n/a') ||
    !budgets ||
    budgets.failures.length > 0 ||
    budgets.missing.length > 0 ||
    (!options.skipLoad && !load);
  if (options.strict && missed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(`bench: ${errorMessage(error)}`);
  process.exitCode = 1;
});
