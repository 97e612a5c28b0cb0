/** An agency's portfolio at a glance; its runs are the service calendar's (recurrence.ts). */
import { formatCount } from './format';
import { cadenceOf, localDateAfter, nextRunAtOrAfter, ruleOf, toInstant } from './recurrence';
import type { Cadence } from './recurrence';
import type { SiteRecord } from './run-states';
import { RECENT_NOT_SENT_DAYS, REPORT_GRACE_HOURS } from './runs-not-sent';
import { cadenceName } from './rule-wording';
import type { CalendarZones } from './schedule-rule';
import type { Schedule } from './schemas';
import { siteWindowRuns, type ComingUpWindow } from './site-window-runs';
import { finishSteps } from './steps';

/** How many of a site's schedules have each cadence. */
export type CadenceMix = Readonly<Record<Cadence, number>>;

/** What a site's schedules add up to, for its row on the Sites page. */
export interface SiteReportSummary {
  scheduleCount: number;
  /** The soonest run the service makes at or after `now`; undefined without schedules. */
  nextRun: Date | undefined;
  cadenceMix: CadenceMix;
}

type ScheduleTimes = Pick<Schedule, 'frequency' | 'next_scheduled_date'>;

/** A site's schedules summed up; each distinct rule's next run worked out once. */
export function summarizeSiteReports(
  schedules: readonly ScheduleTimes[],
  serviceTimeZone: string,
  now: Date,
): SiteReportSummary {
  return finishSteps(summarizeSiteReportsSteps(schedules, serviceTimeZone, now));
}

/** Schedules (or rules) per step of `summarizeSiteReportsSteps`: about a millisecond on a slow phone. */
const SCHEDULES_PER_STEP = 100;

/** `summarizeSiteReports` a step at a time: it yields after every SCHEDULES_PER_STEP schedules. */
export function* summarizeSiteReportsSteps(
  schedules: readonly ScheduleTimes[],
  serviceTimeZone: string,
  now: Date,
): Generator<void, SiteReportSummary> {
  const cadenceMix: Record<Cadence, number> = { weekly: 0, biweekly: 0, monthly: 0 };
  const rules = new Map<string, ScheduleTimes>();
  for (const [place, schedule] of schedules.entries()) {
    cadenceMix[cadenceOf(schedule.frequency)] += 1;
    const { unit, value } = schedule.frequency;
    rules.set(`${unit} ${value} ${schedule.next_scheduled_date}`, schedule);
    if ((place + 1) % SCHEDULES_PER_STEP === 0) yield;
  }
  let nextRun: Date | undefined;
  let place = 0;
  for (const schedule of rules.values()) {
    const run = nextRunAtOrAfter(ruleOf(schedule), serviceTimeZone, now);
    if (!Number.isNaN(run.getTime()) && (!nextRun || run < nextRun)) nextRun = run;
    if (++place % SCHEDULES_PER_STEP === 0) yield;
  }
  return { scheduleCount: schedules.length, nextRun, cadenceMix };
}

const MIX_ORDER: readonly Cadence[] = ['weekly', 'biweekly', 'monthly'];

/** In the picker's order, so rows read alike: '2 weekly, 1 monthly'; '' for none. */
export function cadenceMixWords(mix: CadenceMix): string {
  return MIX_ORDER.filter((cadence) => mix[cadence] > 0)
    .map((cadence) => `${formatCount(mix[cadence])} ${cadenceName(cadence).toLowerCase()}`)
    .join(', ');
}

/** `reportCountWords(1)` -> '1 report', `reportCountWords(1204)` -> '1,204 reports'. */
export function reportCountWords(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'report' : 'reports'}`;
}

/** A site's 30-day record in words: what its cell shows, and what the numbers mean. */
export interface SiteRecordWords {
  /** '41 of 42 sent', or 'No runs judged'. */
  sent: string;
  /** '2 due' when runs are inside their grace; undefined when none is. */
  due: string | undefined;
  /** '41 of 42 runs sent in the last 30 days, and 2 runs due (within their 48-hour grace)'. */
  inFull: string;
}

const runsWord = (count: number) => (count === 1 ? 'run' : 'runs');

/** `siteRecordWords({ sent: 41, notSent: 1, judged: 42, due: 0 }).sent` -> '41 of 42 sent'. */
export function siteRecordWords(record: SiteRecord): SiteRecordWords {
  const { sent, due, judged } = record;
  const days = `in the last ${RECENT_NOT_SENT_DAYS} days`;
  const judgedWords =
    judged === 0
      ? `No runs judged ${days}`
      : `${formatCount(sent)} of ${formatCount(judged)} ${runsWord(judged)} sent ${days}`;
  return {
    sent: judged === 0 ? 'No runs judged' : `${formatCount(sent)} of ${formatCount(judged)} sent`,
    due: due > 0 ? `${formatCount(due)} due` : undefined,
    inFull:
      due > 0
        ? `${judgedWords}, and ${formatCount(due)} ${runsWord(due)} due (within their ${REPORT_GRACE_HOURS}-hour grace)`
        : judgedWords,
  };
}

/** The portfolio's totals: how far counting has come and what it found. */
export interface PortfolioTotals {
  siteCount: number;
  /** Sites whose schedules are read and current. */
  countedCount: number;
  failedCount: number;
  /** Counted sites with at least one schedule. */
  withReportsCount: number;
  scheduleCount: number;
}

/** The totals of `siteIds`; `summaryOf` gives undefined for a site not counted yet. */
export function portfolioTotals(
  siteIds: readonly string[],
  summaryOf: (siteId: string) => SiteReportSummary | undefined,
  hasFailed: (siteId: string) => boolean = () => false,
): PortfolioTotals {
  const totals = {
    siteCount: siteIds.length,
    countedCount: 0,
    failedCount: 0,
    withReportsCount: 0,
    scheduleCount: 0,
  };
  for (const siteId of siteIds) {
    const summary = summaryOf(siteId);
    if (!summary) {
      if (hasFailed(siteId)) totals.failedCount += 1;
      continue;
    }
    totals.countedCount += 1;
    totals.scheduleCount += summary.scheduleCount;
    if (summary.scheduleCount > 0) totals.withReportsCount += 1;
  }
  return totals;
}

/** Whether every site is counted: otherwise every total is a floor, not the answer. */
function isComplete(totals: PortfolioTotals): boolean {
  return totals.countedCount >= totals.siteCount;
}

/** The totals in a line; while some sites are not counted, each number says it is a floor. */
export function totalsWords(
  totals: PortfolioTotals,
  /** False where a line beside it counts the sites with reports already: the schedules alone. */
  { withSites = true }: { withSites?: boolean } = {},
): string {
  const { siteCount, withReportsCount, scheduleCount } = totals;
  const sites = `${formatCount(withReportsCount)} of ${formatCount(siteCount)} ${siteCount === 1 ? 'site' : 'sites'} ${withReportsCount === 1 ? 'has' : 'have'} reports`;
  const schedules = `${formatCount(scheduleCount)} ${scheduleCount === 1 ? 'schedule' : 'schedules'}`;
  if (!withSites) return isComplete(totals) ? schedules : `At least ${schedules}`;
  return isComplete(totals)
    ? `${sites} · ${schedules}`
    : `At least ${sites} · at least ${schedules}`;
}

/** What an answer across sites lacks: 'Partial: 247 of 250 sites counted, 3 could not be'. */
export function partialWords(totals: PortfolioTotals): string | undefined {
  if (isComplete(totals)) return undefined;
  const counted = `Partial: ${formatCount(totals.countedCount)} of ${formatCount(totals.siteCount)} sites counted`;
  return totals.failedCount > 0
    ? `${counted}, ${formatCount(totals.failedCount)} could not be`
    : counted;
}

/** The order to count sites in: those in view first, then every other; each once, lower case. */
export function countingOrder(inView: readonly string[], all: readonly string[]): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  for (const id of [...inView, ...all]) {
    const key = id.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    order.push(key);
  }
  return order;
}

/** How many of the next sites to send must agree before a new order is left to wait. */
const LOOKAHEAD = 8;

/** Whether a new order changes the first few sites to send next (not a page below the fold). */
export function changesWhatComesNext(
  queued: readonly string[],
  wanted: readonly string[],
): boolean {
  for (let index = 0; index < LOOKAHEAD; index += 1) {
    if (wanted[index] === undefined) return false;
    if (queued[index] !== wanted[index]) return true;
  }
  return false;
}

export const COMING_UP_DEFAULT_DAYS = 7;
const COMING_UP_MAX_DAYS = 31;

/** The days a `?upcoming=` parameter asks for, 1-31, else 7: '14' -> 14, '90' -> 7. */
export function parseComingUpDays(text: string | null): number {
  const days = Number(text);
  return text && Number.isInteger(days) && days >= 1 && days <= COMING_UP_MAX_DAYS
    ? days
    : COMING_UP_DEFAULT_DAYS;
}

/** The next `days` days in `timeZone`, today included: from now to the midnight after the last. */
export function comingUpWindow(now: Date, days: number, timeZone: string): ComingUpWindow {
  const dates = Array.from({ length: days }, (_, day) => localDateAfter(now, day, timeZone));
  const to = toInstant({ date: localDateAfter(now, days, timeZone), time: '00:00' }, timeZone);
  return { from: now, to, dates };
}

/** A site and its schedules, as counting read them. */
export interface ComingUpSite {
  siteId: string;
  siteName: string;
  schedules: readonly Schedule[];
}

interface ComingUpRun {
  siteId: string;
  siteName: string;
  schedule: Schedule;
  at: Date;
  /** Its time of day in the user's zone, 'HH:mm'. */
  time: string;
}

/** A day of the window with runs. */
export interface ComingUpDay {
  date: string;
  runCount: number;
  /** The day's runs, soonest first (then by site and title); the first `limit` when given. */
  runs(limit?: number): ComingUpRun[];
}

export interface ComingUp {
  /** The days with runs, in order; a day without runs is absent. */
  days: ComingUpDay[];
  runCount: number;
  siteCount: number;
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

function byTimeSiteTitle(a: ComingUpRun, b: ComingUpRun): number {
  return (
    a.at.getTime() - b.at.getTime() ||
    collator.compare(a.siteName, b.siteName) ||
    collator.compare(a.schedule.title, b.schedule.title)
  );
}

/** The runs of the sites' schedules in the window, by day; a day's runs sorted when first asked. */
export function comingUp(
  sites: readonly ComingUpSite[],
  window: ComingUpWindow,
  zones: CalendarZones,
): ComingUp {
  const perSite = sites.map((site) => ({
    site,
    runs: siteWindowRuns(site.schedules, window, zones),
  }));
  let runCount = 0;
  let siteCount = 0;
  for (const { runs } of perSite) {
    if (runs.counts.size > 0) siteCount += 1;
    for (const count of runs.counts.values()) runCount += count;
  }
  const days: ComingUpDay[] = [];
  for (const date of window.dates) {
    const parts = perSite.filter(({ runs }) => runs.counts.has(date));
    if (parts.length === 0) continue;
    let sorted: ComingUpRun[] | undefined;
    days.push({
      date,
      runCount: parts.reduce((sum, { runs }) => sum + (runs.counts.get(date) ?? 0), 0),
      runs(limit) {
        sorted ??= parts
          .flatMap(({ site, runs }) =>
            runs
              .runsOn(date)
              .map((run) => ({ siteId: site.siteId, siteName: site.siteName, ...run })),
          )
          .sort(byTimeSiteTitle);
        return limit === undefined ? sorted : sorted.slice(0, limit);
      },
    });
  }
  return { days, runCount, siteCount };
}
