// @vitest-environment node
/**
 * The mock service and the app's preview agree for a whole year: schedules are created through
 * the API (as the app creates them), the service's clock is moved on in uneven steps, and at every
 * step the list's `next_scheduled_date` must be the first run at or after now of the preview the
 * app computed from what it posted. The sentence the list shows for a schedule must never change
 * when its run rolls forward. In UTC and in a service zone with daylight saving.
 */
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alignFirstRun,
  formatUtcIso,
  frequencyFor,
  localDateAfter,
  ruleOf,
  type Cadence,
} from '#src/domain/recurrence';
import { describeRule } from '#src/domain/rule-wording';
import { previewRuns, type PreviewRun } from '#src/domain/run-preview';
import { intentOfRule, type CalendarZones } from '#src/domain/schedule-rule';
import type { Frequency } from '#src/domain/schemas';
import { createApiClient } from '#src/lib/http/api-client';
import { createMockService } from '#src/mock-service/node';
import { DEMO_CREDENTIALS, GLOBEX_SITE_ID, MOCK_API_BASE_URL } from '#tests/support/mock-api';
import { createSchedule, listSchedules } from '#src/lib/site-reports/schedules';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * Wednesday 20 October 2027, 10:17 UTC. The year after it has both of New York's clock changes
 * (7 November 2027, 12 March 2028) and a leap day (29 February 2028).
 */
const START = new Date('2027-10-20T10:17:00Z');
const END = START.getTime() + 366 * DAY_MS;
/** Not a divisor of a day or a week, so the steps fall before, at and after every time of day. */
const STEP_MS = 13 * HOUR_MS + 7 * MINUTE_MS;

const SERVICE_ZONES = ['UTC', 'America/New_York'] as const;
const USER_ZONES = ['America/New_York', 'Asia/Kolkata'] as const;

const CADENCES: { cadence: Cadence; dayOfMonth: number }[] = [
  { cadence: 'weekly', dayOfMonth: 1 },
  { cadence: 'biweekly', dayOfMonth: 1 },
  ...[1, 15, 28, 29, 30, 31].map((dayOfMonth) => ({ cadence: 'monthly' as const, dayOfMonth })),
];

/**
 * Times of day in the service's zone, near midnight and with seconds and milliseconds. 01:30 and
 * 02:30 are the hours New York's clocks skip or repeat.
 */
const TIMES: { time: string; extraMs: number }[] = [
  { time: '00:00', extraMs: 0 },
  { time: '00:00', extraMs: 30_250 },
  { time: '23:59', extraMs: 45_000 },
  { time: '01:30', extraMs: 15_000 },
  { time: '02:30', extraMs: 0 },
];

interface Posted {
  title: string;
  frequency: Frequency;
  next_scheduled_date: string;
}

interface Mismatch {
  title: string;
  step: number;
  now: string;
  listed: string;
  preview: string;
}

interface SentenceChange {
  title: string;
  user: string;
  step: number;
  now: string;
  listedBefore: string;
  listedAfter: string;
  before: string;
  after: string;
}

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

const api = createApiClient({ baseUrl: MOCK_API_BASE_URL, getCredentials: () => DEMO_CREDENTIALS });

/** What the app posts for each cadence and time: first runs spread over the next week. */
function schedulesToPost(serviceTimeZone: string, now: Date): Posted[] {
  return CADENCES.flatMap(({ cadence, dayOfMonth }, cadenceIndex) =>
    TIMES.map(({ time, extraMs }, timeIndex) => {
      const { at } = alignFirstRun({
        cadence,
        dayOfMonth,
        date: localDateAfter(now, 1 + ((cadenceIndex + timeIndex) % 7), serviceTimeZone),
        time,
        timeZone: serviceTimeZone,
        now,
      });
      const frequency = frequencyFor(cadence, dayOfMonth);
      return {
        title: `${cadence}${cadence === 'monthly' ? ` ${dayOfMonth}` : ''} at ${time} +${extraMs} ms`,
        frequency,
        next_scheduled_date: formatUtcIso(new Date(at.getTime() + extraMs)),
      };
    }),
  );
}

/** The preview's runs from the first to beyond the end of the simulated year. */
function previewOf(posted: Posted, zones: CalendarZones): PreviewRun[] {
  const rule = ruleOf(posted);
  const count =
    posted.frequency.unit === 'MONTHLY'
      ? 15
      : Math.ceil((END - rule.firstRun.getTime()) / (posted.frequency.value * DAY_MS)) + 2;
  const runs = previewRuns(rule, intentOfRule(rule, zones), zones, count);
  expect(runs.at(-1)!.at.getTime()).toBeGreaterThan(END);
  return runs;
}

/** Every step of the year, plus each run of a few schedules exactly and a millisecond after. */
function clockSteps(previews: PreviewRun[][]): number[] {
  const steps = new Set<number>();
  for (let time = START.getTime(); time <= END; time += STEP_MS) steps.add(time);
  for (const runs of previews.filter((_, index) => index % 12 === 0)) {
    for (const run of runs) {
      const at = run.at.getTime();
      if (at <= END) steps.add(at).add(at + 1);
    }
  }
  return [...steps].sort((a, b) => a - b);
}

interface YearResult {
  steps: number;
  schedules: number;
  mismatches: Mismatch[];
  changes: SentenceChange[];
  /** Steps at which the listed schedule reads differently from the schedule as posted. */
  rolledChanges: {
    title: string;
    user: string;
    step: number;
    now: string;
    listed: string;
    posted: string;
  }[];
}

/**
 * One simulated year of a mock service in `serviceTimeZone`: create the schedules, then list
 * them at every step and compare with the preview and with the sentence of the step before.
 */
async function simulateYear(serviceTimeZone: string): Promise<YearResult> {
  let clock = START;
  const service = createMockService({ serviceTimeZone, now: () => clock });
  server.resetHandlers(...service.handlers);

  const toPost = schedulesToPost(serviceTimeZone, clock);
  for (const posted of toPost) {
    await createSchedule(api, {
      site_id: GLOBEX_SITE_ID,
      title: posted.title,
      frequency: posted.frequency,
      next_scheduled_date: posted.next_scheduled_date,
      recipients: [{ email: 'calendar@globex-shop.example' }],
    });
  }
  // The seed's schedules as well: before any of their runs has passed, the list shows exactly
  // what the service stores.
  const first = (await listSchedules(api, GLOBEX_SITE_ID)).schedules;
  const postedByUuid = new Map<string, Posted>();
  for (const schedule of first) {
    const sent = toPost.find((posted) => posted.title === schedule.title);
    if (sent) expect(schedule.next_scheduled_date).toBe(sent.next_scheduled_date);
    postedByUuid.set(schedule.uuid, sent ?? schedule);
  }
  expect(postedByUuid.size).toBe(toPost.length + 3);

  const previewZones = { user: USER_ZONES[0], service: serviceTimeZone };
  const previews = new Map(
    [...postedByUuid].map(([uuid, posted]) => [uuid, previewOf(posted, previewZones)]),
  );
  const nextIndex = new Map([...previews.keys()].map((uuid) => [uuid, 0]));
  const sentences = new Map<string, { listed: string; sentence: string }>();
  const mismatches: Mismatch[] = [];
  const changes: SentenceChange[] = [];
  const rolledChanges: YearResult['rolledChanges'] = [];

  const steps = clockSteps([...previews.values()]);
  for (const [step, time] of steps.entries()) {
    clock = new Date(time);
    const { schedules } = await listSchedules(api, GLOBEX_SITE_ID);
    expect(schedules).toHaveLength(postedByUuid.size);
    for (const schedule of schedules) {
      const runs = previews.get(schedule.uuid)!;
      let index = nextIndex.get(schedule.uuid)!;
      while (runs[index]!.at.getTime() < time) index++;
      nextIndex.set(schedule.uuid, index);
      const expected = formatUtcIso(runs[index]!.at);
      if (schedule.next_scheduled_date !== expected) {
        mismatches.push({
          title: schedule.title,
          step,
          now: clock.toISOString(),
          listed: schedule.next_scheduled_date,
          preview: expected,
        });
      }
      for (const user of USER_ZONES) {
        const zones = { user, service: serviceTimeZone };
        // What the list shows, and what the app would say of the schedule as it was posted.
        const sentence = describeRule(ruleOf(schedule), zones, clock);
        const posted = postedByUuid.get(schedule.uuid);
        if (posted && describeRule(ruleOf(posted), zones, clock) !== sentence) {
          rolledChanges.push({
            title: schedule.title,
            user,
            step,
            now: clock.toISOString(),
            listed: schedule.next_scheduled_date,
            posted: posted.next_scheduled_date,
          });
        }
        const key = `${schedule.uuid} ${user}`;
        const before = sentences.get(key);
        if (before && before.sentence !== sentence) {
          changes.push({
            title: schedule.title,
            user,
            step,
            now: clock.toISOString(),
            listedBefore: before.listed,
            listedAfter: schedule.next_scheduled_date,
            before: before.sentence,
            after: sentence,
          });
        }
        sentences.set(key, { listed: schedule.next_scheduled_date, sentence });
      }
    }
  }
  return { steps: steps.length, schedules: postedByUuid.size, mismatches, changes, rolledChanges };
}

/** Each zone's year is simulated once, for both tests. */
const years = new Map<string, Promise<YearResult>>();
function yearIn(serviceTimeZone: string): Promise<YearResult> {
  let year = years.get(serviceTimeZone);
  if (!year) {
    year = simulateYear(serviceTimeZone);
    years.set(serviceTimeZone, year);
  }
  return year;
}

describe.each(SERVICE_ZONES)('the service calendar over a year, service zone %s', (zone) => {
  it('the listed next run equals the preview at every step of a simulated year', async () => {
    const { steps, schedules, mismatches } = await yearIn(zone);
    expect(steps).toBeGreaterThan(600);
    expect(schedules).toBe(CADENCES.length * TIMES.length + 3);
    expect(mismatches.slice(0, 10)).toEqual([]);
  }, 60_000);

  // At every step, the list's sentence for what the service lists is the app's sentence for
  // what was posted.
  it('the list describes a rolled-forward schedule in the words of the schedule as posted', async () => {
    const { rolledChanges } = await yearIn(zone);
    expect(rolledChanges.slice(0, 10)).toEqual([]);
  }, 60_000);

  // Stronger: as the year ahead moves on, the sentence still does not change (monthly sentences
  // are read from four years of runs, see describeRule).
  it('a roll-forward never changes the sentence the list shows for a schedule', async () => {
    const { changes } = await yearIn(zone);
    expect(changes.slice(0, 10)).toEqual([]);
  }, 60_000);
});
