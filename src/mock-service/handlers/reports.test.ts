/**
 * Contract tests of GET /site_reports?site_id=… (site-reports-api-today.md) and of the PDFs its
 * download links lead to, through the app's API client and raw fetch.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { serviceRuns } from '#src/domain/recurrence';
import { ReportListResponseSchema, type Report, type Schedule } from '#src/domain/schemas';
import type { ApiError } from '#src/lib/http/api-error';
import { encodeBasicAuth } from '#src/lib/http/basic-auth';
import { createMockService } from '#src/mock-service/node';
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
import { createSchedule, deleteSchedule, listSchedules } from '#src/lib/site-reports/schedules';
import { listReports } from '#src/lib/site-reports/reports';

// Wednesday 10 February 2027, 12:00 UTC; the seed is made at this instant.
const START = new Date('2027-02-10T12:00:00Z');
let now = START;
beforeEach(() => {
  now = START;
});
const mockApi = setupMockApi({ now: () => now });

const DAY_MS = 86_400_000;
const UNKNOWN_UUID = '11111111-2222-4333-8444-555555555555';
const MOCK_ORIGIN = new URL(MOCK_API_BASE_URL).origin;

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!error) throw new Error('Expected the request to fail');
  return error as ApiError;
}

async function reportsOf(siteId: string): Promise<Report[]> {
  return (await listReports(mockApi.client(), siteId)).reports;
}

async function schedulesOf(siteId: string): Promise<Schedule[]> {
  return (await listSchedules(mockApi.client(), siteId)).schedules;
}

function rawGet(path: string, credentials = DEMO_CREDENTIALS) {
  return fetch(`${MOCK_API_BASE_URL}${path}`, {
    headers: { Authorization: encodeBasicAuth(credentials) },
  });
}

const time = (iso: string) => Date.parse(iso);

/** A schedule's reports: those with its title whose period ends on a run of its rule. */
function reportsOfSchedule(reports: readonly Report[], schedule: Schedule): Report[] {
  return reports.filter((report) => report.title === schedule.title);
}

describe('listing the reports of a site', () => {
  it('answers { reports } with every field of the record, newest first', async () => {
    const response = await rawGet(`/site_reports?site_id=${ACME_SITE_ID}`);
    expect(response.status).toBe(200);
    const body: unknown = await response.json();
    const { reports } = ReportListResponseSchema.parse(body);
    expect(reports.length).toBeGreaterThan(0);
    for (const report of (body as { reports: Record<string, unknown>[] }).reports) {
      expect(Object.keys(report).sort()).toEqual(
        ['created_at', 'date_range', 'download_url', 'recipients', 'title', 'uuid'].sort(),
      );
    }
    const created = reports.map((report) => time(report.created_at));
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });

  it('agrees with the schedules: runs of their rules in the service zone, chained periods, their recipients', async () => {
    const reports = await reportsOf(ACME_SITE_ID);
    const schedules = await schedulesOf(ACME_SITE_ID);
    const titles = new Set(schedules.map((schedule) => schedule.title));
    for (const report of reports) expect(titles.has(report.title)).toBe(true);

    for (const schedule of schedules) {
      const own = reportsOfSchedule(reports, schedule).reverse();
      expect(own.length).toBeGreaterThan(0);
      own.forEach((report, index) => {
        const { start_date: start, end_date: end } = report.date_range;
        // The period is one step of the rule: the run after `start` is `end`...
        const [, next] = serviceRuns(
          { frequency: schedule.frequency, firstRun: new Date(start) },
          'UTC',
          2,
        );
        expect(next?.at.getTime()).toBe(time(end));
        // ...and the rule from `end` on reaches the next run the list shows.
        const [listed] = serviceRuns(
          { frequency: schedule.frequency, firstRun: new Date(end) },
          'UTC',
          1,
          { from: new Date(schedule.next_scheduled_date) },
        );
        expect(listed?.at.getTime()).toBe(time(schedule.next_scheduled_date));
        expect(time(end)).toBeLessThan(START.getTime());
        expect(time(report.created_at)).toBeGreaterThan(time(end));
        expect(time(report.created_at) - time(end)).toBeLessThan(10 * 60_000);
        const before = own[index - 1];
        if (before) expect(start).toBe(before.date_range.end_date);
        expect(report.recipients).toEqual(schedule.recipients.map(({ email }) => ({ email })));
      });
    }
  });

  it('links each report to its PDF on the origin of the request, by its uuid', async () => {
    for (const report of await reportsOf(GLOBEX_SITE_ID)) {
      expect(report.uuid).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
      expect(report.download_url).toBe(`${MOCK_ORIGIN}/mock-reports/${report.uuid}.pdf`);
    }
  });

  it('names the same reports the same way on every request', async () => {
    const first = await reportsOf(GLOBEX_SITE_ID);
    now = new Date(START.getTime() + 60_000);
    expect(await reportsOf(GLOBEX_SITE_ID)).toEqual(first);
  });

  it('has none for a schedule created now, and its first once its first run has passed', async () => {
    await createSchedule(mockApi.client(), {
      site_id: ACME_SITE_ID,
      title: 'Brand new',
      template_uuid: TEMPLATE_IDS.executiveSummary,
      next_scheduled_date: '2027-02-11T09:00:00Z',
      frequency: { unit: 'DAYS', value: 7 },
      recipients: [{ email: 'new@acme-marketing.example' }],
    });
    expect((await reportsOf(ACME_SITE_ID)).map((report) => report.title)).not.toContain(
      'Brand new',
    );
    now = new Date('2027-02-11T10:00:00Z');
    const [newest] = await reportsOf(ACME_SITE_ID);
    expect(newest).toMatchObject({
      title: 'Brand new',
      date_range: { start_date: '2027-02-04T09:00:00Z', end_date: '2027-02-11T09:00:00Z' },
      recipients: [{ email: 'new@acme-marketing.example' }],
    });
  });

  it('keeps the reports of a deleted schedule from before its deletion, and adds none after', async () => {
    const [schedule] = await schedulesOf(ACME_SITE_ID);
    if (!schedule) throw new Error('Acme has no schedules');
    const before = reportsOfSchedule(await reportsOf(ACME_SITE_ID), schedule);
    expect(before.length).toBeGreaterThan(0);
    await deleteSchedule(mockApi.client(), schedule.uuid);
    expect(reportsOfSchedule(await reportsOf(ACME_SITE_ID), schedule)).toEqual(before);

    // Weeks later its runs would have come round again; it made none.
    now = new Date(START.getTime() + 40 * DAY_MS);
    const later = reportsOfSchedule(await reportsOf(ACME_SITE_ID), schedule);
    expect(later.length).toBeGreaterThan(0);
    for (const report of later)
      expect(time(report.date_range.end_date)).toBeLessThan(START.getTime());
  });
});

describe('listing the reports of a site: refusals and faults', () => {
  it('answers 400 to a missing or malformed site_id, as the schedule list does', async () => {
    for (const query of ['', '?site_id=', '?site_id=acme']) {
      const reports = await rawGet(`/site_reports${query}`);
      const schedules = await rawGet(`/site_reports/schedules${query}`);
      expect(reports.status).toBe(400);
      expect(await reports.json()).toEqual(await schedules.json());
    }
  });

  it('answers 404 "Site not found" to an unknown site, as the schedule list does', async () => {
    const error = await failure(listReports(mockApi.client(), UNKNOWN_UUID));
    expect(error).toMatchObject({ kind: 'not_found', status: 404, message: 'Site not found' });
  });

  it('answers 401 without credentials', async () => {
    const error = await failure(listReports(mockApi.client(null), ACME_SITE_ID));
    expect(error).toMatchObject({ kind: 'unauthenticated', status: 401 });
  });

  it("lets the viewer read Acme's reports, and answers 403 for Globex's", async () => {
    const viewer = mockApi.client(VIEWER_CREDENTIALS);
    expect((await listReports(viewer, ACME_SITE_ID)).reports.length).toBeGreaterThan(0);
    const error = await failure(listReports(viewer, GLOBEX_SITE_ID));
    expect(error).toMatchObject({ kind: 'forbidden', status: 403 });
  });

  it('answers an injected failure of listReports, then the reports', async () => {
    mockApi.service().faults.set({
      latencyMs: 0,
      failures: { listReports: { status: 503, remaining: 1 } },
    });
    const response = await rawGet(`/site_reports?site_id=${ACME_SITE_ID}`);
    expect(response.status).toBe(503);
    expect((await reportsOf(ACME_SITE_ID)).length).toBeGreaterThan(0);
  });
});

describe('listing the reports of a big site', () => {
  it("answers Initech's 5,000 schedules' reports in a few MB", async () => {
    const started = performance.now();
    const response = await rawGet(`/site_reports?site_id=${INITECH_SITE_ID}`);
    const text = await response.text();
    const elapsed = performance.now() - started;
    const againStarted = performance.now();
    await (await rawGet(`/site_reports?site_id=${INITECH_SITE_ID}`)).text();
    const again = performance.now() - againStarted;
    const { reports } = ReportListResponseSchema.parse(JSON.parse(text));
    console.info(
      `Initech: ${reports.length} reports, ${(text.length / 1e6).toFixed(1)} MB, ` +
        `${elapsed.toFixed(0)} ms (again: ${again.toFixed(0)} ms)`,
    );
    expect(reports).toHaveLength(15_000);
    expect(text.length).toBeLessThan(8e6);
  });
});

describe("a report's PDF", () => {
  async function firstReport(): Promise<Report> {
    const [report] = await reportsOf(ACME_SITE_ID);
    if (!report) throw new Error('Acme has no reports');
    return report;
  }

  it('is a PDF attachment named after the title and the end date, without credentials', async () => {
    const report = await firstReport();
    const response = await fetch(report.download_url);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    const slug = report.title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    expect(response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="${slug}-${report.date_range.end_date.slice(0, 10)}.pdf"`,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    const text = String.fromCharCode(...bytes);
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toContain(`(${report.title}) Tj`);
    expect(text).toContain('2027-');
  });

  it('is found in a fresh service too, that never listed the site (another tab, a restart)', async () => {
    const report = await firstReport();
    const fresh = createMockService({ now: START });
    mockApi.server.resetHandlers(...fresh.handlers);
    expect((await fetch(report.download_url)).status).toBe(200);
  });

  it('answers 404 for an unknown report or file name', async () => {
    for (const file of [`${UNKNOWN_UUID}.pdf`, 'nothing.pdf', 'x']) {
      const response = await fetch(`${MOCK_ORIGIN}/mock-reports/${file}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Report not found' });
    }
  });
});
