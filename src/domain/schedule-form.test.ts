import { describe, expect, it } from 'vitest';
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
import {
  formValues as values,
  FORM_NOW as NOW,
  FORM_SITE_ID as SITE_ID,
  FORM_TEMPLATE_ID as TEMPLATE_ID,
  monthlyOn31st as schedule,
} from '#tests/support/form-fixtures';

/** The user in `user`, the service in UTC. */
const zones = (user: string) => ({ user, service: 'UTC' });

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
