/**
 * What the mock refuses in a request before it touches its data, through the same handlers the
 * browser demo and the tests use: bodies that are not JSON (415) or over 1 MB (413), addresses
 * over RFC 5321's limits, control characters, UUIDs in another case or with spaces, and a
 * MONTHLY first run off its day. tests/security/mock-service.test.ts probes the same over HTTP.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { CreateScheduleRequest, Schedule } from '#src/domain/schemas';
import type { ApiError } from '#src/lib/http/api-error';
import { encodeBasicAuth } from '#src/lib/http/basic-auth';
import {
  ACME_SITE_ID,
  DEMO_CREDENTIALS,
  MOCK_API_BASE_URL,
  TEMPLATE_IDS,
  setupMockApi,
} from '#tests/support/mock-api';
import { MAX_BODY_BYTES } from '#src/mock-service/request-body';
import { createSchedule, listSchedules, updateSchedule } from '#src/lib/site-reports/schedules';

// Wednesday 10 February 2027, 12:00 UTC.
const START = new Date('2027-02-10T12:00:00Z');
let now = START;
beforeEach(() => {
  now = START;
});
const mockApi = setupMockApi({ now: () => now });

const SCHEDULES = `${MOCK_API_BASE_URL}/site_reports/schedules`;

function validBody(overrides: Partial<CreateScheduleRequest> = {}): CreateScheduleRequest {
  return {
    site_id: ACME_SITE_ID,
    title: 'Request rules',
    next_scheduled_date: '2027-03-15T09:00:00Z',
    template_uuid: TEMPLATE_IDS.executiveSummary,
    frequency: { unit: 'MONTHLY', value: 15 },
    recipients: [{ name: 'Ada Lovelace', email: 'ada@acme-marketing.example' }],
    sections: [{ name: 'cover' }],
    ...overrides,
  };
}

function send(
  url: string,
  init: { method: string; body?: BodyInit; contentType?: string | null },
): Promise<Response> {
  const headers = new Headers({ Authorization: encodeBasicAuth(DEMO_CREDENTIALS) });
  const contentType = init.contentType === undefined ? 'application/json' : init.contentType;
  if (contentType !== null) headers.set('Content-Type', contentType);
  return fetch(url, {
    method: init.method,
    headers,
    body: init.body,
    duplex: 'half',
  } as RequestInit);
}

async function problemsOf(promise: Promise<unknown>) {
  const error = (await promise.then(
    () => {
      throw new Error('Expected the request to fail');
    },
    (caught: unknown) => caught,
  )) as ApiError;
  return error.fieldErrors.map(({ field, code }) => ({ field, code }));
}

async function listed(title: string): Promise<Schedule | undefined> {
  const { schedules } = await listSchedules(mockApi.client(), ACME_SITE_ID);
  return schedules.find((schedule) => schedule.title === title);
}

async function firstAcmeSchedule(): Promise<Schedule> {
  const [schedule] = (await listSchedules(mockApi.client(), ACME_SITE_ID)).schedules;
  if (!schedule) throw new Error('Acme has no schedules');
  return schedule;
}

describe('request bodies', () => {
  it.each([
    ['text/plain', 'POST'],
    ['application/x-www-form-urlencoded', 'POST'],
    ['multipart/form-data; boundary=x', 'POST'],
    [null, 'POST'],
    ['text/plain;charset=UTF-8', 'PATCH'],
    ['application/jsonp', 'PATCH'],
  ])('answers 415 to a body sent as %s (%s) and changes nothing', async (contentType, method) => {
    const before = await firstAcmeSchedule();
    const url = method === 'POST' ? SCHEDULES : `${SCHEDULES}/${before.uuid}`;
    const body = method === 'POST' ? JSON.stringify(validBody()) : '{"title":"Renamed"}';
    const response = await send(url, { method, body, contentType });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      message: 'Send the request body as JSON, with Content-Type: application/json.',
    });
    const { schedules } = await listSchedules(mockApi.client(), ACME_SITE_ID);
    expect(schedules[0]).toEqual(before);
    expect(schedules.map((s) => s.title)).not.toContain('Request rules');
  });

  it.each([
    'application/json; charset=utf-8',
    'Application/JSON',
    'application/json;charset=UTF-8',
  ])('takes a JSON body sent as %s', async (contentType) => {
    const response = await send(SCHEDULES, {
      method: 'POST',
      body: JSON.stringify(validBody()),
      contentType,
    });
    expect(response.status).toBe(201);
  });

  it('answers 413 to a body over 1 MB, announced or not', async () => {
    const tooLarge = JSON.stringify(validBody({ title: 'x'.repeat(MAX_BODY_BYTES) }));
    const announced = await send(SCHEDULES, { method: 'POST', body: tooLarge });
    expect(announced.status).toBe(413);
    expect(await announced.json()).toEqual({ message: 'The request body is larger than 1 MB.' });

    // A stream has no Content-Length: the mock counts the bytes as it reads them.
    const chunk = new TextEncoder().encode(' '.repeat(64 * 1024));
    let chunksLeft = 40;
    const unannounced = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (chunksLeft-- > 0) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const streamed = await send(SCHEDULES, { method: 'POST', body: unannounced });
    expect(streamed.status).toBe(413);
  });

  it('takes a body of just under 1 MB', async () => {
    const body = JSON.stringify(validBody());
    const padded = body.replace(
      /}$/,
      `,"padding":"${'x'.repeat(MAX_BODY_BYTES - body.length - 20)}"}`,
    );
    expect(new TextEncoder().encode(padded).byteLength).toBeLessThanOrEqual(MAX_BODY_BYTES);
    expect((await send(SCHEDULES, { method: 'POST', body: padded })).status).toBe(201);
  });
});

describe('field values', () => {
  it('refuses an address over 64 characters before the @ or 254 in all', async () => {
    const domain = `@${'d'.repeat(60)}.example.com`;
    const problems = await problemsOf(
      createSchedule(
        mockApi.client(),
        validBody({
          recipients: [
            { email: `${'a'.repeat(64)}${domain}` },
            { email: `${'a'.repeat(65)}${domain}` },
            {
              email: `jane@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(60)}.com`,
            },
          ],
        }),
      ),
    );
    expect(problems).toEqual([
      { field: 'recipients[1].email', code: 'too_long' },
      { field: 'recipients[2].email', code: 'too_long' },
    ]);
  });

  it('refuses control characters in a title or a recipient name, on create and update', async () => {
    const created = await problemsOf(
      createSchedule(
        mockApi.client(),
        validBody({
          title: 'Weekly\u0000report',
          recipients: [{ name: 'Ada\u001b[2J', email: 'ada@acme-marketing.example' }],
        }),
      ),
    );
    expect(created).toEqual([
      { field: 'title', code: 'control_characters' },
      { field: 'recipients[0].name', code: 'control_characters' },
    ]);
    const schedule = await firstAcmeSchedule();
    const updated = await problemsOf(
      updateSchedule(mockApi.client(), schedule.uuid, { title: 'Tab\tinside' }),
    );
    expect(updated).toEqual([{ field: 'title', code: 'control_characters' }]);
  });
});

describe('UUIDs', () => {
  const upper = (uuid: string) => uuid.toUpperCase();

  it('reads a site_id, template_uuid or schedule id in upper case as the same one', async () => {
    const lower = await listSchedules(mockApi.client(), ACME_SITE_ID);
    expect(await listSchedules(mockApi.client(), upper(ACME_SITE_ID))).toEqual(lower);

    await createSchedule(
      mockApi.client(),
      validBody({
        site_id: upper(ACME_SITE_ID),
        template_uuid: upper(TEMPLATE_IDS.executiveSummary),
        title: 'Upper case',
      }),
    );
    // Stored under the site as everyone names it, with the template's own identifier.
    const created = await listed('Upper case');
    expect(created?.template_uuid).toBe(TEMPLATE_IDS.executiveSummary);

    await updateSchedule(mockApi.client(), upper(created?.uuid ?? ''), { title: 'Renamed' });
    expect(await listed('Renamed')).toMatchObject({ uuid: created?.uuid });
  });

  it('answers 400 invalid_uuid to a site_id or template_uuid with surrounding spaces', async () => {
    const query = await send(`${SCHEDULES}?site_id=%20${ACME_SITE_ID}`, { method: 'GET' });
    expect(query.status).toBe(400);
    expect(await query.json()).toMatchObject({
      errors: [{ field: 'site_id', code: 'invalid_uuid' }],
    });

    const body = await problemsOf(
      createSchedule(
        mockApi.client(),
        validBody({
          site_id: ` ${ACME_SITE_ID}`,
          template_uuid: `${TEMPLATE_IDS.executiveSummary}\n`,
        }),
      ),
    );
    expect(body).toEqual([
      { field: 'site_id', code: 'invalid_uuid' },
      { field: 'template_uuid', code: 'invalid_uuid' },
    ]);
  });

  it('answers 404 to a schedule id with surrounding spaces, as to any malformed id', async () => {
    const schedule = await firstAcmeSchedule();
    const response = await send(`${SCHEDULES}/%20${schedule.uuid}`, {
      method: 'PATCH',
      body: '{"title":"Renamed"}',
    });
    expect(response.status).toBe(404);
  });
});

describe('the first run of a MONTHLY schedule', () => {
  it('must fall on its day in the service zone', async () => {
    const error = await createSchedule(
      mockApi.client(),
      validBody({ next_scheduled_date: '2027-03-02T09:00:00Z' }),
    ).catch((caught: unknown) => caught as ApiError);
    expect(error).toMatchObject({ status: 400 });
    expect((error as ApiError).fieldErrors).toEqual([
      {
        resource: 'schedule',
        field: 'next_scheduled_date',
        type: 'invalid_value',
        code: 'not_on_monthly_day',
        message:
          'A MONTHLY schedule on day 15 runs on that day of each month: next_scheduled_date is ' +
          "2027-03-02 09:00 in the service's time zone (UTC), so it must fall on day 15, not day 2",
      },
    ]);
  });

  it.each([
    [31, '2027-04-30T06:00:00Z', true],
    [31, '2027-04-29T06:00:00Z', false],
    [31, '2027-03-31T06:00:00Z', true],
    [30, '2027-02-28T06:00:00Z', true],
    [29, '2027-02-28T06:00:00Z', true],
    [29, '2028-02-28T06:00:00Z', false],
    [29, '2028-02-29T06:00:00Z', true],
    [1, '2027-03-01T00:00:00Z', true],
    [1, '2027-02-28T23:59:59.999Z', false],
  ] as const)('on day %i, clamped to the month: %s is %s', async (day, date, accepted) => {
    const request = createSchedule(
      mockApi.client(),
      validBody({ frequency: { unit: 'MONTHLY', value: day }, next_scheduled_date: date }),
    );
    if (accepted) await expect(request).resolves.toBeTruthy();
    else
      expect(await problemsOf(request)).toEqual([
        { field: 'next_scheduled_date', code: 'not_on_monthly_day' },
      ]);
  });

  it('reports a past date once, as in the past', async () => {
    expect(
      await problemsOf(
        createSchedule(
          mockApi.client(),
          validBody({ next_scheduled_date: '2027-02-02T09:00:00Z' }),
        ),
      ),
    ).toEqual([{ field: 'next_scheduled_date', code: 'date_in_past' }]);
  });

  it('on update, checks the pair a new frequency or date makes with the stored one', async () => {
    await createSchedule(
      mockApi.client(),
      validBody({
        title: 'Weekly on a 2nd',
        frequency: { unit: 'DAYS', value: 7 },
        next_scheduled_date: '2027-03-02T09:00:00Z',
      }),
    );
    const weekly = await listed('Weekly on a 2nd');
    const uuid = weekly?.uuid ?? '';
    // Monthly on the 15th, but the stored first run is a 2nd.
    expect(
      await problemsOf(
        updateSchedule(mockApi.client(), uuid, { frequency: { unit: 'MONTHLY', value: 15 } }),
      ),
    ).toEqual([{ field: 'next_scheduled_date', code: 'not_on_monthly_day' }]);
    await expect(
      updateSchedule(mockApi.client(), uuid, { frequency: { unit: 'MONTHLY', value: 2 } }),
    ).resolves.toBeTruthy();
    // Now monthly on the 2nd: a new date must be a 2nd too.
    expect(
      await problemsOf(
        updateSchedule(mockApi.client(), uuid, { next_scheduled_date: '2027-04-03T09:00:00Z' }),
      ),
    ).toEqual([{ field: 'next_scheduled_date', code: 'not_on_monthly_day' }]);
    await expect(
      updateSchedule(mockApi.client(), uuid, { next_scheduled_date: '2027-04-02T09:00:00Z' }),
    ).resolves.toBeTruthy();
    await expect(
      updateSchedule(mockApi.client(), uuid, {
        frequency: { unit: 'MONTHLY', value: 31 },
        next_scheduled_date: '2027-04-30T09:00:00Z',
      }),
    ).resolves.toBeTruthy();
  });

  it('leaves a stored pair alone when an update does not touch it', async () => {
    // A schedule stored before the rule (or by another client): monthly on the 15th from a 2nd.
    const legacy = mockApi.service().store.createSchedule({
      site_id: ACME_SITE_ID,
      title: 'Legacy',
      next_scheduled_date: '2027-03-02T09:00:00Z',
      template_uuid: TEMPLATE_IDS.executiveSummary,
      frequency: { unit: 'MONTHLY', value: 15 },
      recipients: [{ name: '', email: 'legacy@acme-marketing.example' }],
      sections: [{ name: 'cover' }],
    });
    await expect(
      updateSchedule(mockApi.client(), legacy.uuid, { title: 'Legacy, renamed' }),
    ).resolves.toBeTruthy();
    // A stored run that has passed is rolled forward onto the day, so it is not checked either.
    now = new Date('2027-03-05T00:00:00Z');
    await expect(
      updateSchedule(mockApi.client(), legacy.uuid, { frequency: { unit: 'MONTHLY', value: 20 } }),
    ).resolves.toBeTruthy();
    expect((await listed('Legacy, renamed'))?.next_scheduled_date).toBe('2027-03-20T09:00:00Z');
  });
});
