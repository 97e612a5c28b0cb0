/** A rule in words: in the service's terms and in the user's, read from a year or more of runs. */
import { clockConvention, formatTimeOfDay } from './format';
import {
  cadenceOf,
  isMissingFromSomeMonths,
  isMonthlyRunDate,
  nextRunAtOrAfter,
  ordinal,
  toLocal,
  weekdayName,
  weekdayOfDate,
  type Cadence,
  type ServiceRule,
} from './recurrence';
import {
  best,
  localDayOfRule,
  localRunsOf,
  runsInAYear,
  type CalendarZones,
  type RunIntent,
} from './schedule-rule';
import { BoundedMemo } from './memo';
import type { Frequency } from './schemas';
import { DAY_MS } from './wall-clock';

/** 'UTC', or 'Europe/Berlin time'. */
export function zoneWords(timeZone: string): string {
  return timeZone === 'UTC' ? 'UTC' : `${timeZone} time`;
}

/** Every cadence's name and how a sentence about its runs starts ('Every week on Tuesday'). */
const CADENCE_WORDS: Record<Cadence, { name: string; sentence: string }> = {
  weekly: { name: 'Weekly', sentence: 'Every week' },
  biweekly: { name: 'Every two weeks', sentence: 'Every two weeks' },
  monthly: { name: 'Monthly', sentence: 'Monthly' },
};

/** `cadenceName('biweekly')` -> 'Every two weeks'. */
export function cadenceName(cadence: Cadence): string {
  return CADENCE_WORDS[cadence].name;
}

/** An intent in `describeRule`'s words. */
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

/** The saved rule in the service's terms, e.g. 'monthly on day 11 at 04:00 UTC'. */
export function describeSavedRule(rule: ServiceRule, serviceTimeZone: string): string {
  const service = toLocal(rule.firstRun, serviceTimeZone);
  const at = `at ${formatTimeOfDay(service.time)} ${zoneWords(serviceTimeZone)}`;
  // The service's terms: its cadence names in lower case, 'every two weeks on Tuesday'.
  const name = cadenceName(cadenceOf(rule.frequency)).toLowerCase();
  if (rule.frequency.unit === 'MONTHLY') return `${name} on day ${rule.frequency.value} ${at}`;
  return `${name} on ${weekdayName(service.weekday)} ${at}`;
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

const ruleSentences = new BoundedMemo<string, RuleWords>(2000);

/** A saved rule in the user's terms, each run judged alone: a roll-forward keeps the words. */
export function describeRule(rule: ServiceRule, zones: CalendarZones, now: Date): string {
  return ruleWords(rule, zones, now).sentence;
}

/** `describeRule`'s sentence and its brief form for a table, e.g. 'Monthly, 15th 21:00'. */
export function ruleWords(rule: ServiceRule, zones: CalendarZones, now: Date): RuleWords {
  if (Number.isNaN(rule.firstRun.getTime())) {
    const words = cadenceWords(rule.frequency);
    return { sentence: words, brief: words };
  }
  const next: ServiceRule = {
    frequency: rule.frequency,
    firstRun: nextRunAtOrAfter(rule, zones.service, now),
  };
  // Keyed by what the words depend on, not by the run: a site's schedules share a few hundred.
  const { date, time } = toLocal(next.firstRun, zones.service);
  const day =
    rule.frequency.unit === 'MONTHLY' ? date.slice(8) : daysRunWeeks(date, rule.frequency);
  const key = `${rule.frequency.unit} ${rule.frequency.value} ${day} ${time} ${zones.user} ${zones.service} ${clockConvention()}`;
  return ruleSentences.remember(key, () => ruleSentence(next, zones));
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

/** Four years of runs: a leap February and every month length in both clock states. */
const MONTHLY_SENTENCE_RUNS = 48;

function ruleSentence(rule: ServiceRule, zones: CalendarZones): RuleWords {
  const cadence = cadenceOf(rule.frequency);
  const runs = localRunsOf(
    rule,
    zones,
    cadence === 'monthly' ? MONTHLY_SENTENCE_RUNS : runsInAYear(rule.frequency),
  );
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
  // At the user's standard time and, where the service's zone changes clocks too, the earliest
  // time of day: not depending on which run is next.
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
