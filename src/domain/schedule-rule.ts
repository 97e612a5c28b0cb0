/**
 * The user's intent and the service's rule: finding one from the other.
 *
 * The user picks a cadence, a day of month, a first date and a time in their own zone. The
 * service keeps one instant and a frequency and computes every later run in its own zone
 * (recurrence.ts). `ruleForIntent` finds the rule that makes the intent true, and `intentOfRule`
 * reads a saved rule back in the user's terms (docs/decisions/007-the-service-calendar.md). The
 * run preview is run-preview.ts; the words for a rule are rule-wording.ts.
 */
import {
  cadenceOf,
  frequencyFor,
  isOnMonthlyDay,
  monthlyRunDayTest,
  runDates,
  serviceRuns,
  toInstant,
  toLocal,
  utcOffsetMinutes,
  type LocalDateTime,
  type ServiceRule,
} from './recurrence';
import type { Cadence } from './recurrence';
import { BoundedMemo } from './memo';
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
export function best<T>(
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
  const monthly = monthlyRules.remember(key, () => {
    const rule = bestMonthlyRule(intent, intendedFirstRun, zones);
    return { day: rule.frequency.value, firstRunMs: rule.firstRun.getTime() };
  });
  return {
    frequency: { unit: 'MONTHLY', value: monthly.day },
    firstRun: new Date(monthly.firstRunMs),
  };
}

/** The picker and the preview ask for the same intent: the last few answers are kept. */
const monthlyRules = new BoundedMemo<string, { day: number; firstRunMs: number }>(50);

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
export function localRunsOf(
  rule: ServiceRule,
  zones: CalendarZones,
  count = runsInAYear(rule.frequency),
) {
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
export function localDayOfRule(rule: ServiceRule, runs: readonly { date: string }[]): number {
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
