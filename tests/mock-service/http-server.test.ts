/**
 * The mock API server over real HTTP: the same handlers, plus CORS, assets and admin routes
 * (started with them on; tests/security/mock-service.test.ts probes them off and every refusal).
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '#src/lib/http/api-client';
import { encodeBasicAuth } from '#src/lib/http/basic-auth';
import {
  mockServiceTimeZone,
  mockClock,
  mockSiteCount,
  startMockApiServer,
  type MockApiServer,
} from '#src/mock-service/http-server';
import {
  ACME_ACCOUNT_ID,
  ACME_SITE_ID,
  GLOBEX_ACCOUNT_ID,
  INITECH_ACCOUNT_ID,
} from '#src/mock-service/seed';
import { rawRequest } from '#tests/support/raw-http';
import { createSchedule, listSchedules } from '#src/lib/site-reports/schedules';
import { listReports } from '#src/lib/site-reports/reports';
import { listSections } from '#src/lib/site-reports/sections';
import { listTemplates } from '#src/lib/site-reports/templates';

let server: MockApiServer;

beforeAll(async () => {
  server = await startMockApiServer({ port: 0, admin: true });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.service.store.reset();
  server.service.faults.clear();
});

function client() {
  return createApiClient({
    baseUrl: server.baseUrl,
    getCredentials: () => ({ username: 'demo', password: 'demo' }),
  });
}

describe('the mock API server: the contract over HTTP', () => {
  it('listens on the port it was given, 0 meaning any free one', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.baseUrl).toBe(`${server.url}/v1`);
  });

  it('serves the contract to the API client over real HTTP', async () => {
    const { schedules } = await listSchedules(client(), ACME_SITE_ID);
    expect(schedules.length).toBeGreaterThanOrEqual(6);
    // Images are linked on the server's own origin, where it serves them.
    expect(schedules[0]?.branding?.logo_url).toMatch(
      new RegExp(`^${server.url}/mock-assets/[a-z-]+\\.svg$`),
    );

    await createSchedule(client(), {
      site_id: ACME_SITE_ID,
      title: 'Over HTTP',
      recipients: [{ email: 'http@acme-marketing.example' }],
    });
    const after = await listSchedules(client(), ACME_SITE_ID);
    expect(after.schedules.map((s) => s.title)).toContain('Over HTTP');
  });

  it('answers validation errors and 401s as the in-process mock does', async () => {
    await expect(
      createSchedule(client(), { site_id: ACME_SITE_ID, title: '', recipients: [] }),
    ).rejects.toMatchObject({
      kind: 'bad_request',
      fieldErrors: [{ field: 'title' }, { field: 'recipients' }],
    });
    const anonymous = createApiClient({ baseUrl: server.baseUrl, getCredentials: () => null });
    await expect(listSchedules(anonymous, ACME_SITE_ID)).rejects.toMatchObject({ status: 401 });
  });
});

describe('the mock API server: the sections catalogue over HTTP', () => {
  it('lists every section a template uses, with names for people, groups, order and previews', async () => {
    const catalogue = await listSections(client());
    expect(catalogue).toMatchObject({ name: 'siteReport', resource_type: 'site' });
    expect(catalogue.sections.find((section) => section.name === 'cover')).toMatchObject({
      display_text: 'Cover',
      order: 1,
      group_name: 'overview',
      group_display_text: 'Overview',
      mandatory: true,
    });
    expect(catalogue.sections.filter((section) => section.mandatory).length).toBeGreaterThan(1);
    const templates = (
      await Promise.all(
        [ACME_ACCOUNT_ID, GLOBEX_ACCOUNT_ID, INITECH_ACCOUNT_ID].map((accountId) =>
          listTemplates(client(), { accountId }),
        ),
      )
    ).flatMap((list) => list.templates);
    const known = new Set(catalogue.sections.map((section) => section.name));
    for (const name of templates.flatMap((template) => template.sections.map((s) => s.name))) {
      expect(known.has(name), name).toBe(true);
    }
    for (const section of catalogue.sections) {
      expect(section.image_url).toMatch(new RegExp(`^${server.url}/mock-assets/`));
      const response = await fetch(section.image_url ?? '');
      expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
    }
  });

  it('asks for credentials, as every route does', async () => {
    const anonymous = createApiClient({ baseUrl: server.baseUrl, getCredentials: () => null });
    await expect(listSections(anonymous)).rejects.toMatchObject({ status: 401 });
  });

  it('refuses a create without cover: 400 naming sections', async () => {
    await expect(
      createSchedule(client(), {
        site_id: ACME_SITE_ID,
        title: 'No cover',
        recipients: [{ email: 'http@acme-marketing.example' }],
        sections: [{ name: 'usage' }],
      }),
    ).rejects.toMatchObject({
      status: 400,
      kind: 'bad_request',
      fieldErrors: [{ field: 'sections', code: 'mandatory_section_missing' }],
    });
  });
});

describe('the mock API server: deleting schedules and the sent reports over HTTP', () => {
  const demo = encodeBasicAuth({ username: 'demo', password: 'demo' });

  it('deletes a schedule: 204 with no body, gone from the list, then 404', async () => {
    const [schedule] = (await listSchedules(client(), ACME_SITE_ID)).schedules;
    const path = `/v1/site_reports/schedules/${schedule?.uuid ?? ''}`;
    const deleted = await rawRequest(server.url, path, {
      method: 'DELETE',
      headers: { Authorization: demo },
    });
    expect(deleted.status).toBe(204);
    expect(deleted.body.length).toBe(0);
    const listed = await listSchedules(client(), ACME_SITE_ID);
    expect(listed.schedules.map((s) => s.uuid)).not.toContain(schedule?.uuid);

    // Again, with an explicit empty body this time: still read as none.
    const again = await rawRequest(server.url, path, {
      method: 'DELETE',
      headers: { Authorization: demo, 'Content-Length': '0' },
    });
    expect(again.status).toBe(404);
    expect(JSON.parse(again.text)).toEqual({ message: 'Schedule not found' });
  });

  it('refuses a DELETE without credentials (401), with a body or without', async () => {
    const [schedule] = (await listSchedules(client(), ACME_SITE_ID)).schedules;
    const path = `/v1/site_reports/schedules/${schedule?.uuid ?? ''}`;
    expect((await rawRequest(server.url, path, { method: 'DELETE' })).status).toBe(401);
    // Node's client sends no Content-Length of its own for a DELETE.
    const withBody = await rawRequest(server.url, path, {
      method: 'DELETE',
      headers: { 'Content-Length': '2' },
      body: '{}',
    });
    expect(withBody.status).toBe(401);
    expect((await listSchedules(client(), ACME_SITE_ID)).schedules).toContainEqual(schedule);
  });

  it('lists the sent reports, each with a PDF that needs no credentials', async () => {
    const { reports } = await listReports(client(), ACME_SITE_ID);
    expect(reports.length).toBeGreaterThan(0);
    const [report] = reports;
    const url = new URL(report?.download_url ?? '');
    // On the server's own origin, where it serves them.
    expect(url.origin).toBe(server.url);
    expect(url.pathname).toBe(`/mock-reports/${report?.uuid ?? ''}.pdf`);

    const pdf = await rawRequest(server.url, url.pathname);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="[a-z0-9-]+\.pdf"$/);
    expect(Number(pdf.headers['content-length'])).toBe(pdf.body.length);
    expect(pdf.body.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(pdf.body.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);

    const unknown = await rawRequest(
      server.url,
      '/mock-reports/11111111-2222-4333-8444-555555555555.pdf',
    );
    expect(unknown.status).toBe(404);
  });
});

describe("the mock API server's CORS", () => {
  it('allows DELETE to a local dev origin', async () => {
    const response = await fetch(`${server.baseUrl}/site_reports/schedules/x`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'DELETE',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:5173');
    expect(response.headers.get('Access-Control-Allow-Methods')).toMatch(/DELETE/);
  });

  it('answers a CORS preflight from a local dev origin', async () => {
    const response = await fetch(`${server.baseUrl}/site_reports/schedules`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers': 'authorization, content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:5173');
    expect(response.headers.get('Access-Control-Allow-Methods')).toMatch(/PATCH/);
    expect(response.headers.get('Access-Control-Allow-Headers')).toMatch(/Authorization/);
    expect(response.headers.get('Access-Control-Allow-Headers')).toMatch(/Content-Type/);
  });

  it('exposes Retry-After to local dev origins and ignores other origins', async () => {
    server.service.faults.set({ latencyMs: 0, failures: { listSchedules: { status: 429 } } });
    const local = await fetch(`${server.baseUrl}/site_reports/schedules?site_id=${ACME_SITE_ID}`, {
      headers: {
        Origin: 'http://127.0.0.1:4173',
        Authorization: encodeBasicAuth({ username: 'demo', password: 'demo' }),
      },
    });
    expect(local.status).toBe(429);
    expect(local.headers.get('Retry-After')).toBe('5');
    expect(local.headers.get('Access-Control-Allow-Origin')).toBe('http://127.0.0.1:4173');
    expect(local.headers.get('Access-Control-Expose-Headers')).toMatch(/Retry-After/);

    const foreign = await fetch(`${server.baseUrl}/site_reports/schedules`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(foreign.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});

describe("the mock API server's admin routes", () => {
  it('switches faults through the admin route', async () => {
    const settings = { latencyMs: 0, failures: { listSchedules: { status: 503, remaining: 1 } } };
    const put = await fetch(`${server.url}/__mock/faults`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(settings),
    });
    expect(put.status).toBe(200);
    expect(await put.json()).toEqual(settings);

    await expect(listSchedules(client(), ACME_SITE_ID)).rejects.toMatchObject({
      kind: 'unavailable',
    });
    await expect(listSchedules(client(), ACME_SITE_ID)).resolves.toBeTruthy();
    const get = await fetch(`${server.url}/__mock/faults`);
    expect(await get.json()).toEqual({ latencyMs: 0, failures: {} });
  });

  it('refuses fault settings it does not support', async () => {
    const response = await fetch(`${server.url}/__mock/faults`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ latencyMs: 0, failures: { listSchedules: { status: 418 } } }),
    });
    expect(response.status).toBe(400);
  });

  it('restores the seed through the admin route', async () => {
    const before = await listSchedules(client(), ACME_SITE_ID);
    await createSchedule(client(), {
      site_id: ACME_SITE_ID,
      title: 'Gone after reset',
      recipients: [{ email: 'reset@acme-marketing.example' }],
    });
    const reset = await fetch(`${server.url}/__mock/reset`, { method: 'POST' });
    expect(reset.status).toBe(200);
    const after = await listSchedules(client(), ACME_SITE_ID);
    expect(after.schedules.map((s) => s.uuid)).toEqual(before.schedules.map((s) => s.uuid));
  });
});

describe("the mock API server's unknown routes and images", () => {
  it('answers 404 JSON to unknown routes, under /v1 and outside it', async () => {
    for (const path of ['/v1/unknown', '/v1', '/elsewhere']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Not Found' });
    }
  });

  it('serves the template images of every account from public/mock-assets', async () => {
    const templates = (
      await Promise.all(
        [ACME_ACCOUNT_ID, GLOBEX_ACCOUNT_ID, INITECH_ACCOUNT_ID].map((accountId) =>
          listTemplates(client(), { accountId }),
        ),
      )
    ).flatMap((list) => list.templates);
    for (const template of templates) {
      for (const url of [template.logo_url, template.preview_image_url]) {
        const response = await fetch(url ?? '');
        expect(response.status, url ?? '').toBe(200);
        expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
        expect(await response.text()).toMatch(/^<svg /);
      }
    }
  });

  it('lets a browser revalidate an image instead of downloading it again', async () => {
    const { templates } = await listTemplates(client(), { accountId: ACME_ACCOUNT_ID });
    const logoUrl = templates[0]?.logo_url ?? '';
    const first = await fetch(logoUrl);
    const etag = first.headers.get('ETag');
    expect(etag).toBeTruthy();
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=3600');

    // Not fetch: it adds Cache-Control: no-cache to a conditional request, where a browser's own
    // cache revalidating does not.
    const again = await rawRequest(server.url, new URL(logoUrl).pathname, {
      headers: { 'If-None-Match': etag ?? '' },
    });
    expect(again.status).toBe(304);
    const head = await fetch(logoUrl, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('Content-Type')).toBe('image/svg+xml');
  });

  it('serves nothing but the assets from that folder', async () => {
    for (const path of [
      '/mock-assets/../../package.json',
      '/mock-assets/%2e%2e/package.json',
      '/mock-assets/missing.svg',
    ]) {
      expect((await fetch(`${server.url}${path}`)).status).toBe(404);
    }
  });
});

describe("the mock API server's time zone", () => {
  it('reads SERVICE_TIME_ZONE, UTC when unset, and names an unknown zone', () => {
    expect(mockServiceTimeZone({})).toBe('UTC');
    expect(mockServiceTimeZone({ SERVICE_TIME_ZONE: ' ' })).toBe('UTC');
    expect(mockServiceTimeZone({ SERVICE_TIME_ZONE: ' Asia/Kolkata ' })).toBe('Asia/Kolkata');
    expect(() => mockServiceTimeZone({ SERVICE_TIME_ZONE: 'Mars/Olympus_Mons' })).toThrow(
      'SERVICE_TIME_ZONE must be an IANA time zone such as "UTC" or "America/New_York" (got "Mars/Olympus_Mons")',
    );
  });

  it('computes its calendar in the zone it is started with', async () => {
    const kolkata = await startMockApiServer({
      port: 0,
      serviceTimeZone: 'Asia/Kolkata',
      // Wednesday 10 February 2027, 20:00 UTC: already the 11th, 01:30, in Kolkata.
      now: new Date('2027-02-10T20:00:00Z'),
    });
    try {
      const api = createApiClient({
        baseUrl: kolkata.baseUrl,
        getCredentials: () => ({ username: 'demo', password: 'demo' }),
      });
      await createSchedule(api, {
        site_id: ACME_SITE_ID,
        title: 'In Kolkata',
        recipients: [{ email: 'kolkata@acme-marketing.example' }],
      });
      const { schedules } = await listSchedules(api, ACME_SITE_ID);
      // Tomorrow in Kolkata is the 12th: 09:00 IST is 03:30 UTC.
      expect(schedules.find((s) => s.title === 'In Kolkata')?.next_scheduled_date).toBe(
        '2027-02-12T03:30:00Z',
      );
    } finally {
      await kolkata.close();
    }
  });

  it('refuses to start with an unknown SERVICE_TIME_ZONE, saying why', async () => {
    const tsx = path.resolve('node_modules/.bin/tsx');
    const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      execFile(
        tsx,
        ['src/mock-service/http-server.ts'],
        { env: { ...process.env, SERVICE_TIME_ZONE: 'Mars/Olympus_Mons', MOCK_API_PORT: '0' } },
        (error, _stdout, stderr) => resolve({ code: error ? (error.code as number) : 0, stderr }),
      );
    });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      'SERVICE_TIME_ZONE must be an IANA time zone such as "UTC" or "America/New_York" (got "Mars/Olympus_Mons")',
    );
  });
});

describe("the mock API server's clock", () => {
  it('starts MOCK_NOW at its instant and runs on from it; the real time when unset', () => {
    let real = Date.parse('2026-12-02T00:00:00Z');
    const clock = mockClock({ MOCK_NOW: '2027-01-20T15:00:00Z' }, () => real);
    expect(clock?.().toISOString()).toBe('2027-01-20T15:00:00.000Z');
    real += 90_000;
    expect(clock?.().toISOString()).toBe('2027-01-20T15:01:30.000Z');
    expect(mockClock({})).toBeUndefined();
  });

  it('refuses a MOCK_NOW that is not an instant with its offset', () => {
    for (const value of ['tomorrow', '2027-01-20', '2027-01-20T15:00:00', '2027-13-40T15:00:00Z']) {
      expect(() => mockClock({ MOCK_NOW: value })).toThrow(/MOCK_NOW must be an ISO 8601 instant/);
    }
  });
});

describe("the mock API server's size", () => {
  it('reads MOCK_SITE_COUNT, 260 when unset, and refuses a count out of range', () => {
    expect(mockSiteCount({})).toBe(260);
    expect(mockSiteCount({ MOCK_SITE_COUNT: '1000' })).toBe(1000);
    for (const value of ['3', '20001', 'many', '1e3', '-5']) {
      expect(() => mockSiteCount({ MOCK_SITE_COUNT: value })).toThrow(/MOCK_SITE_COUNT/);
    }
  });

  it('gives the demo user as many sites as it is started with, the same ones each time', async () => {
    const [big, again] = await Promise.all([
      startMockApiServer({ port: 0, siteCount: 1000 }),
      startMockApiServer({ port: 0, siteCount: 1000 }),
    ]);
    try {
      const pageOf = async (origin: string) => {
        const response = await fetch(`${origin}/v1/sites?offset=900`, {
          headers: { Authorization: encodeBasicAuth({ username: 'demo', password: 'demo' }) },
        });
        return (await response.json()) as { count: number; results: { id: string }[] };
      };
      const [one, two] = await Promise.all([pageOf(big.url), pageOf(again.url)]);
      expect(one.count).toBe(1000);
      expect(one.results).toHaveLength(100);
      expect(two).toEqual(JSON.parse(JSON.stringify(one).replaceAll(big.url, again.url)));
    } finally {
      await Promise.all([big.close(), again.close()]);
    }
  });
});
