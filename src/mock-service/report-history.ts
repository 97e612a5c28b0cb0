/**
 * The reports the mock says it generated (GET /site_reports, docs/decisions/002): one per past
 * run of each schedule, with runs from the domain's `serviceRuns`, so history agrees with the list.
 * - A report covers [previous run, this run], listed 3 to 9 minutes after; kept for retention.
 * - A created schedule has the runs from its stored `next_scheduled_date` up to now.
 * - A seeded schedule was running before the seed: its rule is extended back, and it lists its
 *   last `SEEDED_REPORTS_PER_SCHEDULE` runs; an extended run lies at or before `seededAt`.
 * - A deleted schedule keeps the reports of its runs before deletion.
 * - Gaps, deterministic: a stopped seeded schedule (`missedRuns`) made none for its last runs
 *   before seeding nor since; one with `skippedRun` made none for the run before its last before
 *   seeding (a gap between two sent); with `missedRunRate`, that share of runs (by hash) make none.
 * Unlike the real service, history follows the schedule as it is now: an edit changes its reports.
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
  /** The mock's own: the API's record names no schedule. */
  scheduleUuid: string;
  title: string;
  start: Date;
  end: Date;
  createdAt: Date;
  recipients: string[];
}

interface RunPeriod {
  start: number;
  end: number;
}

/** A rule's periods that end in [computedAt - retention, computedAt), and its next run. */
interface RulePeriods {
  computedAt: number;
  nextRun: number;
  periods: readonly RunPeriod[];
}

export interface ReportHistory {
  /** The reports of a site's schedules (listed and deleted) at `now`, newest first. */
  reportsOf(
    records: readonly ScheduleRecord[],
    clock: { now: Date; seededAt: Date },
  ): GeneratedReport[];
}

/** Periods cached per (frequency, stored run); an entry computed at T holds until its next run. */
export function createReportHistory(serviceTimeZone: string, missedRunRate = 0): ReportHistory {
  const missedPerMille = Math.round(missedRunRate * 1000);
  const cache = new Map<string, RulePeriods>();
  // Per schedule object: seed schedules are the same objects on every request.
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
        const skippedAt = seeded && record.skippedRun ? lastRunsBefore(periods, seededAt, 2) : NaN;
        let runs = periods.filter(
          ({ end }) =>
            end >= from &&
            end < until &&
            end < stoppedAt &&
            end !== skippedAt &&
            (end >= firstRun || (seeded && end <= seededAt)),
        );
        // Runs are days apart and a report takes minutes: only the last may be still to come.
        if (seeded) runs = runs.slice(-SEEDED_REPORTS_PER_SCHEDULE - 1);
        if (missedPerMille > 0) {
          runs = runs.filter(({ end }) => !isMissed(schedule.uuid, end, missedPerMille));
        }
        let own = runs
          .map((period) => reportOfRun(schedule, period))
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

/** When a stopped schedule's reports end (Infinity if not stopped; seeding if past retention). */
function stopOf(periods: readonly RunPeriod[], missedRuns: number, seededAt: number): number {
  if (missedRuns <= 0) return Infinity;
  return lastRunsBefore(periods, seededAt, missedRuns) ?? seededAt;
}

/** The `count`th run back from seeding (1: the last at or before it); undefined past retention. */
function lastRunsBefore(
  periods: readonly RunPeriod[],
  seededAt: number,
  count: number,
): number | undefined {
  return periods.filter(({ end }) => end <= seededAt).at(-count)?.end;
}

/** Whether the run is one of the `perMille` in 1,000 that make no report. */
function isMissed(scheduleUuid: string, end: number, perMille: number): boolean {
  return stableHash(`${scheduleUuid}|${formatUtcIso(new Date(end))}|missed`) % 1000 < perMille;
}

function rulePeriods(rule: ServiceRule, serviceTimeZone: string, now: number): RulePeriods {
  const windowStart = now - RETENTION_MS;
  // Start a longest period earlier, so the first run in the window has its previous one.
  const searchFrom = windowStart - LONGEST_PERIOD_MS;
  const extended = extendRuleBack(rule, serviceTimeZone, searchFrom);
  const periods: RunPeriod[] = [];
  // At most 14 weekly runs fit in the window and its margin.
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

/** Identifiers derived from the schedule's and the run's, so they are stable. */
function reportOf(schedule: StoredSchedule, period: RunPeriod): GeneratedReport {
  const end = new Date(period.end);
  const seed = `${schedule.uuid}|${formatUtcIso(end)}`;
  const hash = stableHash(seed);
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
