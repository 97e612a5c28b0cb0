/**
 * The form's monthly requests against the mock: the domain builds them (schedule-form.ts), the
 * mock's handlers answer them as the service would: an integration of the two.
 */
import fc from 'fast-check';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { alignFirstRun, localDateAfter } from '#src/domain/recurrence';
import { savedScheduleOf, toCreateRequest, toUpdateRequest } from '#src/domain/schedule-form';
import { encodeBasicAuth } from '#src/lib/http/basic-auth';
import { monthlyDayErrors } from '#src/mock-service/monthly-day';
import { createMockService, type MockService } from '#src/mock-service/node';
import {
  formValues as values,
  FORM_NOW as NOW,
  FORM_SITE_ID as SITE_ID,
  monthlyOn31st as schedule,
} from '#tests/support/form-fixtures';

/** One mock per service zone, made on first use and kept for the whole file. */
const services = new Map<string, MockService>();
function serviceIn(serviceTimeZone: string): MockService {
  let service = services.get(serviceTimeZone);
  if (!service) {
    service = createMockService({ serviceTimeZone, now: NOW });
    services.set(serviceTimeZone, service);
  }
  return service;
}

async function answerOf(serviceTimeZone: string, method: string, path: string, body: object) {
  const request = new Request(`http://mock.test/v1/site_reports/schedules${path}`, {
    method,
    headers: {
      Authorization: encodeBasicAuth({ username: 'demo', password: 'demo' }),
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  const response = await getResponse(serviceIn(serviceTimeZone).handlers, request);
  return { status: response?.status, body: (await response?.json()) as unknown };
}

/** The picker's values for monthly on `day` at `time`, first run on or after `from`. */
function monthlyValues(day: number, from: string, time: string, userZone: string) {
  const first = alignFirstRun({
    cadence: 'monthly',
    dayOfMonth: day,
    date: from,
    time,
    timeZone: userZone,
    now: NOW,
  });
  return values({
    templateUuid: '',
    cadence: 'monthly',
    dayOfMonth: day,
    firstRunDate: first.date,
    time: first.time,
  });
}

async function createdBy(user: string, service: string, day: number, from: string, time: string) {
  const body = toCreateRequest(monthlyValues(day, from, time, user), SITE_ID, { user, service });
  return answerOf(service, 'POST', '', body);
}

const ZONES = [
  ['UTC', 'UTC'],
  ['Asia/Kolkata', 'UTC'],
  ['America/Los_Angeles', 'UTC'],
  ['America/New_York', 'UTC'],
  ['UTC', 'America/New_York'],
  ['Europe/Berlin', 'Asia/Kolkata'],
] as const;
const CASES = ZONES.flatMap(([user, service]) =>
  [1, 15, 28, 29, 30, 31].flatMap((day) =>
    ['2027-01-11', '2027-02-01', '2027-04-01', '2027-11-01'].map(
      (from) => [user, service, day, from] as const,
    ),
  ),
);

/**
 * The service refuses a MONTHLY first run that is not on its day in the service's zone (the
 * mock: docs/decisions/002), so every monthly request the form makes must be such a pair. Each
 * request goes to the mock as the app sends it.
 */
describe('monthly requests the form makes, created over HTTP', () => {
  it.each(CASES)(
    'are accepted: user in %s, service in %s, day %i from %s at 09:00',
    async (user, service, day, from) => {
      expect(await createdBy(user, service, day, from, '09:00')).toEqual({
        status: 201,
        body: { message: 'Report schedule created' },
      });
    },
  );
});

describe('monthly requests the form makes, on update', () => {
  it('are accepted on update, when the cadence becomes monthly on the 31st', async () => {
    const zonesOfEdit = { user: 'Asia/Kolkata', service: 'UTC' };
    const [listedSchedule] = serviceIn('UTC').store.listSchedules(SITE_ID);
    if (!listedSchedule) throw new Error('The mock has no schedules');
    const saved = savedScheduleOf({ ...listedSchedule, branding: null }, zonesOfEdit);
    const changed = {
      ...monthlyValues(31, '2027-04-01', '09:00', 'Asia/Kolkata'),
      title: saved.values.title,
    };
    const body = toUpdateRequest(saved, changed, zonesOfEdit);
    // 30 April, 09:00 in Kolkata is 03:30 UTC the same day: monthly on the 31st in UTC too.
    expect(body).toMatchObject({
      frequency: { unit: 'MONTHLY', value: 31 },
      next_scheduled_date: '2027-04-30T03:30:00Z',
    });
    expect(await answerOf('UTC', 'PATCH', `/${listedSchedule.uuid}`, body)).toMatchObject({
      status: 200,
    });
  });
});

describe('monthly requests the form makes, for any intent', () => {
  it('are pairs the service takes in every zone, on create and on update, any day and time', () => {
    // The service's check itself (the mock's), without the HTTP round trip, for many intents.
    const zoneArb = fc.constantFrom(
      'UTC',
      'America/New_York',
      'America/Los_Angeles',
      'Australia/Sydney',
      'Asia/Kolkata',
      'Pacific/Chatham',
      'America/St_Johns',
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: 0, max: 47 }).map((half) => {
          const hh = String(Math.floor(half / 2)).padStart(2, '0');
          return `${hh}:${half % 2 ? '30' : '00'}`;
        }),
        fc.integer({ min: 0, max: 400 }),
        zoneArb,
        fc.constantFrom('UTC', 'America/New_York', 'Europe/Berlin'),
        (day, time, daysAhead, user, service) => {
          const from = localDateAfter(NOW, daysAhead, 'UTC');
          const changed = monthlyValues(day, from, time, user);
          const calendarZones = { user, service };
          const created = toCreateRequest(changed, SITE_ID, calendarZones);
          expect(
            monthlyDayErrors(created.frequency!, created.next_scheduled_date!, service),
          ).toEqual([]);
          expect(new Date(created.next_scheduled_date!).getTime()).toBeGreaterThan(NOW.getTime());

          const saved = savedScheduleOf(schedule, calendarZones);
          const update = toUpdateRequest(
            saved,
            { ...changed, title: saved.values.title },
            calendarZones,
          );
          const frequency = update.frequency ?? saved.rule.frequency;
          const firstRun = update.next_scheduled_date ?? schedule.next_scheduled_date;
          expect(monthlyDayErrors(frequency, firstRun, service)).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('monthly requests the form makes, when no service day keeps the local day', () => {
  // Where no service day keeps the user's local day in every month, the best day may be one the
  // intended first run is not on (Sydney's 28 Feb 09:00 is the 27th in UTC, the day is 30; Los
  // Angeles' 15 Jan 23:30 is the 16th in UTC, but the 15th keeps March to October): the first
  // run then moves to the service's next run on its day, so the pair is one the service takes.
  it.each([
    ['Australia/Sydney', 'UTC', 31, '2027-02-01', '09:00'],
    ['America/New_York', 'UTC', 30, '2027-04-01', '20:00'],
    ['America/Los_Angeles', 'UTC', 15, '2027-01-11', '23:30'],
  ] as const)(
    'are accepted: user in %s, service in %s, day %i from %s at %s',
    async (user, service, day, from, time) => {
      expect(await createdBy(user, service, day, from, time)).toMatchObject({ status: 201 });
    },
  );
});
