/**
 * The Sites page's report counts (issue 24's "Speed"): in live mode with 50 ms of latency on every
 * mock API request, how long counting the demo's 260 sites takes, from the first list read to the
 * frame the totals show, beside what the bound of 4 reads in flight allows (260 × 50 ms ÷ 4) and
 * Initech's own read (5,000 schedules, about 4 MB). No CPU throttling: the figure is about the
 * reads' concurrency, not the page's work. No floor: a hello-world page has no counterpart.
 */
import type { Browser, Page } from '@playwright/test';
import { median } from '#scripts/stats';
import { INITECH_SITE_ID } from '#src/mock-service/directory';
import { expectOnPage, newPage } from './browser-page';
import { errorMessage } from './errors';
import { measuredRow, unmeasuredRow, type Row } from './figures';
import { startLiveServer } from './live-server';
import { RUNS } from './settings';

const SITE_COUNT = 260;
const LATENCY_MS = 50;
const IN_FLIGHT = 4;
/** What the bound allows at best: every read takes the latency, 4 at a time. */
const BOUND_MS = Math.ceil(SITE_COUNT / IN_FLIGHT) * LATENCY_MS;
const FIGURE = `Sites (${SITE_COUNT}), live, ${LATENCY_MS} ms latency: counting every site's reports`;

interface CountingRound {
  /** First list read's start to the frame after the totals line. */
  counting: number;
  /** Initech's read, request start to response end. */
  initech: number;
  /** The median read of the others, request start to response end. */
  read: number;
  /** The median time from one read's end to the next read's start in its slot. */
  handover: number;
  reads: number;
}

/** Runs in the page first: room for every read's Resource Timing entry (250 by default). */
function roomForEveryRead() {
  performance.setResourceTimingBufferSize(5_000);
}

/** Until the counting line gives the totals; then when that frame came, and the reads' timings. */
async function readCounting(page: Page) {
  const doneAt = await page.waitForFunction(
    (count) => {
      const line = new RegExp(`^[\\d,]+ of ${count} sites have reports`);
      const shown = [...document.querySelectorAll('[aria-hidden="true"]')].some((element) =>
        line.test(element.textContent ?? ''),
      );
      return shown ? performance.now() : false;
    },
    SITE_COUNT,
    { polling: 'raf', timeout: 60_000 },
  );
  const reads = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/v1/site_reports/schedules?'))
      .map((entry) => ({
        name: entry.name,
        start: entry.startTime,
        end: (entry as PerformanceResourceTiming).responseEnd,
      })),
  );
  return { doneAt: (await doneAt.jsonValue()) as number, reads };
}

async function countingRound(browser: Browser, base: string): Promise<CountingRound> {
  const { context, page } = await newPage(browser, {
    signedIn: true,
    initScript: { script: roomForEveryRead },
    cpuThrottlingRate: 1,
  });
  try {
    await page.goto(`${base}/`, { waitUntil: 'commit' });
    await expectOnPage(page, page.locator('table tbody tr'), 'A site in the table "Your sites"');
    const { doneAt, reads } = await readCounting(page);
    if (reads.length < SITE_COUNT) {
      throw new Error(`only ${reads.length} list reads were timed, of ${SITE_COUNT}`);
    }
    const initech = reads.find((read) => read.name.includes(INITECH_SITE_ID));
    const others = reads.filter((read) => read !== initech);
    // Each read's start after the end of the last read before it: the time a slot stood empty.
    const ends = reads.map((read) => read.end).sort((a, b) => a - b);
    const handovers = reads
      .map((read) => read.start - (ends.filter((end) => end <= read.start).at(-1) ?? NaN))
      .filter(Number.isFinite);
    return {
      counting: doneAt - Math.min(...reads.map((read) => read.start)),
      initech: initech ? initech.end - initech.start : NaN,
      read: median(others.map((read) => read.end - read.start)),
      handover: median(handovers),
      reads: reads.length,
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

export async function measureSitesCounting(browser: Browser): Promise<Row[]> {
  let live;
  try {
    live = await startSlowLiveServer();
  } catch (error) {
    return [unmeasuredRow('Sites', FIGURE, '—', errorMessage(error))];
  }
  try {
    console.log(`  serving ${live.url} (live mode, ${LATENCY_MS} ms mock latency)`);
    const rounds: CountingRound[] = [];
    for (let round = 0; round < RUNS; round++) rounds.push(await countingRound(browser, live.url));
    const initech = median(rounds.map((round) => round.initech));
    const read = median(rounds.map((round) => round.read));
    const handover = median(rounds.map((round) => round.handover));
    return [
      measuredRow({
        section: 'Sites',
        figure: FIGURE,
        unit: 'ms',
        samples: rounds.map((round) => round.counting),
        detail:
          `cold context each round, signed in, \`/\`, no CPU throttling; from the first ` +
          `GET /v1/site_reports/schedules's start to the frame after the line read "N of ` +
          `${SITE_COUNT} sites have reports" (${rounds[0]?.reads ?? 0} list reads); the bound of ` +
          `${IN_FLIGHT} in flight allows ${BOUND_MS.toLocaleString('en-US')} ms ` +
          `(${SITE_COUNT} × ${LATENCY_MS} ms ÷ ${IN_FLIGHT}); a read took ${Math.round(read)} ms ` +
          `(median, request start to response end: the latency, the production server's proxy ` +
          `and the mock) and a slot stood empty ${Math.round(handover)} ms between reads (the ` +
          `body checked off the main thread, the next read started); Initech's read (5,000 schedules) ` +
          `took ${Math.round(initech).toLocaleString('en-US')} ms (median), in a slot of its own ` +
          `while the others went on; live mode, MOCK_LATENCY_MS=${LATENCY_MS} on every request`,
      }),
    ];
  } catch (error) {
    return [unmeasuredRow('Sites', FIGURE, '—', errorMessage(error))];
  } finally {
    await live.close();
  }
}
