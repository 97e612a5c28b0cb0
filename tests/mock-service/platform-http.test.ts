/**
 * The platform operations of the mock API server over real HTTP (GET /user, /accounts, /sites,
 * /sites/{id}), its per-account templates, and what they mean for schedules: pages and their
 * links, who sees what, and the answers to every refusal.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AccountPageSchema,
  PlatformSiteSchema,
  PlatformUserSchema,
  SitePageSchema,
  type PlatformSite,
  type SitePage,
} from '#src/domain/platform-schemas';
import { TemplateListResponseSchema } from '#src/domain/schemas';
import { encodeBasicAuth, type Credentials } from '#src/lib/http/basic-auth';
import { startMockApiServer, type MockApiServer } from '#src/mock-service/http-server';
import {
  ACME_ACCOUNT_ID,
  ACME_SITE_ID,
  GLOBEX_ACCOUNT_ID,
  GLOBEX_SITE_ID,
  GLOBEX_TEMPLATE_IDS,
  INITECH_ACCOUNT_ID,
  INITECH_SITE_ID,
  INITECH_TEMPLATE_IDS,
  TEMPLATE_IDS,
  THIRD_PAGE_SITE,
} from '#src/mock-service/seed';
import { DEFAULT_SITE_COUNT } from '#src/mock-service/seed-sites';
import { rawRequest } from '#tests/support/raw-http';

const DEMO: Credentials = { username: 'demo', password: 'demo' };
const VIEWER: Credentials = { username: 'viewer', password: 'viewer' };
const UNKNOWN_UUID = '11111111-2222-4333-8444-555555555555';
const NOW = new Date('2027-02-10T12:00:00Z');

let server: MockApiServer;

beforeAll(async () => {
  server = await startMockApiServer({ port: 0, now: NOW });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.service.store.reset();
  server.service.faults.clear();
});

interface Answer {
  status: number;
  body: unknown;
}

/** GET `path` (under the server's origin, or a full URL) as `credentials`; null: none. */
async function get(path: string, credentials: Credentials | null = DEMO): Promise<Answer> {
  const url = path.startsWith('http') ? path : `${server.url}${path}`;
  const response = await fetch(url, {
    headers: credentials ? { Authorization: encodeBasicAuth(credentials) } : {},
  });
  expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
  return { status: response.status, body: await response.json() };
}

async function send(method: 'POST' | 'PATCH', path: string, body: unknown): Promise<Answer> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { Authorization: encodeBasicAuth(DEMO), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: response.status === 204 ? null : await response.json() };
}

async function sitePage(path: string, credentials: Credentials = DEMO): Promise<SitePage> {
  const { status, body } = await get(path, credentials);
  expect(status).toBe(200);
  return SitePageSchema.parse(body);
}

/** Every site, following `next` from `path`; fails on a loop. */
async function allSites(path: string, credentials: Credentials = DEMO): Promise<PlatformSite[]> {
  const sites: PlatformSite[] = [];
  let next: string | null = `${server.url}${path}`;
  for (let pages = 0; next; pages++) {
    if (pages > 50) throw new Error('next does not end');
    const page: SitePage = await sitePage(next, credentials);
    sites.push(...page.results);
    next = page.next;
  }
  return sites;
}

function badRequest(resource: string, ...fields: [field: string, code: string][]) {
  return {
    message: expect.any(String),
    errors: fields.map(([field, code]) => ({
      resource,
      field,
      type: 'invalid_value',
      code,
      message: expect.any(String),
    })),
  };
}

describe('GET /user', () => {
  it("answers the signed-in user's profile", async () => {
    const { status, body } = await get('/v1/user');
    expect(status).toBe(200);
    expect(PlatformUserSchema.parse(body)).toEqual(body);
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email: 'dana.whitfield@acme-marketing.example',
      first_name: 'Dana',
      last_name: 'Whitfield',
      phone_number: expect.any(String),
    });
    expect((await get('/v1/user', VIEWER)).body).toMatchObject({
      first_name: 'Grace',
      last_name: 'Liu',
      email: 'grace.liu@acme-marketing.example',
      phone_number: null,
    });
  });

  it('answers 401 "Bad Credentials" without credentials or with wrong ones', async () => {
    for (const credentials of [null, { username: 'demo', password: 'nope' }]) {
      expect(await get('/v1/user', credentials)).toEqual({
        status: 401,
        body: { message: 'Bad Credentials' },
      });
    }
  });
});

describe('GET /accounts', () => {
  it("answers a page of the user's accounts", async () => {
    const { status, body } = await get('/v1/accounts');
    expect(status).toBe(200);
    expect(AccountPageSchema.parse(body)).toEqual(body);
    expect(body).toEqual({
      results: [
        { id: ACME_ACCOUNT_ID, name: 'acmemarketing', nickname: 'Acme Marketing' },
        { id: GLOBEX_ACCOUNT_ID, name: 'globex', nickname: 'Globex Corporation' },
        { id: INITECH_ACCOUNT_ID, name: 'initechagency', nickname: 'Initech Agency' },
      ],
      count: 3,
      next: null,
      previous: null,
    });
    expect((await get('/v1/accounts', VIEWER)).body).toMatchObject({
      results: [{ id: ACME_ACCOUNT_ID }],
      count: 1,
    });
  });

  it('pages by limit and offset, and refuses a limit over 100', async () => {
    expect((await get('/v1/accounts?limit=2')).body).toMatchObject({
      results: [{ id: ACME_ACCOUNT_ID }, { id: GLOBEX_ACCOUNT_ID }],
      count: 3,
      next: `${server.url}/v1/accounts?limit=2&offset=2`,
      previous: null,
    });
    expect((await get('/v1/accounts?limit=2&offset=2')).body).toMatchObject({
      results: [{ id: INITECH_ACCOUNT_ID }],
      next: null,
      previous: `${server.url}/v1/accounts?limit=2&offset=0`,
    });
    expect(await get('/v1/accounts?limit=101')).toEqual({
      status: 400,
      body: badRequest('account', ['limit', 'out_of_range']),
    });
    expect((await get('/v1/accounts', null)).status).toBe(401);
  });
});

describe('GET /sites: pages', () => {
  it('answers the first 100 of 250+ sites by default, every field of each', async () => {
    const page = await sitePage('/v1/sites');
    expect(page.count).toBe(DEFAULT_SITE_COUNT);
    expect(page.count).toBeGreaterThanOrEqual(250);
    expect(page.results).toHaveLength(100);
    expect(page.next).toBe(`${server.url}/v1/sites?limit=100&offset=100`);
    expect(page.previous).toBeNull();
    for (const site of page.results) {
      expect(PlatformSiteSchema.parse(site)).toEqual(site);
      expect(Object.keys(site)).toEqual([
        'id',
        'name',
        'account',
        'group_name',
        'tags',
        'created_at',
        'sandbox',
        'transferable',
        'installs',
      ]);
      for (const install of site.installs ?? []) {
        expect(Object.keys(install)).toEqual([
          'id',
          'name',
          'environment',
          'cname',
          'php_version',
          'is_multisite',
        ]);
      }
    }
    expect(page.results[0]).toMatchObject({ id: ACME_SITE_ID, name: 'Acme Marketing' });
  });

  it('reads every site exactly once by following next, THIRD_PAGE_SITE on the third page', async () => {
    const sites = await allSites('/v1/sites');
    expect(sites).toHaveLength(DEFAULT_SITE_COUNT);
    expect(new Set(sites.map((site) => site.id)).size).toBe(sites.length);
    const position = sites.findIndex((site) => site.id === THIRD_PAGE_SITE.id);
    expect(Math.floor(position / 100)).toBe(2);
    expect(sites[position]?.name).toBe(THIRD_PAGE_SITE.name);
    // Asking by offset gives the same pages in the same order.
    const third = await sitePage('/v1/sites?offset=200');
    expect(third.results.map((site) => site.id)).toEqual(sites.slice(200).map((site) => site.id));
  });

  it('answers the last page with no next, and a previous page that leads back', async () => {
    const last = await sitePage('/v1/sites?limit=100&offset=200');
    expect(last.results).toHaveLength(DEFAULT_SITE_COUNT - 200);
    expect(last.next).toBeNull();
    expect(last.previous).toBe(`${server.url}/v1/sites?limit=100&offset=100`);
    const previous = await sitePage(last.previous ?? '');
    expect(previous.results).toHaveLength(100);
  });

  it('answers limit=0 with the count alone and no links', async () => {
    expect((await get('/v1/sites?limit=0')).body).toEqual({
      results: [],
      count: DEFAULT_SITE_COUNT,
      next: null,
      previous: null,
    });
  });

  it('answers an offset past the end with no results, no next, and a previous page that has some', async () => {
    const past = await sitePage('/v1/sites?limit=50&offset=1000');
    expect(past).toMatchObject({ results: [], count: DEFAULT_SITE_COUNT, next: null });
    expect(past.previous).toBe(`${server.url}/v1/sites?limit=50&offset=${DEFAULT_SITE_COUNT - 50}`);
    expect((await sitePage(past.previous ?? '')).results).toHaveLength(50);
  });

  it.each([
    ['limit=101', [['limit', 'out_of_range']]],
    ['limit=-1', [['limit', 'out_of_range']]],
    ['limit=abc', [['limit', 'invalid_integer']]],
    ['offset=-1', [['offset', 'out_of_range']]],
    ['offset=x', [['offset', 'invalid_integer']]],
    [
      'limit=1000&offset=-1&account_id=acme',
      [
        ['limit', 'out_of_range'],
        ['offset', 'out_of_range'],
        ['account_id', 'invalid_uuid'],
      ],
    ],
  ] as const)('answers 400 to %s, naming each parameter', async (query, fields) => {
    expect(await get(`/v1/sites?${query}`)).toEqual({
      status: 400,
      body: badRequest('site', ...(fields as unknown as [string, string][])),
    });
  });

  it("links pages on the request's own origin", async () => {
    const response = await rawRequest(
      server.url,
      '/v1/sites?limit=10&account_id=' + GLOBEX_ACCOUNT_ID,
      {
        headers: { Host: 'reports.example:8443', Authorization: encodeBasicAuth(DEMO) },
      },
    );
    expect(response.status).toBe(200);
    expect(JSON.parse(response.text)).toMatchObject({
      next: `http://reports.example:8443/v1/sites?limit=10&account_id=${GLOBEX_ACCOUNT_ID}&offset=10`,
      previous: null,
    });
  });
});

describe('GET /sites: whose sites', () => {
  it("filters by account_id, keeping it in the links, and answers each account's sites", async () => {
    const counts = [];
    for (const [accountId, siteId] of [
      [ACME_ACCOUNT_ID, ACME_SITE_ID],
      [GLOBEX_ACCOUNT_ID, GLOBEX_SITE_ID],
      [INITECH_ACCOUNT_ID, INITECH_SITE_ID],
    ] as const) {
      const first = await sitePage(`/v1/sites?account_id=${accountId}&limit=20`);
      expect(first.next).toBe(`${server.url}/v1/sites?account_id=${accountId}&limit=20&offset=20`);
      const sites = await allSites(`/v1/sites?account_id=${accountId}&limit=20`);
      expect(sites).toHaveLength(first.count);
      expect(sites.every((site) => site.account.id === accountId)).toBe(true);
      expect(sites.map((site) => site.id)).toContain(siteId);
      counts.push(first.count);
    }
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(DEFAULT_SITE_COUNT);
  });

  it('answers 404 for an account that does not exist', async () => {
    expect(await get(`/v1/sites?account_id=${UNKNOWN_UUID}`)).toEqual({
      status: 404,
      body: { message: 'Account not found' },
    });
  });

  it('shows the viewer the Acme Marketing site alone, and 403 for the accounts it is not in', async () => {
    expect(await allSites('/v1/sites', VIEWER)).toEqual([
      expect.objectContaining({ id: ACME_SITE_ID, name: 'Acme Marketing' }),
    ]);
    expect((await sitePage(`/v1/sites?account_id=${ACME_ACCOUNT_ID}`, VIEWER)).count).toBe(1);
    const refused = await get(`/v1/sites?account_id=${GLOBEX_ACCOUNT_ID}`, VIEWER);
    expect(refused).toEqual({
      status: 403,
      body: { message: expect.stringMatching(/^Not authorized: /) },
    });
  });

  it('answers 401 without credentials', async () => {
    expect(await get('/v1/sites', null)).toEqual({
      status: 401,
      body: { message: 'Bad Credentials' },
    });
  });
});

describe('GET /sites/{site_id}', () => {
  it('answers the site as the list does', async () => {
    const listed = (await allSites('/v1/sites')).find((site) => site.id === THIRD_PAGE_SITE.id);
    expect(await get(`/v1/sites/${THIRD_PAGE_SITE.id}`)).toEqual({ status: 200, body: listed });
    expect((await get(`/v1/sites/${ACME_SITE_ID.toUpperCase()}`)).body).toMatchObject({
      id: ACME_SITE_ID,
    });
  });

  it('answers 404 for an unknown or malformed id, 403 for a site the user cannot see, 401 without credentials', async () => {
    for (const id of [UNKNOWN_UUID, 'not-a-uuid']) {
      expect(await get(`/v1/sites/${id}`)).toEqual({
        status: 404,
        body: { message: 'Site not found' },
      });
    }
    const otherAcmeSite = server.service.store
      .sites()
      .find((site) => site.account.id === ACME_ACCOUNT_ID && site.id !== ACME_SITE_ID);
    for (const id of [GLOBEX_SITE_ID, otherAcmeSite?.id ?? '']) {
      expect(await get(`/v1/sites/${id}`, VIEWER)).toEqual({
        status: 403,
        body: { message: expect.stringMatching(/^Not authorized: /) },
      });
    }
    expect((await get(`/v1/sites/${ACME_SITE_ID}`, VIEWER)).status).toBe(200);
    expect((await get(`/v1/sites/${ACME_SITE_ID}`, null)).status).toBe(401);
  });
});

describe('templates of an account', () => {
  it("lists each account's own templates", async () => {
    for (const [accountId, ids] of [
      [ACME_ACCOUNT_ID, TEMPLATE_IDS],
      [GLOBEX_ACCOUNT_ID, GLOBEX_TEMPLATE_IDS],
      [INITECH_ACCOUNT_ID, INITECH_TEMPLATE_IDS],
    ] as const) {
      const { status, body } = await get(`/v1/site_reports/templates?account_id=${accountId}`);
      expect(status).toBe(200);
      const { templates } = TemplateListResponseSchema.parse(body);
      expect(templates.map((template) => template.template_uuid)).toEqual(Object.values(ids));
      for (const template of templates) {
        expect(template.brand_colour).toMatch(/^#[0-9A-F]{6}$/i);
        expect(template.logo_url).toMatch(new RegExp(`^${server.url}/mock-assets/`));
      }
    }
  });

  it('answers 400 naming account_id without it, 403 for an account the user is not in, 404 for none', async () => {
    expect(await get('/v1/site_reports/templates')).toEqual({
      status: 400,
      body: badRequest('template', ['account_id', 'missing_field']),
    });
    expect(await get('/v1/site_reports/templates?account_id=12')).toEqual({
      status: 400,
      body: badRequest('template', ['account_id', 'invalid_uuid']),
    });
    expect(
      (await get(`/v1/site_reports/templates?account_id=${INITECH_ACCOUNT_ID}`, VIEWER)).status,
    ).toBe(403);
    expect((await get(`/v1/site_reports/templates?account_id=${UNKNOWN_UUID}`)).status).toBe(404);
  });
});

describe("schedules use their site's account's templates", () => {
  const schedule = {
    title: 'Across accounts',
    next_scheduled_date: '2027-03-02T09:00:00Z',
    frequency: { unit: 'DAYS', value: 7 },
    recipients: [{ email: 'ops@globex.example' }],
  };

  it('refuses a create or an update with a template of another account, naming template_uuid', async () => {
    const created = await send('POST', '/v1/site_reports/schedules', {
      ...schedule,
      site_id: GLOBEX_SITE_ID,
      template_uuid: TEMPLATE_IDS.monthlyClientReport,
    });
    expect(created).toEqual({
      status: 400,
      body: {
        message: expect.any(String),
        errors: [
          {
            resource: 'schedule',
            field: 'template_uuid',
            type: 'value_unavailable',
            code: 'template_not_in_account',
            message: expect.any(String),
          },
        ],
      },
    });

    const list = await get(`/v1/site_reports/schedules?site_id=${GLOBEX_SITE_ID}`);
    const [first] = (list.body as { schedules: { uuid: string }[] }).schedules;
    const updated = await send('PATCH', `/v1/site_reports/schedules/${first?.uuid}`, {
      template_uuid: INITECH_TEMPLATE_IDS.fullSiteHealth,
    });
    expect(updated.status).toBe(400);
    expect(updated.body).toMatchObject({
      errors: [{ field: 'template_uuid', code: 'template_not_in_account' }],
    });
    expect(await get(`/v1/site_reports/schedules?site_id=${GLOBEX_SITE_ID}`)).toEqual(list);
  });

  it("defaults a create without template_uuid to the site's account's first template", async () => {
    const created = await send('POST', '/v1/site_reports/schedules', {
      ...schedule,
      site_id: THIRD_PAGE_SITE.id,
    });
    expect(created.status).toBe(201);
    const list = await get(`/v1/site_reports/schedules?site_id=${THIRD_PAGE_SITE.id}`);
    const made = (
      list.body as { schedules: { title: string; template_uuid: string }[] }
    ).schedules.find((each) => each.title === 'Across accounts');
    expect(made?.template_uuid).toBe(INITECH_TEMPLATE_IDS.monthlyClientReport);
  });
});
