/**
 * The demo is the same demo on any day (issue 47): it seeds from the moment it first starts, so
 * what it shows must not depend on that moment. Whenever it is seeded, and for a month after
 * (the demo keeps its data in the browser until Demo settings resets it), Acme has its two
 * schedules marked "Not sent", Coming up has runs, and Initech has its 5,000 schedules. Read as
 * the app reads them: the API's answers, judged by the app's own rules (runs-not-sent.ts,
 * portfolio.ts).
 */
import fc from 'fast-check';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { comingUp, comingUpWindow } from '#src/domain/portfolio';
import { indexReports } from '#src/domain/report-index';
import { scheduleDelivery } from '#src/domain/runs-not-sent';
import {
  ReportListResponseSchema,
  ScheduleListResponseSchema,
  type ReportListResponse,
  type ScheduleListResponse,
} from '#src/domain/schemas';
import { DAY_MS } from '#src/domain/wall-clock';
import { SCHEDULES_PATH } from '#src/lib/http/api-url';
import { encodeBasicAuth } from '#src/lib/http/basic-auth';
import { ACME_SITE_ID, INITECH_SITE_ID } from './directory';
import type { MockSite } from './model';
import { createMockService, type MockService } from './node';

const BASE_URL = 'http://mock.test/v1';
const AUTHORIZATION = encodeBasicAuth({ username: 'demo', password: 'demo' });

/** The demo's stopped schedules of Acme (seed.ts, `missedRuns`). */
const ACME_NOT_SENT = ['Fortnightly plugin and security review', 'Weekly traffic snapshot'];

async function read<T>(service: MockService, path: string, parse: (body: unknown) => T) {
  const request = new Request(`${BASE_URL}${path}`, { headers: { Authorization: AUTHORIZATION } });
  const response = await getResponse(service.handlers, request);
  if (response?.status !== 200) throw new Error(`${path}: ${response?.status ?? 'no answer'}`);
  return parse(await response.json());
}

const schedulesOf = (service: MockService, siteId: string) =>
  read<ScheduleListResponse>(service, `${SCHEDULES_PATH}?site_id=${siteId}`, (body) =>
    ScheduleListResponseSchema.parse(body),
  );
const reportsOf = (service: MockService, siteId: string) =>
  read<ReportListResponse>(service, `/site_reports?site_id=${siteId}`, (body) =>
    ReportListResponseSchema.parse(body),
  );

/** The titles of a site's schedules that its list marks "Not sent" at `now`. */
async function notSentOf(service: MockService, siteId: string, now: Date) {
  const { schedules } = await schedulesOf(service, siteId);
  const { reports } = await reportsOf(service, siteId);
  const index = indexReports(reports);
  const serviceTimeZone = service.store.serviceTimeZone;
  const siteTitles = schedules.map(({ title }) => title);
  return schedules
    .filter(
      (schedule) =>
        scheduleDelivery(schedule, index, { now, serviceTimeZone, siteTitles }).lastDueNotSent,
    )
    .map(({ title }) => title);
}

/** What the demo shows of Acme at `now`: the titles marked "Not sent", and Coming up's runs. */
async function acmeAt(service: MockService, now: Date, userZone: string) {
  const { schedules } = await schedulesOf(service, ACME_SITE_ID);
  const notSent = (await notSentOf(service, ACME_SITE_ID, now)).sort();
  const serviceTimeZone = service.store.serviceTimeZone;
  const upcoming = comingUp(
    [{ siteId: ACME_SITE_ID, siteName: 'Acme Marketing', schedules }],
    comingUpWindow(now, 7, userZone),
    { user: userZone, service: serviceTimeZone },
  );
  return { notSent, comingUpRuns: upcoming.runCount };
}

/**
 * The edges issue 47 names, and a seeding at the very minute of many runs (noon, a run time of
 * the generated sites): each checked on every run of the suite, not left to chance.
 */
const EDGES = [
  new Date('2026-12-31T23:30:00Z'), // a month's (and a year's) last evening in UTC
  new Date('2027-03-14T07:30:00Z'), // New York's clocks go forward that Sunday
  new Date('2027-11-07T06:30:00Z'), // and back
  new Date('2028-02-29T23:30:00Z'), // a leap day's last half hour
  new Date('2027-06-16T12:00:00Z'), // a Wednesday noon in the middle of a month
];

/** Seeding moments from 2026 to 2032, to the minute, and the edges. */
const seedingMoments = fc.oneof(
  fc
    .integer({ min: Date.UTC(2026, 0, 1) / 60_000, max: Date.UTC(2032, 11, 31) / 60_000 })
    .map((minute) => new Date(minute * 60_000)),
  fc.constantFrom(...EDGES),
);

/** The days after seeding at which the edges are checked, up to the month the demo promises. */
const LATER_DAYS = [0, 2, 3, 9, 30];

const SERVICE_ZONES = ['UTC', 'America/New_York'];

/** Acme seeded at `seededAt`, then and `daysLater`: its two stopped schedules marked, runs coming up. */
async function expectAcmeAsEver(seededAt: Date, serviceTimeZone: string, daysLater: number) {
  let now = seededAt;
  const service = createMockService({ now: () => now, serviceTimeZone });
  for (const at of [seededAt, new Date(seededAt.getTime() + daysLater * DAY_MS)]) {
    now = at;
    const acme = await acmeAt(service, at, 'America/New_York');
    const when = `seeded ${seededAt.toISOString()} in ${serviceTimeZone}, now ${at.toISOString()}`;
    expect(acme.notSent, when).toEqual(ACME_NOT_SENT);
    expect(acme.comingUpRuns, when).toBeGreaterThan(0);
  }
}

/** Whether exactly the seed's stopped schedules of each site are marked, at `now`. */
async function expectStoppedMarked(service: MockService, sites: readonly MockSite[], now: Date) {
  for (const site of sites) {
    const stopped = service.store
      .scheduleRecords(site.id)
      .filter(({ missedRuns }) => (missedRuns ?? 0) > 0)
      .map(({ schedule }) => schedule.title)
      .sort();
    expect(
      (await notSentOf(service, site.id, now)).sort(),
      `${site.name} at ${now.toISOString()}`,
    ).toEqual(stopped);
  }
}

/** The end-to-end tests' demo of 20 sites, less Initech's 5,000 (none of them stopped). */
function countedDemo(clock: () => Date) {
  const service = createMockService({ now: clock, siteCount: 20 });
  return { service, sites: service.store.sites().filter(({ id }) => id !== INITECH_SITE_ID) };
}

describe('the demo on any day', () => {
  it(
    'marks Acme’s two stopped schedules "Not sent" and has runs coming up, whenever it was seeded and for a month after',
    { timeout: 60_000 },
    async () => {
      for (const seededAt of EDGES) {
        for (const serviceTimeZone of SERVICE_ZONES) {
          for (const days of LATER_DAYS) await expectAcmeAsEver(seededAt, serviceTimeZone, days);
        }
      }
      await fc.assert(
        fc.asyncProperty(
          seedingMoments,
          fc.constantFrom(...SERVICE_ZONES),
          // A stopped schedule's last report leaves the service's 92 days of retention after about 50
          // days, and with it what the app can claim: a month is what the demo promises.
          fc.integer({ min: 0, max: 30 }),
          expectAcmeAsEver,
        ),
        { numRuns: 30 },
      );
    },
  );

  it.each(EDGES)(
    'marks exactly the seed’s stopped schedules on every site of the counted demo, seeded at %s and for a month after',
    async (seededAt) => {
      let now = seededAt;
      const { service, sites } = countedDemo(() => now);
      for (const days of LATER_DAYS) {
        now = new Date(seededAt.getTime() + days * DAY_MS);
        await expectStoppedMarked(service, sites, now);
      }
    },
  );

  it(
    'marks exactly the seed’s stopped schedules on every site of the counted demo, whenever it was seeded',
    { timeout: 120_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(
          seedingMoments,
          fc.integer({ min: 0, max: 30 }),
          async (seededAt, daysLater) => {
            let now = seededAt;
            const { service, sites } = countedDemo(() => now);
            await expectStoppedMarked(service, sites, now);
            now = new Date(seededAt.getTime() + daysLater * DAY_MS);
            await expectStoppedMarked(service, sites, now);
          },
        ),
        { numRuns: 12 },
      );
    },
  );

  it('gives Initech its 5,000 schedules whenever it was seeded', async () => {
    for (const seededAt of [new Date('2026-12-31T23:30:00Z'), new Date('2027-03-14T07:30:00Z')]) {
      const service = createMockService({ now: seededAt });
      const { schedules } = await schedulesOf(service, INITECH_SITE_ID);
      expect(schedules).toHaveLength(5000);
      expect(
        schedules.every(
          ({ next_scheduled_date }) => Date.parse(next_scheduled_date) > seededAt.getTime(),
        ),
      ).toBe(true);
    }
  });
});
