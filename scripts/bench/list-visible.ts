/**
 * Initech's 5,000-schedule list, cold, beside the list floor (list-floor/, the same list drawn
 * with no framework, served by the same server under /bench-list-floor/): navigation → first
 * rows, list response → rows, the main-thread work before the first rows (from a traced load of
 * its own) and the scripts requested before them.
 */
import type { Browser, Locator, Page } from '@playwright/test';
import { median } from '#scripts/stats';
import { expectOnPage, newPage } from './browser-page';
import { PAGES, SCHEDULE_ROW } from './demo-app';
import { firstRowProbe, readFirstRows, type FirstRows, type RowsToWatch } from './first-rows';
import { readsOf } from './resource-reads';
import { interleaved } from './floor-round';
import {
  formatTarget,
  measuredRow,
  TARGETS,
  type BenchEnv,
  type Interaction,
  type Row,
} from './figures';
import type { ListFloorStep } from './list-floor/main';
import { checkListFloorServed, LIST_FLOOR_PAGE } from './list-floor-build';
import { mainThreadWork, startTracing, type MainThreadWork } from './main-thread-trace';

const LIST_REQUEST = '/v1/site_reports/schedules';

/** A page that loads Initech's list: the app's, or the list floor. */
interface ListPage {
  path: string;
  rows: RowsToWatch;
  signedIn: boolean;
  firstRow: (page: Page) => Locator;
  what: string;
}

const APP: ListPage = {
  path: PAGES.initechList,
  rows: { rows: SCHEDULE_ROW, request: LIST_REQUEST },
  signedIn: true,
  firstRow: (page) =>
    page.getByRole('table', { name: 'Report schedules' }).locator('tbody tr').first(),
  what: 'A schedule in the table "Report schedules"',
};

const LIST_FLOOR: ListPage = {
  path: LIST_FLOOR_PAGE,
  rows: { rows: '#schedules tbody tr', request: LIST_REQUEST },
  // The floor sends the demo user's credentials itself.
  signedIn: false,
  firstRow: (page) => page.locator('#schedules tbody tr').first(),
  what: 'A schedule in the list floor\u2019s table',
};

/** What the report says the list floor's figures are. */
const LIST_FLOOR_FIGURE = {
  fromNavigation: 'list floor: navigation → first rows',
  afterResponse: 'list floor: list response → rows',
  mainThread: 'list floor: main-thread work before first rows',
  scripts: 'list floor: scripts requested before first rows',
};

const figureOf = (section: BenchEnv['section']) =>
  `Initech list (5,000), ${section.toLowerCase()}: navigation → first rows`;

const navigationTarget = (section: BenchEnv['section']) =>
  section === 'Demo' ? TARGETS.navigationToRowsDemo : TARGETS.navigationToRowsLive;

export const listVisible: Interaction = {
  figure: figureOf,
  target: (section) => formatTarget(navigationTarget(section), 'ms'),
  measure: measureListVisible,
};

/** When the list's steps happened, in ms from navigation start (the floor marks its own). */
type Steps = Partial<Record<ListFloorStep | 'list requested' | 'answered' | 'rows', number>>;

interface ListLoad extends FirstRows {
  /** The page's scripts requested before the first rows (paths), the demo's workers left out. */
  scripts: string[];
  steps: Steps;
}

/** Script resources of the page: Resource Timing's (modulepreload links too) and <script> tags'. */
function pageScripts({ before }: { before: number }) {
  const paths = new Set<string>();
  const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  for (const entry of entries) {
    const { pathname } = new URL(entry.name);
    const script = entry.initiatorType === 'script' || entry.initiatorType === 'link';
    if (script && pathname.endsWith('.js') && entry.startTime < before) paths.add(pathname);
  }
  for (const script of Array.from(document.scripts)) {
    if (script.src) paths.add(new URL(script.src).pathname);
  }
  const steps: Record<string, number> = {};
  for (const mark of performance.getEntriesByType('mark')) {
    if (mark.name.startsWith('list-floor:'))
      steps[mark.name.slice('list-floor:'.length)] = mark.startTime;
  }
  return { paths: [...paths], steps };
}

/** Not the page's own: the demo's mock worker and its service worker (and what they import). */
const DEMO_WORKERS = /\/(api-worker-[^/]*|demo-service-worker)\.js$/;

async function openList(browser: Browser, base: string, list: ListPage) {
  const opened = await newPage(browser, {
    signedIn: list.signedIn,
    initScript: { script: firstRowProbe, arg: list.rows },
  });
  return { ...opened, go: () => opened.page.goto(base + list.path, { waitUntil: 'commit' }) };
}

/** One cold load: its first rows, the scripts requested before them and the steps. */
async function loadOnce(browser: Browser, base: string, list: ListPage): Promise<ListLoad> {
  const { context, page, go } = await openList(browser, base, list);
  try {
    await go();
    await expectOnPage(page, list.firstRow(page), list.what);
    const rows = await readFirstRows(page, list.rows.request);
    const { paths, steps } = await page.evaluate(pageScripts, { before: rows.fromNavigation });
    const read = (await readsOf(page, [list.rows.request]))
      .filter((each) => each.start < rows.fromNavigation)
      .at(-1);
    if (read) Object.assign(steps, { 'list requested': read.start, answered: read.end });
    steps.rows = rows.fromNavigation;
    return { ...rows, scripts: paths.filter((path) => !DEMO_WORKERS.test(path)), steps };
  } finally {
    await context.close();
  }
}

/** One more cold load, traced: the main thread's work up to its first rows. */
async function tracedLoad(browser: Browser, base: string, list: ListPage) {
  const { context, page, cdp, go } = await openList(browser, base, list);
  try {
    const stopTracing = await startTracing(cdp);
    await go();
    await expectOnPage(page, list.firstRow(page), list.what);
    await readFirstRows(page, list.rows.request);
    return mainThreadWork(await stopTracing());
  } finally {
    await context.close();
  }
}

interface ListRound {
  load: ListLoad;
  work: MainThreadWork;
}

async function listRound(browser: Browser, base: string, list: ListPage): Promise<ListRound> {
  const load = await loadOnce(browser, base, list);
  return { load, work: await tracedLoad(browser, base, list) };
}

async function measureListVisible(env: BenchEnv): Promise<Row[]> {
  const { browser, appUrl, section } = env;
  await checkListFloorServed(appUrl);
  const samples = await interleaved(
    figureOf(section),
    () => listRound(browser, appUrl, LIST_FLOOR),
    () => listRound(browser, appUrl, APP),
  );
  const where =
    section === 'Demo'
      ? 'demo mode: the mock answers in the browser, installed and seeded on every cold load'
      : 'live mode: the production server proxies /v1 to `npm run mock-api` (warmed up once)';
  const name = `Initech list (5,000), ${section.toLowerCase()}`;
  const { app, floor } = samples;
  const sides = (pick: (round: ListRound) => number, what: string) => ({
    samples: app.map(pick),
    floor: { what, samples: floor.map(pick) },
  });
  return [
    measuredRow({
      section,
      figure: figureOf(section),
      unit: 'ms',
      ...sides((r) => r.load.fromNavigation, LIST_FLOOR_FIGURE.fromNavigation),
      target: navigationTarget(section),
      detail: `cold context each round; navigation start to the frame after the first row; ${where}; median steps (ms from navigation start), app: ${stepsText(app)}; list floor: ${stepsText(floor)}`,
    }),
    measuredRow({
      section,
      figure: `${name}: list response → rows`,
      unit: 'ms',
      ...sides((r) => r.load.afterResponse, LIST_FLOOR_FIGURE.afterResponse),
      target: TARGETS.responseToRows,
      detail: 'from the last list responseEnd (Resource Timing) to the frame after the first row',
    }),
    measuredRow({
      section,
      figure: `${name}: main-thread work before first rows`,
      unit: 'ms',
      ...sides((r) => r.work.total, LIST_FLOOR_FIGURE.mainThread),
      target: TARGETS.listMainThread,
      detail: `an extra cold load per round, traced (CDP tracing slows a load, so the timings above come from the untraced one); the top-level tasks of the page's renderer main thread from navigation start to the first-row mark, summed; median split, app: ${workText(app)}; list floor: ${workText(floor)}`,
    }),
    measuredRow({
      section,
      figure: `${name}: scripts requested before first rows`,
      unit: 'count',
      ...sides((r) => r.load.scripts.length, LIST_FLOOR_FIGURE.scripts),
      target: TARGETS.listScriptRequests,
      detail: `the page's .js resources (Resource Timing, initiator script or modulepreload link, and <script> tags) requested before the first row, the demo's workers (api-worker-*.js, demo-service-worker.js) and their imports left out; app: ${filesText(app)}; list floor: ${filesText(floor)}`,
    }),
  ];
}

const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;

/** Each step's median over the rounds that had it, earliest first. */
function stepsText(rounds: readonly ListRound[]): string {
  const names = [...new Set(rounds.flatMap((r) => Object.keys(r.load.steps) as (keyof Steps)[]))];
  const medians = names.map((step) => {
    const times = rounds.map((r) => r.load.steps[step]).filter((t) => t !== undefined);
    return { step, at: median(times) };
  });
  return medians
    .sort((a, b) => a.at - b.at)
    .map(({ step, at }) => `${step} ${ms(at)}`)
    .join(', ');
}

function workText(rounds: readonly ListRound[]): string {
  const of = (key: keyof MainThreadWork) => ms(median(rounds.map((r) => r.work[key])));
  return `script ${of('script')}, style + layout ${of('styleLayout')}, paint ${of('paint')}, other ${of('other')} (the page's dedicated workers meanwhile: ${of('workers')}, not counted)`;
}

/** The files (hashed names as served), with how many rounds requested each when not all. */
function filesText(rounds: readonly ListRound[]): string {
  const counts = new Map<string, number>();
  for (const r of rounds) {
    for (const path of r.load.scripts) {
      const file = path.slice(path.lastIndexOf('/') + 1);
      counts.set(file, (counts.get(file) ?? 0) + 1);
    }
  }
  if (!counts.size) return 'none';
  return [...counts]
    .map(([file, n]) => (n === rounds.length ? file : `${file} (${n} of ${rounds.length} rounds)`))
    .join(', ');
}
