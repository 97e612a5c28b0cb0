/** The run preview: each service run lined up with the one the user meant, moves explained. */
import { formatShortDate, formatTimeOfDay, MONTH_ABBREVIATIONS, MONTH_NAMES } from './format';
import {
  monthEndOfDate,
  ordinal,
  serviceRuns,
  toInstant,
  toLocal,
  utcOffsetMinutes,
  weekdayName,
  weekdayOfDate,
  type LocalDateTime,
  type MonthEnd,
  type ServiceRule,
  type ServiceRun,
} from './recurrence';
import { zoneWords } from './rule-wording';
import { intendedRuns, type CalendarZones, type RunIntent } from './schedule-rule';

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
  /** Run 0 only: the chosen first run, when the service's (a monthly on its day) is elsewhere. */
  chosenFirstRun?: LocalDateTime;
}

/** The next `count` runs of `rule`, each with the run the user meant (`intent` only explains). */
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

/** For each run, the nearest intended run it stands for, each later than the one before. */
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

/** The chosen first run if the service's differs as wall clocks (a DST move is not a change). */
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

function monthDay(date: string): string {
  const [, month = 1, day = 1] = date.split('-').map(Number);
  return `${MONTH_ABBREVIATIONS[month - 1]} ${day}`;
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

/** Why a run is not where the user put it, in a sentence; undefined when it is. */
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

/** How a run moved: a month end the user meant, or a run that landed elsewhere. */
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

/** The line above the run list on the runs that moved, counted by `runMove` like the marks. */
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

/** For a screen reader: 'Upcoming runs updated: next Tue, Dec 8 at 09:00, then Tue, Dec 22 …'. */
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

/** Why the first run is not the one chosen: the service starts a monthly schedule on its day. */
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
