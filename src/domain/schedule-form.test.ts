import fc from 'fast-check';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { encodeBasicAuth } from '#src/lib/basic-auth';
import { monthlyDayErrors } from '#src/mock-service/monthly-day';
import { createMockService, type MockService } from '#src/mock-service/node';
import { alignFirstRun } from './recurrence';
import {
  createScheduleFormSchema,
  defaultFormValues,
  duplicateFormValues,
  fieldOrder,
  formFieldForApiError,
  formValuesFromSchedule,
  savedScheduleOf,
  ScheduleFormValuesSchema,
  toCreateRequest,
  toUpdateRequest,
  type ScheduleFormValues,
} from './schedule-form';
import type { Schedule } from './schemas';

const SITE_ID = '0f8b7c52-3d7e-4a51-9a6b-2c1e5f4d8a10';
const TEMPLATE_ID = '6a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const NOW = new Date('2027-01-10T12:00:00Z'); // a Sunday

/** The user in `user`, the service in UTC. */
const zones = (user: string) => ({ user, service: 'UTC' });

function values(overrides: Partial<ScheduleFormValues> = {}): ScheduleFormValues {
  return {
    title: 'Weekly summary',
    templateUuid: TEMPLATE_ID,
    sections: ['cover', 'overview'],
    cadence: 'weekly',
    dayOfMonth: 12,
    firstRunDate: '2027-01-12',
    time: '09:00',
    recipients: [{ name: 'Jane Doe', email: 'jane@example.com' }],
    ...overrides,
  };
}

const schedule: Schedule = {
  uuid: '11111111-2222-4333-8444-555555555555',
  title: 'Monthly client report',
  next_scheduled_date: '2027-01-31T14:00:00Z',
  template_uuid: TEMPLATE_ID,
  frequency: { unit: 'MONTHLY', value: 31 },
  recipients: [{ name: 'Jane Doe', email: 'jane@example.com' }, { email: 'ops@example.com' }],
  sections: [{ name: 'cover' }, { name: 'usage' }],
  branding: null,
};

function issues(formValues: ScheduleFormValues, timeZone = 'UTC') {
  const result = createScheduleFormSchema({ timeZone, now: () => NOW }).safeParse(formValues);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
}

describe('the form schema', () => {
  it('accepts complete values', () => {
    expect(issues(values())).toEqual([]);
  });

  it('explains an empty title, a missing address and a bad day of month', () => {
    expect(
      issues(values({ title: '  ', dayOfMonth: 32, recipients: [{ name: '', email: '' }] })),
    ).toEqual([
      ['title', 'Title is required'],
      ['dayOfMonth', 'Choose a day of the month from 1 to 31'],
      ['recipients.0.email', 'Email is required'],
    ]);
  });

  it('rejects a first run in the past', () => {
    expect(issues(values({ firstRunDate: '2027-01-10', time: '11:59' }))).toEqual([
      ['firstRunDate', 'The first run must be in the future'],
    ]);
  });

  it('lets an edited schedule keep its unchanged first run', () => {
    const past = { firstRunDate: '2027-01-03', time: '09:00' };
    const schema = createScheduleFormSchema({ timeZone: 'UTC', now: () => NOW, initial: past });
    expect(schema.safeParse(values(past)).success).toBe(true);
  });

  it('requires a monthly first run to fall on the chosen day, or the last day of a short month', () => {
    expect(
      issues(values({ cadence: 'monthly', dayOfMonth: 31, firstRunDate: '2027-02-27' })),
    ).toEqual([['firstRunDate', 'A monthly schedule on the 31st first runs on 2027-02-28']]);
    expect(
      issues(values({ cadence: 'monthly', dayOfMonth: 31, firstRunDate: '2027-02-28' })),
    ).toEqual([]);
  });

  it('rejects the same address twice, whatever its case', () => {
    expect(
      issues(
        values({
          recipients: [
            { name: '', email: 'jane@example.com' },
            { name: '', email: 'JANE@example.com ' },
          ],
        }),
      ),
    ).toEqual([['recipients.1.email', 'This address is already recipient 1']]);
  });

  it('requires at least one section and a template that is blank or a UUID', () => {
    expect(issues(values({ sections: [], templateUuid: 'nope' })).map(([path]) => path)).toEqual([
      'templateUuid',
      'sections',
    ]);
    expect(issues(values({ templateUuid: '' }))).toEqual([]);
  });

  it('takes a pasted template UUID with spaces around it, whatever its case', () => {
    const pasted = ` ${TEMPLATE_ID.toUpperCase()}\t`;
    expect(issues(values({ templateUuid: pasted }))).toEqual([]);
    const parsed = ScheduleFormValuesSchema.safeParse(values({ templateUuid: pasted }));
    expect(parsed.success && parsed.data.templateUuid).toBe(TEMPLATE_ID);
    expect(issues(values({ templateUuid: ` ${TEMPLATE_ID}x ` })).map(([path]) => path)).toEqual([
      'templateUuid',
    ]);
  });
});

describe('defaultFormValues', () => {
  it('starts weekly, tomorrow at 09:00, with every section of the template', () => {
    expect(
      defaultFormValues({
        now: NOW,
        timeZone: 'America/New_York',
        template: { template_uuid: TEMPLATE_ID, sections: [{ name: 'cover' }, { name: 'usage' }] },
      }),
    ).toEqual({
      title: '',
      templateUuid: TEMPLATE_ID,
      sections: ['cover', 'usage'],
      cadence: 'weekly',
      dayOfMonth: 11,
      firstRunDate: '2027-01-11',
      time: '09:00',
      recipients: [{ name: '', email: '' }],
    });
  });

  it('passes its own schema', () => {
    const defaults = defaultFormValues({ now: NOW, timeZone: 'Asia/Kolkata' });
    expect(
      ScheduleFormValuesSchema.shape.firstRunDate.safeParse(defaults.firstRunDate).success,
    ).toBe(true);
  });
});

describe('formValuesFromSchedule and duplicateFormValues', () => {
  it('reads a schedule in the user’s zone', () => {
    expect(formValuesFromSchedule(schedule, zones('Europe/London'))).toEqual({
      title: 'Monthly client report',
      templateUuid: TEMPLATE_ID,
      sections: ['cover', 'usage'],
      cadence: 'monthly',
      dayOfMonth: 31,
      firstRunDate: '2027-01-31',
      time: '14:00',
      recipients: [
        { name: 'Jane Doe', email: 'jane@example.com' },
        { name: '', email: 'ops@example.com' },
      ],
    });
  });

  it('titles a copy "Copy of …" and moves its first run to the next matching day', () => {
    const copy = duplicateFormValues(
      { ...schedule, next_scheduled_date: '2026-11-30T14:00:00Z' },
      { now: NOW, zones: zones('UTC') },
    );
    expect(copy).toMatchObject({
      title: 'Copy of Monthly client report',
      firstRunDate: '2027-01-31',
      time: '14:00',
    });
  });
});

describe('toCreateRequest', () => {
  it('sends the first run as a UTC instant and the cadence as a frequency', () => {
    expect(
      toCreateRequest(
        values({
          title: '  Weekly summary ',
          recipients: [
            { name: ' Jane Doe ', email: ' jane@example.com' },
            { name: '', email: 'ops@example.com' },
          ],
        }),
        SITE_ID,
        zones('America/New_York'),
      ),
    ).toEqual({
      site_id: SITE_ID,
      title: 'Weekly summary',
      next_scheduled_date: '2027-01-12T14:00:00Z',
      template_uuid: TEMPLATE_ID,
      frequency: { unit: 'DAYS', value: 7 },
      recipients: [{ name: 'Jane Doe', email: 'jane@example.com' }, { email: 'ops@example.com' }],
      sections: [{ name: 'cover' }, { name: 'overview' }],
    });
  });

  it('leaves out a blank template so the service picks its default', () => {
    const body = toCreateRequest(values({ templateUuid: ' ' }), SITE_ID, zones('UTC'));
    expect(body).not.toHaveProperty('template_uuid');
  });

  it('sends a monthly day as MONTHLY', () => {
    const body = toCreateRequest(
      values({ cadence: 'monthly', dayOfMonth: 31, firstRunDate: '2027-01-31' }),
      SITE_ID,
      zones('UTC'),
    );
    expect(body.frequency).toEqual({ unit: 'MONTHLY', value: 31 });
  });

  it('sends the service-zone day on which the local day and time fall', () => {
    // The 10th at 20:00 in Los Angeles is the 11th at 04:00 in UTC.
    const body = toCreateRequest(
      values({ cadence: 'monthly', dayOfMonth: 10, firstRunDate: '2027-01-10', time: '20:00' }),
      SITE_ID,
      zones('America/Los_Angeles'),
    );
    expect(body.frequency).toEqual({ unit: 'MONTHLY', value: 11 });
    expect(body.next_scheduled_date).toBe('2027-01-11T04:00:00Z');
  });

  it('sends a late-evening local last day of the month as day 1 in UTC', () => {
    const body = toCreateRequest(
      values({ cadence: 'monthly', dayOfMonth: 31, firstRunDate: '2027-01-31', time: '21:00' }),
      SITE_ID,
      zones('America/New_York'),
    );
    expect(body.frequency).toEqual({ unit: 'MONTHLY', value: 1 });
    expect(body.next_scheduled_date).toBe('2027-02-01T02:00:00Z');
  });
});

describe('toUpdateRequest', () => {
  const saved = savedScheduleOf(schedule, zones('UTC'));
  const initial = saved.values;

  it('is empty when nothing changed', () => {
    expect(
      toUpdateRequest(saved, { ...initial, title: ' Monthly client report ' }, zones('UTC')),
    ).toEqual({});
  });

  it('sends only the changed fields', () => {
    expect(toUpdateRequest(saved, { ...initial, title: 'Renamed' }, zones('UTC'))).toEqual({
      title: 'Renamed',
    });
    expect(
      toUpdateRequest(saved, { ...initial, sections: ['usage', 'cover', 'themes'] }, zones('UTC')),
    ).toEqual({ sections: [{ name: 'usage' }, { name: 'cover' }, { name: 'themes' }] });
  });

  it('treats the same sections in another order as no change', () => {
    expect(
      toUpdateRequest(saved, { ...initial, sections: ['usage', 'cover'] }, zones('UTC')),
    ).toEqual({});
  });

  it('sends the whole frequency when the day changes, and the moved first run', () => {
    expect(
      toUpdateRequest(
        saved,
        { ...initial, dayOfMonth: 15, firstRunDate: '2027-02-15' },
        zones('UTC'),
      ),
    ).toEqual({
      frequency: { unit: 'MONTHLY', value: 15 },
      next_scheduled_date: '2027-02-15T14:00:00Z',
    });
  });

  it('ignores the day of month of a weekly schedule', () => {
    const weekly = savedScheduleOf(
      { ...schedule, frequency: { unit: 'DAYS', value: 7 } },
      zones('UTC'),
    );
    expect(toUpdateRequest(weekly, { ...weekly.values, dayOfMonth: 3 }, zones('UTC'))).toEqual({});
  });

  it('reads a saved service-zone day back as the local day, and keeps the saved rule', () => {
    const newYork = zones('America/New_York');
    const stored = savedScheduleOf(
      {
        ...schedule,
        frequency: { unit: 'MONTHLY', value: 16 },
        next_scheduled_date: '2027-01-16T02:00:00Z',
      },
      newYork,
    );
    expect(stored.values).toMatchObject({
      cadence: 'monthly',
      dayOfMonth: 15,
      firstRunDate: '2027-01-15',
      time: '21:00',
    });
    expect(toUpdateRequest(stored, { ...stored.values, title: 'Renamed' }, newYork)).toEqual({
      title: 'Renamed',
    });
    // A new local time is a new intent: 08:00 on the 15th is still the 15th in UTC.
    expect(toUpdateRequest(stored, { ...stored.values, time: '08:00' }, newYork)).toEqual({
      frequency: { unit: 'MONTHLY', value: 15 },
      next_scheduled_date: '2027-01-15T13:00:00Z',
    });
  });

  it('sends the whole recipient list when one recipient changes', () => {
    const recipients = [initial.recipients[0]!, { name: 'Ops', email: 'ops@example.com' }];
    expect(toUpdateRequest(saved, { ...initial, recipients }, zones('UTC'))).toEqual({
      recipients: [
        { name: 'Jane Doe', email: 'jane@example.com' },
        { name: 'Ops', email: 'ops@example.com' },
      ],
    });
  });
});

describe('formFieldForApiError', () => {
  it.each([
    ['title', 'weekly', 'title'],
    ['frequency.value', 'monthly', 'dayOfMonth'],
    ['frequency.value', 'weekly', 'cadence'],
    ['frequency', 'monthly', 'cadence'],
    ['next_scheduled_date', 'weekly', 'firstRunDate'],
    ['template_uuid', 'weekly', 'templateUuid'],
    ['recipients[1].email', 'weekly', 'recipients.1.email'],
    ['recipients.1.email', 'weekly', 'recipients.1.email'],
    ['recipients[0].name', 'weekly', 'recipients.0.name'],
    ['recipients', 'weekly', 'recipients'],
    ['sections[0].name', 'weekly', 'sections'],
    ['site_id', 'weekly', undefined],
    [undefined, 'weekly', undefined],
  ] as const)('maps %s (%s) to %s', (field, cadence, expected) => {
    expect(formFieldForApiError(field, cadence)).toBe(expected);
  });

  it('orders fields as they appear on screen', () => {
    const fields = ['recipients.1.email', 'title', 'recipients.0.email', 'firstRunDate'] as const;
    expect([...fields].sort((a, b) => fieldOrder(a) - fieldOrder(b))).toEqual([
      'title',
      'firstRunDate',
      'recipients.0.email',
      'recipients.1.email',
    ]);
  });
});

/**
 * The service refuses a MONTHLY first run that is not on its day in the service's zone (the
 * mock: docs/decisions/002), so every monthly request the form makes must be such a pair. Each
 * request goes to the mock as the app sends it.
 */
describe('monthly requests the form makes', () => {
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

  it.each(CASES)(
    'are accepted: user in %s, service in %s, day %i from %s at 09:00',
    async (user, service, day, from) => {
      expect(await createdBy(user, service, day, from, '09:00')).toEqual({
        status: 201,
        body: { message: 'Report schedule created' },
      });
    },
  );

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
          const from = new Date(NOW.getTime() + daysAhead * 86_400_000).toISOString().slice(0, 10);
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
