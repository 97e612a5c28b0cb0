/**
 * The user's intent and the service's rule, and the words for both.
 *
 * The user picks a cadence, a day of month, a first date and a time in their own zone. The
 * service keeps one instant and a frequency and computes every later run in its own zone
 * (recurrence.ts). `ruleForIntent` finds the rule that makes the intent true, `intentOfRule`
 * reads a saved rule back in the user's terms, and `previewRuns` lines each run the service
 * will make up with the one the user meant, so that a run which lands elsewhere is flagged and
 * explained (docs/decisions/007-the-service-calendar.md).
 */
import {
  clockConvention,
  formatShortDate,
  formatTimeOfDay,
  MONTH_ABBREVIATIONS,
  MONTH_NAMES,
} from './format';
import {
  cadenceOf,
  frequencyFor,
  isMissingFromSomeMonths,
  isMonthlyRunDate,
  isOnMonthlyDay,
  monthEndOfDate,
  monthlyRunDayTest,
  nextRunAtOrAfter,
  ordinal,
  runDates,
  serviceRuns,
  toInstant,
  toLocal,
  utcOffsetMinutes,
  weekdayName,
  weekdayOfDate,
  type Cadence,
  type LocalDateTime,
  type MonthEnd,
  type ServiceRule,
  type ServiceRun,
} from './recurrence';
import type { Frequency } from './schemas';
import { DAY_MS } from './wall-clock';

/** The two zones of every run: the user's shows it, the service's computes it. */
export interface CalendarZones {
  /** The user's IANA zone: runs are shown in it and the picker's fields are read in it. */
  user: string;
  /** `serviceTimeZone`: the zone the service keeps its calendar in. */
  service: string;
}

/** What the user asks for in the picker, in their own zone (the form's field names). */
export interface RunIntent {
  cadence: Cadence;
  /** Monthly: the day of the month in the user's zone, 1-31 (29-31: or the month's last day). */
  dayOfMonth: number;
  /** The first run's date, 'yyyy-MM-dd'. */
  firstRunDate: string;
  /** Its time of day, 'HH:mm'. */
  time: string;
}

/** One year of runs: enough to meet every month length and both sides of daylight saving. */
export function runsInAYear(frequency: Frequency): number {
  return frequency.unit === 'MONTHLY' ? 12 : Math.ceil(366 / frequency.value);
}

function intentFrequency(intent: RunIntent): Frequency {
  return frequencyFor(intent.cadence, intent.dayOfMonth);
}

/** The local date and time the user means for each of the first `count` runs. */
export function intendedRuns(intent: RunIntent, count: number): LocalDateTime[] {
  return runDates(intentFrequency(intent), intent.firstRunDate, count).map((date) => ({
    date,
    time: intent.time,
  }));
}

const EVERY_DAY_OF_MONTH = Array.from({ length: 31 }, (_, index) => index + 1);

/**
 * How many of the local dates the user means get a run of the rule. Counted per intended date,
 * not run by run, because a first run moved onto the service's day (`firstRunOnDay`) can stand
 * for the intended run after the chosen one; one run more than intended covers that.
 */
function datesKept(rule: ServiceRule, intended: LocalDateTime[], zones: CalendarZones): number {
  const runDates = new Set(
    serviceRuns(rule, zones.service, intended.length + 1).map(
      (run) => toLocal(run.at, zones.user).date,
    ),
  );
  return intended.filter((run) => runDates.has(run.date)).length;
}

/** The candidate with the highest score; ties go to the one `prefer` ranks first. */
function best<T>(
  candidates: Iterable<T>,
  score: (candidate: T) => number,
  prefer: (a: T, b: T) => number,
): T | undefined {
  let chosen: { candidate: T; score: number } | undefined;
  for (const candidate of candidates) {
    const value = score(candidate);
    if (
      !chosen ||
      value > chosen.score ||
      (value === chosen.score && prefer(candidate, chosen.candidate) < 0)
    ) {
      chosen = { candidate, score: value };
    }
  }
  return chosen?.candidate;
}

/**
 * The rule that makes the user's intent true. Weekly and every two weeks: `next_scheduled_date`
 * is the intended first run's instant, and the service keeps its weekday and time in its own
 * zone. Monthly: the service-zone day on which the user's local day and time fall, e.g. the 10th
 * at 20:00 in Los Angeles is the 11th in UTC, so `{ MONTHLY, 11 }`; a local 31st (last day) late
 * in the evening in New York is the 1st in UTC. Where no day keeps the user's local day in every
 * month (the 30th at 21:00 New York is the 31st in UTC, or the 1st after a 30-day month), the
 * day that keeps it in most months of a year wins, and `previewRuns` flags the others.
 *
 * A monthly first run must itself fall on that day in the service's zone (the service refuses
 * anything else), so where the intended one does not, the first run is the service's next run
 * after it: the first on the day, at its service-zone time (`firstRunOnDay`). E.g. the 31st at
 * 09:00 in Sydney from 28 Feb 2027 is `{ MONTHLY, 30 }` at 22:00 UTC, first run on 28 Feb in
 * UTC, which is 1 March in Sydney.
 */
export function ruleForIntent(intent: RunIntent, zones: CalendarZones): ServiceRule {
  const intendedFirstRun = toInstant({ date: intent.firstRunDate, time: intent.time }, zones.user);
  const frequency = intentFrequency(intent);
  if (frequency.unit !== 'MONTHLY' || Number.isNaN(intendedFirstRun.getTime())) {
    return { frequency, firstRun: intendedFirstRun };
  }
  const key = `${intent.dayOfMonth} ${intendedFirstRun.getTime()} ${zones.user} ${zones.service}`;
  let monthly = monthlyRules.get(key);
  if (monthly === undefined) {
    const rule = bestMonthlyRule(intent, intendedFirstRun, zones);
    monthly = { day: rule.frequency.value, firstRunMs: rule.firstRun.getTime() };
    // The picker and the preview ask for the same intent; keep the last few answers.
    if (monthlyRules.size >= 50) monthlyRules.clear();
    monthlyRules.set(key, monthly);
  }
  return {
    frequency: { unit: 'MONTHLY', value: monthly.day },
    firstRun: new Date(monthly.firstRunMs),
  };
}

const monthlyRules = new Map<string, { day: number; firstRunMs: number }>();

/**
 * The first run of a monthly rule on `day` for the intended first run: that instant when it
 * falls on the day in the service's zone (then nothing moves), otherwise the run the service
 * makes next after it, on the day at its service-zone time of day. Never earlier than the
 * intended instant, which the form keeps in the future (`alignFirstRun`, the form schema), so
 * never in the past, and no clock is needed here.
 */
function firstRunOnDay(intended: Date, day: number, serviceTimeZone: string): Date {
  if (isOnMonthlyDay(intended, day, serviceTimeZone)) return intended;
  const rule: ServiceRule = { frequency: { unit: 'MONTHLY', value: day }, firstRun: intended };
  const [, next] = serviceRuns(rule, serviceTimeZone, 2);
  return next?.at ?? intended;
}

/**
 * The monthly rule whose runs keep the most of a year of the user's local dates, each candidate
 * day judged with the first run it would really have (`firstRunOnDay`). Ties go to a day on which
 * the intended first run already falls (nothing moves), then to the day nearest the chosen one.
 */
function bestMonthlyRule(
  intent: RunIntent,
  intendedFirstRun: Date,
  zones: CalendarZones,
): ServiceRule {
  const intended = intendedRuns(intent, runsInAYear(intentFrequency(intent)));
  const ruleOn = (day: number): ServiceRule => ({
    frequency: { unit: 'MONTHLY', value: day },
    firstRun: firstRunOnDay(intendedFirstRun, day, zones.service),
  });
  const moves = (rule: ServiceRule) =>
    rule.firstRun.getTime() === intendedFirstRun.getTime() ? 0 : 1;
  const distance = (rule: ServiceRule) => Math.abs(rule.frequency.value - intent.dayOfMonth);
  return (
    best(
      [...monthlyDayCandidates(intended, zones)].map(ruleOn),
      (rule) => datesKept(rule, intended, zones),
      (a, b) =>
        moves(a) - moves(b) || distance(a) - distance(b) || a.frequency.value - b.frequency.value,
    ) ?? ruleOn(intent.dayOfMonth)
  );
}

/** The service days worth trying for a monthly intent. */
function monthlyDayCandidates(intended: LocalDateTime[], zones: CalendarZones): Set<number> {
  // A run keeps the first run's service-zone time, so it lands on an intended local date only on
  // a service day at most one away from the one that date falls on (after a clock change in the
  // user's zone, the best day can be one on which no intended run falls); 31 stands for every
  // day past a month's end.
  const candidates = new Set<number>([31]);
  for (const run of intended) {
    const at = toInstant(run, zones.user).getTime();
    // The days either side are read as dates, so that the day after the 31st is the 1st.
    for (const shift of [-DAY_MS, 0, DAY_MS]) {
      candidates.add(toLocal(new Date(at + shift), zones.service).dayOfMonth);
    }
  }
  return candidates;
}

/** The local wall clocks of the rule's next `count` runs (a year's by default). */
function localRunsOf(rule: ServiceRule, zones: CalendarZones, count = runsInAYear(rule.frequency)) {
  return serviceRuns(rule, zones.service, count).map((run) => ({
    at: run.at,
    ...toLocal(run.at, zones.user),
    offset: utcOffsetMinutes(run.at, zones.user),
  }));
}

/**
 * The local day of month that most of a year's runs fall on, each run judged on its own (so it
 * does not matter which run comes first); ties go to the day nearest the saved one.
 */
function localDayOfRule(rule: ServiceRule, runs: readonly { date: string }[]): number {
  // Each run's date read once, not once per day tried: 31 days × 48 runs for every row of the
  // list not yet described.
  const onDay = runs.map((run) => monthlyRunDayTest(run.date));
  const day = best(
    EVERY_DAY_OF_MONTH,
    (candidate) => onDay.filter((test) => test(candidate)).length,
    (a, b) => Math.abs(a - rule.frequency.value) - Math.abs(b - rule.frequency.value) || a - b,
  );
  return day ?? rule.frequency.value;
}

/**
 * A saved rule in the user's terms: its first run's local date and time, and for a monthly rule
 * the local day that most of a year's runs fall on, e.g. `{ MONTHLY, 16 }` at 02:00 UTC is the
 * 15th at 21:00 in New York (22:00 in summer, which the preview notes).
 */
export function intentOfRule(rule: ServiceRule, zones: CalendarZones): RunIntent {
  const local = toLocal(rule.firstRun, zones.user);
  const intent: RunIntent = {
    cadence: cadenceOf(rule.frequency),
    dayOfMonth: local.dayOfMonth,
    firstRunDate: local.date,
    time: local.time,
  };
  if (rule.frequency.unit !== 'MONTHLY') return intent;
  return { ...intent, dayOfMonth: localDayOfRule(rule, localRunsOf(rule, zones)) };
}

/** Why a run's local time moved away from the chosen one. */
type ClockChange = 'daylight-saving' | 'standard-time' | 'service-clocks';

/** A run the service will make, beside the one the user meant. */
export interface PreviewRun {
  at: Date;
  /** Its wall clock in the user's zone. */
  local: LocalDateTime;
  /** Its wall clock in the service's zone. */
  service: LocalDateTime;
  /** The local date and time the user chose for this run. */
  intended: LocalDateTime;
  /** The user's day is missing from this month, so they meant its last day (31st -> Feb 28). */
  monthEnd?: MonthEnd;
  /** The service moved the run to the last day of a shorter month, in its zone. */
  serviceMonthEnd?: MonthEnd;
  /** The clocks changed since the first run, in the user's zone or the service's. */
  clockChange?: ClockChange;
  /**
   * Run 0 only, when the service's first run is not the one the user chose (a monthly first run
   * must fall on the service's day, `ruleForIntent`): the chosen one. `intended` is then the
   * chosen run this one stands for, the chosen first run's or the next one.
   */
  chosenFirstRun?: LocalDateTime;
}

/**
 * The next `count` runs of `rule`, each with the run the user meant by `intent`: what the
 * preview lists. Every run is one the service makes (`serviceRuns`); `intent` only explains.
 */
export function previewRuns(
  rule: ServiceRule,
  intent: RunIntent,
  zones: CalendarZones,
  count: number,
): PreviewRun[] {
  const runs = serviceRuns(rule, zones.service, count);
  // Two more than the runs: run 0 may stand for the chosen run after the first, and an intent
  // read back from a rule (`intentOfRule`) may start on a date just before its day.
  const intended = intendedRuns(intent, count + 2);
  const standsFor = intendedIndexes(runs, intended, zones.user);
  // Only a monthly first run moves (`ruleForIntent`); a DAYS rule starts where the user chose.
  const chosenFirstRun =
    rule.frequency.unit === 'MONTHLY'
      ? firstRunMovedFrom(runs[0], intended[0], zones.user)
      : undefined;
  const firstUserOffset = utcOffsetMinutes(rule.firstRun, zones.user);
  const firstServiceOffset = utcOffsetMinutes(rule.firstRun, zones.service);
  return runs.map((run, index) => {
    const { date, time } = toLocal(run.at, zones.user);
    const wanted = intended[standsFor[index] ?? -1] ?? { date, time };
    const preview: PreviewRun = {
      at: run.at,
      local: { date, time },
      service: run.service,
      intended: wanted,
    };
    if (index === 0 && chosenFirstRun) preview.chosenFirstRun = chosenFirstRun;
    const monthEnd =
      intent.cadence === 'monthly' ? monthEndOfDate(wanted.date, intent.dayOfMonth) : undefined;
    if (monthEnd) preview.monthEnd = monthEnd;
    if (run.monthEnd) preview.serviceMonthEnd = run.monthEnd;
    const userShift = utcOffsetMinutes(run.at, zones.user) - firstUserOffset;
    if (userShift !== 0) preview.clockChange = userShift > 0 ? 'daylight-saving' : 'standard-time';
    else if (utcOffsetMinutes(run.at, zones.service) !== firstServiceOffset) {
      preview.clockChange = 'service-clocks';
    }
    return preview;
  });
}

/**
 * For each run, the index of the intended run it stands for: the nearest one in time, each run
 * a later one than the run before. Runs and intended runs are both a period apart, and a run is
 * at most a day or two from its own, so this is run k for intended run k unless the first run
 * moved onto the service's day past the chosen one, or the intent starts off its day.
 */
function intendedIndexes(
  runs: readonly ServiceRun[],
  intended: readonly LocalDateTime[],
  userTimeZone: string,
): number[] {
  const intendedMs = intended.map((run) => toInstant(run, userTimeZone).getTime());
  const distance = (index: number, runMs: number) =>
    Math.abs((intendedMs[index] ?? Number.NaN) - runMs);
  let index = -1;
  return runs.map((run) => {
    const runMs = run.at.getTime();
    index++;
    while (index + 1 < intendedMs.length && distance(index + 1, runMs) < distance(index, runMs)) {
      index++;
    }
    return index;
  });
}

/**
 * The chosen first run when the service's first run is elsewhere; undefined when it is the
 * chosen one. Compared as wall clocks, with the chosen time read the way the rule was made
 * (`toInstant`): a time in a clock gap moved forward is not a moved first run (the time note
 * explains it), nor is the second 01:30 of a night the clocks go back, read back from a rule.
 */
function firstRunMovedFrom(
  first: ServiceRun | undefined,
  chosen: LocalDateTime | undefined,
  userTimeZone: string,
): LocalDateTime | undefined {
  if (!first || !chosen) return undefined;
  const chosenAt = toInstant(chosen, userTimeZone);
  if (Number.isNaN(chosenAt.getTime())) return undefined;
  const as = toLocal(chosenAt, userTimeZone);
  const actual = toLocal(first.at, userTimeZone);
  return as.date === actual.date && as.time === actual.time ? undefined : chosen;
}

/** Whether a run is not at the local date and time the user chose. */
export function isMoved(run: PreviewRun): boolean {
  return (
    run.chosenFirstRun !== undefined ||
    run.local.date !== run.intended.date ||
    run.local.time !== run.intended.time
  );
}

// ---------------------------------------------------------------------------------------------
// Words.

/** 'Feb 28' for a 'yyyy-MM-dd' date. */
function monthDay(date: string): string {
  const [, month = 1, day = 1] = date.split('-').map(Number);
  return `${MONTH_ABBREVIATIONS[month - 1]} ${day}`;
}

/** 'UTC', or 'Europe/Berlin time'. */
function zoneWords(timeZone: string): string {
  return timeZone === 'UTC' ? 'UTC' : `${timeZone} time`;
}

/**
 * Every cadence's words: its name (the picker's choices, the list's filter, the saved rule) and
 * how a sentence about its runs starts ('Every week on Tuesday', not 'Weekly on Tuesday').
 */
const CADENCE_WORDS: Record<Cadence, { name: string; sentence: string }> = {
  weekly: { name: 'Weekly', sentence: 'Every week' },
  biweekly: { name: 'Every two weeks', sentence: 'Every two weeks' },
  monthly: { name: 'Monthly', sentence: 'Monthly' },
};

/**
 * A cadence's name, as a choice or a filter offers it: `cadenceName('biweekly')` ->
 * 'Every two weeks'.
 */
export function cadenceName(cadence: Cadence): string {
  return CADENCE_WORDS[cadence].name;
}

/**
 * An intent in a sentence, e.g. 'Every week on Tuesday at 09:00', 'Every two weeks on Tuesday
 * at 09:00', 'Monthly on the 31st at 21:00, or the last day of shorter months': the words of
 * `describeRule`, the one sentence the form and the list show.
 */
function describeIntent(intent: RunIntent, otherTimes: string): string {
  const time = ` at ${formatTimeOfDay(intent.time)}`;
  const at = otherTimes ? `${time} (${otherTimes})` : time;
  const { sentence } = CADENCE_WORDS[intent.cadence];
  if (intent.cadence !== 'monthly') {
    return `${sentence} on ${weekdayName(weekdayOfDate(intent.firstRunDate))}${at}`;
  }
  const shorterMonths = isMissingFromSomeMonths(intent.dayOfMonth)
    ? ', or the last day of shorter months'
    : '';
  return `${sentence} on the ${ordinal(intent.dayOfMonth)}${at}${shorterMonths}`;
}

/**
 * The saved rule in the service's terms, e.g. 'monthly on day 11 at 04:00 UTC', 'weekly on
 * Tuesday at 14:00 UTC'.
 */
export function describeSavedRule(rule: ServiceRule, serviceTimeZone: string): string {
  const service = toLocal(rule.firstRun, serviceTimeZone);
  const at = `at ${formatTimeOfDay(service.time)} ${zoneWords(serviceTimeZone)}`;
  // The service's terms: its cadence names in lower case, 'every two weeks on Tuesday'.
  const name = cadenceName(cadenceOf(rule.frequency)).toLowerCase();
  if (rule.frequency.unit === 'MONTHLY') return `${name} on day ${rule.frequency.value} ${at}`;
  return `${name} on ${weekdayName(service.weekday)} ${at}`;
}

/** The service's side of a run, in its words: '14:00 UTC', 'the 30th at 01:00 UTC'. */
function serviceSide(run: PreviewRun, rule: ServiceRule, zones: CalendarZones, withDay: boolean) {
  const at = serviceTime(run, zones);
  if (!withDay) return at;
  if (rule.frequency.unit === 'DAYS') {
    return `${weekdayName(weekdayOfDate(run.service.date))} at ${at}`;
  }
  return `the ${ordinal(Number(run.service.date.slice(8, 10)))} at ${at}`;
}

/**
 * Why a run is not where the user put it, in a sentence; undefined when it is. E.g.
 * '10:00, not 09:00: daylight saving time; the service keeps 14:00 UTC', or
 * 'Apr 29, not Apr 30: April has no 31st, so the service runs on the 30th at 01:00 UTC', or for
 * a first run moved onto the service's day, 'First run on Mar 1 at 09:00, not Feb 28: the
 * service starts a monthly schedule on its day, and February has no 30th in UTC, so it runs on
 * the 28th at 22:00 UTC'.
 */
export function movedRunNote(
  run: PreviewRun,
  rule: ServiceRule,
  zones: CalendarZones,
): string | undefined {
  if (!isMoved(run)) return undefined;
  if (run.chosenFirstRun) return firstRunNote(run, run.chosenFirstRun, rule, zones);
  const dateMoved = run.local.date !== run.intended.date;
  const localTime = formatTimeOfDay(run.local.time);
  const what = dateMoved
    ? `${monthDay(run.local.date)} at ${localTime}, not ${monthDay(run.intended.date)}`
    : `${localTime}, not ${formatTimeOfDay(run.intended.time)}`;

  if (dateMoved && run.serviceMonthEnd) {
    return (
      `${what}: ${missingDayWords(run, run.serviceMonthEnd, zones)}, so the service runs on the ` +
      `${ordinal(run.serviceMonthEnd.actualDay)} at ${serviceTime(run, zones)}`
    );
  }
  const keeps = `the service keeps ${serviceSide(run, rule, zones, dateMoved)}`;
  switch (run.clockChange) {
    case 'daylight-saving':
      return `${what}: daylight saving time; ${keeps}`;
    case 'standard-time':
      return `${what}: standard time; ${keeps}`;
    case 'service-clocks':
      return `${what}: the clocks change in ${zones.service}; ${keeps}`;
    default:
      return `${what}: ${keeps}`;
  }
}

/** Why a run is not on the day or at the time the user asked for, as the preview shows it. */
export interface RunMove {
  /** Where the user put it, for the calendar day's name: 'the 31st', 'Apr 30', '09:00'. */
  from: string;
  /** Why it moved, in a sentence (`movedRunNote`, or the month end the user meant). */
  reason: string;
}

/**
 * How a run moved, or undefined when it is where the user put it: a month end the user meant,
 * e.g. `{ from: 'the 31st', reason: 'February has no 31st, so the report runs on its last day' }`,
 * or a run that landed elsewhere, with its `movedRunNote`, e.g. `{ from: 'Apr 30', reason:
 * 'Apr 29 at 22:00, not Apr 30: April has no 31st in UTC, so the service runs on the 30th at
 * 02:00 UTC' }`.
 */
export function runMove(
  run: PreviewRun,
  rule: ServiceRule,
  zones: CalendarZones,
): RunMove | undefined {
  const moved = movedRunNote(run, rule, zones);
  if (moved) {
    const wanted = run.chosenFirstRun ?? run.intended;
    const from =
      wanted.date === run.local.date ? formatTimeOfDay(wanted.time) : monthDay(wanted.date);
    return { from, reason: moved };
  }
  if (!run.monthEnd) return undefined;
  const requested = ordinal(run.monthEnd.requestedDay);
  const month = MONTH_NAMES[Number(run.local.date.slice(5, 7)) - 1] ?? '';
  return {
    from: `the ${requested}`,
    reason: `${month} has no ${requested}, so the report runs on its last day`,
  };
}

/**
 * The line above the run list on the runs that moved, counted by the same rule that gives each
 * its "Moved" mark (`runMove`), so the count and the marks agree; undefined when none moved. It
 * gives each kind of move present its cause, e.g. '10 runs land away from the day or time you
 * chose: the service keeps its calendar in UTC, and a month without that day runs on its last
 * day.'
 */
export function movedRunsNote(
  runs: readonly PreviewRun[],
  moves: readonly (RunMove | undefined)[],
  zones: CalendarZones,
): string | undefined {
  const movedIndexes = moves.flatMap((move, index) => (move ? [index] : []));
  const count = movedIndexes.length;
  if (count === 0) return undefined;
  const moved = movedIndexes.map((index) => runs[index]).filter((run) => run !== undefined);
  const causes = [
    ...(moved.some(isMoved) ? [`the service keeps its calendar in ${zones.service}`] : []),
    ...(moved.some((run) => !isMoved(run) && run.monthEnd)
      ? ['a month without that day runs on its last day']
      : []),
  ];
  const lands = count === 1 ? '1 run lands' : `${count} runs land`;
  return `${lands} away from the day or time you chose: ${causes.join(', and ')}.`;
}

/**
 * The next runs in a sentence for a screen reader, the first three and how many moved, e.g.
 * 'Upcoming runs updated: next Tue, Dec 8 at 09:00, then Tue, Dec 22 and Tue, Jan 5.' A later
 * run's time is said where it is not the first's.
 */
export function upcomingRunsSummary(runs: readonly PreviewRun[], movedCount: number): string {
  const [first, ...later] = runs;
  if (!first) return '';
  const when = (run: PreviewRun) =>
    run.local.time === first.local.time
      ? formatShortDate(run.local.date)
      : `${formatShortDate(run.local.date)} at ${formatTimeOfDay(run.local.time)}`;
  const then = later.slice(0, 2).map(when).join(' and ');
  const moved =
    movedCount === 0
      ? ''
      : ` ${movedCount} of the next ${runs.length} runs ${movedCount === 1 ? 'is' : 'are'} moved.`;
  return (
    `Upcoming runs updated: next ${formatShortDate(first.local.date)} at ` +
    `${formatTimeOfDay(first.local.time)}${then ? `, then ${then}` : ''}.${moved}`
  );
}

/** '02:00 UTC', '09:00 Europe/Berlin time': a run's time in the service's zone. */
function serviceTime(run: PreviewRun, zones: CalendarZones): string {
  return `${formatTimeOfDay(run.service.time)} ${zoneWords(zones.service)}`;
}

/** 'April has no 31st in UTC': why the service moved a run to its month's last day. */
function missingDayWords(run: PreviewRun, monthEnd: MonthEnd, zones: CalendarZones): string {
  const month = MONTH_NAMES[Number(run.service.date.slice(5, 7)) - 1] ?? '';
  const inZone = zones.service === 'UTC' ? ' in UTC' : ` in ${zones.service}`;
  return `${month} has no ${ordinal(monthEnd.requestedDay)}${inZone}`;
}

/**
 * Why the first run is not the one the user chose: the service starts a monthly schedule on its
 * day. Either that day's run of the chosen month lands on another local date (a month end, or
 * the day's service-zone time falls on another date here), or it comes before the chosen first
 * run, so the first run is the next month's, e.g. 'First run on Feb 14 at 23:30, not Jan 15: the
 * service starts a monthly schedule on its day, the 15th at 07:30 UTC, and January's is before
 * the first run you chose'.
 */
function firstRunNote(
  run: PreviewRun,
  chosen: LocalDateTime,
  rule: ServiceRule,
  zones: CalendarZones,
): string {
  const localTime = formatTimeOfDay(run.local.time);
  const what =
    run.local.date === chosen.date
      ? `First run at ${localTime}, not ${formatTimeOfDay(chosen.time)}`
      : `First run on ${monthDay(run.local.date)} at ${localTime}, not ${monthDay(chosen.date)}`;
  const why = `${what}: the service starts a monthly schedule on its day`;
  if (run.intended.date !== chosen.date) {
    // The service's month before this run's holds the run that came before the chosen one.
    const month = Number(run.service.date.slice(5, 7));
    const previousMonth = MONTH_NAMES[(month + 10) % 12] ?? '';
    return (
      `${why}, the ${ordinal(rule.frequency.value)} at ${serviceTime(run, zones)}, and ` +
      `${previousMonth}'s is before the first run you chose`
    );
  }
  if (run.serviceMonthEnd) {
    return (
      `${why}, and ${missingDayWords(run, run.serviceMonthEnd, zones)}, so it runs on the ` +
      `${ordinal(run.serviceMonthEnd.actualDay)} at ${serviceTime(run, zones)}`
    );
  }
  return `${why}, the ${ordinal(Number(run.service.date.slice(8, 10)))} at ${serviceTime(run, zones)}`;
}

/** '; 5 runs a year fall on another day', or per four years when not every year alike. */
function elsewhereWords(inFourYears: number): string {
  if (inFourYears === 0) return '';
  const perYear = inFourYears % 4 === 0;
  const count = perYear ? inFourYears / 4 : inFourYears;
  const runs = count === 1 ? 'run' : 'runs';
  const fall = count === 1 ? 'falls' : 'fall';
  return `; ${count} ${runs} ${perYear ? 'a year' : 'in four years'} ${fall} on another day`;
}

/** A rule in words: the sentence, and a brief form for a table's narrow column. */
export interface RuleWords {
  /** 'Every two weeks on Sunday at 09:30 (10:30 during daylight saving time)'. */
  sentence: string;
  /** 'Every 2 weeks, Sun 09:30': the cadence, the day and the standard time, nothing else. */
  brief: string;
}

const ruleSentences = new Map<string, RuleWords>();

/**
 * A saved schedule in a sentence in the user's terms, for the list, e.g. 'Monthly on the 15th
 * at 21:00 (22:00 during daylight saving time)', 'Monthly on the 30th at 21:00; 5 runs a year
 * fall on another day'. Read from the year of runs that starts with the first run at or after
 * `now`, each run judged on its own, so the words depend only on what the service keeps (its
 * day or weekday and time) and not on which run it lists next: a roll-forward never changes them.
 */
export function describeRule(rule: ServiceRule, zones: CalendarZones, now: Date): string {
  return ruleWords(rule, zones, now).sentence;
}

/**
 * `describeRule`'s sentence and its brief form, e.g. 'Monthly, 15th 21:00' beside 'Monthly on
 * the 15th at 21:00 (22:00 during daylight saving time)': a table shows the brief one, and keeps
 * the sentence for hover and screen readers.
 */
export function ruleWords(rule: ServiceRule, zones: CalendarZones, now: Date): RuleWords {
  if (Number.isNaN(rule.firstRun.getTime())) {
    const words = cadenceWords(rule.frequency);
    return { sentence: words, brief: words };
  }
  const next: ServiceRule = {
    frequency: rule.frequency,
    firstRun: nextRunAtOrAfter(rule, zones.service, now),
  };
  // Keyed by what the words depend on, the service's day or weekday and time (and for every two
  // weeks, which weeks), not by the run: a roll-forward never changes them, and Initech's 5,000
  // schedules, described on every key typed into the list's search, share a few hundred keys.
  const { date, time } = toLocal(next.firstRun, zones.service);
  const day =
    rule.frequency.unit === 'MONTHLY' ? date.slice(8) : daysRunWeeks(date, rule.frequency);
  const key = `${rule.frequency.unit} ${rule.frequency.value} ${day} ${time} ${zones.user} ${zones.service} ${clockConvention()}`;
  let words = ruleSentences.get(key);
  if (words === undefined) {
    words = ruleSentence(next, zones);
    // The list describes a page of schedules on every key typed into its search.
    if (ruleSentences.size >= 2000) ruleSentences.clear();
    ruleSentences.set(key, words);
  }
  return words;
}

/** A DAYS rule's weekday, and for every two weeks the parity of its weeks: '1', '1/0'. */
function daysRunWeeks(date: string, frequency: Frequency): string {
  const weekday = weekdayOfDate(date);
  if (frequency.value !== 14) return String(weekday);
  return `${weekday}/${Math.floor(Date.parse(date) / (7 * DAY_MS)) % 2}`;
}

function cadenceWords(frequency: Frequency): string {
  const { sentence } = CADENCE_WORDS[cadenceOf(frequency)];
  return frequency.unit === 'MONTHLY' ? `${sentence} on the ${ordinal(frequency.value)}` : sentence;
}

/**
 * Monthly sentences are read from four years of runs: one leap February and every month length
 * in both clock states, so the words do not change as the year ahead moves on.
 */
const MONTHLY_SENTENCE_RUNS = 48;

function ruleSentence(rule: ServiceRule, zones: CalendarZones): RuleWords {
  const cadence = cadenceOf(rule.frequency);
  const runs = localRunsOf(
    rule,
    zones,
    cadence === 'monthly' ? MONTHLY_SENTENCE_RUNS : runsInAYear(rule.frequency),
  );
  // The day most runs keep: the local day of month, or the weekday.
  let onDay: (run: (typeof runs)[number]) => boolean;
  let dayOfMonth = 1;
  if (cadence === 'monthly') {
    dayOfMonth = localDayOfRule(rule, runs);
    // Each run's date read once more, not once for every question asked of it below.
    const runsOnDay = new Set(runs.filter((run) => isMonthlyRunDate(run.date, dayOfMonth)));
    onDay = (run) => runsOnDay.has(run);
  } else {
    const weekday = best(
      [0, 1, 2, 3, 4, 5, 6],
      (candidate) => runs.filter((run) => run.weekday === candidate).length,
      (a, b) => a - b,
    );
    onDay = (run) => run.weekday === weekday;
  }
  const kept = runs.filter(onDay);
  // Stated at the user's standard time (the smallest offset), and where the service's zone
  // changes its clocks too, at the earliest time of day: a choice that does not depend on
  // which run is next.
  const standard = kept.reduce<(typeof runs)[number] | undefined>(
    (chosen, run) =>
      !chosen ||
      run.offset < chosen.offset ||
      (run.offset === chosen.offset && run.time < chosen.time)
        ? run
        : chosen,
    undefined,
  );
  if (!standard) {
    const words = cadenceWords(rule.frequency);
    return { sentence: words, brief: words };
  }

  const other = runs.find((run) =>
    cadence === 'monthly'
      ? onDay(run) && run.time !== standard.time
      : run.time !== standard.time || run.weekday !== standard.weekday,
  );
  let otherTimes = '';
  if (other) {
    const when =
      other.offset > standard.offset
        ? 'during daylight saving time'
        : other.offset < standard.offset
          ? 'in standard time'
          : 'part of the year';
    const weekday =
      cadence !== 'monthly' && other.weekday !== standard.weekday
        ? `${weekdayName(other.weekday)} at `
        : '';
    otherTimes = `${weekday}${formatTimeOfDay(other.time)} ${when}`;
  }
  const words = describeIntent(
    { cadence, dayOfMonth, firstRunDate: standard.date, time: standard.time },
    otherTimes,
  );
  const exceptions = cadence === 'monthly' ? elsewhereWords(runs.length - kept.length) : '';
  const dayWords =
    cadence === 'monthly' ? ordinal(dayOfMonth) : weekdayName(standard.weekday).slice(0, 3);
  return {
    sentence: `${words}${exceptions}`,
    brief: `${BRIEF_CADENCE[cadence]}, ${dayWords} ${formatTimeOfDay(standard.time)}`,
  };
}

const BRIEF_CADENCE: Record<Cadence, string> = {
  weekly: 'Weekly',
  biweekly: 'Every 2 weeks',
  monthly: 'Monthly',
};
