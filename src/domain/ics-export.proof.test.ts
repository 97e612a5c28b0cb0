// @vitest-environment node
/**
 * The proof that an exported calendar gives exactly the service's runs: every file is expanded
 * over three years by two independent libraries that real calendar software is built on,
 * rrule.js and Mozilla's ical.js, and both expansions are compared, instant for instant, with
 * `serviceRuns`. Weekly, every two weeks and monthly on every day 1-31, first runs in several
 * months (a leap February among them) and first runs off their monthly day, in the service
 * zones UTC, America/New_York (northern daylight saving) and Australia/Sydney (southern).
 *
 * How each library is read, as its own documentation says:
 * - ical.js: the file's VTIMEZONE is registered, each VEVENT's `iterator()` gives `ICAL.Time`s,
 *   `toJSDate()` their instants.
 * - rrule.js: DTSTART, RRULE, RDATE and EXDATE of each VEVENT go to `rrulestr`. A UTC DTSTART
 *   gives instants. With a TZID, rrule.js returns "UTC" dates to be read as wall clocks in the
 *   process's zone (its README, "Timezone Support"); it converts between the two with the offset
 *   at the wrong instant, so near a change of clocks it is an hour out in any process zone but
 *   the TZID's own (the report tells of it). The expansion runs with the process in the service's
 *   zone, where it does no conversion, and its wall clocks are read as JavaScript reads local
 *   times: RFC 5545's reading (a gap moves forward, a repeated hour takes the first).
 */
import ICAL from 'ical.js';
import { rrulestr } from 'rrule';
import { afterEach, describe, expect, it } from 'vitest';
import { icsCalendar } from './ics-export';
import { serviceRuns, toInstant, toLocal, type ServiceRule } from './recurrence';
import type { Frequency, Schedule } from './schemas';
import { zoneOffsetMs } from './wall-clock';

const YEARS = 3;
const NOW = new Date('2026-12-15T12:00:00Z');
/**
 * First runs in these months: a January, a leap February, and a month in which New York's and
 * one in which Sydney's clocks go forward (three years of runs cross every change either way).
 */
const MONTHS = ['2027-01', '2027-03', '2027-10', '2028-02'];

// ---------------------------------------------------------------------------------------------
// The schedules exported.

let counter = 0;

function scheduleOf(frequency: Frequency, firstRun: Date): Schedule {
  counter += 1;
  return {
    uuid: `00000000-0000-4000-8000-${counter.toString(16).padStart(12, '0')}`,
    title: `${frequency.unit} ${frequency.value} from ${firstRun.toISOString()}`,
    next_scheduled_date: firstRun.toISOString(),
    template_uuid: '3d1f6b8a-2c4e-4f7a-9b1d-5e8c2a7f4b6d',
    frequency,
    recipients: [{ name: 'Ana', email: 'ana@example.com' }],
    sections: [],
    branding: null,
  };
}

function daysInMonth(month: string): number {
  const [year = 0, monthNumber = 0] = month.split('-').map(Number);
  return new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
}

/**
 * One month's schedules at a time of day in the service's zone: weekly and every two weeks from
 * each of the month's first seven days (every weekday), monthly on each day 1-31 from its run
 * day in that month, and monthly ones whose first run, made through the API, is off their day.
 */
function schedulesOf(month: string, time: string, zone: string): Schedule[] {
  const at = (day: number) =>
    toInstant({ date: `${month}-${String(day).padStart(2, '0')}`, time }, zone);
  const schedules: Schedule[] = [];
  for (let day = 1; day <= 7; day++) {
    schedules.push(scheduleOf({ unit: 'DAYS', value: 7 }, at(day)));
    schedules.push(scheduleOf({ unit: 'DAYS', value: 14 }, at(day)));
  }
  for (let day = 1; day <= 31; day++) {
    schedules.push(
      scheduleOf({ unit: 'MONTHLY', value: day }, at(Math.min(day, daysInMonth(month)))),
    );
  }
  for (const day of [10, 28, 29, 30, 31]) {
    schedules.push(scheduleOf({ unit: 'MONTHLY', value: day }, at(15)));
  }
  return schedules;
}

function exportOf(schedules: Schedule[], zone: string): string {
  return icsCalendar(schedules, {
    siteLabel: 'Proof',
    calendarName: 'Proof',
    zones: { user: zone, service: zone },
    now: NOW,
    templateNames: undefined,
  });
}

/** Where the three years of a schedule end. */
function endOf(schedule: Schedule): number {
  const first = new Date(schedule.next_scheduled_date);
  first.setUTCFullYear(first.getUTCFullYear() + YEARS);
  return first.getTime();
}

/** The service's runs of the schedule's three years, each as `read` gives it (by default as is). */
function expectedRuns(
  schedule: Schedule,
  zone: string,
  read: (time: number) => number = (time) => time,
): number[] {
  const rule: ServiceRule = {
    frequency: schedule.frequency,
    firstRun: new Date(schedule.next_scheduled_date),
  };
  // Enough runs for the years: 53 weeks a year, 12 months, and one past the end.
  const count = (schedule.frequency.unit === 'DAYS' ? 53 : 12) * YEARS + 2;
  return serviceRuns(rule, zone, count)
    .map((run) => read(run.at.getTime()))
    .filter((time) => time < endOf(schedule));
}

// ---------------------------------------------------------------------------------------------
// The two libraries.

function uuidOf(uid: string): string {
  return uid.split('@')[0] ?? uid;
}

/** ical.js: every VEVENT's runs by the schedule's uuid, up to each schedule's end. */
function expandWithIcalJs(ics: string, ends: ReadonlyMap<string, number>): Map<string, number[]> {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const zones = calendar.getAllSubcomponents('vtimezone');
  for (const zone of zones) ICAL.TimezoneService.register(zone);
  try {
    const runs = new Map<string, number[]>();
    for (const component of calendar.getAllSubcomponents('vevent')) {
      const event = new ICAL.Event(component);
      const uuid = uuidOf(event.uid);
      const end = ends.get(uuid) ?? 0;
      const times: number[] = [];
      const iterator = event.iterator();
      for (let next = iterator.next(); next; next = iterator.next()) {
        const time = next.toJSDate().getTime();
        if (time >= end) break;
        times.push(time);
      }
      runs.set(uuid, times);
    }
    return runs;
  } finally {
    for (const zone of zones)
      ICAL.TimezoneService.remove(String(zone.getFirstPropertyValue('tzid')));
  }
}

/** The file's content lines, unfolded (RFC 5545 3.1). */
function contentLines(ics: string): string[] {
  return ics.replace(/\r\n[ \t]/g, '').split('\r\n');
}

/** Each VEVENT's lines by its schedule's uuid. */
function eventsOf(ics: string): Map<string, string[]> {
  const events = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of contentLines(ics)) {
    if (line === 'BEGIN:VEVENT') current = [];
    else if (line === 'END:VEVENT' && current) {
      const uid = current.find((property) => property.startsWith('UID:')) ?? '';
      events.set(uuidOf(uid.slice('UID:'.length)), current);
      current = undefined;
    } else current?.push(line);
  }
  return events;
}

/** A date rrule.js returns for a TZID rule: its UTC fields are a wall clock in the process's zone. */
function localInstantOf(date: Date): number {
  return new Date(
    date.getUTCFullYear(),
    date.getUTCMonth(),
    date.getUTCDate(),
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
  ).getTime();
}

/**
 * Runs `expand` with each formatter `toLocaleString(locale, { timeZone })` builds kept for the
 * next call. rrule.js formats every candidate date twice that way, and V8 builds a new formatter
 * at each call, the costliest part of an expansion; a formatter kept gives the same text
 * (ECMA-402 fills in the same fields for both).
 */
function withZoneFormattersKept<T>(expand: () => T): T {
  const original = Date.prototype.toLocaleString;
  const formatters = new Map<string, Intl.DateTimeFormat>();
  Date.prototype.toLocaleString = function toLocaleString(
    this: Date,
    locale?: Intl.LocalesArgument,
    options?: Intl.DateTimeFormatOptions,
  ) {
    const timeZone = options?.timeZone;
    if (typeof locale !== 'string' || !timeZone || Object.keys(options).length !== 1) {
      return original.call(this, locale, options);
    }
    const key = `${locale} ${timeZone}`;
    let formatter = formatters.get(key);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat(locale, {
        timeZone,
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
      formatters.set(key, formatter);
    }
    return formatter.format(this);
  };
  try {
    return expand();
  } finally {
    Date.prototype.toLocaleString = original;
  }
}

/** rrule.js: every VEVENT's runs by the schedule's uuid, up to each schedule's end. */
function expandWithRrule(ics: string, ends: ReadonlyMap<string, number>): Map<string, number[]> {
  return withZoneFormattersKept(() => expandEachWithRrule(ics, ends));
}

function expandEachWithRrule(
  ics: string,
  ends: ReadonlyMap<string, number>,
): Map<string, number[]> {
  const runs = new Map<string, number[]>();
  for (const [uuid, lines] of eventsOf(ics)) {
    const recurrence = lines.filter((line) => /^(DTSTART|RRULE|RDATE|EXDATE)[;:]/.test(line));
    const zoned = recurrence.some((line) => line.startsWith('DTSTART;TZID='));
    const end = ends.get(uuid) ?? 0;
    const set = rrulestr(recurrence.join('\n'), { forceset: true });
    const instantOf = (date: Date) => (zoned ? localInstantOf(date) : date.getTime());
    // Each rule and the RDATEs are read until one past the end; the set sorts what it found.
    const times = set
      .all((date) => instantOf(date) < end)
      .map(instantOf)
      .filter((time) => time < end);
    runs.set(uuid, times);
  }
  return runs;
}

const originalTimeZone = process.env.TZ;

/** Runs `expand` with the process's zone set to `zone`, as rrule.js reads it. */
function inProcessZone<T>(zone: string, expand: () => T): T {
  process.env.TZ = zone;
  try {
    // Node applies a new TZ at once; if it ever did not, the test would prove nothing.
    const offset = -new Date(Date.UTC(2027, 0, 1)).getTimezoneOffset() * 60_000;
    expect(offset || 0).toBe(zoneOffsetMs(zone, Date.UTC(2027, 0, 1)));
    return expand();
  } finally {
    if (originalTimeZone === undefined) delete process.env.TZ;
    else process.env.TZ = originalTimeZone;
  }
}

afterEach(() => {
  expect(process.env.TZ).toBe(originalTimeZone);
});

// ---------------------------------------------------------------------------------------------
// The proof.

interface Exported {
  schedules: Schedule[];
  ics: string;
  expected: Map<string, number[]>;
  ends: Map<string, number>;
}

/** The month's schedules at `time` in the service zone `zone`, exported, and their runs. */
function exported(month: string, time: string, zone: string): Exported {
  const schedules = schedulesOf(month, time, zone);
  return {
    schedules,
    ics: exportOf(schedules, zone),
    expected: new Map(schedules.map((schedule) => [schedule.uuid, expectedRuns(schedule, zone)])),
    ends: new Map(schedules.map((schedule) => [schedule.uuid, endOf(schedule)])),
  };
}

/**
 * Each schedule whose runs differ: the service's runs a library left out or moved, and those it
 * added or moved to, as ISO instants. Empty when every run is the same (duplicates count).
 */
function differences(expected: Map<string, number[]>, actual: Map<string, number[]>) {
  const found: Record<string, { missing: string[]; extra: string[] }> = {};
  const iso = (times: number[]) => times.map((time) => new Date(time).toISOString());
  for (const [uuid, runs] of expected) {
    const got = actual.get(uuid) ?? [];
    const missing = runs.filter((time, index) => got[index] !== time);
    const extra = got.filter((time, index) => runs[index] !== time);
    if (missing.length > 0 || extra.length > 0) {
      found[uuid] = { missing: iso(missing), extra: iso(extra) };
    }
  }
  return found;
}

describe.each<[zone: string, time: string]>([
  ['UTC', '09:00'],
  ['UTC', '23:30'],
  ['America/New_York', '09:00'],
  // The day in New York is the next day in UTC: BYMONTHDAY must count New York's days.
  ['America/New_York', '23:30'],
  ['Australia/Sydney', '09:00'],
  ['Australia/Sydney', '23:30'],
  ['Australia/Sydney', '06:00'],
])('an export in the service zone %s at %s', (zone, time) => {
  it.each(MONTHS)('expands to the service runs from %s in ical.js and rrule.js', (month) => {
    const { ics, expected, ends } = exported(month, time, zone);
    expect(differences(expected, expandWithIcalJs(ics, ends))).toEqual({});
    expect(
      differences(
        expected,
        inProcessZone(zone, () => expandWithRrule(ics, ends)),
      ),
    ).toEqual({});
  });
});

describe.each(['America/Los_Angeles', 'Australia/Sydney', 'Asia/Kolkata'])(
  'an export in the service zone UTC, with the process in %s',
  (processZone) => {
    it.each(MONTHS)('expands to the service runs from %s in rrule.js', (month) => {
      for (const time of ['00:30', '23:30']) {
        const { ics, expected, ends } = exported(month, time, 'UTC');
        expect(
          differences(
            expected,
            inProcessZone(processZone, () => expandWithRrule(ics, ends)),
          ),
        ).toEqual({});
      }
    });
  },
);

const HOUR_MS = 3_600_000;

/**
 * A service run as ical.js 2.2 reads the wall clock the file gives it: one in a gap (the service
 * moved it forward, so its own wall clock is not the rule's) an hour early, with the offset after
 * the gap; one in the hour that repeats an hour late, as the second of the two (its
 * `Timezone.utcOffset` prefers standard time). Both zones here change their clocks by an hour.
 */
function asIcalJsReadsIt(time: number, zone: string, ruleTime: string): number {
  const local = toLocal(new Date(time), zone);
  if (local.time !== ruleTime) return time - HOUR_MS;
  const hourLater = toLocal(new Date(time + HOUR_MS), zone);
  return hourLater.date === local.date && hourLater.time === local.time ? time + HOUR_MS : time;
}

describe.each<[zone: string, time: string, what: string]>([
  ['America/New_York', '02:30', 'skipped once a year'],
  ['America/New_York', '01:30', 'repeated once a year'],
  ['Australia/Sydney', '02:30', 'skipped and repeated once a year'],
])('an export in the service zone %s at %s, a time %s', (zone, time) => {
  it.each(MONTHS)(
    'expands to the service runs from %s in rrule.js, and in ical.js as RFC 5545 does not',
    (month) => {
      const { schedules, ics, expected, ends } = exported(month, time, zone);
      expect(
        differences(
          expected,
          inProcessZone(zone, () => expandWithRrule(ics, ends)),
        ),
      ).toEqual({});
      // ical.js reads these wall clocks against RFC 5545 3.3.5; no form of the file corrects
      // it without breaking RFC 5545 readers (ics-export-runs.ts). Pinned down exactly, so a
      // change to ical.js or to the export shows here.
      const asIcalJs = new Map(
        schedules.map((schedule) => {
          // The rule's time is the first run's, which a gap may have moved already.
          const ruleTime = toLocal(schedule.next_scheduled_date, zone).time;
          const read = (run: number) => asIcalJsReadsIt(run, zone, ruleTime);
          return [schedule.uuid, expectedRuns(schedule, zone, read)];
        }),
      );
      expect(differences(asIcalJs, expandWithIcalJs(ics, ends))).toEqual({});
      // Not a vacuous pin: the year's changes of clocks do meet runs.
      expect(differences(expected, asIcalJs)).not.toEqual({});
    },
  );
});
