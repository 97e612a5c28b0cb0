/** The user's intent and the service's rule, each way (ADR 007). */
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
  /** Runs are shown in it and the picker's fields read in it. */
  user: string;
  service: string;
}

/** What the user asks for in the picker, in their own zone (the form's field names). */
export interface RunIntent {
  cadence: Cadence;
  /** Monthly: the day of the month in the user's zone, 1-31 (29-31: or the month's last day). */
  dayOfMonth: number;
  firstRunDate: string;
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

/** How many intended local dates get a run, a first run moved onto the service's day included. */
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
 * The rule for the user's intent. Monthly: the service-zone day the local day and time fall on,
 * else the one keeping most (`previewRuns` flags the rest); first run on the day, as required.
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

/** A monthly first run: the intended instant if on the day in the service's zone, else the next. */
function firstRunOnDay(intended: Date, day: number, serviceTimeZone: string): Date {
  if (isOnMonthlyDay(intended, day, serviceTimeZone)) return intended;
  const rule: ServiceRule = { frequency: { unit: 'MONTHLY', value: day }, firstRun: intended };
  const [, next] = serviceRuns(rule, serviceTimeZone, 2);
  return next?.at ?? intended;
}

/** The monthly rule keeping most of a year of local dates; ties: an intended day, then nearest. */
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
  // A run keeps its service-zone time, so it lands on an intended local date only on a service day
  // at most one away from that date's; 31 stands for every day past a month's end.
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

/** The local day most of a year's runs fall on; ties go to the day nearest the saved one. */
export function localDayOfRule(rule: ServiceRule, runs: readonly { date: string }[]): number {
  // Each run's date read once, not once per day tried, for every row of the list.
  const onDay = runs.map((run) => monthlyRunDayTest(run.date));
  const day = best(
    EVERY_DAY_OF_MONTH,
    (candidate) => onDay.filter((test) => test(candidate)).length,
    (a, b) => Math.abs(a - rule.frequency.value) - Math.abs(b - rule.frequency.value) || a - b,
  );
  return day ?? rule.frequency.value;
}

/** A saved rule in the user's terms. */
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
