// Which runs likely produced no report (ADR 018). A report names no schedule: it belongs to a run
// when its title is the schedule's and its times fit. A run is not sent when its grace passed, no
// report fits, and it follows the title's newest report, made by the current rule (`madeByRule`).
// The rule's primitives are exported for run-states.ts, which reads every run by the same rule.
import { memoByObject } from './memo';
import { recentRuns } from './recent-runs';
import { ruleOf } from './recurrence';
import { indexSteps, lowerBound, type IndexedReport, type ReportIndex } from './report-index';
import type { Frequency, Report } from './schemas';
import { titleKey } from './sent-reports';
import { finishSteps } from './steps';
import { DAY_MS, MINUTE_MS } from './wall-clock';

const HOUR_MS = 3_600_000;

/** The reports of a title, newest first by creation, as `ReportIndex.byTitle` keeps them. */
type TitledReports = readonly IndexedReport[];

/** How long after a run its report may still come: WP Engine's example has one a day late. */
export const REPORT_GRACE_HOURS = 48;
export const GRACE_MS = REPORT_GRACE_HOURS * HOUR_MS;

/** How long the service keeps a report (undocumented; the mock's): no older run is judged. */
export const REPORT_RETENTION_DAYS = 92;
export const RETENTION_MS = REPORT_RETENTION_DAYS * DAY_MS;

/** The Sites page's window: a site counts when a report did not go out in the last 30 days. */
export const RECENT_NOT_SENT_DAYS = 30;

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

/** `reportFitsRun` on an indexed report's times. */
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

/**
 * The index in `runs` (ascending) of the run `entry` fits, or -1. Runs are days apart: only the
 * first at or after its end, less a minute, may fit it.
 */
export function fittedRun(entry: IndexedReport, runs: readonly number[]): number {
  const index = lowerBound(runs, entry.end - SKEW_MS);
  const runAt = runs[index];
  return runAt !== undefined && fits(entry.end, entry.created, runAt) ? index : -1;
}

/** A title's reports by period end, oldest first, with the ends apart: built once per list. */
const byEnd = memoByObject((titled: TitledReports) => {
  const entries = [...titled].sort((a, b) => a.end - b.end || a.created - b.created);
  return { entries, ends: entries.map((entry) => entry.end) };
});

/**
 * A report of `titled` that fits the run at `runAt`, the newest made if several do: a binary
 * search of the title's reports by end, then the few whose end is within a day and a half.
 */
export function reportOfRun(titled: TitledReports, runAt: number): IndexedReport | undefined {
  const { entries, ends } = byEnd(titled);
  let found: IndexedReport | undefined;
  for (let i = lowerBound(ends, runAt - END_EARLY_MS); i < entries.length; i++) {
    const entry = entries[i]!;
    if (entry.end > runAt + SKEW_MS) break;
    if (fits(entry.end, entry.created, runAt) && !(found && found.created > entry.created)) {
      found = entry;
    }
  }
  return found;
}

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
  /** The titles of every schedule the site lists now, this one's too (`formerTitles`). */
  siteTitles: readonly string[];
}

const NOTHING: readonly number[] = [];

type DeliverySubject = { title: string; frequency: Frequency; next_scheduled_date: string };

/** What a schedule's runs are judged from: its title's reports, its rule's runs, the anchor. */
export type DeliveryBasis =
  | { unknown: 'no-report' }
  | {
      /** The title's reports, newest first; the first is the last report likely sent. */
      titled: TitledReports;
      /** The current rule's runs before now, back past the retention, oldest first (ms). */
      runs: readonly number[];
      /** The index in `runs` of the newest report's run, the current rule's (`madeByRule`). */
      anchorIndex: number;
      unknown?: undefined;
    }
  | { titled: TitledReports; runs: readonly number[]; unknown: 'rule-changed' };

/** The runs and the anchor of `scheduleDelivery` (and run-states.ts), without judging a run. */
export function deliveryBasis(
  schedule: DeliverySubject,
  reports: ReportIndex,
  context: Pick<DeliveryContext, 'now' | 'serviceTimeZone'>,
): DeliveryBasis {
  const titled = reports.byTitle.get(titleKey(schedule.title));
  const anchor = titled?.[0];
  if (!titled || !anchor) return { unknown: 'no-report' };
  const rule = ruleOf(schedule);
  if (Number.isNaN(rule.firstRun.getTime())) {
    return { titled, runs: NOTHING, unknown: 'rule-changed' };
  }
  const runs = recentRuns(rule, context.serviceTimeZone, context.now.getTime(), RUNS_BACK_MS);

  // The run the newest report belongs to, and proof that the current rule made it.
  const anchorIndex = fittedRun(anchor, runs);
  if (!madeByRuleAt(titled, 0, runs, anchorIndex)) return { titled, runs, unknown: 'rule-changed' };
  return { titled, runs, anchorIndex };
}

/** Whether `titled[at]`, which fits `runs[runIndex]` (-1: none), was made by the current rule. */
export function madeByRuleAt(
  titled: TitledReports,
  at: number,
  runs: readonly number[],
  runIndex: number,
): boolean {
  const runAt = runs[runIndex];
  const previousRun = runs[runIndex - 1];
  return (
    runAt !== undefined &&
    previousRun !== undefined &&
    madeByRule(titled[at]!, titled[at + 1], runAt, previousRun)
  );
}

/** Which runs of `schedule` likely produced no report, from the site's indexed reports. */
export function scheduleDelivery(
  schedule: DeliverySubject,
  reports: ReportIndex,
  context: DeliveryContext,
): ScheduleDelivery {
  const basis = deliveryBasis(schedule, reports, context);
  if (basis.unknown === 'no-report') {
    return { notSent: NOTHING, lastDueNotSent: false, unknown: 'no-report' };
  }
  const lastReport = basis.titled[0]!.report;
  if (basis.unknown === 'rule-changed') {
    return { lastReport, notSent: NOTHING, lastDueNotSent: false, unknown: 'rule-changed' };
  }
  const { titled, runs, anchorIndex } = basis;
  const now = context.now.getTime();
  const due = now - GRACE_MS;
  const kept = now - RETENTION_MS;
  const renamedUntil = formerTitles(reports, context.siteTitles, titled, runs)(runs[anchorIndex]!);
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

/**
 * The titles of a list of schedules, one array per list, so that the site-wide work `formerTitles`
 * keeps per array is done once per list, by its matching and by every view of its runs.
 */
export const siteTitlesOf = memoByObject(
  (schedules: readonly { title: string }[]): readonly string[] =>
    schedules.map((schedule) => schedule.title),
);

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

/** The creation times of a list of reports, for a binary search: built once per list. */
const createdTimes = memoByObject((entries: readonly IndexedReport[]) =>
  entries.map((entry) => entry.created),
);

/**
 * The end of a renamed window (ADR 018, rule 5) after the run at `afterRun`: no run up
 * to the creation of the newest report of a former title made after that run (and before
 * `before`, when given) is claimed, nor one it fits (created a minute before); -Infinity if none.
 * The titles' judgements are shared by every window asked of one returned function.
 */
export function formerTitles(
  reports: ReportIndex,
  siteTitles: readonly string[],
  titled: TitledReports,
  runs: readonly number[],
): (afterRun: number, before?: number) => number {
  const others = reportsOfOtherTitles(reports)(titleKeysOf(siteTitles));
  const judged = new Map<string, boolean>();
  let named: ReadonlySet<number> | undefined;
  return (afterRun, before = Infinity) => {
    const last =
      before === Infinity ? others.length - 1 : lowerBound(createdTimes(others), before) - 1;
    for (let i = last; i >= 0; i--) {
      const entry = others[i]!;
      if (entry.created <= afterRun) break;
      let another = judged.get(entry.key);
      if (another === undefined) {
        named ??= namedRuns(titled, runs);
        another = heldByAnother(reports.byTitle.get(entry.key) ?? [], runs, named);
        judged.set(entry.key, another);
      }
      if (!another) return entry.created + SKEW_MS;
    }
    return -Infinity;
  };
}

/** The indexes in `runs` of the runs that reports of `titled` name (`namesRun`). */
function namedRuns(titled: TitledReports, runs: readonly number[]): ReadonlySet<number> {
  const named = new Set<number>();
  for (const entry of titled) {
    const index = fittedRun(entry, runs);
    if (index >= 0 && namesRun(entry, runs[index]!)) named.add(index);
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
  return finishSteps(siteDeliverySteps(schedules, reports, context));
}

interface DeliverySchedule {
  uuid: string;
  title: string;
  frequency: Frequency;
  next_scheduled_date: string;
}

/** Schedules matched per step of `siteDeliverySteps`. */
const SCHEDULES_PER_STEP = 25;
/** With `alsoEach`'s work beside each schedule's: steps as short as without it. */
const SCHEDULES_PER_STEP_WITH_MORE = 12;

/**
 * `siteDelivery` a step at a time, for a caller that must keep the page answering. `alsoEach`,
 * when given, reads each schedule in the same step from the same index (the Sites page's record,
 * run-states.ts), so the reports are indexed once and no step does two schedules' work twice.
 */
export function* siteDeliverySteps(
  schedules: readonly DeliverySchedule[],
  reports: readonly Report[],
  context: Omit<DeliveryContext, 'siteTitles'>,
  alsoEach?: (schedule: DeliverySchedule, index: ReportIndex, context: DeliveryContext) => void,
): Generator<void, SiteDelivery> {
  const index = yield* indexSteps(reports);
  const each = { ...context, siteTitles: siteTitlesOf(schedules) };
  if (index.byCreated.length > 0) {
    // What `formerTitles` reads of the whole site, each in a step of its own: in the first
    // schedule's step, a site of thousands would make it a long task.
    const siteTitleKeys = titleKeysOf(each.siteTitles);
    yield;
    reportsOfOtherTitles(index)(siteTitleKeys);
    yield;
  }
  const bySchedule = new Map<string, ScheduleDelivery>();
  const notSent: RunNotSent[] = [];
  const perStep = alsoEach ? SCHEDULES_PER_STEP_WITH_MORE : SCHEDULES_PER_STEP;
  for (const [place, schedule] of schedules.entries()) {
    const delivery = scheduleDelivery(schedule, index, each);
    alsoEach?.(schedule, index, each);
    bySchedule.set(schedule.uuid, delivery);
    for (const at of delivery.notSent) {
      notSent.push({ scheduleUuid: schedule.uuid, title: schedule.title, at });
    }
    if ((place + 1) % perStep === 0) yield;
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
