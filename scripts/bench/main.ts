/**
 * Performance benchmark (`npm run bench`): bundle budgets, Lighthouse scores, the JavaScript the
 * sign-in page loads and interaction timings of the production build, each browser figure
 * measured interleaved with a floor page (a Vite + React hello world, floor/) and reported with
 * its ratio to the floor; the schedule list in demo mode and in live mode, beside the list floor
 * (Initech's list drawn with no framework, list-floor/, served by the same server under
 * /bench-list-floor/ of a copy of the build: list-floor-build.ts); the Sites page with
 * 1,000 sites in live mode (sites-page.ts; the site switcher's keystroke on the same pages) and
 * with the demo's 260, and counting the reports of 260 sites at 50 ms latency
 * (sites-counting.ts), finding an address across them (address-finding.ts); the server's load.
 * Prints a table and writes docs/performance.md.
 *
 *   npm run bench                      # everything (builds dist/ first)
 *   npm run bench -- --no-build        # measures dist/ as it is (built from this commit?)
 *   npm run bench -- --skip-lighthouse # without Lighthouse
 *   npm run bench -- --skip-live       # without live mode (production server + mock API server)
 *   npm run bench -- --skip-load       # without the production server's load check
 *   npm run bench -- --skip-sites      # without the Sites page's figures
 *   npm run bench -- --only sites      # the Sites page's figures alone (no budgets, no throttling
 *                                      # check; --skip-live leaves its live figures out too)
 *   npm run bench -- --only list       # the Initech list alone, demo and live, beside the list
 *                                      # floor (no budgets, Lighthouse, other figures or load)
 *   npm run bench -- --only keystrokes # the keystroke figures alone, beside the floor: Initech's
 *                                      # search (demo; → rows in DOM → painted), the Sites
 *                                      # page's at 1,000 sites and the site switcher's on the
 *                                      # same pages (live; --skip-live leaves them out)
 *   npm run bench -- --only lighthouse # the Lighthouse runs alone, beside the floor page
 *   npm run bench -- --strict          # exit 1 when a figure misses its target or cannot be measured
 *
 * Environment: CHROMIUM_PATH (default /usr/bin/chromium), BENCH_RUNS (rounds, default 5),
 * LIGHTHOUSE_RUNS (default 5), DIST_DIR (default dist), BENCH_OUTPUT (default docs/performance.md).
 *
 * How the signed-in pages are reached: the app keeps its session in sessionStorage
 * (`report-scheduler.session`), so the demo account's session is injected by a script that runs
 * before any page script of every new document (Puppeteer `evaluateOnNewDocument` for Lighthouse,
 * Playwright `addInitScript` for the timings). No UI sign-in, so nothing of the sign-in flow is
 * measured with the schedule list.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import type { BundleReport } from '#scripts/check-budgets';
import { startProductionServer, type RunningServer } from '#src/server/production-server';
import { measureBundleSizes } from './bundle-sizes';
import { launchChromium, requireChromium } from './chromium';
import { listVisible } from './list-visible';
import { LIST_FLOOR_PAGE, prepareListFloor, type ServedCopy } from './list-floor-build';
import { errorMessage } from './errors';
import { logRow, unmeasuredRow, type Row } from './figures';
import { startFloorServer } from './floor-page';
import { DEMO_INTERACTIONS, LIVE_INTERACTIONS, measureInteraction } from './interactions';
import { keystroke } from './keystroke';
import { measureLighthouse } from './lighthouse-scores';
import { startLiveServer } from './live-server';
import { measureLoadedJs } from './loaded-js';
import { withLoad, type SectionLoad } from './machine-load';
import { formatPerformanceMarkdown, type PerformanceResults } from './performance-markdown';
import { ensureBuild } from './production-build';
import { measureServerLoad, type ServerLoad } from './server-load';
import { CPU_THROTTLING_RATE, DIST_DIR, OUTPUT, ROOT, RUNS } from './settings';
import { measureAddressFinding } from './address-finding';
import { measureSitesCounting } from './sites-counting';
import { measureSitesDemo, measureSitesKeystroke, measureSitesLive } from './sites-page';
import { budgetSummaryLines, missedTargetsSentence, textTable } from './summary';
import { measureThrottlingScope, type ThrottlingScope } from './throttling-scope';

/**
 * The parts `--only <part>` can name: `sites`, the Sites page's figures (no budgets, throttling
 * check, sign-in JS or demo interactions either); `list`, the Initech list in demo and live mode;
 * `keystrokes`, Initech's search (demo), the Sites page's and the site switcher's at 1,000 sites
 * (live); `lighthouse`, the Lighthouse runs alone.
 */
const ONLY_PARTS = ['sites', 'list', 'keystrokes', 'lighthouse'] as const;
type OnlyPart = (typeof ONLY_PARTS)[number];

interface Options {
  only: OnlyPart | null;
  skipLighthouse: boolean;
  /** Live mode: the Initech list, and the Sites page's live figures. */
  skipLive: boolean;
  /** The Initech list in live mode, apart from the Sites page's live figures. */
  skipLiveList: boolean;
  skipLoad: boolean;
  skipSites: boolean;
  strict: boolean;
  /** `--no-build`: dist/ as it is, not built afresh. */
  noBuild: boolean;
  /** The parts left out, as the report names them. */
  skipped: string[];
}

function readOptions(argv: string[]): Options {
  const args = new Set(argv);
  const onlyAt = argv.findIndex((arg) => arg === '--only' || arg.startsWith('--only='));
  const only = onlyAt < 0 ? null : (argv[onlyAt]!.split('=')[1] ?? argv[onlyAt + 1] ?? '');
  if (only !== null && !ONLY_PARTS.includes(only as OnlyPart)) {
    throw new Error(`--only takes one of: ${ONLY_PARTS.join(', ')} (got "${only}")`);
  }
  const onlySites = only === 'sites';
  const onlyList = only === 'list';
  const onlyKeystrokes = only === 'keystrokes';
  const onlyLighthouse = only === 'lighthouse';
  const skipLighthouse = (only !== null && !onlyLighthouse) || args.has('--skip-lighthouse');
  const skipLive = onlyLighthouse || args.has('--skip-live');
  const skipLiveList = onlySites || onlyKeystrokes || skipLive;
  const skipLoad = only !== null || args.has('--skip-load');
  const skipSites = onlyList || onlyLighthouse || args.has('--skip-sites');
  return {
    only: only as OnlyPart | null,
    skipLighthouse,
    skipLive,
    skipLiveList,
    skipLoad,
    skipSites,
    strict: args.has('--strict'),
    noBuild: args.has('--no-build'),
    skipped: [
      ...(onlySites
        ? ['bundle budgets, CPU throttling check, JS loaded on sign-in, demo interactions']
        : []),
      ...(onlyList
        ? [
            'bundle budgets, CPU throttling check, JS loaded on sign-in, the other demo interactions',
          ]
        : []),
      ...(onlyKeystrokes
        ? [
            "bundle budgets, CPU throttling check, JS loaded on sign-in, the demo interactions but the keystroke, the Sites page but its keystroke and the site switcher's at 1,000 sites",
          ]
        : []),
      ...(onlyLighthouse
        ? ['bundle budgets, CPU throttling check, JS loaded on sign-in, demo interactions']
        : []),
      ...(skipLighthouse ? ['Lighthouse'] : []),
      ...(skipLive ? ['live mode'] : skipLiveList ? ['the Initech list in live mode'] : []),
      ...(skipLoad ? ['server load'] : []),
      ...(skipSites ? ['Sites page'] : []),
    ],
  };
}

const logged = (rows: Row[]) => {
  rows.forEach(logRow);
  return rows;
};

/** The live-mode list: production server + mock API server, floor interleaved. */
async function measureLive(browser: Browser, floorUrl: string, distDir: string): Promise<Row[]> {
  let live;
  try {
    live = await startLiveServer({ distDir });
  } catch (error) {
    return [unmeasuredRow('Live', 'Initech list (5,000), live', '—', errorMessage(error))];
  }
  try {
    console.log(`  serving ${live.url} (live mode)`);
    const rows: Row[] = [];
    for (const interaction of LIVE_INTERACTIONS) {
      const env = { browser, appUrl: live.url, floorUrl, section: 'Live' as const };
      rows.push(...logged(await measureInteraction(interaction, env)));
    }
    return rows;
  } finally {
    await live.close();
  }
}

/**
 * Every browser figure, against the build served in demo mode (and live), beside the floor; the
 * build is served from a copy with the list floor beside it when the list is measured.
 */
async function measureInBrowser(options: Options, loads: SectionLoad[]) {
  const rows: Row[] = [];
  const floor = options.only === 'list' ? null : await startFloorServer();
  const floorUrl = floor?.url ?? '';
  let listFloor: ServedCopy | null = null;
  let server: RunningServer;
  try {
    listFloor = options.only === 'list' || options.only === null ? await prepareListFloor() : null;
    server = await startProductionServer({
      distDir: listFloor?.distDir ?? DIST_DIR,
      port: 0,
      logger: false,
    });
  } catch (error) {
    await floor?.close();
    listFloor?.close();
    throw error;
  }
  const distDir = listFloor?.distDir ?? DIST_DIR;
  const browser = await launchChromium();
  const part = async (title: string, measure: () => Promise<Row[]>) => {
    console.log(`\n${title}`);
    rows.push(...(await withLoad(loads, title, measure)));
  };
  const { only } = options;
  let throttling: ThrottlingScope | string = only ? `skipped: --only ${only}` : 'not measured';
  try {
    console.log(
      `\nServing ${path.relative(ROOT, DIST_DIR) || '.'}${listFloor ? ` (a copy, the list floor at ${LIST_FLOOR_PAGE})` : ''} at ${server.url} (demo mode)${floor ? `, floor at ${floor.url}` : ''}`,
    );
    if (!only) {
      console.log('\nCPU throttling scope');
      throttling = await withLoad(loads, 'CPU throttling scope', () =>
        measureThrottlingScope(browser, floorUrl),
      );
    }
    if (!options.skipLighthouse) {
      await part('Lighthouse', async () =>
        logged(await measureLighthouse(browser, server.url, floorUrl)),
      );
    }
    if (!only) {
      await part('JS loaded on sign-in', async () =>
        logged(await measureLoadedJs(browser, server.url, floorUrl)),
      );
    }
    if (only !== 'sites' && only !== 'lighthouse') {
      await part(
        `Interactions, demo mode (CPU ${CPU_THROTTLING_RATE}×, ${RUNS} rounds)`,
        async () => {
          const measured: Row[] = [];
          const interactions =
            only === 'list'
              ? [listVisible]
              : only === 'keystrokes'
                ? [keystroke]
                : DEMO_INTERACTIONS;
          for (const interaction of interactions) {
            const env = {
              browser,
              appUrl: server.url,
              floorUrl,
              section: 'Demo' as const,
            };
            measured.push(...logged(await measureInteraction(interaction, env)));
          }
          return measured;
        },
      );
    }
    if (!options.skipLiveList) {
      await part(`Live mode (CPU ${CPU_THROTTLING_RATE}×, ${RUNS} rounds)`, () =>
        measureLive(browser, floorUrl, distDir),
      );
    }
    if (only === 'keystrokes' && !options.skipSites && !options.skipLive) {
      await part(`Sites page, keystrokes (CPU ${CPU_THROTTLING_RATE}×, ${RUNS} rounds)`, async () =>
        logged(await measureSitesKeystroke(browser, floorUrl)),
      );
    } else if (!options.skipSites && only !== 'keystrokes') {
      await part(`Sites page (CPU ${CPU_THROTTLING_RATE}×, ${RUNS} rounds)`, async () => [
        ...(options.skipLive ? [] : logged(await measureSitesLive(browser, floorUrl))),
        ...(options.skipLive ? [] : logged(await measureSitesCounting(browser))),
        ...(options.skipLive ? [] : logged(await measureAddressFinding(browser))),
        ...logged(await measureSitesDemo(browser, floorUrl, server.url)),
      ]);
    }
  } finally {
    await browser.close();
    await server.close();
    await floor?.close();
    listFloor?.close();
  }
  return { rows, throttling };
}

async function main() {
  const startedAt = performance.now();
  const options = readOptions(process.argv.slice(2));
  requireChromium();
  ensureBuild({ rebuild: !options.noBuild });
  const loads: SectionLoad[] = [];

  let budgets: BundleReport | null = null;
  let budgetError: string | null = `skipped in this run (--only ${options.only})`;
  if (options.only === null) {
    console.log('\nBundle sizes');
    ({ budgets, budgetError } = await withLoad(loads, 'Bundle sizes', measureBundleSizes));
  }
  const { rows, throttling } = await measureInBrowser(options, loads);
  let serverLoad: ServerLoad = { load: null, loadError: null };
  if (!options.skipLoad) {
    console.log('\nServer load (compiled production server, live mode, mock API upstream)');
    serverLoad = await withLoad(loads, 'Server load', measureServerLoad);
  }

  console.log('\nSummary\n');
  if (budgets) console.log(`${budgetSummaryLines(budgets).join('\n')}\n`);
  console.log(textTable(rows));
  console.log(`\n${missedTargetsSentence(budgets, rows)}`);

  const results: PerformanceResults = {
    budgets,
    budgetError,
    rows,
    ...serverLoad,
    skipped: options.skipped,
    loads,
    throttling,
    minutes: (performance.now() - startedAt) / 60_000,
  };
  mkdirSync(path.dirname(OUTPUT), { recursive: true });
  writeFileSync(OUTPUT, formatPerformanceMarkdown(results));
  console.log(`\nWrote ${path.relative(ROOT, OUTPUT)} (${results.minutes.toFixed(1)} min)`);

  const missed =
    rows.some((r) => r.status === 'MISS' || r.status === 'n/a') ||
    (options.only === null && !budgets) ||
    (budgets !== null && (budgets.failures.length > 0 || budgets.missing.length > 0)) ||
    (!options.skipLoad && !serverLoad.load);
  if (options.strict && missed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(`bench: ${errorMessage(error)}`);
  process.exitCode = 1;
});
