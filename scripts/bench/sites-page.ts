/**
 * The Sites page (`/`, issue 21's "Speed"): with 1,000 sites in live mode (the production server
 * in front of a mock API server of its own, MOCK_SITE_COUNT=1000) a cold load to the first page's
 * rows and to every page in, the longest main-thread task while the other pages load, a keystroke
 * in "Search sites" once all are in, then one in the site switcher's search (Ctrl+K) on the same
 * page, and a keystroke typed as a page of sites arrives; in demo mode (260 sites, the mock in the
 * browser) the cold load alone. Each interleaved with the floor.
 */
import type { Browser, Page } from '@playwright/test';
import { median } from '#scripts/stats';
import { expectOnPage, newPage } from './browser-page';
import { settle } from './change-probe';
import { errorMessage } from './errors';
import {
  formatTarget,
  measuredRow,
  TARGETS,
  unmeasuredRow,
  type Row,
  type Target,
} from './figures';
import { firstRowProbe, readFirstRows, type RowsToWatch } from './first-rows';
import { FLOOR_FIGURE, floorRound, interleaved, type FloorRound } from './floor-round';
import { holdLaterSitePages, nextHeldPage, releaseHeldPage } from './held-pages';
import { timeKeystrokes } from './keystroke-probe';
import { startLiveServer } from './live-server';
import { KEYSTROKES_PER_ROUND } from './settings';
import {
  SWITCHER_SETTLE_MS,
  timeSwitcherKeystrokes,
  type SwitcherKeystrokes,
} from './switcher-keystroke';
import {
  allSitesProbe,
  armFilteredRowsProbe,
  collectFilteredRows,
  readAllSites,
} from './sites-probes';

/** The live directory's size: issue 21 asks for the page's speed at 1,000 sites. */
const LIVE_SITE_COUNT = 1_000;
/** The demo's own directory (src/mock-service/seed-sites.ts, DEFAULT_SITE_COUNT). */
const DEMO_SITE_COUNT = 260;
const PAGE_SIZE = 100;
const SITE_ROWS: RowsToWatch = { rows: 'table tbody tr', request: '/v1/sites' };
/**
 * Quiet time before each keystroke: the search is written into the address once the page has
 * drawn the box's change (a deferred render), and clearing
 * the box must not land on the clock.
 */
const SITES_SETTLE_MS = 800;

const thousands = (n: number) => n.toLocaleString('en-US');
const LIVE = `Sites (${thousands(LIVE_SITE_COUNT)}), live`;
const DEMO = `Sites (${DEMO_SITE_COUNT}), demo`;
const FIGURES = {
  firstRows: `${LIVE}: navigation → first rows`,
  afterResponse: `${LIVE}: first page's response → rows`,
  allLoaded: `${LIVE}: navigation → all loaded`,
  longestTask: `${LIVE}: longest task while the other pages load`,
  keystroke: `Sites (${thousands(LIVE_SITE_COUNT)}): keystroke in "Search sites" → rows`,
  switcherKeystroke: `Sites (${thousands(LIVE_SITE_COUNT)}): keystroke in the site switcher → options`,
  whileLoading: `Sites (${thousands(LIVE_SITE_COUNT)}): keystroke → rows as a page arrives`,
  demoFirstRows: `${DEMO}: navigation → first rows`,
  demoAllLoaded: `${DEMO}: navigation → all loaded`,
};

const sitesTable = (page: Page) => page.getByRole('table', { name: 'Your sites' });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search sites' });

interface LoadRound {
  fromNavigation: number;
  afterResponse: number;
  allLoaded: number;
  longestTask: number;
  keystroke?: { value: number; key: string };
  /**
   * The site switcher's keystrokes, opened on the same page after the page's own; or why they
   * could not be taken (the page's own figures stand without them).
   */
  switcher?: SwitcherKeystrokes | string;
}

/** A cold load of `/` to its first rows and to every site in; then keystrokes when asked. */
async function loadRound(
  browser: Browser,
  base: string,
  count: number,
  withKeystrokes: boolean,
): Promise<LoadRound> {
  const { context, page } = await newPage(browser, {
    signedIn: true,
    initScript: { script: firstRowProbe, arg: SITE_ROWS },
  });
  try {
    await context.addInitScript(allSitesProbe, { count });
    await page.goto(`${base}/`, { waitUntil: 'commit' });
    const table = sitesTable(page);
    await expectOnPage(page, table.locator('tbody tr'), 'A site in the table "Your sites"');
    const first = await readFirstRows(page, SITE_ROWS.request);
    const all = await readAllSites(page);
    const round: LoadRound = {
      ...first,
      allLoaded: all.paintedAt,
      longestTask: all.longestTaskFrom(first.fromNavigation),
    };
    if (withKeystrokes) {
      const search = searchBox(page);
      await expectOnPage(page, search, 'The "Search sites" box');
      round.keystroke = await timeKeystrokes(
        page,
        { list: table, rows: 'tbody tr', search, ignore: page.getByRole('search') },
        KEYSTROKES_PER_ROUND,
        SITES_SETTLE_MS,
      );
      round.switcher = await timeSwitcherKeystrokes(page, count).catch(errorMessage);
    }
    return round;
  } finally {
    await context.close();
  }
}

/** Until a status line of the page reads `text` exactly. */
async function statusReads(page: Page, text: string) {
  await page.waitForFunction(
    (expected) =>
      [...document.querySelectorAll('[role="status"]')].some(
        (element) => (element.textContent ?? '').trim() === expected,
      ),
    text,
    { timeout: 20_000 },
  );
}

interface WhileLoadingRound {
  value: number;
  /** Keystrokes whose filtered rows already counted the page released with them. */
  withPage: number;
  /** The directory's size before each timed keystroke's page. */
  from: number[];
}

/**
 * A cold load with the pages after the first held back (held-pages.ts): all but the last few are
 * handed over as the app asks; then for each of the last ones (a warm-up, then
 * KEYSTROKES_PER_ROUND), from an empty box, the page is handed to the app at the keydown of a
 * letter, timed to the frame after the filtered rows. The round's figure is the median of the
 * timed ones.
 */
async function whileLoadingRound(
  browser: Browser,
  base: string,
  count: number,
  key: string,
): Promise<WhileLoadingRound> {
  const { context, page } = await newPage(browser, {
    signedIn: true,
    initScript: { script: holdLaterSitePages },
  });
  try {
    await page.goto(`${base}/`, { waitUntil: 'commit' });
    const table = sitesTable(page);
    await expectOnPage(page, table.locator('tbody tr'), 'A site in the table "Your sites"');
    const search = searchBox(page);
    await expectOnPage(page, search, 'The "Search sites" box');
    const typedPages = KEYSTROKES_PER_ROUND + 1;
    let loaded = Math.min(PAGE_SIZE, count);
    while (loaded < count - typedPages * PAGE_SIZE) {
      await nextHeldPage(page);
      await releaseHeldPage(page, 'now');
      loaded += PAGE_SIZE;
    }
    const samples: number[] = [];
    const from: number[] = [];
    let withPage = 0;
    for (let run = 0; run < typedPages && loaded < count; run++) {
      // The app asks for a page once it has taken in the one before.
      await nextHeldPage(page);
      await search.fill('');
      await statusReads(page, `${thousands(loaded)} ${loaded === 1 ? 'site' : 'sites'}`);
      await settle(page, SITES_SETTLE_MS);
      await armFilteredRowsProbe(page);
      await releaseHeldPage(page, 'on next keydown');
      await search.press(key);
      const timing = await collectFilteredRows(page);
      if (run > 0) {
        // run 0 warms up
        samples.push(timing.paintedAt - timing.start);
        from.push(loaded);
        if (timing.sitesCounted > loaded) withPage++;
      }
      loaded = Math.min(count, loaded + PAGE_SIZE);
    }
    if (!samples.length)
      throw new Error(`too few pages of sites (${count}) to type as one arrives`);
    return { value: median(samples), withPage, from };
  } finally {
    await context.close();
  }
}

const failed = (figures: Array<[string, Target | null]>, why: string): Row[] =>
  figures.map(([figure, target]) =>
    unmeasuredRow('Sites', figure, formatTarget(target, 'ms'), why),
  );

/** The live figures at 1,000 sites: their own live server, floor interleaved. */
export async function measureSitesLive(browser: Browser, floorUrl: string): Promise<Row[]> {
  const figures: Array<[string, Target | null]> = [
    [FIGURES.firstRows, TARGETS.sitesNavigationToRows],
    [FIGURES.keystroke, TARGETS.sitesKeystroke],
    [FIGURES.switcherKeystroke, null],
    [FIGURES.whileLoading, TARGETS.sitesKeystrokeWhileLoading],
  ];
  let live;
  try {
    live = await startLiveServer({ siteCount: LIVE_SITE_COUNT });
  } catch (error) {
    return failed(figures, errorMessage(error));
  }
  try {
    console.log(`  serving ${live.url} (live mode, ${thousands(LIVE_SITE_COUNT)} sites)`);
    const samples = await interleaved(
      FIGURES.firstRows,
      () => floorRound(browser, floorUrl),
      async () => {
        const load = await loadRound(browser, live.url, LIVE_SITE_COUNT, true);
        // The same letter as the keystroke once all are in, so the two figures compare.
        const key = load.keystroke?.key ?? 'q';
        return {
          load,
          whileLoading: await whileLoadingRound(browser, live.url, LIVE_SITE_COUNT, key),
        };
      },
    );
    const loads = samples.app.map((s) => s.load);
    const floor = (key: keyof typeof FLOOR_FIGURE) => ({
      what: FLOOR_FIGURE[key],
      samples: samples.floor.map((s) => s[key]),
    });
    const keys = [...new Set(loads.map((s) => s.keystroke?.key))].join('", "');
    const during = samples.app.map((s) => s.whileLoading);
    const typed = during.reduce((sum, s) => sum + s.from.length, 0);
    const withPage = during.reduce((sum, s) => sum + s.withPage, 0);
    const from = Math.min(...during.flatMap((s) => s.from));
    const where =
      'live mode: the production server proxies /v1 to a mock API server of its own with MOCK_SITE_COUNT=1000 (every page of GET /v1/sites asked once before the rounds)';
    return [
      measuredRow({
        section: 'Sites',
        figure: FIGURES.firstRows,
        unit: 'ms',
        samples: loads.map((s) => s.fromNavigation),
        target: TARGETS.sitesNavigationToRows,
        floor: floor('fromNavigation'),
        detail: `cold context each round, signed in (session injected), \`/\`; navigation start to the frame after the first row of the first page (100 sites); ${where}`,
      }),
      measuredRow({
        section: 'Sites',
        figure: FIGURES.afterResponse,
        unit: 'ms',
        samples: loads.map((s) => s.afterResponse),
        floor: floor('afterResponse'),
        detail:
          'from the last /v1/sites responseEnd before the first row (Resource Timing) to the frame after it',
      }),
      measuredRow({
        section: 'Sites',
        figure: FIGURES.allLoaded,
        unit: 'ms',
        samples: loads.map((s) => s.allLoaded),
        floor: floor('fromNavigation'),
        detail: `the same loads: navigation start to the frame after the summary read "${thousands(LIVE_SITE_COUNT)} sites" with no "Loading sites" line (${LIVE_SITE_COUNT / PAGE_SIZE} pages of ${PAGE_SIZE}, up to 4 read side by side once the first gives the count)`,
      }),
      measuredRow({
        section: 'Sites',
        figure: FIGURES.longestTask,
        unit: 'ms',
        samples: loads.map((s) => s.longestTask),
        detail:
          'the same loads: the longest main-thread task (Long Tasks API) that started between the first rows and all loaded, what a keystroke could wait behind; 0 = none of 50 ms or more (the API reports no shorter ones); the floor has no counterpart',
      }),
      keystrokeRow({ floor: samples.floor, app: loads }),
      switcherKeystrokeRow({ floor: samples.floor, app: loads }),
      measuredRow({
        section: 'Sites',
        figure: FIGURES.whileLoading,
        unit: 'ms',
        samples: during.map((s) => s.value),
        target: TARGETS.sitesKeystrokeWhileLoading,
        floor: floor('keystroke'),
        detail: `a second cold load each round with the pages after the first held back in the page (each fetched in full as the app asks, handed to the app when the bench says): the first ${thousands(from - PAGE_SIZE)} sites go in at once, then each of the last ${KEYSTROKES_PER_ROUND + 1} pages is handed over at the keydown of "${keys}" typed into an empty box (${SITES_SETTLE_MS} ms quiet before), the first as a warm-up, so the timed keystrokes take the directory from ${thousands(from)} to ${thousands(LIVE_SITE_COUNT)} sites; each round the median of ${KEYSTROKES_PER_ROUND}; keydown to the frame after the rows showed the search (the summary's "N of M sites match" with N < M, one commit with the rows); the arriving page was already in those rows for ${withPage} of ${typed} keystrokes; held to a keystroke's target (issue 21: reading the pages must not block typing)`,
      }),
    ];
  } catch (error) {
    return failed(figures, errorMessage(error));
  } finally {
    await live.close();
  }
}

/** The figures `measureSitesKeystroke` gives. */
const KEYSTROKE_FIGURES: Array<[string, Target | null]> = [
  [FIGURES.keystroke, TARGETS.sitesKeystroke],
  [FIGURES.switcherKeystroke, null],
];

/**
 * The keystroke at 1,000 sites alone (`npm run bench -- --only keystrokes`): the same cold loads
 * and keystrokes as `measureSitesLive`, without the load held back page by page.
 */
export async function measureSitesKeystroke(browser: Browser, floorUrl: string): Promise<Row[]> {
  let live;
  try {
    live = await startLiveServer({ siteCount: LIVE_SITE_COUNT });
  } catch (error) {
    return failed(KEYSTROKE_FIGURES, errorMessage(error));
  }
  try {
    console.log(`  serving ${live.url} (live mode, ${thousands(LIVE_SITE_COUNT)} sites)`);
    const samples = await interleaved(
      FIGURES.keystroke,
      () => floorRound(browser, floorUrl),
      () => loadRound(browser, live.url, LIVE_SITE_COUNT, true),
    );
    return [keystrokeRow(samples), switcherKeystrokeRow(samples)];
  } catch (error) {
    return failed(KEYSTROKE_FIGURES, errorMessage(error));
  } finally {
    await live.close();
  }
}

/** The keystroke once all sites are in, from the load rounds that typed. */
function keystrokeRow(samples: { floor: FloorRound[]; app: LoadRound[] }): Row {
  const keys = [...new Set(samples.app.map((s) => s.keystroke?.key))].join('", "');
  return measuredRow({
    section: 'Sites',
    figure: FIGURES.keystroke,
    unit: 'ms',
    samples: samples.app.map((s) => s.keystroke?.value ?? NaN),
    target: TARGETS.sitesKeystroke,
    floor: floorKeystroke(samples.floor),
    detail: `after all ${thousands(LIVE_SITE_COUNT)} are in (100 rows drawn); each round the median of ${KEYSTROKES_PER_ROUND} after a warm-up, key "${keys}" typed into an empty box, ${SITES_SETTLE_MS} ms quiet before each; keydown to the frame after the table changed`,
  });
}

/**
 * The site switcher's keystroke, from the same load rounds, beside the same floor keystroke: the
 * floor filters 25 names where the switcher searches 1,000 and draws at most 50, as the Sites
 * page's keystroke (1,000 searched, 100 rows drawn) is set beside it.
 */
function switcherKeystrokeRow(samples: { floor: FloorRound[]; app: LoadRound[] }): Row {
  const taken = samples.app.map((s) => s.switcher);
  const why = taken.find((s) => typeof s === 'string');
  if (why !== undefined) return unmeasuredRow('Sites', FIGURES.switcherKeystroke, '—', why);
  const rounds = taken.filter((s) => s !== undefined && typeof s !== 'string');
  const keys = [...new Set(rounds.map((s) => s.key))].join('", "');
  const options = [...new Set(rounds.map((s) => s.options))].join(', ');
  const inDom = Math.round(median(rounds.map((s) => s.inDom)));
  return measuredRow({
    section: 'Sites',
    figure: FIGURES.switcherKeystroke,
    unit: 'ms',
    samples: rounds.map((s) => s.value),
    floor: floorKeystroke(samples.floor),
    detail: `the same pages after the keystrokes above: Ctrl+K, then the switcher's line at "${thousands(LIVE_SITE_COUNT)} sites match" (${options} options drawn); each round the median of ${KEYSTROKES_PER_ROUND} after a warm-up, key "${keys}" typed into its empty "Search sites" box, ${SWITCHER_SETTLE_MS} ms quiet before each; keydown to the frame after the options changed (${inDom} ms to the options in the DOM, median); the floor's 25 names against the switcher's ${thousands(LIVE_SITE_COUNT)} searched and at most ${options} drawn, as for the page's keystroke`,
  });
}

const floorKeystroke = (floor: readonly FloorRound[]) => ({
  what: FLOOR_FIGURE.keystroke,
  samples: floor.map((s) => s.keystroke),
});

/** The demo's own 260 sites (three pages): the cold load, as information. */
export async function measureSitesDemo(
  browser: Browser,
  floorUrl: string,
  demoUrl: string,
): Promise<Row[]> {
  try {
    return await measureSitesDemoRounds(browser, floorUrl, demoUrl);
  } catch (error) {
    return failed([[FIGURES.demoFirstRows, null]], errorMessage(error));
  }
}

async function measureSitesDemoRounds(browser: Browser, floorUrl: string, demoUrl: string) {
  const samples = await interleaved(
    FIGURES.demoFirstRows,
    () => floorRound(browser, floorUrl),
    () => loadRound(browser, demoUrl, DEMO_SITE_COUNT, false),
  );
  const floor = {
    what: FLOOR_FIGURE.fromNavigation,
    samples: samples.floor.map((s) => s.fromNavigation),
  };
  return [
    measuredRow({
      section: 'Sites',
      figure: FIGURES.demoFirstRows,
      unit: 'ms',
      samples: samples.app.map((s) => s.fromNavigation),
      floor,
      detail:
        'cold context each round, `/`; navigation start to the frame after the first row; demo mode: the mock answers in the browser, installed and seeded on every cold load',
    }),
    measuredRow({
      section: 'Sites',
      figure: FIGURES.demoAllLoaded,
      unit: 'ms',
      samples: samples.app.map((s) => s.allLoaded),
      floor,
      detail: `the same loads: to the frame after the summary read "${DEMO_SITE_COUNT} sites" with no "Loading sites" line (${Math.ceil(DEMO_SITE_COUNT / PAGE_SIZE)} pages)`,
    }),
  ];
}
