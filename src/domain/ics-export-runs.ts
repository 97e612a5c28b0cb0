// DTSTART, RRULE and RDATE giving exactly `serviceRuns` in rrule.js and ical.js: monthly 29/30
// as BYMONTHDAY plus February RDATEs (ical.js ignores BYSETPOS), the 31st as BYMONTHDAY=-1.
// DTSTART is the first run (RFC 5545 counts it, rrule.js not). ical.js reads a gap or overlap
// wall clock an hour off; the proof test pins that down.
import { dateTimeValue, parameterValue } from './ics-export-text';
import {
  isMonthlyRunDate,
  serviceRuns,
  toInstant,
  toLocal,
  type ServiceRule,
  type ServiceRun,
} from './recurrence';
import type { Frequency } from './schemas';
import { DAY_MS, MINUTE_MS, wallClockAt } from './wall-clock';

/** The zone runs are written in, and whether they can be written in UTC. */
export interface IcsZone {
  name: string;
  utc: boolean;
}

/** Days of the month that February lacks in some years, but every other month has. */
const NOT_IN_EVERY_FEBRUARY = [29, 30];

/** The RRULE of a frequency: `FREQ=WEEKLY;INTERVAL=2`, `FREQ=MONTHLY;BYMONTHDAY=15` (31st: -1). */
function recurrenceRule(frequency: Frequency): string {
  if (frequency.unit === 'DAYS') {
    return frequency.value === 14 ? 'FREQ=WEEKLY;INTERVAL=2' : 'FREQ=WEEKLY';
  }
  return `FREQ=MONTHLY;BYMONTHDAY=${frequency.value === 31 ? -1 : frequency.value}`;
}

/** Whether the RRULE's days include the run's day (a weekly rule's weekday is DTSTART's). */
function isOnRule(frequency: Frequency, run: ServiceRun): boolean {
  if (frequency.unit === 'DAYS') return true;
  const day = frequency.value;
  if (!isMonthlyRunDate(run.service.date, day)) return false;
  return !NOT_IN_EVERY_FEBRUARY.includes(day) || Number(run.service.date.slice(8, 10)) === day;
}

function wallOf(time: number, zone: string): number {
  return wallClockAt(time, zone).wall;
}

/** Whether a wall clock names the instant: not the second of two when clocks go back. */
function isNamedByWallClock(time: number, zone: IcsZone): boolean {
  if (zone.utc) return true;
  const withinMinute = ((wallOf(time, zone.name) % MINUTE_MS) + MINUTE_MS) % MINUTE_MS;
  const local = toLocal(new Date(time), zone.name);
  return toInstant(local, zone.name).getTime() + withinMinute === time;
}

function zoned(name: string, zone: IcsZone, values: string[]): string {
  return `${name};TZID=${parameterValue(zone.name)}:${values.join(',')}`;
}

/** RDATE lines of runs: wall clocks in the zone, and those no wall clock names in UTC. */
function rdateLines(times: number[], zone: IcsZone): string[] {
  const sorted = [...new Set(times)].sort((a, b) => a - b);
  const named = sorted.filter((time) => !zone.utc && isNamedByWallClock(time, zone));
  const utc = sorted.filter((time) => !named.includes(time));
  const lines: string[] = [];
  if (named.length > 0) {
    lines.push(
      zoned(
        'RDATE',
        zone,
        named.map((time) => dateTimeValue(wallOf(time, zone.name), 'local')),
      ),
    );
  }
  if (utc.length > 0) {
    lines.push(`RDATE:${utc.map((time) => dateTimeValue(time, 'utc')).join(',')}`);
  }
  return lines;
}

/** Februaries' runs of a monthly rule on day 29 or 30 that lack the day, from `after` to `end`. */
function februaryRuns(rule: ServiceRule, zone: IcsZone, after: number, end: number): number[] {
  if (rule.frequency.unit !== 'MONTHLY' || !NOT_IN_EVERY_FEBRUARY.includes(rule.frequency.value)) {
    return [];
  }
  const times: number[] = [];
  const lastYear = new Date(end).getUTCFullYear();
  for (let year = new Date(after).getUTCFullYear(); year <= lastYear; year++) {
    const february = toInstant({ date: `${year}-02-01`, time: '00:00' }, zone.name);
    const [run] = serviceRuns(rule, zone.name, 1, { from: february });
    if (!run?.service.date.startsWith(`${year}-02`) || isOnRule(rule.frequency, run)) continue;
    const time = run.at.getTime();
    if (time > after && time < end) times.push(time);
  }
  return times;
}

/** DTSTART, RRULE and RDATE of a schedule, unfolded; `end` bounds the Februaries listed. */
export function recurrenceLines(rule: ServiceRule, zone: IcsZone, end: number): string[] {
  const runs = serviceRuns(rule, zone.name, 4);
  const startIndex = runs.findIndex(
    (run) => isOnRule(rule.frequency, run) && isNamedByWallClock(run.at.getTime(), zone),
  );
  const start = runs[startIndex];
  if (!start) throw new RangeError('No run of the first four is on the rule');
  const startAt = start.at.getTime();
  // The rule's wall clock on the start's date, which differs from the start's own only where a
  // gap moved it: the rule's time is what makes the later runs.
  const timeOfDay = ((wallOf(rule.firstRun.getTime(), zone.name) % DAY_MS) + DAY_MS) % DAY_MS;
  const startWall = Date.parse(`${start.service.date}T00:00:00Z`) + timeOfDay;
  const added = [
    ...runs.slice(0, startIndex).map((run) => run.at.getTime()),
    ...februaryRuns(rule, zone, startAt, end),
  ];
  return [
    zone.utc
      ? `DTSTART:${dateTimeValue(startAt, 'utc')}`
      : zoned('DTSTART', zone, [dateTimeValue(startWall, 'local')]),
    `RRULE:${recurrenceRule(rule.frequency)}`,
    ...rdateLines(added, zone),
  ];
}
