// Which runs likely produced no report (ADR 018). A report names no schedule: it belongs to a run
// when its title is the schedule's and its times fit. A run is not sent when its grace passed, no
// report fits, and it follows the title's newest report, made by the current rule (`madeByRule`).
import { memoByObject } from './memo';
import { recentRuns } from './recent-runs';
import { ruleOf } from './recurrence';
import { indexSteps, lowerBound, type IndexedReport, type ReportIndex } from './report-index';
import type { Frequency, Report } from './schemas';
import { titleKey } from './sent-reports';
import { DAY_MS, MINUTE_MS } from './wall-clock';

const HOUR_MS = 3_600_000;

/** How long after a run its report may still come: WP Engine's example has one a day late. */
export const REPORT_GRACE_HOURS = 48;
const GRACE_MS = REPORT_GRACE_HOURS * HOUR_MS;

/** How long the service keeps a report (undocumented; the mock's): no older run is judged. */
export const REPORT_RETENTION_DAYS = 92;
const RETENTION_MS = REPORT_RETENTION_DAYS * DAY_MS;

/** The Sites page's window: a site counts when a report did not go out in the last 30 days. */
const RECENT_NOT_SENT_DAYS = 30;

/** How far a report's period may end before its run: midnight of its day or the day before. */
const END_EARLY_MS = 36 * HOUR_MS;
/** Clocks and rounding: a report's end or creation a minute off its run still fits. */
const SKEW_MS = MINUTE_MS;
/** A report created this soon after a run was made by it, wherever its period ends. */
const PROMPT_MS = 10 * MINUTE_MS;
/** The time between two runs of any rule: 7 days (an hour less across a clock change) to 31. */
const SHORTEST_PERIOD_MS = 7 * DAY_MS - HOUR_MS;
const LONGEST_PERIOD_MS = 31 * DAY_MS + HOUR_MS;

/** Whether a report fits the run at `runAt` (ms); runs are 7+ days apart, so one run at most. */
export function reportFitsRun(
  report: Pick<Report, 'date_range' | 'created_at'>,
  runAt: number,
): boolean {
  return fits(Date.parse(report.date_range.end_date), Date.parse(report.created_at), runAt);
}

function fits(end: number, created: number, runAt: number): boolean {
  return (
    end >= runAt - END_EARLY_MS &&
    end <= runAt + SKEW_MS &&
    created >= runAt - SKEW_MS &&
    created <= runAt + GRACE_MS
  );
}

/** How far back the runs are judged: the retention and a longest period before it, to spare. */
const RUNS_BACK_MS = RETENTION_MS + 40 * DAY_MS;

/** What the reports say of one schedule's runs. */
export interface ScheduleDelivery {
  /** The newest report of the schedule's title: the last report likely sent. */
  lastReport?: Report;
  /** The runs since it that likely produced no report, oldest first (ms). */
  notSent: readonly number[];
  /** Whether the schedule's last due run (its grace passed) is among them: the list's mark. */
  lastDueNotSent: boolean;
  /** Why nothing is claimed: no report of this title yet, or the newest not the current rule's. */
  unknown?: 'no-report' | 'rule-changed';
}

export interface DeliveryContext {
  now: Date;
  serviceTimeZone: string;
  /** The titles of every schedule the site lists now, this one's too (`formerTitleUntil`). */
  siteTitles: readonly string[];
}

const NOTHING: readonly number[] = [];

/** Which runs of `schedule` likely produced no report, from the site's indexed reports. */
export function scheduleDelivery(
  schedule: { title: string; frequency: Frequency; next_scheduled_date: string },
  reports: ReportIndex,
  context: DeliveryContext,
): ScheduleDelivery {
  const titled = reports.byTitle.get(titleKey(schedule.title));
  const anchor = titled?.[0];
  if (!titled || !anchor) return { notSent: NOTHING, lastDueNotSent: false, unknown: 'no-report' };
  const lastReport = anchor.report;
  const now = context.now.getTime();
  const rule = ruleOf(schedule);
  if (Number.isNaN(rule.firstRun.getTime())) {
    return { lastReport, notSent: NOTHING, lastDueNotSent: false, unknown: 'rule-changed' };
  }
  const runs = recentRuns(rule, context.serviceTimeZone, now, RUNS_BACK_MS);

  // The run the newest report belongs to, and proof that the current rule made it.
  const anchorIndex = runs.findIndex((runAt) => fits(anchor.end, anchor.created, runAt));
  const anchorRun = runs[anchorIndex];
  const previousRun = runs[anchorIndex - 1];
  const sameRule =
    anchorRun !== undefined &&
    previousRun !== undefined &&
    madeByRule(anchor, titled[1], anchorRun, previousRun);
  if (!sameRule) {
    return { lastReport, notSent: NOTHING, lastDueNotSent: false, unknown: 'rule-changed' };
  }

  const due = now - GRACE_MS;
  const kept = now - RETENTION_MS;
  // No run up to that report's creation is claimed, nor one it fits (created a minute before).
  const renamedUntil =
    formerTitleUntil(reports, titleKeysOf(context.siteTitles), titled, runs, anchorRun) + SKEW_MS;
  const notSent: number[] = [];
  let lastDue: number | undefined;
  for (let i = anchorIndex + 1; i < runs.length; i++) {
    const runAt = runs[i]!;
    if (runAt > due) break;
    lastDue = runAt;
    if (runAt < kept || runAt <= renamedUntil) continue;
    notSent.push(runAt);
  }
  return {
    lastReport,
    notSent,
    lastDueNotSent: lastDue !== undefined && notSent.at(-1) === lastDue,
  };
}

/**
 * Whether `anchor`, the title's newest report, was made by the current rule, not one slightly off
 * it: a 7-31 day period must run from `previousRun` to the run, to the minute; otherwise (a
 * quarter) the report and the one before must each name their run.
 */
function madeByRule(
  anchor: IndexedReport,
  before: IndexedReport | undefined,
  runAt: number,
  previousRun: number,
): boolean {
  const period = anchor.end - anchor.start;
  if (period >= SHORTEST_PERIOD_MS - SKEW_MS && period <= LONGEST_PERIOD_MS + SKEW_MS) {
    return (
      Math.abs(anchor.end - runAt) <= SKEW_MS && Math.abs(anchor.start - previousRun) <= SKEW_MS
    );
  }
  return before !== undefined && namesRun(anchor, runAt) && namesRun(before, previousRun);
}

/** Whether a report fits the run at `runAt`, and ends at it to the minute or came minutes after. */
function namesRun(entry: IndexedReport, runAt: number): boolean {
  return (
    fits(entry.end, entry.created, runAt) &&
    (Math.abs(entry.end - runAt) <= SKEW_MS || entry.created <= runAt + PROMPT_MS)
  );
}

/** The site's titles as compared, built once per array: a site's schedules share it. */
const titleKeysOf = memoByObject(
  (titles: readonly string[]): ReadonlySet<string> => new Set(titles.map(titleKey)),
);

/** The reports of titles none of `siteTitles` has (deleted or renamed schedules'), oldest first. */
const reportsOfOtherTitles = memoByObject((reports: ReportIndex) =>
  memoByObject((siteTitles: ReadonlySet<string>): readonly IndexedReport[] =>
    reports.byCreated.filter((entry) => !siteTitles.has(entry.key)),
  ),
);

/** Creation (ms) of the newest report under a former title, unless `heldByAnother`; -Infinity. */
function formerTitleUntil(
  reports: ReportIndex,
  siteTitles: ReadonlySet<string>,
  titled: readonly IndexedReport[],
  runs: readonly number[],
  anchorRun: number,
): number {
  const others = reportsOfOtherTitles(reports)(siteTitles);
  const judged = new Map<string, boolean>();
  let named: ReadonlySet<number> | undefined;
  for (let i = others.length - 1; i >= 0; i--) {
    const entry = others[i]!;
    if (entry.created <= anchorRun) break;
    let another = judged.get(entry.key);
    if (another === undefined) {
      named ??= namedRuns(titled, runs);
      another = heldByAnother(reports.byTitle.get(entry.key) ?? [], runs, named);
      judged.set(entry.key, another);
    }
    if (!another) return entry.created;
  }
  return -Infinity;
}

/** The indexes in `runs` of the runs that reports of `titled` name (`namesRun`). */
function namedRuns(titled: readonly IndexedReport[], runs: readonly number[]): ReadonlySet<number> {
  const named = new Set<number>();
  for (const entry of titled) {
    // Runs are days apart: only the first at or after its end, less a minute, may fit a report.
    const index = lowerBound(runs, entry.end - SKEW_MS);
    const runAt = runs[index];
    if (runAt !== undefined && namesRun(entry, runAt)) named.add(index);
  }
  return named;
}

/** Whether a title was another's: a report of it between two runs that both made one of ours. */
function heldByAnother(
  reportsOfTitle: readonly IndexedReport[],
  runs: readonly number[],
  named: ReadonlySet<number>,
): boolean {
  for (const entry of reportsOfTitle) {
    // Where its run may be, as `fits` places it.
    const earliest = Math.max(entry.end - SKEW_MS, entry.created - GRACE_MS);
    const latest = Math.min(entry.end + END_EARLY_MS, entry.created + SKEW_MS);
    const after = lowerBound(runs, earliest) - 1; // the last run before `earliest`
    if (named.has(after) && named.has(after + 1) && runs[after + 1]! > latest) return true;
  }
  return false;
}

/** A run that likely produced no report, with its schedule: the site's view. */
export interface RunNotSent {
  scheduleUuid: string;
  title: string;
  at: number;
}

export interface SiteDelivery {
  bySchedule: ReadonlyMap<string, ScheduleDelivery>;
  /** Every run not sent of the site's schedules, newest first. */
  notSent: readonly RunNotSent[];
}

/** The delivery of each of a site's schedules, from the site's reports. */
export function siteDelivery(
  schedules: readonly DeliverySchedule[],
  reports: readonly Report[],
  context: Omit<DeliveryContext, 'siteTitles'>,
): SiteDelivery {
  const steps = siteDeliverySteps(schedules, reports, context);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

interface DeliverySchedule {
  uuid: string;
  title: string;
  frequency: Frequency;
  next_scheduled_date: string;
}

/** Schedules matched per step of `siteDeliverySteps`. */
const SCHEDULES_PER_STEP = 25;

/** `siteDelivery` a step at a time, for a caller that must keep the page answering. */
export function* siteDeliverySteps(
  schedules: readonly DeliverySchedule[],
  reports: readonly Report[],
  context: Omit<DeliveryContext, 'siteTitles'>,
): Generator<void, SiteDelivery> {
  const index = yield* indexSteps(reports);
  const each = { ...context, siteTitles: schedules.map((schedule) => schedule.title) };
  const bySchedule = new Map<string, ScheduleDelivery>();
  const notSent: RunNotSent[] = [];
  for (const [place, schedule] of schedules.entries()) {
    const delivery = scheduleDelivery(schedule, index, each);
    bySchedule.set(schedule.uuid, delivery);
    for (const at of delivery.notSent) {
      notSent.push({ scheduleUuid: schedule.uuid, title: schedule.title, at });
    }
    if ((place + 1) % SCHEDULES_PER_STEP === 0) yield;
  }
  notSent.sort((a, b) => b.at - a.at || a.title.localeCompare(b.title));
  return { bySchedule, notSent };
}

/** The schedules with a run not sent in the last `RECENT_NOT_SENT_DAYS` days, each once. */
export function recentlyNotSent(delivery: SiteDelivery, now: Date): string[] {
  const since = now.getTime() - RECENT_NOT_SENT_DAYS * DAY_MS;
  const uuids = new Set<string>();
  for (const run of delivery.notSent) if (run.at >= since) uuids.add(run.scheduleUuid);
  return [...uuids];
}
