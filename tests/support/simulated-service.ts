/**
 * A simulated Report Schedule Service for the property tests of the rule of runs not sent
 * (runs-not-sent.property.test.ts, run-states.property.test.ts): one schedule whose title and rule
 * change over time (renames, back to an earlier title too, cadence, day and time changes, each new
 * rule's first run after the change, as the form sets it), and whose every run, under the rule in
 * force then, makes a report of the title in force then, minutes or up to a day and a half later.
 * A second schedule of the site sends its own reports; the site lists it, or not (deleted since:
 * its title is then no schedule's).
 */
import fc from 'fast-check';
import { extendRuleBack } from '#src/domain/earlier-runs';
import {
  alignFirstRun,
  nextRunAtOrAfter,
  serviceRuns,
  toLocal,
  type ServiceRule,
} from '#src/domain/recurrence';
import { REPORT_RETENTION_DAYS, type DeliveryContext } from '#src/domain/runs-not-sent';
import type { Frequency, Report } from '#src/domain/schemas';

const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const TITLES = ['Monthly SEO', 'Weekly traffic', 'Client summary'];
const OTHER_TITLE = 'Security digest';

interface Change {
  /** Days after the previous change (or the start). */
  afterDays: number;
  title: number;
  cadence: 'weekly' | 'biweekly' | 'monthly';
  dayOfMonth: number;
  /** The new rule's first run: days after the change, and its time of day. */
  firstRunDays: number;
  hour: number;
  quarter: number;
}

const changeArb: fc.Arbitrary<Change> = fc.record({
  afterDays: fc.integer({ min: 1, max: 120 }),
  title: fc.integer({ min: 0, max: TITLES.length - 1 }),
  cadence: fc.constantFrom('weekly', 'biweekly', 'monthly'),
  dayOfMonth: fc.integer({ min: 1, max: 31 }),
  firstRunDays: fc.integer({ min: 0, max: 35 }),
  hour: fc.integer({ min: 0, max: 23 }),
  quarter: fc.integer({ min: 0, max: 3 }),
});

export const scenarioArb = fc.record({
  zone: fc.constantFrom('UTC', 'America/New_York', 'Europe/Berlin', 'Australia/Sydney'),
  start: fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 0, 1) }),
  changes: fc.array(changeArb, { minLength: 1, maxLength: 5 }),
  nowAfterDays: fc.double({ min: 0, max: 150, noNaN: true }),
  /** How late reports are: minutes (the mock), about a day (WP Engine's example), or either. */
  lateness: fc.constantFrom('minutes', 'day', 'mixed'),
  /** Of 1000 runs, how many make no report. */
  missRate: fc.integer({ min: 0, max: 600 }),
  seed: fc.integer({ min: 0, max: 2 ** 30 }),
  /**
   * Whether the site lists the other schedule: if not (deleted since, or a caller passing only
   * this schedule's title), its reports are of a title no schedule has now, as a former title's.
   */
  otherListed: fc.boolean(),
});
export type Scenario = typeof scenarioArb extends fc.Arbitrary<infer T> ? T : never;

/** A small deterministic hash of a run, for its delay and whether it is missed. */
function hash(seed: number, value: number): number {
  let h = (seed ^ Math.floor(value / MINUTE)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

function frequencyOf(change: Change): Frequency {
  if (change.cadence === 'monthly') return { unit: 'MONTHLY', value: change.dayOfMonth };
  return { unit: 'DAYS', value: change.cadence === 'weekly' ? 7 : 14 };
}

/** The new rule's first run after the change, as the form aligns it (`alignFirstRun`). */
function firstRunOf(change: Change, after: number, zone: string): number {
  const date = new Date(after + change.firstRunDays * DAY).toISOString().slice(0, 10);
  const time = `${String(change.hour).padStart(2, '0')}:${String(change.quarter * 15).padStart(2, '0')}`;
  const { at } = alignFirstRun({
    cadence: change.cadence,
    dayOfMonth: change.dayOfMonth,
    date,
    time,
    timeZone: zone,
    now: new Date(after),
  });
  return at.getTime();
}

interface Version {
  title: string;
  rule: ServiceRule;
  /** When it took effect and when the next change ended it. */
  from: number;
  until: number;
}

/** A report of the schedule listed now, with the version (its index) and the run that made it. */
interface Made {
  report: Report;
  version: number;
  run: number;
  /** Its period's start: the run before, by the same rule. */
  start: number;
}

export interface World {
  reports: Report[];
  /** The runs the current version really made (before now) that produced no report. */
  missed: Set<number>;
  /**
   * The same, of every version with the current title and rule (its runs the current rule's): a
   * schedule edited without changing either is the same schedule to its reports.
   */
  missedUnderCurrent: Set<number>;
  /** The current version's first run. */
  currentFrom: number;
  /**
   * The one case no rule can decide, set apart (ADR 018, "What the reports cannot tell"): the
   * newest report of the current title was made by an earlier version with that title whose runs
   * are the current rule's (the report's run and the run before it are runs of the current rule),
   * and the current version has made no report yet. Then, from the schedule's last reported run
   * on (of any title, by any version), the reports listed are exactly those of another world:
   * the current version took effect right after that run, and none of its runs since produced a
   * report. There, a run of the current rule after that run was missed, and claiming it is right;
   * a rule cannot claim it in one world and not in the other, and must claim it in that one (an
   * unchanged schedule that stopped sending: the third property below; one renamed away for a run
   * and back: runs-not-sent.test.ts). So a claim of such a run, before the current version's
   * first, is not counted false. Every other claim is judged against the version history.
   * That run, when this is the case.
   */
  undecidableAfter?: number;
  schedule: { title: string; frequency: Frequency; next_scheduled_date: string };
  now: number;
}

function runsOf(rule: ServiceRule, zone: string, from: number, until: number): number[] {
  const extended = extendRuleBack(rule, zone, from - 40 * DAY);
  // As many runs as fit in the span at the shortest period (a clock change takes an hour off).
  const { unit, value } = rule.frequency;
  const shortest = (unit === 'DAYS' ? value : 28) * DAY - HOUR;
  const count = Math.ceil((until - from + 40 * DAY) / shortest) + 2;
  const runs: number[] = [];
  for (const run of serviceRuns(extended, zone, count, { from: new Date(from - 40 * DAY) })) {
    const at = run.at.getTime();
    if (at >= until) break;
    runs.push(at);
  }
  return runs;
}

let uuid = 0;
function report(title: string, start: number, end: number, created: number): Report {
  uuid += 1;
  return {
    uuid: `00000000-0000-4000-8000-${String(uuid).padStart(12, '0')}`,
    title,
    date_range: {
      start_date: new Date(start).toISOString(),
      end_date: new Date(end).toISOString(),
    },
    created_at: new Date(created).toISOString(),
    recipients: [],
    download_url: 'https://reports.example.com/r.pdf',
  };
}

function delayOf(scenario: Scenario, run: number): number {
  const h = hash(scenario.seed, run);
  const minutes = (3 + (h % 7)) * MINUTE;
  const day = 20 * HOUR + (h % (27 * 60)) * MINUTE; // 20 to 47 hours
  if (scenario.lateness === 'minutes') return minutes;
  if (scenario.lateness === 'day') return day;
  return h % 2 === 0 ? minutes : day;
}

export function simulate(scenario: Scenario, withMisses: boolean): World {
  const { zone } = scenario;
  const versions: Version[] = [];
  let changedAt = scenario.start;
  for (const change of scenario.changes) {
    changedAt += change.afterDays * DAY;
    const previous = versions.at(-1);
    if (previous) previous.until = changedAt;
    versions.push({
      title: TITLES[change.title]!,
      rule: {
        frequency: frequencyOf(change),
        firstRun: new Date(firstRunOf(change, changedAt, zone)),
      },
      from: changedAt,
      until: Infinity,
    });
  }
  const now = changedAt + scenario.nowAfterDays * DAY;
  const retention = now - REPORT_RETENTION_DAYS * DAY;
  const reports: Report[] = [];
  const missed = new Set<number>();
  const missedUnderCurrent = new Set<number>();
  const made: Made[] = [];
  const last = versions.at(-1)!;
  const currentRuns = new Set(runsOf(last.rule, zone, scenario.start, now));
  versions.forEach((version, index) => {
    const current = index === versions.length - 1;
    const asCurrent =
      version.title === last.title &&
      version.rule.frequency.unit === last.rule.frequency.unit &&
      version.rule.frequency.value === last.rule.frequency.value &&
      currentRuns.has(version.rule.firstRun.getTime());
    const runs = runsOf(
      version.rule,
      zone,
      version.rule.firstRun.getTime(),
      Math.min(version.until, now),
    );
    runs.forEach((run, i) => {
      if (run < version.rule.firstRun.getTime()) return;
      const isMissed = withMisses && hash(scenario.seed + 1, run) % 1000 < scenario.missRate;
      if (isMissed) {
        if (current) missed.add(run);
        if (asCurrent) missedUnderCurrent.add(run);
        return;
      }
      const created = run + delayOf(scenario, run);
      if (created > now || run < retention) return;
      const start = runs[i - 1] ?? run - 7 * DAY;
      const reportMade = report(version.title, start, run, created);
      reports.push(reportMade);
      made.push({ report: reportMade, version: index, run, start });
    });
  });
  // Another schedule of the site, weekly on the start's weekday at 09:00, always sent.
  const otherRule: ServiceRule = {
    frequency: { unit: 'DAYS', value: 7 },
    firstRun: new Date(Math.floor(scenario.start / DAY) * DAY + 9 * HOUR),
  };
  const otherRuns = runsOf(otherRule, zone, otherRule.firstRun.getTime(), now);
  otherRuns.forEach((run, i) => {
    const created = run + delayOf(scenario, run);
    if (i > 0 && created <= now && run >= retention) {
      reports.push(report(OTHER_TITLE, otherRuns[i - 1]!, run, created));
    }
  });
  const nextRun = nextRunAtOrAfter(last.rule, zone, new Date(now));
  return {
    reports,
    missed,
    missedUnderCurrent,
    currentFrom: last.rule.firstRun.getTime(),
    undecidableAfter: undecidableAfter(versions, made, zone),
    schedule: {
      title: last.title,
      frequency: last.rule.frequency,
      next_scheduled_date: nextRun.toISOString(),
    },
    now,
  };
}

/**
 * `World.undecidableAfter`: whether the newest report of the current title was made by an earlier
 * version whose run and run before (the report's period) are runs of the current rule, and if so,
 * the newest run of any version that made a report listed now.
 */
function undecidableAfter(
  versions: readonly Version[],
  made: readonly Made[],
  zone: string,
): number | undefined {
  const current = versions.length - 1;
  const { title, rule } = versions[current]!;
  let newest: Made | undefined;
  for (const entry of made) {
    if (entry.report.title !== title) continue;
    if (!newest || entry.report.created_at > newest.report.created_at) newest = entry;
  }
  if (!newest || newest.version === current) return undefined;
  const runs = runsOf(rule, zone, newest.start, newest.run + 1);
  if (!runs.includes(newest.run) || !runs.includes(newest.start)) return undefined;
  return Math.max(...made.map((entry) => entry.run));
}

/** The claims that are false: runs not missed by the current version, the undecidable apart. */
export function falseClaims(world: World, claimed: readonly number[]): string[] {
  return claimed
    .filter(
      (run) =>
        !world.missed.has(run) &&
        !(
          world.undecidableAfter !== undefined &&
          run > world.undecidableAfter &&
          run < world.currentFrom
        ),
    )
    .map((run) => new Date(run).toISOString());
}

/** What the rule is told of the simulated site: now, its zone, and the titles it lists. */
export function contextOf(world: World, scenario: Scenario): DeliveryContext {
  return {
    now: new Date(world.now),
    serviceTimeZone: scenario.zone,
    siteTitles: scenario.otherListed ? [world.schedule.title, OTHER_TITLE] : [world.schedule.title],
  };
}

/**
 * One version of `base`, running for 100 days, the other schedule listed (a report of a title no
 * schedule has now would silence the runs before it): an unchanged schedule.
 */
export function unchangedScenario(base: Scenario): Scenario {
  return { ...base, changes: base.changes.slice(0, 1), nowAfterDays: 100, otherListed: true };
}

/**
 * Whether the schedule's rule reads back from its next run. Not the one week it cannot (ADR 018,
 * "Limits"): its next run falls in a clock change's gap (02:00 on the night clocks go forward), so
 * the instant listed is at 03:00, and the rule, read back from it, runs at 03:00. Its reports, at
 * 02:00, do not name those runs, and nothing is claimed that week: silence, not a false claim.
 */
export function ruleReadsBack(world: World, scenario: Scenario): boolean {
  const wall = (at: string | number) => toLocal(new Date(at), scenario.zone).time;
  return wall(world.schedule.next_scheduled_date) === wall(world.currentFrom);
}
