// @vitest-environment node
/**
 * The mock API server (`npm run mock-api`) probed over real HTTP, as an attacker or a broken
 * client would: the admin routes, what a request body may be, identifiers, the MONTHLY first
 * run, and what the server refuses before it reads a body or matches a route. Requests go
 * through node:http so that paths, Host headers and bodies are sent verbatim (fetch normalises
 * URLs and sends whole bodies).
 */
import { once } from 'node:events';
import { request, type ClientRequest, type IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeBasicAuth } from '#src/lib/http/basic-auth';
import { startMockApiServer, type MockApiServer } from '#src/mock-service/http-server';
import {
  ACME_ACCOUNT_ID,
  ACME_SITE_ID,
  GLOBEX_ACCOUNT_ID,
  GLOBEX_SITE_ID,
  GLOBEX_TEMPLATE_IDS,
  TEMPLATE_IDS,
} from '#src/mock-service/seed';

const NOW = new Date('2027-02-10T12:00:00Z');
const DEMO = encodeBasicAuth({ username: 'demo', password: 'demo' });
const SCHEDULES = '/v1/site_reports/schedules';
const MB = 1024 * 1024;

let plain: MockApiServer;
let withAdmin: MockApiServer;

beforeAll(async () => {
  [plain, withAdmin] = await Promise.all([
    startMockApiServer({ port: 0, now: NOW }),
    startMockApiServer({ port: 0, now: NOW, admin: true }),
  ]);
});
afterAll(async () => {
  await Promise.all([plain.close(), withAdmin.close()]);
});
beforeEach(() => {
  for (const server of [plain, withAdmin]) {
    server.service.store.reset();
    server.service.faults.clear();
  }
});

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

function portOf(server: MockApiServer): number {
  return Number(new URL(server.url).port);
}

/** Starts a request with the path and headers exactly as given; the caller writes the body. */
function open(
  server: MockApiServer,
  method: string,
  path: string,
  headers: Record<string, string> = {},
): ClientRequest {
  const outgoing = request({ host: '127.0.0.1', port: portOf(server), method, path, headers });
  // The server may close the connection before the whole body is sent: that is the point.
  outgoing.on('error', () => {});
  return outgoing;
}

/** The response to `outgoing`, read to its end; fails if none comes within two seconds. */
async function responseOf(outgoing: ClientRequest): Promise<RawResponse> {
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error('No response within 2 s')), 2000),
  );
  const [incoming] = (await Promise.race([once(outgoing, 'response'), timeout])) as [
    import('node:http').IncomingMessage,
  ];
  let body = '';
  incoming.setEncoding('utf8');
  for await (const chunk of incoming) body += chunk as string;
  return { status: incoming.statusCode ?? 0, headers: incoming.headers, body };
}

function send(
  server: MockApiServer,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  const outgoing = open(server, method, path, options.headers);
  outgoing.end(options.body);
  return responseOf(outgoing);
}

function sendJson(server: MockApiServer, method: string, path: string, body: unknown) {
  return send(server, method, path, {
    headers: { Authorization: DEMO, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

function jsonOf(response: RawResponse): unknown {
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return JSON.parse(response.body);
}

function validSchedule(overrides: Record<string, unknown> = {}) {
  return {
    site_id: ACME_SITE_ID,
    title: 'Probe',
    next_scheduled_date: '2027-03-15T09:00:00Z',
    template_uuid: TEMPLATE_IDS.executiveSummary,
    frequency: { unit: 'MONTHLY', value: 15 },
    recipients: [{ email: 'probe@acme-marketing.example' }],
    sections: [{ name: 'cover' }],
    ...overrides,
  };
}

async function acmeTitles(server: MockApiServer): Promise<string[]> {
  const response = await send(server, 'GET', `${SCHEDULES}?site_id=${ACME_SITE_ID}`, {
    headers: { Authorization: DEMO },
  });
  return (jsonOf(response) as { schedules: { title: string }[] }).schedules.map((s) => s.title);
}

const FAULTS = { latencyMs: 0, failures: { all: { status: 503 } } };

describe('the admin routes', () => {
  it('are off without MOCK_ADMIN: 404 like any unknown path, and nothing changes', async () => {
    expect(jsonOf(await send(plain, 'GET', '/__mock/faults'))).toEqual({ message: 'Not Found' });
    const put = await send(plain, 'PUT', '/__mock/faults', {
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(FAULTS),
    });
    expect(put.status).toBe(404);
    expect(plain.service.faults.get().failures).toEqual({});

    await sendJson(plain, 'POST', SCHEDULES, validSchedule({ title: 'Kept' }));
    expect((await send(plain, 'POST', '/__mock/reset')).status).toBe(404);
    expect(await acmeTitles(plain)).toContain('Kept');
  });

  it('answer at the exact root with MOCK_ADMIN', async () => {
    const put = await send(withAdmin, 'PUT', '/__mock/faults', {
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ latencyMs: 0, failures: { listTemplates: { status: 503 } } }),
    });
    expect(put.status).toBe(200);
    expect(jsonOf(await send(withAdmin, 'GET', '/__mock/faults'))).toEqual({
      latencyMs: 0,
      failures: { listTemplates: { status: 503 } },
    });
    await sendJson(withAdmin, 'POST', SCHEDULES, validSchedule({ title: 'Gone after reset' }));
    expect((await send(withAdmin, 'POST', '/__mock/reset')).status).toBe(200);
    expect(await acmeTitles(withAdmin)).not.toContain('Gone after reset');
  });

  it.each([
    '/v1/x/__mock/faults',
    '/v1/__mock/faults',
    '/v1/..;/__mock/faults',
    '/v1/../__mock/faults',
    '/v1/%2e%2e/__mock/faults',
    '/x/__mock/faults',
    '//__mock/faults',
    '/__mock/faults/',
    '/%5F%5Fmock/faults',
  ])('never answer under a prefix or another spelling: PUT %s', async (path) => {
    const response = await send(withAdmin, 'PUT', path, {
      headers: { Authorization: DEMO, 'Content-Type': 'application/json' },
      body: JSON.stringify(FAULTS),
    });
    expect(response.status).toBe(404);
    expect(withAdmin.service.faults.get().failures).toEqual({});
    const reset = path.replace('faults', 'reset');
    await sendJson(withAdmin, 'POST', SCHEDULES, validSchedule({ title: 'Still here' }));
    expect(
      (await send(withAdmin, 'POST', reset, { headers: { Authorization: DEMO } })).status,
    ).toBe(404);
    expect(await acmeTitles(withAdmin)).toContain('Still here');
  });

  it('refuse a web page of another origin, even with MOCK_ADMIN', async () => {
    await sendJson(withAdmin, 'POST', SCHEDULES, validSchedule({ title: 'Not reset' }));
    const reset = await send(withAdmin, 'POST', '/__mock/reset', {
      headers: { Origin: 'https://attacker.example', 'Content-Type': 'text/plain' },
    });
    expect(reset.status).toBe(403);
    expect(await acmeTitles(withAdmin)).toContain('Not reset');
  });
});

describe('request bodies and fields', () => {
  it('answers 415 to a body that is not sent as JSON, and takes parameters', async () => {
    const body = JSON.stringify(validSchedule());
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
      const response = await send(plain, 'POST', SCHEDULES, {
        headers: { Authorization: DEMO, 'Content-Type': contentType },
        body,
      });
      expect(response.status).toBe(415);
      expect(jsonOf(response)).toEqual({
        message: 'Send the request body as JSON, with Content-Type: application/json.',
      });
    }
    const withCharset = await send(plain, 'POST', SCHEDULES, {
      headers: { Authorization: DEMO, 'Content-Type': 'application/json; charset=utf-8' },
      body,
    });
    expect(withCharset.status).toBe(201);
  });

  it('refuses addresses over 64 characters before the @ or 254 in all', async () => {
    const response = await sendJson(
      plain,
      'POST',
      SCHEDULES,
      validSchedule({
        recipients: [
          { email: `${'a'.repeat(65)}@acme-marketing.example` },
          {
            email: `jane@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(60)}.com`,
          },
        ],
      }),
    );
    expect(response.status).toBe(400);
    expect(jsonOf(response)).toMatchObject({
      errors: [
        { field: 'recipients[0].email', code: 'too_long' },
        { field: 'recipients[1].email', code: 'too_long' },
      ],
    });
  });

  it('refuses NUL and other control characters in titles and recipient names', async () => {
    const response = await sendJson(
      plain,
      'POST',
      SCHEDULES,
      validSchedule({
        title: 'Report\u0000',
        recipients: [{ name: 'Ada\r\nBcc: x@evil.example', email: 'ada@acme-marketing.example' }],
      }),
    );
    expect(response.status).toBe(400);
    expect(jsonOf(response)).toMatchObject({
      errors: [
        { field: 'title', code: 'control_characters' },
        { field: 'recipients[0].name', code: 'control_characters' },
      ],
    });
  });

  it('reads UUIDs in any case and refuses them with surrounding spaces', async () => {
    const upper = await send(plain, 'GET', `${SCHEDULES}?site_id=${ACME_SITE_ID.toUpperCase()}`, {
      headers: { Authorization: DEMO },
    });
    expect(upper.status).toBe(200);
    expect(
      (jsonOf(upper) as { schedules: { title: string }[] }).schedules.map((s) => s.title),
    ).toEqual(await acmeTitles(plain));

    const spaced = await send(plain, 'GET', `${SCHEDULES}?site_id=%20${ACME_SITE_ID}%20`, {
      headers: { Authorization: DEMO },
    });
    expect(spaced.status).toBe(400);
    expect(jsonOf(spaced)).toMatchObject({ errors: [{ field: 'site_id', code: 'invalid_uuid' }] });

    const created = await sendJson(
      plain,
      'POST',
      SCHEDULES,
      validSchedule({ site_id: ACME_SITE_ID.toUpperCase(), title: 'Upper-case site' }),
    );
    expect(created.status).toBe(201);
    expect(await acmeTitles(plain)).toContain('Upper-case site');
    const spacedBody = await sendJson(
      plain,
      'POST',
      SCHEDULES,
      validSchedule({ template_uuid: ` ${TEMPLATE_IDS.executiveSummary}` }),
    );
    expect(jsonOf(spacedBody)).toMatchObject({
      errors: [{ field: 'template_uuid', code: 'invalid_uuid' }],
    });
  });

  it('wants a MONTHLY first run on its day, clamped to the month', async () => {
    const off = await sendJson(
      plain,
      'POST',
      SCHEDULES,
      validSchedule({ next_scheduled_date: '2027-03-02T09:00:00Z' }),
    );
    expect(off.status).toBe(400);
    expect(jsonOf(off)).toMatchObject({
      errors: [{ field: 'next_scheduled_date', code: 'not_on_monthly_day' }],
    });
    const clamped = await sendJson(
      plain,
      'POST',
      SCHEDULES,
      validSchedule({
        frequency: { unit: 'MONTHLY', value: 31 },
        next_scheduled_date: '2027-04-30T09:00:00Z',
      }),
    );
    expect(clamped.status).toBe(201);
  });
});

describe('what the server refuses before reading a body', () => {
  it('answers 401 to a stranger after the headers, without waiting for 100 MB', async () => {
    const outgoing = open(plain, 'POST', SCHEDULES, {
      'Content-Type': 'application/json',
      'Content-Length': String(100 * MB),
    });
    outgoing.write('{"title":"');
    const response = await responseOf(outgoing);
    outgoing.destroy();
    expect(response.status).toBe(401);
    expect(JSON.parse(response.body)).toEqual({ message: 'Bad Credentials' });
    // The rest is never read: the connection is closed rather than drained.
    expect(response.headers.connection).toBe('close');
  });

  it('answers 413 to a Content-Length over 1 MB before reading it', async () => {
    const outgoing = open(plain, 'POST', SCHEDULES, {
      Authorization: DEMO,
      'Content-Type': 'application/json',
      'Content-Length': String(100 * MB),
    });
    outgoing.write('{');
    const response = await responseOf(outgoing);
    outgoing.destroy();
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toEqual({ message: 'The request body is larger than 1 MB.' });
  });

  it('answers 413 to a chunked body once it passes 1 MB, and stops reading it', async () => {
    const outgoing = open(plain, 'POST', SCHEDULES, {
      Authorization: DEMO,
      'Content-Type': 'application/json',
      'Transfer-Encoding': 'chunked',
    });
    const answered = responseOf(outgoing);
    let settled = false;
    void answered.finally(() => (settled = true)).catch(() => {});
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let written = 0;
    while (!settled && written < 32 * MB) {
      written += chunk.length;
      if (!outgoing.write(chunk)) {
        await Promise.race([once(outgoing, 'drain'), answered.catch(() => undefined)]);
      }
    }
    const response = await answered;
    outgoing.destroy();
    expect(response.status).toBe(413);
    expect(written).toBeLessThan(32 * MB);
  });

  it('answers 414 to a URL over 8,192 characters', async () => {
    for (const path of [`/v1/${'a'.repeat(9000)}`, `${SCHEDULES}?site_id=${'a'.repeat(8200)}`]) {
      const response = await send(plain, 'GET', path, { headers: { Authorization: DEMO } });
      expect(response.status).toBe(414);
      expect(jsonOf(response)).toEqual({
        message: 'The request URL is longer than 8192 characters.',
      });
    }
  });

  it.each(['exa mple', 'user@host', 'host:99999', 'host/path', '[::1'])(
    'answers 400 to the Host header %j',
    async (host) => {
      const response = await send(plain, 'GET', '/v1/user', {
        headers: { Authorization: DEMO, Host: host },
      });
      expect(response.status).toBe(400);
      expect(jsonOf(response)).toMatchObject({
        message: 'The Host header is not valid.',
        errors: [{ resource: 'request', field: 'Host', code: 'invalid_host' }],
      });
    },
  );

  it('still takes the Host a client normally sends', async () => {
    for (const host of ['127.0.0.1', `localhost:${portOf(plain)}`, '[::1]:4010', 'mock_api:4010']) {
      const response = await send(plain, 'GET', '/v1/user', {
        headers: { Authorization: DEMO, Host: host },
      });
      expect(response.status, host).toBe(200);
    }
  });
});

describe('deleting schedules and downloading reports, probed', () => {
  async function firstAcmeUuid(): Promise<string> {
    const response = await send(plain, 'GET', `${SCHEDULES}?site_id=${ACME_SITE_ID}`, {
      headers: { Authorization: DEMO },
    });
    return (jsonOf(response) as { schedules: { uuid: string }[] }).schedules[0]?.uuid ?? '';
  }

  it("answers 401 to a stranger's DELETE with a 100 MB body without reading it, and 413 to demo's", async () => {
    const path = `${SCHEDULES}/${await firstAcmeUuid()}`;
    const attempts: [Record<string, string>, number][] = [
      [{}, 401],
      [{ Authorization: DEMO }, 413],
    ];
    for (const [headers, status] of attempts) {
      const outgoing = open(plain, 'DELETE', path, {
        ...headers,
        'Content-Length': String(100 * MB),
      });
      outgoing.write('{');
      const response = await responseOf(outgoing);
      outgoing.destroy();
      expect(response.status).toBe(status);
      expect(response.headers.connection).toBe('close');
    }
    // Neither deleted anything.
    expect(await firstAcmeUuid()).toBe(path.split('/').at(-1));
  });

  it('answers 404 to a method the reports list does not take, as to any other', async () => {
    const response = await send(plain, 'POST', `/v1/site_reports?site_id=${ACME_SITE_ID}`, {
      headers: { Authorization: DEMO, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(404);
  });

  it('links PDFs that carry no credentials, and serves them whatever Authorization is sent', async () => {
    const response = await send(plain, 'GET', `/v1/site_reports?site_id=${ACME_SITE_ID}`, {
      headers: { Authorization: DEMO },
    });
    const { reports } = jsonOf(response) as { reports: { download_url: string }[] };
    const url = new URL(reports[0]?.download_url ?? '');
    expect(url.username).toBe('');
    expect(url.password).toBe('');
    expect(url.search).toBe('');
    const sent: Record<string, string>[] = [{}, { Authorization: 'Basic d3Jvbmc6d3Jvbmc=' }];
    for (const headers of sent) {
      const pdf = await send(plain, 'GET', url.pathname, { headers });
      expect(pdf.status).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
    }
  });

  it('answers no file to report paths that try to reach elsewhere', async () => {
    for (const path of [
      '/mock-reports/../v1/user',
      '/mock-reports/%2e%2e%2fpackage.json',
      '/mock-reports/..%2F..%2Fpackage.json',
      '/mock-reports/',
    ]) {
      const response = await send(plain, 'GET', path);
      // `..` is resolved as a URL resolves it (/v1/user wants credentials): never a file.
      expect([400, 401, 404]).toContain(response.status);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});

describe('the platform operations and templates, probed', () => {
  const VIEWER = encodeBasicAuth({ username: 'viewer', password: 'viewer' });

  it.each([
    'limit=100000',
    'limit=1e2',
    'limit=0x10',
    'limit=%D9%A1%D9%A0',
    'offset=9007199254740993',
    'offset=1.0',
    'offset=%2B5',
  ])('refuses %s rather than answering a huge or odd page', async (query) => {
    const response = await send(plain, 'GET', `/v1/sites?${query}`, {
      headers: { Authorization: DEMO },
    });
    expect(response.status).toBe(400);
    expect(jsonOf(response)).toMatchObject({
      errors: [{ resource: 'site', type: 'invalid_value' }],
    });
  });

  it('reads a repeated limit by its first value, as site_id is read: no page over 100', async () => {
    const response = await send(plain, 'GET', '/v1/sites?limit=10&limit=1000', {
      headers: { Authorization: DEMO },
    });
    expect(response.status).toBe(200);
    expect((jsonOf(response) as { results: unknown[] }).results).toHaveLength(10);
  });

  it.each([
    '/v1/sites/..%2F..%2Fuser',
    `/v1/sites/${ACME_SITE_ID}%00`,
    `/v1/sites/%20${ACME_SITE_ID}`,
    `/v1/sites/${ACME_SITE_ID}/installs`,
  ])('answers 404 JSON to the site path %s', async (path) => {
    const response = await send(plain, 'GET', path, { headers: { Authorization: DEMO } });
    expect(response.status).toBe(404);
    expect(jsonOf(response)).toMatchObject({ message: expect.any(String) });
  });

  it("keeps the viewer out of the other accounts' sites and templates, however it asks", async () => {
    for (const path of [
      `/v1/sites?account_id=${GLOBEX_ACCOUNT_ID}`,
      `/v1/sites?account_id=${GLOBEX_ACCOUNT_ID.toUpperCase()}`,
      `/v1/sites/${GLOBEX_SITE_ID}`,
      `/v1/site_reports/templates?account_id=${GLOBEX_ACCOUNT_ID}`,
      `/v1/site_reports/schedules?site_id=${GLOBEX_SITE_ID}`,
    ]) {
      const response = await send(plain, 'GET', path, { headers: { Authorization: VIEWER } });
      expect(response.status, path).toBe(403);
    }
    // Its own account's second account_id is not a way around the first.
    const mixed = await send(
      plain,
      'GET',
      `/v1/sites?account_id=${ACME_ACCOUNT_ID}&account_id=${GLOBEX_ACCOUNT_ID}`,
      { headers: { Authorization: VIEWER } },
    );
    expect(jsonOf(mixed)).toMatchObject({ count: 1, results: [{ id: ACME_SITE_ID }] });
  });

  it("refuses to attach another account's template to a schedule, and creates nothing", async () => {
    const before = await acmeTitles(plain);
    const response = await sendJson(
      plain,
      'POST',
      SCHEDULES,
      validSchedule({
        title: 'Borrowed template',
        template_uuid: GLOBEX_TEMPLATE_IDS.executiveSummary,
      }),
    );
    expect(response.status).toBe(400);
    expect(jsonOf(response)).toMatchObject({
      errors: [{ field: 'template_uuid', code: 'template_not_in_account' }],
    });
    expect(await acmeTitles(plain)).toEqual(before);
  });
});

describe('logging', () => {
  it('logs nothing when a client disconnects mid-request', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const outgoing = open(plain, 'POST', SCHEDULES, {
      Authorization: DEMO,
      'Content-Type': 'application/json',
      'Content-Length': '1000',
    });
    outgoing.write('{"title":');
    await new Promise((resolve) => setTimeout(resolve, 50));
    outgoing.destroy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(errors).not.toHaveBeenCalled();
  });

  it('still logs a real error, and answers it with the spec 500', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(plain.service.store, 'listSchedules').mockImplementation(() => {
      throw new Error('The store broke');
    });
    const response = await send(plain, 'GET', `${SCHEDULES}?site_id=${ACME_SITE_ID}`, {
      headers: { Authorization: DEMO },
    });
    expect(response.status).toBe(500);
    expect(jsonOf(response)).toEqual({
      message: 'An unexpected error occurred. Please retry in a few minutes.',
    });
    expect(errors).toHaveBeenCalledWith(expect.objectContaining({ message: 'The store broke' }));
  });
});
