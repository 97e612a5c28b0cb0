/**
 * The Sites page's report counts (issue 24's "Speed", issue 34's reads of the sent reports), in
 * live mode with 50 ms of latency on every mock API request:
 * - how long counting the demo's 260 sites takes, each site two reads (its schedules, then its
 *   sent reports), from the first read to the frame the count of sites with a report not sent
 *   shows (every site's reports read and matched), beside what the bound of 4 reads in flight
 *   allows (260 × 2 × 50 ms ÷ 4) plus 20 %, each read's own time and Initech's (5,000 schedules,
 *   about 4 MB; 15,000 reports). No CPU throttling: this figure is about the reads' concurrency;
 * - the longest main-thread task once every site is listed and until that count shows, at 4× CPU
 *   as the other Sites figures: what a keystroke typed while the reports are read and matched
 *   could wait behind (Initech's 15,000 reports matched in slices).
 * No floor: a hello-world page has no counterpart.
 */
import type { Browser, Page } from '@playwright/test';
import { median } from '#scripts/stats';
import { INITECH_SITE_ID } from '#src/mock-service/directory';
import { expectOnPage, newPage } from './browser-page';
import { errorMessage } from './errors';
import { measuredRow, TARGETS, unmeasuredRow, type Row } from './figures';
import { startLiveServer } from './live-server';
import { keepWorkerReads, readsOf } from './resource-reads';
import { CPU_THROTTLING_RATE, RUNS } from './settings';

const SITE_COUNT = 260;
export const LATENCY_MS = 50;
export const IN_FLIGHT = 4;
/** Each site's schedules and its sent reports. */
const READS_PER_SITE = 2;
const READ_COUNT = SITE_COUNT * READS_PER_SITE;
/** What the bound allows at best: every read takes the latency, 4 at a time. */
const BOUND_MS = Math.ceil(READ_COUNT / IN_FLIGHT) * LATENCY_MS;
/** Issue 34: within the bound plus 20 %. */
const BOUND_TARGET_MS = Math.round(BOUND_MS * 1.2);
/** Room for every read's Resource Timing entry, the page's and its workers' (250 by default). */
const READ_BUFFER = 5_000;
/** The line once every site's sent reports are read and matched (no "At least"). */
const MATCHED_LINE =
  '^([\\d,]+ sites? with a report not sent in the last 30 days|No report missed in the last 30 days)$';
const FIGURES = {
  counting: `Sites (${SITE_COUNT}), live, ${LATENCY_MS} ms latency: counting every site's reports, sent reports read too`,
  longestTask: `Sites (${SITE_COUNT}), live: longest task while counting and matching sent reports`,
};

interface CountingRound {
  /** First list read's start to the frame after the totals line. */
  counting: number;
  /** Initech's read of its schedules, request start to response end. */
  initech: number;
  /** Initech's read of its sent reports (15,000), request start to response end. */
  initechReports: number;
  /** The median read of the others, request start to response end. */
  read: number;
  reads: number;
  /** The longest main-thread task from every site listed to the totals (0: none of 50 ms+). */
  longestTask: number;
}

/**
 * Runs in the page first: room for every read's Resource Timing entry (250 by default), the long
 * tasks kept, and the scripts the Long Animation Frames API saw run, to tell the page's tasks
 * from the browser's own (readsAndTasks).
 */
function watchReadsAndTasks() {
  performance.setResourceTimingBufferSize(5_000); // READ_BUFFER, spelled out: serialised
  type Span = { start: number; duration: number };
  type Frame = PerformanceEntry & { scripts: PerformanceEntry[]; renderStart: number };
  // The page's own work: its scripts (5 ms or more) and its frames' rendering.
  const watched = { tasks: [] as Span[], pageWork: [] as Span[], attributed: false };
  (window as unknown as { __countingWatch: typeof watched }).__countingWatch = watched;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        watched.tasks.push({ start: entry.startTime, duration: entry.duration });
      }
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const frame of list.getEntries() as Frame[]) {
        for (const script of frame.scripts) {
          watched.pageWork.push({ start: script.startTime, duration: script.duration });
        }
        if (frame.renderStart > 0) {
          const end = frame.startTime + frame.duration;
          watched.pageWork.push({ start: frame.renderStart, duration: end - frame.renderStart });
        }
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
    watched.attributed = PerformanceObserver.supportedEntryTypes.includes('long-animation-frame');
  } catch {
    // no Long Tasks or Long Animation Frames API: the longest task reads 0
  }
}

/**
 * `performance.now()` at the first frame where an element of `selector` (by default a
 * `[aria-hidden]` line, a status or a span of the counting line) reads `pattern`.
 */
export async function frameWhen(
  page: Page,
  pattern: string,
  selector = '[aria-hidden="true"], [role="status"], span',
) {
  const handle = await page.waitForFunction(
    ([source, within]) => {
      const line = new RegExp(source);
      const shown = [...document.querySelectorAll(within)].some((element) =>
        line.test((element.textContent ?? '').trim()),
      );
      return shown ? performance.now() : false;
    },
    [pattern, selector] as const,
    { polling: 'raf', timeout: 60_000 },
  );
  return (await handle.jsonValue()) as number;
}

/**
 * The reads' timings, and the long tasks that were the page's: a quarter of the task or more its
 * scripts or its frames' rendering (Long Animation Frames). The rest is the browser's own: in
 * Chromium 156, with DevTools' network agent on (Playwright), one task of ~300 ms decodes a
 * 6.7 MB body the agent keeps (docs/performance-history.md).
 */
export async function readsAndTasks(page: Page) {
  const tasks = await page.evaluate(() => {
    type Span = { start: number; duration: number };
    const { tasks, pageWork, attributed } = (
      window as unknown as {
        __countingWatch: { tasks: Span[]; pageWork: Span[]; attributed: boolean };
      }
    ).__countingWatch;
    // A task is the page's when a quarter of it, or more, is the page's scripts or rendering.
    const overlap = (a: Span, b: Span) =>
      Math.max(
        0,
        Math.min(a.start + a.duration, b.start + b.duration) - Math.max(a.start, b.start),
      );
    const isThePages = (task: Span) =>
      pageWork.reduce((sum, work) => sum + overlap(task, work), 0) >= task.duration / 4;
    return attributed ? tasks.filter(isThePages) : tasks;
  });
  return { reads: await readsOf(page, LIST_READS), tasks };
}

/** The lists read to count a site: its schedules and its sent reports. */
const LIST_READS = ['/v1/site_reports/schedules?', '/v1/site_reports?'];

/** The page for a round that counts or finds: its reads and its workers' all timed. */
export async function countingPage(browser: Browser, cpuThrottlingRate: number) {
  const opened = await newPage(browser, {
    signedIn: true,
    initScript: { script: watchReadsAndTasks },
    cpuThrottlingRate,
  });
  keepWorkerReads(opened.page, READ_BUFFER);
  return opened;
}

async function countingRound(
  browser: Browser,
  base: string,
  cpuThrottlingRate: number,
): Promise<CountingRound> {
  const { context, page } = await countingPage(browser, cpuThrottlingRate);
  try {
    await page.goto(`${base}/`, { waitUntil: 'commit' });
    await expectOnPage(page, page.locator('table tbody tr'), 'A site in the table "Your sites"');
    const listedAt = await frameWhen(page, `^${SITE_COUNT} sites$`);
    const doneAt = await frameWhen(page, MATCHED_LINE);
    const { reads, tasks } = await readsAndTasks(page);
    if (reads.length < READ_COUNT) {
      throw new Error(`only ${reads.length} reads were timed, of ${READ_COUNT}`);
    }
    const ofInitech = (kind: string) =>
      reads.find((read) => read.name.includes(INITECH_SITE_ID) && read.name.includes(kind));
    const initech = ofInitech('/schedules?');
    const initechReports = ofInitech('/site_reports?');
    const others = reads.filter((read) => read !== initech && read !== initechReports);
    const counting = tasks.filter((task) => task.start >= listedAt && task.start <= doneAt);
    return {
      counting: doneAt - Math.min(...reads.map((read) => read.start)),
      initech: initech ? initech.end - initech.start : NaN,
      initechReports: initechReports ? initechReports.end - initechReports.start : NaN,
      read: median(others.map((read) => read.end - read.start)),
      reads: reads.length,
      longestTask: Math.max(0, ...counting.map((task) => task.duration)),
    };
  } finally {
    await context.close();
  }
}

/** The live server with MOCK_LATENCY_MS for its mock API (read from the environment at spawn). */
async function startSlowLiveServer() {
  const before = process.env.MOCK_LATENCY_MS;
  process.env.MOCK_LATENCY_MS = String(LATENCY_MS);
  try {
    return await startLiveServer({ siteCount: SITE_COUNT });
  } finally {
    if (before === undefined) delete process.env.MOCK_LATENCY_MS;
    else process.env.MOCK_LATENCY_MS = before;
  }
}

export const thousands = (ms: number) => Math.round(ms).toLocaleString('en-US');

function rows(unthrottled: CountingRound[], throttled: CountingRound[]): Row[] {
  const initech = median(unthrottled.map((round) => round.initech));
  const initechReports = median(unthrottled.map((round) => round.initechReports));
  const read = median(unthrottled.map((round) => round.read));
  return [
    measuredRow({
      section: 'Sites',
      figure: FIGURES.counting,
      unit: 'ms',
      samples: unthrottled.map((round) => round.counting),
      // Issue 34: "within its concurrency bound (260 sites × 2 reads × latency ÷ 4) plus 20 %".
      target: { max: BOUND_TARGET_MS },
      detail:
        `cold context each round, signed in, \`/\`, no CPU throttling; from the first read's ` +
        `start to the frame after the line read how many sites have a report not sent (every ` +
        `site's schedules and sent reports read and matched; ${unthrottled[0]?.reads ?? 0} ` +
        `reads); the bound of ${IN_FLIGHT} in flight allows ${thousands(BOUND_MS)} ms ` +
        `(${SITE_COUNT} × ${READS_PER_SITE} × ${LATENCY_MS} ms ÷ ${IN_FLIGHT}), the target is ` +
        `that plus 20 %, ${thousands(BOUND_TARGET_MS)} ms; ` +
        `${thousands(Math.ceil(READ_COUNT / IN_FLIGHT) * read)} ms at the ${thousands(read)} ms ` +
        `a read took (median, request start to response end: the latency, the production ` +
        `server's proxy and the mock); Initech's reads (5,000 schedules; 15,000 reports) took ` +
        `${thousands(initech)} and ${thousands(initechReports)} ms (median), each in a slot of ` +
        `its own while the others went on; live mode, MOCK_LATENCY_MS=${LATENCY_MS} on every ` +
        `request`,
    }),
    measuredRow({
      section: 'Sites',
      figure: FIGURES.longestTask,
      unit: 'ms',
      samples: throttled.map((round) => round.longestTask),
      target: TARGETS.keystroke,
      detail:
        `other cold loads, CPU ${CPU_THROTTLING_RATE}×: the longest main-thread task (Long Tasks ` +
        `API) of the page's (a quarter of it or more its scripts or rendering, Long Animation ` +
        `Frames API; not the browser's own) that started between the frame the summary read ` +
        `"${SITE_COUNT} sites" (every ` +
        `site listed) and the count of sites with a report not sent, what a keystroke typed ` +
        `meanwhile could wait behind (Initech's 5,000 schedules summed up and its 15,000 ` +
        `reports matched, in slices, among it); 0 = none of 50 ms or more; counting ` +
        `took ${thousands(median(throttled.map((round) => round.counting)))} ms (median) at ` +
        `this CPU`,
    }),
  ];
}

/**
 * Rounds of `round` on the live server with LATENCY_MS of mock latency, each unthrottled then at
 * CPU_THROTTLING_RATE (interleaved), made into `rows`; every figure unmeasured, with why, when the
 * server or a round fails. The counting bench's and the address-finding bench's frame.
 */
export async function measureOnSlowLiveServer<Round>(
  figures: readonly string[],
  round: (base: string, cpuThrottlingRate: number) => Promise<Round>,
  rows: (unthrottled: Round[], throttled: Round[]) => Row[],
): Promise<Row[]> {
  const failed = (why: string) => figures.map((figure) => unmeasuredRow('Sites', figure, '—', why));
  let live;
  try {
    live = await startSlowLiveServer();
  } catch (error) {
    return failed(errorMessage(error));
  }
  try {
    console.log(`  serving ${live.url} (live mode, ${LATENCY_MS} ms mock latency)`);
    const unthrottled: Round[] = [];
    const throttled: Round[] = [];
    for (let run = 0; run < RUNS; run++) {
      unthrottled.push(await round(live.url, 1));
      throttled.push(await round(live.url, CPU_THROTTLING_RATE));
    }
    return rows(unthrottled, throttled);
  } catch (error) {
    return failed(errorMessage(error));
  } finally {
    await live.close();
  }
}

export function measureSitesCounting(browser: Browser): Promise<Row[]> {
  return measureOnSlowLiveServer(
    Object.values(FIGURES),
    (base, rate) => countingRound(browser, base, rate),
    rows,
  );
}
