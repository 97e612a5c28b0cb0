/**
 * Contract tests of the schedule operations, through the app's API client (raw fetch only
 * where the client cannot send the request: malformed JSON, no body, status codes).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiError } from '#src/lib/http/api-error';
import { encodeBasicAuth } from '#src/lib/http/basic-auth';
import { ScheduleSchema, type CreateScheduleRequest, type Schedule } from '#src/domain/schemas';
import {
  ACME_SITE_ID,
  DEMO_CREDENTIALS,
  GLOBEX_SITE_ID,
  INITECH_SITE_ID,
  MOCK_API_BASE_URL,
  TEMPLATE_IDS,
  VIEWER_CREDENTIALS,
  setupMockApi,
} from '#tests/support/mock-api';
import {
  ACME_ACCOUNT_ID,
  GLOBEX_TEMPLATE_IDS,
  INITECH_TEMPLATE_IDS,
  SEED_TEMPLATES,
  THIRD_PAGE_SITE,
} from '#src/mock-service/seed';
import { createSchedule, listSchedules, updateSchedule } from '#src/lib/site-reports/schedules';
import { listTemplates } from '#src/lib/site-reports/templates';

// A fixed clock the tests can move: Wednesday 10 February 2027, 12:00 UTC.
const START = new Date('2027-02-10T12:00:00Z');
let now = START;
// Registered before setupMockApi's own hook, so each test's service is seeded at START.
beforeEach(() => {
  now = START;
});
const mockApi = setupMockApi({ now: () => now });

const UNKNOWN_UUID = '11111111-2222-4333-8444-555555555555';

function validBody(overrides: Partial<CreateScheduleRequest> = {}): CreateScheduleRequest {
  return {
    site_id: ACME_SITE_ID,
    title: 'Quarterly board pack',
    next_scheduled_date: '2027-03-02T09:00:00Z',
    template_uuid: TEMPLATE_IDS.executiveSummary,
    frequency: { unit: 'DAYS', value: 14 },
    recipients: [{ name: 'Ada Lovelace', email: 'ada@acme-marketing.example' }],
    sections: [{ name: 'cover' }, { name: 'traffic' }],
    ...overrides,
  };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!error) throw new Error('Expected the request to fail');
  return error as ApiError;
}

/** Field and code of each errors[] entry, for compact assertions. */
function problems(error: ApiError) {
  return error.fieldErrors.map(({ field, code }) => ({ field, code }));
}

async function listOf(siteId: string): Promise<Schedule[]> {
  return (await listSchedules(mockApi.client(), siteId)).schedules;
}

/** Creates the schedule and returns it as listed (the create answer carries no uuid). */
async function createAndFind(body: CreateScheduleRequest): Promise<Schedule> {
  const before = new Set((await listOf(body.site_id)).map((schedule) => schedule.uuid));
  await createSchedule(mockApi.client(), body);
  const added = (await listOf(body.site_id)).filter((schedule) => !before.has(schedule.uuid));
  expect(added).toHaveLength(1);
  return added[0] as Schedule;
}

function rawFetch(path: string, init: RequestInit = {}, credentials = DEMO_CREDENTIALS) {
  return fetch(`${MOCK_API_BASE_URL}${path}`, {
    ...init,
    headers: {
      Authorization: encodeBasicAuth(credentials),
      'Content-Type': 'application/json',
      ...init.headers,
    },
  });
}

describe('listing schedules: the schedules and fields of each site', () => {
  it('returns the active schedules of the site with every field of the list output', async () => {
    const schedules = await listOf(ACME_SITE_ID);
    expect(schedules.length).toBeGreaterThanOrEqual(6);
    const response = await rawFetch(`/site_reports/schedules?site_id=${ACME_SITE_ID}`);
    const body = (await response.json()) as { schedules: Record<string, unknown>[] };
    expect(response.status).toBe(200);
    for (const schedule of body.schedules) {
      expect(Object.keys(schedule).sort()).toEqual(
        [
          'branding',
          'frequency',
          'next_scheduled_date',
          'recipients',
          'sections',
          'template_uuid',
          'title',
          'uuid',
        ].sort(),
      );
      expect(Object.keys(schedule.branding as object).sort()).toEqual(
        ['brand_color', 'company_name', 'image_preview_url', 'logo_url', 'uuid'].sort(),
      );
    }
  });

  it('shows only the schedules of the requested site', async () => {
    const acme = await listOf(ACME_SITE_ID);
    const globex = await listOf(GLOBEX_SITE_ID);
    const acmeIds = new Set(acme.map((schedule) => schedule.uuid));
    expect(globex.some((schedule) => acmeIds.has(schedule.uuid))).toBe(false);
  });

  it('derives each branding from the schedule template', async () => {
    for (const schedule of await listOf(ACME_SITE_ID)) {
      const template = SEED_TEMPLATES.find((t) => t.template_uuid === schedule.template_uuid);
      expect(schedule.branding).toEqual({
        uuid: template?.branding_uuid,
        company_name: template?.company_name,
        brand_color: template?.brand_colour,
        logo_url: `http://mock.test${template?.logo_path}`,
        image_preview_url: `http://mock.test${template?.preview_image_path}`,
      });
    }
  });

  it('lists the 5,000 schedules of Initech Agency', async () => {
    expect(await listOf(INITECH_SITE_ID)).toHaveLength(5000);
  });
});

describe('listing schedules: rolling a passed run forward', () => {
  it('rolls a run that has passed forward to the next run, keeping weekday and time', async () => {
    const created = await createAndFind(
      validBody({ title: 'Rolls weekly', frequency: { unit: 'DAYS', value: 7 } }),
    );
    expect(created.next_scheduled_date).toBe('2027-03-02T09:00:00Z');

    now = new Date('2027-03-20T00:00:00Z');
    const rolled = (await listOf(ACME_SITE_ID)).find((s) => s.uuid === created.uuid);
    // Tuesdays after 2 March 2027: 9, 16, 23 March; the first at or after the 20th is the 23rd.
    expect(rolled?.next_scheduled_date).toBe('2027-03-23T09:00:00Z');
  });

  it('rolls a monthly run on the 31st to the last day of a shorter month', async () => {
    const created = await createAndFind(
      validBody({
        title: 'Month end',
        frequency: { unit: 'MONTHLY', value: 31 },
        next_scheduled_date: '2027-03-31T06:00:00Z',
      }),
    );
    now = new Date('2027-04-02T00:00:00Z');
    const rolled = (await listOf(ACME_SITE_ID)).find((s) => s.uuid === created.uuid);
    expect(rolled?.next_scheduled_date).toBe('2027-04-30T06:00:00Z');
  });

  it('rolls forward to the second: a run at 14:00:30 is still ahead at 14:00:10', async () => {
    const created = await createAndFind(
      validBody({
        title: 'Half a minute past',
        frequency: { unit: 'DAYS', value: 7 },
        next_scheduled_date: '2027-03-02T14:00:30Z',
      }),
    );
    for (const at of ['2027-03-09T14:00:10Z', '2027-03-09T14:00:29.999Z', '2027-03-09T14:00:30Z']) {
      now = new Date(at);
      const rolled = (await listOf(ACME_SITE_ID)).find((s) => s.uuid === created.uuid);
      expect(rolled?.next_scheduled_date, at).toBe('2027-03-09T14:00:30Z');
    }
    now = new Date('2027-03-09T14:00:30.001Z');
    const after = (await listOf(ACME_SITE_ID)).find((s) => s.uuid === created.uuid);
    expect(after?.next_scheduled_date).toBe('2027-03-16T14:00:30Z');
  });

  it('rolls forward to the millisecond, and back when the clock goes back', async () => {
    const created = await createAndFind(
      validBody({
        title: 'Milliseconds',
        frequency: { unit: 'MONTHLY', value: 31 },
        next_scheduled_date: '2027-03-31T23:59:59.250Z',
      }),
    );
    const listedAt = async (at: string) => {
      now = new Date(at);
      return (await listOf(ACME_SITE_ID)).find((s) => s.uuid === created.uuid)?.next_scheduled_date;
    };
    expect(await listedAt('2027-04-30T23:59:59.250Z')).toBe('2027-04-30T23:59:59.250Z');
    expect(await listedAt('2027-04-30T23:59:59.251Z')).toBe('2027-05-31T23:59:59.250Z');
    // The clock of a test may go back: the cached run is not reused before its time.
    expect(await listedAt('2027-04-01T00:00:00Z')).toBe('2027-04-30T23:59:59.250Z');
    expect(await listedAt('2027-03-31T23:59:59.250Z')).toBe('2027-03-31T23:59:59.250Z');
  });

  it('keeps every listed next run at or after now, even for the seed long after seeding', async () => {
    now = new Date(START.getTime() + 100 * 24 * 3600 * 1000);
    for (const siteId of [ACME_SITE_ID, GLOBEX_SITE_ID]) {
      for (const schedule of await listOf(siteId)) {
        expect(new Date(schedule.next_scheduled_date).getTime()).toBeGreaterThanOrEqual(
          now.getTime(),
        );
      }
    }
  });
});

describe('listing schedules: unknown and malformed sites', () => {
  it('answers 404 "Site not found" for a site that does not exist', async () => {
    const error = await failure(listSchedules(mockApi.client(), UNKNOWN_UUID));
    expect(error).toMatchObject({ kind: 'not_found', status: 404, message: 'Site not found' });
  });

  it('answers 400 with a site_id error for a malformed or missing site_id', async () => {
    const malformed = await failure(listSchedules(mockApi.client(), 'not-a-uuid'));
    expect(malformed.status).toBe(400);
    expect(problems(malformed)).toEqual([{ field: 'site_id', code: 'invalid_uuid' }]);

    const response = await rawFetch('/site_reports/schedules');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: [{ resource: 'schedule', field: 'site_id', code: 'missing_field' }],
    });
  });
});

describe('creating a schedule: what it answers and stores', () => {
  it('answers 201 with a confirmation message and no uuid', async () => {
    const response = await rawFetch('/site_reports/schedules', {
      method: 'POST',
      body: JSON.stringify(validBody()),
    });
    expect(response.status).toBe(201);
    const body: unknown = await response.json();
    expect(body).toEqual({ message: 'Report schedule created' });
  });

  it('adds the schedule to its site list with branding from its template', async () => {
    const created = await createAndFind(validBody());
    expect(created).toMatchObject({
      title: 'Quarterly board pack',
      next_scheduled_date: '2027-03-02T09:00:00Z',
      template_uuid: TEMPLATE_IDS.executiveSummary,
      frequency: { unit: 'DAYS', value: 14 },
      recipients: [{ name: 'Ada Lovelace', email: 'ada@acme-marketing.example' }],
      sections: [{ name: 'cover' }, { name: 'traffic' }],
      branding: {
        company_name: 'Brightside Studio',
        brand_color: '#7A3FD1',
        logo_url: 'http://mock.test/mock-assets/brightside-studio-logo.svg',
        image_preview_url: 'http://mock.test/mock-assets/executive-summary-preview.svg',
      },
    });
    expect(created.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect((await listOf(GLOBEX_SITE_ID)).some((s) => s.uuid === created.uuid)).toBe(false);
  });

  it('fills omitted optional fields with defaults, giving a complete valid schedule', async () => {
    const created = await createAndFind({
      site_id: ACME_SITE_ID,
      title: 'Only the required fields',
      recipients: [{ email: 'nameless@acme-marketing.example' }],
    });
    const firstTemplate = SEED_TEMPLATES[0];
    expect(ScheduleSchema.safeParse(created).success).toBe(true);
    expect(created).toMatchObject({
      frequency: { unit: 'DAYS', value: 7 },
      // Tomorrow at 09:00 UTC.
      next_scheduled_date: '2027-02-11T09:00:00Z',
      template_uuid: firstTemplate?.template_uuid,
      sections: firstTemplate?.sections,
      recipients: [{ name: '', email: 'nameless@acme-marketing.example' }],
    });
  });

  it('aligns the default first run of a monthly schedule to its day, clamped to the month end', async () => {
    const created = await createAndFind({
      site_id: ACME_SITE_ID,
      title: 'Monthly on the 31st, no date',
      frequency: { unit: 'MONTHLY', value: 31 },
      recipients: [{ email: 'a@acme-marketing.example' }],
    });
    expect(created.next_scheduled_date).toBe('2027-02-28T09:00:00Z');
  });

  it('stores a next_scheduled_date with its seconds and milliseconds', async () => {
    const created = await createAndFind(
      validBody({ title: 'Precise', next_scheduled_date: '2027-03-02T09:00:05.123Z' }),
    );
    expect(created.next_scheduled_date).toBe('2027-03-02T09:00:05.123Z');
    const offset = await createAndFind(
      validBody({ title: 'Precise offset', next_scheduled_date: '2027-03-02T10:30:00.5+01:00' }),
    );
    expect(offset.next_scheduled_date).toBe('2027-03-02T09:30:00.500Z');
  });

  it('stores a next_scheduled_date sent with an offset as the same instant in UTC', async () => {
    const created = await createAndFind(
      validBody({ title: 'Offset', next_scheduled_date: '2027-03-02T10:30:00+01:00' }),
    );
    expect(created.next_scheduled_date).toBe('2027-03-02T09:30:00Z');
  });

  it('trims the title and keeps recipients and sections in the order sent', async () => {
    const created = await createAndFind(
      validBody({
        title: '  Padded title  ',
        recipients: [
          { name: 'B', email: 'b@example.com' },
          { name: 'A', email: 'a@example.com' },
        ],
      }),
    );
    expect(created.title).toBe('Padded title');
    expect(created.recipients.map((r) => r.email)).toEqual(['b@example.com', 'a@example.com']);
  });
});

describe('creating a schedule: every problem of a body, and required fields', () => {
  it('reports every problem of a body in one 400 response', async () => {
    const error = await failure(
      createSchedule(mockApi.client(), {
        site_id: 'acme',
        title: '',
        next_scheduled_date: 'next tuesday',
        template_uuid: 'classic',
        frequency: { unit: 'DAYS', value: 10 } as never,
        recipients: [
          { name: 'Fine', email: 'fine@example.com' },
          { name: 'Broken', email: 'broken-at-example.com' },
        ],
        sections: [{ name: '' }],
      }),
    );
    expect(error).toMatchObject({ kind: 'bad_request', status: 400 });
    expect(problems(error)).toEqual(
      expect.arrayContaining([
        { field: 'site_id', code: 'invalid_uuid' },
        { field: 'title', code: 'blank_field' },
        { field: 'next_scheduled_date', code: 'invalid_datetime' },
        { field: 'template_uuid', code: 'invalid_uuid' },
        { field: 'frequency.value', code: 'invalid_frequency_value' },
        { field: 'recipients[1].email', code: 'invalid_email' },
        { field: 'sections[0].name', code: 'blank_field' },
      ]),
    );
    expect(error.fieldErrors).toHaveLength(7);
    for (const entry of error.fieldErrors) {
      expect(entry).toEqual({
        resource: 'schedule',
        field: expect.any(String),
        type: 'invalid_value',
        code: expect.any(String),
        message: expect.any(String),
      });
    }
  });

  it('names each missing required field', async () => {
    const response = await rawFetch('/site_reports/schedules', { method: 'POST', body: '{}' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { field: string; code: string }[] };
    expect(body.errors.map(({ field, code }) => ({ field, code }))).toEqual([
      { field: 'site_id', code: 'missing_field' },
      { field: 'title', code: 'missing_field' },
      { field: 'recipients', code: 'missing_field' },
    ]);
  });

  it('requires at least one recipient', async () => {
    const error = await failure(createSchedule(mockApi.client(), validBody({ recipients: [] })));
    expect(problems(error)).toEqual([{ field: 'recipients', code: 'too_few_items' }]);
  });

  it('requires a recipient email, and only the email', async () => {
    const error = await failure(
      createSchedule(mockApi.client(), validBody({ recipients: [{ name: 'No email' } as never] })),
    );
    expect(problems(error)).toEqual([{ field: 'recipients[0].email', code: 'missing_field' }]);
  });
});

describe('creating a schedule: the frequencies it rejects and accepts', () => {
  it.each([
    [{ unit: 'DAYS', value: 10 }, [{ field: 'frequency.value', code: 'invalid_frequency_value' }]],
    [{ unit: 'DAYS', value: 30 }, [{ field: 'frequency.value', code: 'invalid_frequency_value' }]],
    [
      { unit: 'MONTHLY', value: 0 },
      [{ field: 'frequency.value', code: 'invalid_frequency_value' }],
    ],
    [
      { unit: 'MONTHLY', value: 32 },
      [{ field: 'frequency.value', code: 'invalid_frequency_value' }],
    ],
    [
      { unit: 'MONTHLY', value: 1.5 },
      [{ field: 'frequency.value', code: 'invalid_frequency_value' }],
    ],
    [{ unit: 'WEEKLY', value: 7 }, [{ field: 'frequency.unit', code: 'invalid_frequency_unit' }]],
    [{ unit: 'DAYS' }, [{ field: 'frequency.value', code: 'missing_field' }]],
    [{ value: 7 }, [{ field: 'frequency.unit', code: 'missing_field' }]],
    [
      {},
      [
        { field: 'frequency.unit', code: 'missing_field' },
        { field: 'frequency.value', code: 'missing_field' },
      ],
    ],
    ['weekly', [{ field: 'frequency', code: 'invalid_frequency' }]],
  ])('rejects the frequency %j', async (frequency, expected) => {
    const error = await failure(
      createSchedule(mockApi.client(), validBody({ frequency: frequency as never })),
    );
    expect(problems(error)).toEqual(expected);
  });

  it.each([
    [{ unit: 'DAYS', value: 7 }, '2027-03-02T09:00:00Z'],
    [{ unit: 'DAYS', value: 14 }, '2027-03-02T09:00:00Z'],
    [{ unit: 'MONTHLY', value: 1 }, '2027-03-01T09:00:00Z'],
    [{ unit: 'MONTHLY', value: 31 }, '2027-03-31T09:00:00Z'],
  ] as const)('accepts the frequency %j first run on %s', async (frequency, date) => {
    await expect(
      createSchedule(mockApi.client(), validBody({ frequency, next_scheduled_date: date })),
    ).resolves.toEqual({ message: 'Report schedule created' });
  });
});

describe('creating a schedule: templates, sections, first runs and sites it refuses', () => {
  it('rejects a template that does not exist', async () => {
    const error = await failure(
      createSchedule(mockApi.client(), validBody({ template_uuid: UNKNOWN_UUID })),
    );
    expect(error.fieldErrors).toEqual([
      expect.objectContaining({
        field: 'template_uuid',
        type: 'value_unavailable',
        code: 'template_not_found',
      }),
    ]);
  });

  it('rejects sections the template does not offer, naming each one', async () => {
    const error = await failure(
      createSchedule(
        mockApi.client(),
        validBody({
          template_uuid: TEMPLATE_IDS.executiveSummary,
          sections: [{ name: 'cover' }, { name: 'backups' }, { name: 'plugins' }],
        }),
      ),
    );
    expect(error.fieldErrors).toEqual([
      expect.objectContaining({
        field: 'sections[1].name',
        type: 'value_unavailable',
        code: 'section_not_in_template',
      }),
      expect.objectContaining({ field: 'sections[2].name', code: 'section_not_in_template' }),
    ]);
  });

  it('checks sections against the default template when none is named', async () => {
    const { template_uuid: _omitted, ...body } = validBody({
      sections: [{ name: 'cover' }, { name: 'backups' }],
    });
    const error = await failure(createSchedule(mockApi.client(), body));
    expect(problems(error)).toEqual([
      { field: 'sections[1].name', code: 'section_not_in_template' },
    ]);
  });

  it('rejects a first run in the past', async () => {
    const error = await failure(
      createSchedule(mockApi.client(), validBody({ next_scheduled_date: '2027-02-10T11:59:00Z' })),
    );
    expect(error.fieldErrors).toEqual([
      expect.objectContaining({ field: 'next_scheduled_date', code: 'date_in_past' }),
    ]);
  });

  it('rejects a site that does not exist', async () => {
    const error = await failure(
      createSchedule(mockApi.client(), validBody({ site_id: UNKNOWN_UUID })),
    );
    expect(error.fieldErrors).toEqual([
      expect.objectContaining({
        field: 'site_id',
        type: 'value_unavailable',
        code: 'site_not_found',
      }),
    ]);
  });
});

describe("templates belong to the site's account", () => {
  it("rejects a template of another account than the site's, naming template_uuid", async () => {
    for (const [siteId, templateUuid] of [
      [ACME_SITE_ID, GLOBEX_TEMPLATE_IDS.executiveSummary],
      [GLOBEX_SITE_ID, TEMPLATE_IDS.executiveSummary],
      [THIRD_PAGE_SITE.id, TEMPLATE_IDS.executiveSummary],
    ] as const) {
      const before = await listOf(siteId);
      const error = await failure(
        createSchedule(
          mockApi.client(),
          validBody({ site_id: siteId, template_uuid: templateUuid }),
        ),
      );
      expect(error.status).toBe(400);
      expect(error.fieldErrors).toEqual([
        {
          resource: 'schedule',
          field: 'template_uuid',
          type: 'value_unavailable',
          code: 'template_not_in_account',
          message: expect.stringMatching(/another account/),
        },
      ]);
      expect(await listOf(siteId)).toEqual(before);
    }
  });

  it("rejects an update to another account's template, and changes nothing", async () => {
    const before = await firstAcmeSchedule();
    const error = await failure(
      updateSchedule(mockApi.client(), before.uuid, {
        template_uuid: INITECH_TEMPLATE_IDS.fullSiteHealth,
        sections: [{ name: 'cover' }],
      }),
    );
    expect(problems(error)).toEqual([{ field: 'template_uuid', code: 'template_not_in_account' }]);
    expect(await reload(before.uuid)).toEqual(before);
  });

  it("defaults a create without template_uuid to the first template of the site's account", async () => {
    for (const [siteId, templateUuid] of [
      [ACME_SITE_ID, TEMPLATE_IDS.monthlyClientReport],
      [GLOBEX_SITE_ID, GLOBEX_TEMPLATE_IDS.fullSiteHealth],
      [THIRD_PAGE_SITE.id, INITECH_TEMPLATE_IDS.monthlyClientReport],
    ] as const) {
      const {
        template_uuid: _omitted,
        sections: _all,
        ...body
      } = validBody({
        site_id: siteId,
        title: 'Default template',
      });
      await createSchedule(mockApi.client(), body);
      const created = (await listOf(siteId)).find(({ title }) => title === 'Default template');
      const template = SEED_TEMPLATES.find((each) => each.template_uuid === templateUuid);
      expect(created).toMatchObject({
        template_uuid: templateUuid,
        sections: template?.sections,
        branding: { uuid: template?.branding_uuid, company_name: template?.company_name },
      });
    }
  });

  it("checks sections against the site's account's default template", async () => {
    // Globex's first template (Full site health) has backups; Acme's (Monthly client report) not.
    const { template_uuid: _omitted, ...body } = validBody({
      site_id: GLOBEX_SITE_ID,
      sections: [{ name: 'cover' }, { name: 'security' }, { name: 'backups' }],
    });
    await expect(createSchedule(mockApi.client(), body)).resolves.toBeTruthy();
  });

  it("gives every listed schedule the branding of its own account's template", async () => {
    for (const siteId of [ACME_SITE_ID, GLOBEX_SITE_ID, INITECH_SITE_ID, THIRD_PAGE_SITE.id]) {
      const accountId = mockApi.service().store.site(siteId)?.account.id;
      for (const schedule of await listOf(siteId)) {
        const template = SEED_TEMPLATES.find((t) => t.template_uuid === schedule.template_uuid);
        expect(template?.account_id).toBe(accountId);
        expect(schedule.branding).toMatchObject({
          uuid: template?.branding_uuid,
          brand_color: template?.brand_colour,
        });
      }
    }
  });
});

describe('creating a schedule: bodies that are not a JSON object, and concurrent creates', () => {
  it.each([
    ['malformed JSON', '{"title": "unterminated'],
    ['an array', '[]'],
    ['null', 'null'],
    ['a string', '"schedule"'],
    ['an empty body', ''],
  ])('answers 400 to %s', async (_label, body) => {
    const response = await rawFetch('/site_reports/schedules', { method: 'POST', body });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: expect.any(String),
      errors: [{ resource: 'schedule', field: 'body' }],
    });
  });

  it('keeps every one of 20 concurrent creates', async () => {
    const before = (await listOf(GLOBEX_SITE_ID)).length;
    const titles = Array.from({ length: 20 }, (_, index) => `Concurrent ${index + 1}`);
    await Promise.all(
      titles.map((title) =>
        createSchedule(
          mockApi.client(),
          validBody({
            site_id: GLOBEX_SITE_ID,
            title,
            template_uuid: GLOBEX_TEMPLATE_IDS.executiveSummary,
          }),
        ),
      ),
    );
    const after = await listOf(GLOBEX_SITE_ID);
    expect(after).toHaveLength(before + 20);
    expect(after.map((schedule) => schedule.title)).toEqual(expect.arrayContaining(titles));
    expect(new Set(after.map((schedule) => schedule.uuid)).size).toBe(after.length);
  });
});

async function firstAcmeSchedule(): Promise<Schedule> {
  const [schedule] = await listOf(ACME_SITE_ID);
  if (!schedule) throw new Error('Acme has no schedules');
  return schedule;
}

async function reload(uuid: string): Promise<Schedule | undefined> {
  for (const siteId of [ACME_SITE_ID, GLOBEX_SITE_ID]) {
    const found = (await listOf(siteId)).find((schedule) => schedule.uuid === uuid);
    if (found) return found;
  }
  return undefined;
}

describe('updating a schedule: the fields it changes', () => {
  it('answers 200 with a confirmation message', async () => {
    const schedule = await firstAcmeSchedule();
    const response = await rawFetch(`/site_reports/schedules/${schedule.uuid}`, {
      method: 'PATCH',
      body: JSON.stringify({ title: 'Renamed' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Report schedule updated' });
  });

  it('changes only the fields sent', async () => {
    const before = await firstAcmeSchedule();
    await updateSchedule(mockApi.client(), before.uuid, { title: 'Renamed snapshot' });
    expect(await reload(before.uuid)).toEqual({ ...before, title: 'Renamed snapshot' });

    await updateSchedule(mockApi.client(), before.uuid, {
      frequency: { unit: 'MONTHLY', value: 30 },
      next_scheduled_date: '2027-03-30T08:00:00Z',
    });
    expect(await reload(before.uuid)).toEqual({
      ...before,
      title: 'Renamed snapshot',
      frequency: { unit: 'MONTHLY', value: 30 },
      next_scheduled_date: '2027-03-30T08:00:00Z',
    });
  });

  it('accepts an empty body and changes nothing', async () => {
    const before = await firstAcmeSchedule();
    await updateSchedule(mockApi.client(), before.uuid, {});
    expect(await reload(before.uuid)).toEqual(before);
  });

  it('replaces recipients and sections as a whole, with names defaulting to empty', async () => {
    const before = await firstAcmeSchedule();
    await updateSchedule(mockApi.client(), before.uuid, {
      recipients: [{ email: 'solo@acme-marketing.example' }],
      sections: [{ name: 'cover' }, { name: 'usage' }],
    });
    expect(await reload(before.uuid)).toMatchObject({
      recipients: [{ name: '', email: 'solo@acme-marketing.example' }],
      sections: [{ name: 'cover' }, { name: 'usage' }],
    });
  });

  it('changes the template, and with it the branding', async () => {
    const before = await firstAcmeSchedule();
    await updateSchedule(mockApi.client(), before.uuid, {
      template_uuid: TEMPLATE_IDS.fullSiteHealth,
    });
    expect(await reload(before.uuid)).toMatchObject({
      template_uuid: TEMPLATE_IDS.fullSiteHealth,
      sections: before.sections,
      branding: { company_name: 'Globex Web Team', brand_color: '#2E8B57' },
    });
  });

  it('updates one of the generated Initech schedules', async () => {
    const [schedule] = await listOf(INITECH_SITE_ID);
    if (!schedule) throw new Error('Initech has no schedules');
    await updateSchedule(mockApi.client(), schedule.uuid, { title: 'Renamed at Initech' });
    const [after] = await listOf(INITECH_SITE_ID);
    expect(after).toEqual({ ...schedule, title: 'Renamed at Initech' });
  });
});

describe('updating a schedule: requests it refuses', () => {
  it('rejects a new template that lacks the kept sections unless sections are sent too', async () => {
    const before = await firstAcmeSchedule();
    const error = await failure(
      updateSchedule(mockApi.client(), before.uuid, {
        template_uuid: TEMPLATE_IDS.securityMaintenance,
      }),
    );
    expect(problems(error)).toEqual([{ field: 'sections', code: 'section_not_in_template' }]);

    await updateSchedule(mockApi.client(), before.uuid, {
      template_uuid: TEMPLATE_IDS.securityMaintenance,
      sections: [{ name: 'cover' }, { name: 'security' }],
    });
    expect(await reload(before.uuid)).toMatchObject({
      sections: [{ name: 'cover' }, { name: 'security' }],
    });
  });

  it('needs both value and unit inside frequency', async () => {
    const schedule = await firstAcmeSchedule();
    const noUnit = await failure(
      updateSchedule(mockApi.client(), schedule.uuid, { frequency: { value: 14 } as never }),
    );
    expect(problems(noUnit)).toEqual([{ field: 'frequency.unit', code: 'missing_field' }]);
    const noValue = await failure(
      updateSchedule(mockApi.client(), schedule.uuid, { frequency: { unit: 'MONTHLY' } as never }),
    );
    expect(problems(noValue)).toEqual([{ field: 'frequency.value', code: 'missing_field' }]);
    expect(await reload(schedule.uuid)).toEqual(schedule);
  });

  it('rejects site_id in the body and changes nothing', async () => {
    const schedule = await firstAcmeSchedule();
    const error = await failure(
      updateSchedule(mockApi.client(), schedule.uuid, {
        site_id: GLOBEX_SITE_ID,
        title: 'Moved',
      } as never),
    );
    expect(error.status).toBe(400);
    expect(error.fieldErrors).toEqual([
      expect.objectContaining({ field: 'site_id', type: 'invalid_value', code: 'not_updatable' }),
    ]);
    expect(await reload(schedule.uuid)).toEqual(schedule);
  });

  it('validates the fields sent with the create rules, all problems at once', async () => {
    const schedule = await firstAcmeSchedule();
    const error = await failure(
      updateSchedule(mockApi.client(), schedule.uuid, {
        title: '   ',
        next_scheduled_date: '2027-02-01T09:00:00Z',
        template_uuid: UNKNOWN_UUID,
        recipients: [{ email: 'nope' }],
        sections: [{ name: 'cover' }],
      }),
    );
    expect(problems(error)).toEqual([
      { field: 'title', code: 'blank_field' },
      { field: 'recipients[0].email', code: 'invalid_email' },
      { field: 'template_uuid', code: 'template_not_found' },
      { field: 'next_scheduled_date', code: 'date_in_past' },
    ]);
    const empty = await failure(
      updateSchedule(mockApi.client(), schedule.uuid, { recipients: [] }),
    );
    expect(problems(empty)).toEqual([{ field: 'recipients', code: 'too_few_items' }]);
  });

  it('answers 400 to malformed JSON', async () => {
    const schedule = await firstAcmeSchedule();
    const response = await rawFetch(`/site_reports/schedules/${schedule.uuid}`, {
      method: 'PATCH',
      body: '{title: nope}',
    });
    expect(response.status).toBe(400);
  });

  it('answers 404 "Schedule not found" for an unknown or malformed id', async () => {
    for (const id of [UNKNOWN_UUID, 'not-a-uuid']) {
      const error = await failure(updateSchedule(mockApi.client(), id, { title: 'x' }));
      expect(error).toMatchObject({
        kind: 'not_found',
        status: 404,
        message: 'Schedule not found',
      });
    }
  });
});

describe('authentication and permissions', () => {
  it('answers 401 "Bad Credentials" without credentials', async () => {
    const client = mockApi.client(null);
    // Each failure caught as it is sent: one may come while the test awaits another.
    for (const failed of [
      failure(listSchedules(client, ACME_SITE_ID)),
      failure(createSchedule(client, validBody())),
      failure(updateSchedule(client, UNKNOWN_UUID, { title: 'x' })),
      failure(listTemplates(client, { accountId: ACME_ACCOUNT_ID })),
    ]) {
      expect(await failed).toMatchObject({
        kind: 'unauthenticated',
        status: 401,
        message: 'Bad Credentials',
      });
    }
  });

  it.each([
    ['a wrong password', { username: 'demo', password: 'wrong' }],
    ['an unknown user', { username: 'mallory', password: 'demo' }],
    ["the viewer's user with the demo password", { username: 'viewer', password: 'demo' }],
  ])('answers 401 to %s', async (_label, credentials) => {
    const error = await failure(listSchedules(mockApi.client(credentials), ACME_SITE_ID));
    expect(error).toMatchObject({ kind: 'unauthenticated', status: 401 });
  });

  it.each([
    ['another scheme', 'Bearer abc.def'],
    ['broken base64', 'Basic !!!not-base64'],
    ['no colon', `Basic ${btoa('demo')}`],
    ['an empty value', 'Basic '],
  ])('answers 401 to a malformed Authorization header: %s', async (_label, header) => {
    const response = await fetch(
      `${MOCK_API_BASE_URL}/site_reports/schedules?site_id=${ACME_SITE_ID}`,
      {
        headers: { Authorization: header },
      },
    );
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Bad Credentials' });
    // Browsers would show their own sign-in dialog over the app.
    expect(response.headers.get('WWW-Authenticate')).toBeNull();
  });

  it("lets the viewer list Acme's schedules and the templates", async () => {
    const viewer = mockApi.client(VIEWER_CREDENTIALS);
    expect((await listSchedules(viewer, ACME_SITE_ID)).schedules.length).toBeGreaterThan(0);
    expect(
      (await listTemplates(viewer, { accountId: ACME_ACCOUNT_ID })).templates.length,
    ).toBeGreaterThan(0);
  });

  it('answers 403 to the viewer creating or updating, and changes nothing', async () => {
    const viewer = mockApi.client(VIEWER_CREDENTIALS);
    const before = await listOf(ACME_SITE_ID);
    const created = await failure(createSchedule(viewer, validBody()));
    expect(created).toMatchObject({ kind: 'forbidden', status: 403 });
    expect(created.message).toMatch(/not authorized.*viewer.*only read/i);

    const updated = await failure(updateSchedule(viewer, before[0]?.uuid ?? '', { title: 'x' }));
    expect(updated).toMatchObject({ kind: 'forbidden', status: 403 });
    expect(await listOf(ACME_SITE_ID)).toEqual(before);
  });

  it("answers 403 to the viewer listing another site's schedules", async () => {
    const viewer = mockApi.client(VIEWER_CREDENTIALS);
    for (const siteId of [GLOBEX_SITE_ID, INITECH_SITE_ID]) {
      expect(await failure(listSchedules(viewer, siteId))).toMatchObject({
        kind: 'forbidden',
        status: 403,
      });
    }
  });

  it('lets demo act on the three demo sites and the generated ones, with their own templates', async () => {
    for (const [siteId, templateUuid] of [
      [ACME_SITE_ID, TEMPLATE_IDS.executiveSummary],
      [GLOBEX_SITE_ID, GLOBEX_TEMPLATE_IDS.executiveSummary],
      [INITECH_SITE_ID, INITECH_TEMPLATE_IDS.executiveSummary],
      [THIRD_PAGE_SITE.id, INITECH_TEMPLATE_IDS.executiveSummary],
    ] as const) {
      await expect(
        createSchedule(
          mockApi.client(DEMO_CREDENTIALS),
          validBody({ site_id: siteId, template_uuid: templateUuid }),
        ),
      ).resolves.toBeTruthy();
    }
  });

  it("answers 403 to the viewer listing a generated site of Acme's account", async () => {
    const acmeSites = mockApi
      .service()
      .store.sites()
      .filter((site) => site.account.id === ACME_ACCOUNT_ID && site.id !== ACME_SITE_ID);
    expect(acmeSites.length).toBeGreaterThan(10);
    const viewer = mockApi.client(VIEWER_CREDENTIALS);
    expect(await failure(listSchedules(viewer, acmeSites[0]?.id ?? ''))).toMatchObject({
      status: 403,
    });
  });
});

describe('the mandatory sections of the catalogue', () => {
  it('refuses a create whose sections leave out cover, naming sections', async () => {
    const error = await failure(
      createSchedule(mockApi.client(), validBody({ sections: [{ name: 'traffic' }] })),
    );
    expect(error.status).toBe(400);
    expect(problems(error)).toEqual([{ field: 'sections', code: 'mandatory_section_missing' }]);
  });

  it('requires a mandatory section only where the template offers it', async () => {
    // Executive summary has no security section: cover alone is required.
    await expect(
      createSchedule(mockApi.client(), validBody({ sections: [{ name: 'cover' }] })),
    ).resolves.toBeTruthy();
    const error = await failure(
      createSchedule(
        mockApi.client(),
        validBody({
          template_uuid: TEMPLATE_IDS.securityMaintenance,
          sections: [{ name: 'cover' }, { name: 'backups' }],
        }),
      ),
    );
    expect(error.fieldErrors?.[0]?.message).toMatch(/security/);
  });

  it('refuses an update whose sections leave out cover, and keeps older schedules renamable', async () => {
    const before = await firstAcmeSchedule();
    const error = await failure(
      updateSchedule(mockApi.client(), before.uuid, { sections: [{ name: 'usage' }] }),
    );
    expect(problems(error)).toEqual([{ field: 'sections', code: 'mandatory_section_missing' }]);
    // The rule checks what a write sends: a schedule without cover (made by another client
    // before the catalogue; the seed's all have it) keeps its sections when renamed.
    const older = mockApi.service().store.createSchedule({
      site_id: ACME_SITE_ID,
      title: 'Made elsewhere',
      next_scheduled_date: before.next_scheduled_date,
      template_uuid: before.template_uuid,
      frequency: before.frequency,
      recipients: [{ name: '', email: 'ada@acme-marketing.example' }],
      sections: [{ name: 'traffic' }],
    });
    await updateSchedule(mockApi.client(), older.uuid, { title: 'Renamed' });
    expect(await reload(older.uuid)).toMatchObject({
      title: 'Renamed',
      sections: [{ name: 'traffic' }],
    });
  });
});
