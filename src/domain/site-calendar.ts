/** A site's runs a month at a time, by date in the user's zone, for the run calendar. */
import { MONTH_NAMES } from './format';
import {
  isLocalDate,
  ruleOf,
  serviceRuns,
  toInstant,
  toLocal,
  type MonthEnd,
  type ServiceRule,
} from './recurrence';
import type { CalendarZones } from './schedule-rule';
import type { Schedule } from './schemas';
import { DAY_MS, formatWallDate, formatWallTime, formatYear, wallClockAt } from './wall-clock';

/** A busy day has more runs than twice the median day, and at least this many. */
export const BUSY_DAY_MIN_RUNS = 5;
const BUSY_DAY_FACTOR = 2;

/** One run of one schedule, as the calendar lists it. */
export interface CalendarRun {
  scheduleId: string;
  at: Date;
  /** In the user's zone, 'HH:mm'. */
  time: string;
  /** The service moved this monthly run to the last day of a shorter month (in its zone). */
  monthEnd?: MonthEnd;
}

/** How many runs fall on one date of the user's calendar. */
export interface RunDay {
  date: string;
  runCount: number;
  /** How many of them the service moved to a shorter month's last day. */
  monthEndCount: number;
}

/** The runs of a month, counted by date, and listed for one date when asked. */
export interface MonthRuns {
  /** The dates with runs; dates without are absent. */
  days: ReadonlyMap<string, RunDay>;
  /** A day with more runs than this is busy (`busyDayThreshold`). */
  busyThreshold: number;
  runCount: number;
  monthEndCount: number;
  /** The runs on a date, soonest first; listed on demand, as a page shows one day's. */
  runsOn(date: string): CalendarRun[];
}

type ScheduleTimes = Pick<Schedule, 'uuid' | 'frequency' | 'next_scheduled_date'>;

// Years 1 to 9999, as the date fields and `formatYear` write them.
const MONTH_PATTERN = /^(?!0000)\d{4}-(0[1-9]|1[0-2])$/;

/** Whether `text` is a month 'yyyy-MM': '2027-03' -> true, '2027-3' and '2027-13' -> false. */
export function isMonth(text: string): boolean {
  return MONTH_PATTERN.test(text);
}

/** The month of an instant in a zone: `monthAt(2027-03-31T23:30Z, 'Europe/Berlin')` -> '2027-04'. */
export function monthAt(instant: Date, timeZone: string): string {
  return toLocal(instant, timeZone).date.slice(0, 7);
}

/** The month a page asks for, else `now`'s: `monthOrCurrent('2027-13', now, zone)`. */
export function monthOrCurrent(text: string | null, now: Date, timeZone: string): string {
  return text !== null && isMonth(text) ? text : monthAt(now, timeZone);
}

function shiftMonth(month: string, by: number): string {
  const [year = 1970, monthNumber = 1] = month.split('-').map(Number);
  const index = year * 12 + monthNumber - 1 + by;
  const shiftedYear = Math.floor(index / 12);
  const monthOfYear = String(index - shiftedYear * 12 + 1).padStart(2, '0');
  return `${String(shiftedYear).padStart(4, '0')}-${monthOfYear}`;
}

/** `previousMonth('2027-01')` -> '2026-12'. */
export function previousMonth(month: string): string {
  return shiftMonth(month, -1);
}

/** `nextMonth('2026-12')` -> '2027-01'. */
export function nextMonth(month: string): string {
  return shiftMonth(month, 1);
}

/** `formatMonth('2027-03')` -> 'March 2027'. */
export function formatMonth(month: string): string {
  const [year = 1970, monthNumber = 1] = month.split('-').map(Number);
  return `${MONTH_NAMES[monthNumber - 1]} ${formatYear(year)}`;
}

/** Whether `date` is a whole 'yyyy-MM-dd' date of `month`: ('2027-03-31', '2027-03') -> true. */
export function isDateInMonth(date: string, month: string): boolean {
  return date.startsWith(`${month}-`) && isLocalDate(date);
}

/** The runs past which a day is busy: days of 150, 160 and 600 runs -> 320 (the 600 is busy). */
export function busyDayThreshold(days: Iterable<RunDay>): number {
  const counts = Array.from(days, (day) => day.runCount).sort((a, b) => a - b);
  const middle = Math.floor(counts.length / 2);
  const median =
    counts.length === 0
      ? 0
      : counts.length % 2 === 1
        ? (counts[middle] ?? 0)
        : ((counts[middle - 1] ?? 0) + (counts[middle] ?? 0)) / 2;
  return Math.max(BUSY_DAY_MIN_RUNS, Math.ceil(BUSY_DAY_FACTOR * median));
}

/** Whether a day has more runs than `threshold` (`MonthRuns.busyThreshold`). */
export function isBusyDay(day: RunDay, threshold: number): boolean {
  return day.runCount > threshold;
}

// A day's margin each side; a run's own date decides. At most 5 weekly runs: one `serviceRuns`
// call per schedule then rarely reaches past the end.
const WINDOW_MARGIN_MS = DAY_MS;

function runsPerCall(rule: ServiceRule): number {
  if (rule.frequency.unit === 'MONTHLY') return 3;
  return rule.frequency.value >= 14 ? 4 : 6;
}

/** The instant the month's first day starts in the zone (its first midnight, or after a gap). */
function startOfMonth(month: string, timeZone: string): number {
  return toInstant({ date: `${month}-01`, time: '00:00' }, timeZone).getTime();
}

/** Calls `onRun` with each run of `rule` in [from, to), in order, a few `serviceRuns` at a time. */
function forEachRunBetween(
  rule: ServiceRule,
  serviceTimeZone: string,
  from: number,
  to: number,
  onRun: (run: ReturnType<typeof serviceRuns>[number]) => void,
): void {
  const count = runsPerCall(rule);
  let next = from;
  for (;;) {
    const runs = serviceRuns(rule, serviceTimeZone, count, { from: new Date(next) });
    for (const run of runs) {
      if (run.at.getTime() >= to) return;
      onRun(run);
    }
    const last = runs.at(-1);
    if (!last || runs.length < count) return;
    next = last.at.getTime() + 1;
  }
}

interface DatedRun {
  date: string;
  time: string;
  at: Date;
  monthEnd: MonthEnd | undefined;
}

function datedRunsOf(rule: ServiceRule, month: MonthWindow, zones: CalendarZones): DatedRun[] {
  const runs: DatedRun[] = [];
  forEachRunBetween(rule, zones.service, month.from, month.to, (run) => {
    const { date, time } = month.localOf(run.at.getTime());
    if (date.startsWith(month.prefix)) {
      runs.push({ date, time, at: run.at, monthEnd: run.monthEnd });
    }
  });
  return runs;
}

interface MonthWindow {
  prefix: string;
  from: number;
  to: number;
  localOf: (time: number) => { date: string; time: string };
}

function windowOf(month: string, timeZone: string): MonthWindow {
  const from = startOfMonth(month, timeZone) - WINDOW_MARGIN_MS;
  const to = startOfMonth(nextMonth(month), timeZone) + WINDOW_MARGIN_MS;
  if (!Number.isFinite(from) || !Number.isFinite(to)) {
    throw new RangeError(`Not a month of a known zone: ${month} in ${timeZone}`);
  }
  // Many rules run at the same instants, and each reading of a clock is an `Intl` call.
  const locals = new Map<number, { date: string; time: string }>();
  const localOf = (time: number) => {
    let local = locals.get(time);
    if (!local) {
      const clock = wallClockAt(time, timeZone);
      local = { date: formatWallDate(clock), time: formatWallTime(clock) };
      locals.set(time, local);
    }
    return local;
  };
  return { prefix: `${month}-`, from, to, localOf };
}

interface RuleGroup {
  runs: DatedRun[];
  scheduleIds: string[];
}

/** Expands each rule once, keyed by the API's text: a site's schedules share few rules. */
function groupByRule(
  schedules: readonly ScheduleTimes[],
  month: string,
  zones: CalendarZones,
): RuleGroup[] {
  const window = windowOf(month, zones.user);
  const groups = new Map<string, RuleGroup>();
  for (const schedule of schedules) {
    const { frequency, next_scheduled_date: firstRun } = schedule;
    const key = `${frequency.unit} ${frequency.value} ${firstRun}`;
    let group = groups.get(key);
    if (!group) {
      group = { runs: datedRunsOf(ruleOf(schedule), window, zones), scheduleIds: [] };
      groups.set(key, group);
    }
    group.scheduleIds.push(schedule.uuid);
  }
  return [...groups.values()];
}

/** The runs of `schedules` in `month`, dated in the user's zone, in the schedules' order. */
export function runsOfMonth(
  schedules: readonly ScheduleTimes[],
  month: string,
  zones: CalendarZones,
): MonthRuns {
  const days = new Map<string, RunDay>();
  const onDate = new Map<string, { run: DatedRun; group: RuleGroup }[]>();
  let runCount = 0;
  let monthEndCount = 0;
  for (const group of groupByRule(schedules, month, zones)) {
    const count = group.scheduleIds.length;
    for (const run of group.runs) {
      let day = days.get(run.date);
      if (!day) {
        day = { date: run.date, runCount: 0, monthEndCount: 0 };
        days.set(run.date, day);
        onDate.set(run.date, []);
      }
      day.runCount += count;
      runCount += count;
      if (run.monthEnd) {
        day.monthEndCount += count;
        monthEndCount += count;
      }
      onDate.get(run.date)?.push({ run, group });
    }
  }
  const runsOn = (date: string): CalendarRun[] =>
    // Array#sort is stable: rules at one instant keep their order.
    [...(onDate.get(date) ?? [])]
      .sort((a, b) => a.run.at.getTime() - b.run.at.getTime())
      .flatMap(({ run, group }) =>
        group.scheduleIds.map((scheduleId) => {
          const entry: CalendarRun = { scheduleId, at: run.at, time: run.time };
          if (run.monthEnd) entry.monthEnd = run.monthEnd;
          return entry;
        }),
      );
  return { days, busyThreshold: busyDayThreshold(days.values()), runCount, monthEndCount, runsOn };
}
