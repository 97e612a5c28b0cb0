/**
 * The reports the mock service says it generated (GET /site_reports, docs/decisions/002): one
 * per past run of each schedule of the site, so that the history agrees with the schedules the
 * list shows. Pure TypeScript over the store's records; the runs come from the domain's
 * `serviceRuns` in the service's zone, never from a calendar of its own.
 *
 * - A report covers the period since the run before it: `start` is the previous run of the rule,
 *   `end` this run; it is created a few minutes after the run (3 to 9, from a hash of its ids),
 *   and listed from then on.
 * - Reports are kept for `REPORT_RETENTION_DAYS`: no run older than that is listed.
 * - A schedule created through the API has the runs from its stored `next_scheduled_date` up to
 *   now: a new schedule has none.
 * - A seeded schedule was, as the demo tells it, running before the seed: its rule is extended
 *   back before its stored first run, and it has its last `SEEDED_REPORTS_PER_SCHEDULE` runs
 *   before now, none earlier than `REPORT_RETENTION_DAYS` before seeding. An extended run can
 *   only lie at or before `seededAt`: at seeding the list showed the stored run as the next one
 *   (a run at the very moment of seeding was the schedule's last before it, seed.ts).
 * - A deleted schedule keeps the reports of its runs before it was deleted.
 * - Gaps, deterministic: a seeded schedule that stopped (`ScheduleRecord.missedRuns`, a few of
 *   the seed's, some of Acme's) made no report for its last one or two runs before seeding, nor
 *   for any since; its listed reports are its last runs before it stopped. And with a
 *   `missedRunRate` (the demo's "Runs that produce no report"), that share of every schedule's
 *   runs make none, chosen by a hash of the schedule and the run: the same runs on every load.
 *
 * The history follows the schedule as it is now: an update to its title, recipients or rule
 * changes the reports derived from it, where the real service would keep what it generated.
 */
import { formatUtcIso, ruleOf, serviceRuns, type ServiceRule } from '#src/domain/recurrence';
import { REPORT_RETENTION_DAYS } from '#src/domain/runs-not-sent';
import { DAY_MS, MINUTE_MS } from '#src/domain/wall-clock';
import { extendRuleBack } from '#src/domain/earlier-runs';
import type { StoredSchedule } from './model';
import { stableHash, stableUuid } from './random';
import type { ScheduleRecord } from './store';

const RETENTION_MS = REPORT_RETENTION_DAYS * DAY_MS;

/** How many reports of a seeded schedule are listed: its last runs before now. */
export const SEEDED_REPORTS_PER_SCHEDULE = 3;

/** The longest gap between two runs (31 days) and a daylight-saving hour to spare. */
const LONGEST_PERIOD_MS = 31 * DAY_MS + 3_600_000;

/** A report the service generated, before it is written as the API's record. */
export interface GeneratedReport {
  uuid: string;
  /** The schedule that generated it (the mock's own: the API's record names no schedule). */
  scheduleUuid: string;
  title: string;
  /** The previous run of the schedule: the start of the period the report covers. */
  start: Date;
  /** The run that generated it. */
  end: Date;
  createdAt: Date;
  recipients: string[];
}

/** One run of a rule and the run before it. */
interface RunPeriod {
  start: number;
  end: number;
}

/** A rule's periods that end in [computedAt - retention, computedAt), and its next run. */
interface RulePeriods {
  computedAt: number;
  /** The first run at or after `computedAt`: the periods stay right until then. */
  nextRun: number;
  periods: readonly RunPeriod[];
}

export interface ReportHistory {
  /**
   * The reports of these schedules (a site's: listed and deleted) at `now`, newest first.
   */
  reportsOf(
    records: readonly ScheduleRecord[],
    clock: { now: Date; seededAt: Date },
  ): GeneratedReport[];
}

/**
 * The history of a service whose calendar is in `serviceTimeZone`. The periods of a rule are
 * cached per (frequency, stored run), as the list's `createNextRunResolver` does: Initech's
 * 5,000 schedules share a few hundred rules. An entry computed at T holds the periods ending in
 * [T - retention, T) and the next run N at or after T: it stays right while T <= now < N.
 */
export function createReportHistory(serviceTimeZone: string, missedRunRate = 0): ReportHistory {
  const missedPerMille = Math.round(missedRunRate * 1000);
  const cache = new Map<string, RulePeriods>();
  /**
   * The reports made so far, per schedule object and run: the seed's schedules are the same
   * objects on every request, so Initech's 15,000 reports are derived once.
   */
  const made = new WeakMap<StoredSchedule, Map<number, GeneratedReport>>();

  function reportOfRun(schedule: StoredSchedule, period: RunPeriod): GeneratedReport {
    let runs = made.get(schedule);
    if (!runs) {
      runs = new Map();
      made.set(schedule, runs);
    }
    let report = runs.get(period.end);
    if (!report) {
      report = reportOf(schedule, period);
      runs.set(period.end, report);
    }
    return report;
  }

  function periodsOf(schedule: StoredSchedule, now: number): readonly RunPeriod[] {
    const key = `${schedule.frequency.unit}:${schedule.frequency.value}|${schedule.next_scheduled_date}`;
    const cached = cache.get(key);
    if (cached && cached.computedAt <= now && now < cached.nextRun) return cached.periods;
    const computed = rulePeriods(ruleOf(schedule), serviceTimeZone, now);
    cache.set(key, computed);
    return computed.periods;
  }

  return {
    reportsOf(records, clock) {
      const now = clock.now.getTime();
      const seededAt = clock.seededAt.getTime();
      const reports: GeneratedReport[] = [];
      for (const record of records) {
        const { schedule, seeded } = record;
        const firstRun = Date.parse(schedule.next_scheduled_date);
        if (Number.isNaN(firstRun)) continue;
        const until = Math.min(now, record.deletedAt?.getTime() ?? now);
        const from = Math.max(now - RETENTION_MS, seeded ? seededAt - RETENTION_MS : firstRun);
        if (from >= until || (!seeded && firstRun >= until)) continue;
        const periods = periodsOf(schedule, now);
        const stoppedAt = seeded ? stopOf(periods, record.missedRuns ?? 0, seededAt) : Infinity;
        let runs = periods.filter(
          ({ end }) =>
            end >= from &&
            end < until &&
            end < stoppedAt &&
            (end >= firstRun || (seeded && end <= seededAt)),
        );
        // Runs are days apart and a report takes minutes: only the last may be still to come.
        if (seeded) runs = runs.slice(-SEEDED_REPORTS_PER_SCHEDULE - 1);
        if (missedPerMille > 0) {
          runs = runs.filter(({ end }) => !isMissed(schedule.uuid, end, missedPerMille));
        }
        let own = runs
          .map((period) => reportOfRun(schedule, period))
          // A run's report is listed once it has been generated, minutes after the run.
          .filter((report) => report.createdAt.getTime() <= now);
        if (seeded) own = own.slice(-SEEDED_REPORTS_PER_SCHEDULE);
        reports.push(...own);
      }
      return reports.sort(
        (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.uuid < b.uuid ? -1 : 1),
      );
    },
  };
}

/**
 * When a stopped seeded schedule made its last report: its `missedRuns`-th last run before
 * seeding (no run of it from then on makes one); Infinity for one that did not stop. A run so old
 * it has left the periods kept stops it at seeding: its reports are past retention anyway.
 */
function stopOf(periods: readonly RunPeriod[], missedRuns: number, seededAt: number): number {
  if (missedRuns <= 0) return Infinity;
  const before = periods.filter(({ end }) => end <= seededAt);
  return before.at(-missedRuns)?.end ?? seededAt;
}

/** Whether the run at `end` of the schedule is one of the `perMille` in 1,000 that make no report. */
function isMissed(scheduleUuid: string, end: number, perMille: number): boolean {
  return stableHash(`${scheduleUuid}|${formatUtcIso(new Date(end))}|missed`) % 1000 < perMille;
}

/**
 * The periods of a rule ending in [now - retention, now), each with the run before it, from the
 * rule extended back far enough (`extendRuleBack`) to know that run; and the next run.
 */
function rulePeriods(rule: ServiceRule, serviceTimeZone: string, now: number): RulePeriods {
  const windowStart = now - RETENTION_MS;
  // Start a longest period earlier, so the first run in the window has its previous one.
  const searchFrom = windowStart - LONGEST_PERIOD_MS;
  const extended = extendRuleBack(rule, serviceTimeZone, searchFrom);
  const periods: RunPeriod[] = [];
  // Runs come a few at a time (at most 14 weekly ones fit in the window and its margin).
  const batch = 16;
  let previous: number | undefined;
  let next = searchFrom;
  for (;;) {
    const runs = serviceRuns(extended, serviceTimeZone, batch, { from: new Date(next) });
    for (const run of runs) {
      const end = run.at.getTime();
      if (end >= now) return { computedAt: now, nextRun: end, periods };
      if (previous !== undefined && end >= windowStart) periods.push({ start: previous, end });
      previous = end;
    }
    const last = runs.at(-1);
    // No runs (an invalid rule) or fewer than asked: nothing comes after.
    if (!last || runs.length < batch) return { computedAt: now, nextRun: Infinity, periods };
    next = last.at.getTime() + 1;
  }
}

/** The report a run generated: its identifiers derived from the schedule's and the run's. */
function reportOf(schedule: StoredSchedule, period: RunPeriod): GeneratedReport {
  const end = new Date(period.end);
  const seed = `${schedule.uuid}|${formatUtcIso(end)}`;
  const hash = stableHash(seed);
  // 3 to 9 minutes, and some seconds: a report takes a while to generate.
  const delayMs = (3 + (hash % 7)) * MINUTE_MS + (Math.floor(hash / 7) % 60) * 1000;
  return {
    uuid: stableUuid(seed),
    scheduleUuid: schedule.uuid,
    title: schedule.title,
    start: new Date(period.start),
    end,
    createdAt: new Date(period.end + delayMs),
    recipients: schedule.recipients.map(({ email }) => email),
  };
}
