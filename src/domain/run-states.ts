/**
 * Every run of a schedule within the service's retention, each with one state (issue 51's
 * strips), by the rule of runs-not-sent.ts (ADR 018), whose primitives it uses: a run is sent when
 * a report of the title fits it; not sent when none does, its grace passed, and it is judged.
 *
 * Judged runs are those after the title's first report made by the current rule, in the unbroken
 * line of such reports back from its newest: a run between two of them, where both neighbours
 * prove the rule, is as surely not sent as one after the newest (runs-not-sent judges only
 * those). The line stops at a report of the title the current rule did not make: before it, the
 * schedule ran another rule. Between two reports of the line, as after the newest, the runs up
 * to a former title's report (`formerTitles`) are not claimed.
 *
 * Cost, for the Sites page's many sites: the rule's runs come from `recentRuns`' cache; each run's
 * report is found by a binary search of the title's reports by end (`reportOfRun`), the line's
 * runs by one of the runs (`fittedRun`), and each renamed window by one of the former titles'
 * reports by creation. No run scans the site's reports.
 */
import {
  deliveryBasis,
  fittedRun,
  formerTitles,
  GRACE_MS,
  madeByRuleAt,
  RECENT_NOT_SENT_DAYS,
  reportOfRun,
  RETENTION_MS,
  siteDeliverySteps,
  type DeliveryBasis,
  type DeliveryContext,
  type RunNotSent,
  type SiteDelivery,
} from './runs-not-sent';
import { lowerBound, type ReportIndex } from './report-index';
import type { Frequency, Report } from './schemas';
import { DAY_MS, epochDayOf, formatWallDate, wallClockAt } from './wall-clock';

/** Why a run is not judged: the strip's words for it. */
type NotJudgedReason =
  /** The title's newest report is not the current rule's: nothing is claimed (ADR 018, rule 3). */
  | 'rule-changed'
  /** Before the title's first report under the current rule. */
  | 'before-first-report'
  /** In a renamed window: a former title's report may be this schedule's (rule 5). */
  | 'renamed';

/** One run (`at`, ms) and what the reports say of it. */
export type RunState =
  | { at: number; state: 'sent'; report: Report }
  /** No report fits yet, and its 48-hour grace has not passed. */
  | { at: number; state: 'due' }
  | { at: number; state: 'not-sent' }
  | { at: number; state: 'not-judged'; why: NotJudgedReason };

/**
 * The runs of `schedule`'s current rule in the service's retention, before now, oldest first,
 * each with its state. None when no report has the schedule's title: nothing shows it ran before
 * (a schedule created today), and its rule read back would invent runs.
 */
export function scheduleRunStates(
  schedule: { title: string; frequency: Frequency; next_scheduled_date: string },
  reports: ReportIndex,
  context: DeliveryContext,
): RunState[] {
  const basis = deliveryBasis(schedule, reports, context);
  if (basis.unknown === 'no-report') return [];
  const { titled, runs } = basis;
  const now = context.now.getTime();
  const due = now - GRACE_MS;
  const from = lowerBound(runs, now - RETENTION_MS);
  const line = basis.unknown ? [] : lineOfRule(basis, from);
  // The runs after the line's oldest report are judged; with no line (the rule changed), none.
  const firstOfLine = line.at(-1) ?? Infinity;
  const notJudged = basis.unknown ? 'rule-changed' : 'before-first-report';
  const renamed = formerTitles(reports, context.siteTitles, titled, runs);

  const states: RunState[] = [];
  // `line` holds run indexes newest first; `next` is its first at or after run i (-1: none).
  let next = line.length - 1;
  let windowAfter = -1;
  let renamedUntil = -Infinity;
  for (let i = from; i < runs.length; i++) {
    const at = runs[i]!;
    while (next >= 0 && line[next]! < i) next--;
    const fitting = reportOfRun(titled, at);
    if (fitting) {
      states.push({ at, state: 'sent', report: fitting.report });
    } else if (i < firstOfLine) {
      states.push({ at, state: 'not-judged', why: notJudged });
    } else {
      // The line's run before this one opens its gap; a renamed window is asked once per gap.
      const after = line[next + 1]!;
      if (after !== windowAfter) {
        windowAfter = after;
        renamedUntil = renamed(runs[after]!, next >= 0 ? runs[line[next]!] : undefined);
      }
      if (at <= renamedUntil) states.push({ at, state: 'not-judged', why: 'renamed' });
      else if (at > due) states.push({ at, state: 'due' });
      else states.push({ at, state: 'not-sent' });
    }
  }
  return states;
}

/**
 * The indexes in `basis.runs` of the runs of the title's reports made by the current rule, newest
 * first, from the newest report back to the first the rule did not make, or to one before `from`.
 */
function lineOfRule(
  basis: Extract<DeliveryBasis, { anchorIndex: number }>,
  from: number,
): number[] {
  const { titled, runs, anchorIndex } = basis;
  const line = [anchorIndex];
  for (let at = 1; at < titled.length && line.at(-1)! >= from; at++) {
    const runIndex = fittedRun(titled[at]!, runs);
    if (!madeByRuleAt(titled, at, runs, runIndex)) break;
    // Two reports of one run (sent twice): the line goes on from the older.
    if (runIndex < line.at(-1)!) line.push(runIndex);
  }
  return line;
}

/** A site's last `RECENT_NOT_SENT_DAYS` days: "41 of 42 sent", `judged` being sent + not sent. */
export interface SiteRecord {
  sent: number;
  due: number;
  notSent: number;
  /** The runs whose fate is known: sent or not sent (a due run is neither yet). */
  judged: number;
}

/** The record of a site's schedules' runs in the last 30 days (`scheduleRunStates` of each). */
export function siteRecord(
  statesBySchedule: readonly (readonly RunState[])[],
  now: Date,
): SiteRecord {
  const since = now.getTime() - RECENT_NOT_SENT_DAYS * DAY_MS;
  const record = { sent: 0, due: 0, notSent: 0, judged: 0 };
  for (const states of statesBySchedule) countRecent(record, states, since);
  record.judged = record.sent + record.notSent;
  return record;
}

/** Adds the states at or after `since` to `record` (its `judged` left to the caller). */
function countRecent(record: SiteRecord, states: readonly RunState[], since: number): void {
  // Oldest first: the recent runs are the tail.
  for (let i = states.length - 1; i >= 0 && states[i]!.at >= since; i--) {
    const { state } = states[i]!;
    if (state === 'sent') record.sent++;
    else if (state === 'due') record.due++;
    else if (state === 'not-sent') record.notSent++;
  }
}

/**
 * A site's delivery (`siteDeliverySteps`) and its record (`siteRecord`) a step at a time, for the
 * Sites page's counting: each schedule's run states are read in the delivery's own steps, from
 * its index of the reports, and only their counts are kept.
 */
export function* siteDeliveryAndRecordSteps(
  schedules: Parameters<typeof siteDeliverySteps>[0],
  reports: readonly Report[],
  context: Omit<DeliveryContext, 'siteTitles'>,
): Generator<void, { delivery: SiteDelivery; record: SiteRecord }> {
  const since = context.now.getTime() - RECENT_NOT_SENT_DAYS * DAY_MS;
  const record = { sent: 0, due: 0, notSent: 0, judged: 0 };
  const delivery = yield* siteDeliverySteps(schedules, reports, context, (schedule, index, each) =>
    countRecent(record, scheduleRunStates(schedule, index, each), since),
  );
  record.judged = record.sent + record.notSent;
  return { delivery, record };
}

/** One day of the portfolio's chart. */
export interface DayOfRuns {
  /** The date in the zone asked for, YYYY-MM-DD. */
  date: string;
  sent: number;
  notSent: number;
  due: number;
  /** Its runs not sent, each with its schedule, oldest first. */
  notSentRuns: RunNotSent[];
}

/**
 * The runs of the last `days` days (today the last) per day, oldest day first. The days are the
 * user's (`timeZone`): the chart answers "what went out on Tuesday" for the reader, as every run
 * shown to the user is; the service's zone only reads the rule. Not-judged runs are left out.
 */
export function runsByDay(
  schedules: readonly { uuid: string; title: string; states: readonly RunState[] }[],
  now: Date,
  timeZone: string,
  days = RECENT_NOT_SENT_DAYS,
): DayOfRuns[] {
  const today = wallClockAt(now.getTime(), timeZone);
  const firstDay = epochDayOf(today) - days + 1;
  const result: DayOfRuns[] = Array.from({ length: days }, (_, offset) => ({
    date: formatWallDate(wallClockAt((firstDay + offset) * DAY_MS, 'UTC')),
    sent: 0,
    notSent: 0,
    due: 0,
    notSentRuns: [],
  }));
  // The first day began less than `days` days and a clock change or two ago.
  const since = now.getTime() - (days + 1) * DAY_MS;
  for (const { uuid, title, states } of schedules) {
    // Oldest first: the recent runs are the tail.
    for (let i = states.length - 1; i >= 0 && states[i]!.at >= since; i--) {
      const { at, state } = states[i]!;
      if (state === 'not-judged') continue;
      const day = result[epochDayOf(wallClockAt(at, timeZone)) - firstDay];
      if (!day) continue;
      if (state === 'sent') day.sent++;
      else if (state === 'due') day.due++;
      else {
        day.notSent++;
        day.notSentRuns.push({ scheduleUuid: uuid, title, at });
      }
    }
  }
  for (const day of result) day.notSentRuns.sort((a, b) => a.at - b.at);
  return result;
}
