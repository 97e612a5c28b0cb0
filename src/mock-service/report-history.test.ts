import { describe, expect, it } from 'vitest';
import { ruleOf, serviceRuns, toLocal } from '#src/domain/recurrence';
import { REPORT_RETENTION_DAYS, siteDelivery } from '#src/domain/runs-not-sent';
import type { StoredSchedule } from './model';
import {
  createReportHistory,
  SEEDED_REPORTS_PER_SCHEDULE,
  type GeneratedReport,
} from './report-history';
import { ACME_SITE_ID, GLOBEX_SITE_ID, INITECH_SITE_ID, TEMPLATE_IDS } from './seed';
import { createMockStore, type ScheduleRecord } from './store';

const DAY_MS = 86_400_000;
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

// Wednesday 10 February 2027, 12:00 UTC.
const NOW = new Date('2027-02-10T12:00:00Z');

function schedule(overrides: Partial<StoredSchedule> = {}): StoredSchedule {
  return {
    uuid: '5d3c1b2a-0f9e-4d8c-8b7a-6e5f4d3c2b1a',
    site_id: ACME_SITE_ID,
    title: 'Weekly traffic snapshot',
    next_scheduled_date: '2027-01-20T09:00:00Z',
    template_uuid: TEMPLATE_IDS.executiveSummary,
    frequency: { unit: 'DAYS', value: 7 },
    recipients: [
      { name: 'Ada', email: 'ada@acme-marketing.example' },
      { name: '', email: 'ops@acme-marketing.example' },
    ],
    sections: [{ name: 'cover' }],
    ...overrides,
  };
}

function reportsAt(
  records: readonly ScheduleRecord[],
  now: Date,
  seededAt = new Date(now.getTime() - 30 * DAY_MS),
  zone = 'UTC',
): GeneratedReport[] {
  return createReportHistory(zone).reportsOf(records, { now, seededAt });
}

const iso = (date: Date) => date.toISOString();

/**
 * Each report's end is the run its rule makes after its start, and the rule from that run on
 * passes through the schedule's stored run: the dates are runs of the schedule, in `zone`.
 */
function expectRunsOfRule(
  reports: readonly GeneratedReport[],
  stored: StoredSchedule,
  zone: string,
) {
  const { frequency, firstRun } = ruleOf(stored);
  for (const report of reports) {
    const [start, next] = serviceRuns({ frequency, firstRun: report.start }, zone, 2);
    expect(iso(start?.at ?? new Date(NaN))).toBe(iso(report.start));
    expect(iso(next?.at ?? new Date(NaN))).toBe(iso(report.end));
    const onward = report.end < firstRun ? { frequency, firstRun: report.end } : ruleOf(stored);
    const through = report.end < firstRun ? firstRun : report.end;
    const [hit] = serviceRuns(onward, zone, 1, { from: through });
    expect(iso(hit?.at ?? new Date(NaN))).toBe(iso(through));
  }
}

/** Oldest first, each period starting where the one before ended. */
function expectChained(reports: readonly GeneratedReport[]) {
  const oldestFirst = [...reports].reverse();
  oldestFirst.forEach((report, index) => {
    const before = oldestFirst[index - 1];
    if (before) expect(iso(report.start)).toBe(iso(before.end));
    expect(report.start.getTime()).toBeLessThan(report.end.getTime());
  });
}

describe('the report history of a schedule created through the API', () => {
  it('has a report for each run from its stored first run up to now, newest first', () => {
    const stored = schedule();
    const reports = reportsAt([{ schedule: stored, seeded: false }], NOW);
    // Wednesdays 20 and 27 January, 3 and 10 February at 09:00; 10 February 09:00 is past noon.
    expect(reports.map((report) => iso(report.end))).toEqual([
      '2027-02-10T09:00:00.000Z',
      '2027-02-03T09:00:00.000Z',
      '2027-01-27T09:00:00.000Z',
      '2027-01-20T09:00:00.000Z',
    ]);
    // The first covers the week before it too, as every weekly report does.
    expect(iso(reports.at(-1)?.start ?? new Date(NaN))).toBe('2027-01-13T09:00:00.000Z');
    expectChained(reports);
    expectRunsOfRule(reports, stored, 'UTC');
  });

  it('carries the title and the recipients, and was created 3 to 10 minutes after its run', () => {
    const reports = reportsAt([{ schedule: schedule(), seeded: false }], NOW);
    for (const report of reports) {
      expect(report.title).toBe('Weekly traffic snapshot');
      expect(report.recipients).toEqual([
        'ada@acme-marketing.example',
        'ops@acme-marketing.example',
      ]);
      const delay = report.createdAt.getTime() - report.end.getTime();
      expect(delay).toBeGreaterThanOrEqual(3 * 60_000);
      expect(delay).toBeLessThan(10 * 60_000);
    }
  });

  it('has none while its first run is ahead: a new schedule has sent nothing', () => {
    const stored = schedule({ next_scheduled_date: '2027-02-17T09:00:00Z' });
    expect(reportsAt([{ schedule: stored, seeded: false }], NOW)).toEqual([]);
    // Its first report appears once the run has passed.
    const later = reportsAt(
      [{ schedule: stored, seeded: false }],
      new Date('2027-02-17T10:00:00Z'),
    );
    expect(later.map((report) => iso(report.end))).toEqual(['2027-02-17T09:00:00.000Z']);
  });

  it("lists a run's report only once it has been generated, minutes after the run", () => {
    const records = [{ schedule: schedule(), seeded: false }];
    const justAfter = reportsAt(records, new Date('2027-02-10T09:01:00Z'));
    expect(justAfter.map((report) => iso(report.end))).not.toContain('2027-02-10T09:00:00.000Z');
    const [generated] = reportsAt(records, new Date('2027-02-10T09:10:00Z'));
    expect(iso(generated?.end ?? new Date(NaN))).toBe('2027-02-10T09:00:00.000Z');
    expect(generated?.createdAt.getTime()).toBeLessThanOrEqual(Date.parse('2027-02-10T09:10:00Z'));
  });

  it('names each report the same on every request, and each differently', () => {
    const records = [{ schedule: schedule(), seeded: false }];
    const first = reportsAt(records, NOW);
    const again = reportsAt(records, new Date(NOW.getTime() + 3_600_000));
    expect(again.map((report) => report.uuid)).toEqual(first.map((report) => report.uuid));
    for (const report of first) expect(report.uuid).toMatch(UUID_V4);
    expect(new Set(first.map((report) => report.uuid)).size).toBe(first.length);
  });

  it(`keeps reports for ${REPORT_RETENTION_DAYS} days`, () => {
    const stored = schedule({ next_scheduled_date: '2026-06-02T09:00:00Z' });
    const reports = reportsAt([{ schedule: stored, seeded: false }], NOW);
    const oldest = reports.at(-1)?.end.getTime() ?? 0;
    expect(oldest).toBeGreaterThanOrEqual(NOW.getTime() - REPORT_RETENTION_DAYS * DAY_MS);
    expect(oldest - 7 * DAY_MS).toBeLessThan(NOW.getTime() - REPORT_RETENTION_DAYS * DAY_MS);
    expect(reports).toHaveLength(13);
    expectChained(reports);
    expectRunsOfRule(reports, stored, 'UTC');
  });

  it('moves a monthly run on the 31st to the last day of February, and chains the periods', () => {
    const stored = schedule({
      frequency: { unit: 'MONTHLY', value: 31 },
      next_scheduled_date: '2026-12-31T09:00:00Z',
    });
    const reports = reportsAt(
      [{ schedule: stored, seeded: false }],
      new Date('2027-03-31T12:00:00Z'),
    );
    expect(reports.map((report) => iso(report.end))).toEqual([
      '2027-03-31T09:00:00.000Z',
      '2027-02-28T09:00:00.000Z',
      '2027-01-31T09:00:00.000Z',
      '2026-12-31T09:00:00.000Z',
    ]);
    expect(iso(reports.at(-1)?.start ?? new Date(NaN))).toBe('2026-11-30T09:00:00.000Z');
    expectChained(reports);
    expectRunsOfRule(reports, stored, 'UTC');
  });

  it("keeps the service zone's wall-clock time across daylight saving (New York)", () => {
    // Tuesday 2 March 2027, 09:00 EST; clocks go forward on 14 March.
    const stored = schedule({ next_scheduled_date: '2027-03-02T14:00:00Z' });
    const reports = reportsAt(
      [{ schedule: stored, seeded: false }],
      new Date('2027-03-24T12:00:00Z'),
      undefined,
      'America/New_York',
    );
    expect(reports.map((report) => iso(report.end))).toEqual([
      '2027-03-23T13:00:00.000Z',
      '2027-03-16T13:00:00.000Z',
      '2027-03-09T14:00:00.000Z',
      '2027-03-02T14:00:00.000Z',
    ]);
    for (const report of reports) {
      expect(toLocal(report.end, 'America/New_York')).toMatchObject({ time: '09:00', weekday: 2 });
    }
    expectChained(reports);
    expectRunsOfRule(reports, stored, 'America/New_York');
  });
});

describe('the report history of a seeded schedule', () => {
  // Seeded a day before NOW; the stored first run (the list's next one) is a week after seeding.
  const seededAt = new Date('2027-02-09T12:00:00Z');
  const stored = schedule({ next_scheduled_date: '2027-02-16T09:00:00Z' });

  it(`has its last ${SEEDED_REPORTS_PER_SCHEDULE} runs before seeding, as if it had been running`, () => {
    const reports = reportsAt([{ schedule: stored, seeded: true }], NOW, seededAt);
    expect(reports.map((report) => iso(report.end))).toEqual([
      '2027-02-09T09:00:00.000Z',
      '2027-02-02T09:00:00.000Z',
      '2027-01-26T09:00:00.000Z',
    ]);
    expectChained(reports);
    expectRunsOfRule(reports, stored, 'UTC');
  });

  it('has no run between seeding and its stored run: the list showed that one as next', () => {
    // Monthly on the 15th, first run 15 March: 15 February would lie after seeding.
    const monthly = schedule({
      frequency: { unit: 'MONTHLY', value: 15 },
      next_scheduled_date: '2027-03-15T09:00:00Z',
    });
    const at = new Date('2027-02-20T00:00:00Z');
    const reports = reportsAt([{ schedule: monthly, seeded: true }], at, seededAt);
    // And 15 November is more than 92 days before now: only two.
    expect(reports.map((report) => iso(report.end))).toEqual([
      '2027-01-15T09:00:00.000Z',
      '2026-12-15T09:00:00.000Z',
    ]);
  });

  it('adds the runs since its stored run, still its last three', () => {
    const at = new Date('2027-02-24T12:00:00Z');
    const reports = reportsAt([{ schedule: stored, seeded: true }], at, seededAt);
    expect(reports.map((report) => iso(report.end))).toEqual([
      '2027-02-23T09:00:00.000Z',
      '2027-02-16T09:00:00.000Z',
      '2027-02-09T09:00:00.000Z',
    ]);
  });

  it("keeps the seed's reports in the retention window, then drops them", () => {
    const monthly = schedule({
      frequency: { unit: 'MONTHLY', value: 1 },
      next_scheduled_date: '2027-03-01T09:00:00Z',
    });
    // Without runs since (its first run is ahead), the seed's reports age out one by one.
    const at = new Date('2027-04-15T00:00:00Z');
    const reports = reportsAt([{ schedule: monthly, seeded: true }], at, seededAt);
    const ends = reports.map((report) => iso(report.end));
    expect(ends).toContain('2027-04-01T09:00:00.000Z');
    for (const report of reports) {
      expect(report.end.getTime()).toBeGreaterThanOrEqual(
        at.getTime() - REPORT_RETENTION_DAYS * DAY_MS,
      );
    }
  });
});

describe('the gaps in the history', () => {
  const seededAt = new Date('2027-02-09T12:00:00Z');
  const stored = schedule({ next_scheduled_date: '2027-02-16T09:00:00Z' });

  it('a stopped seeded schedule missed its last runs before seeding, and every run since', () => {
    const record = { schedule: stored, seeded: true, missedRuns: 2 };
    const reports = reportsAt([record], NOW, seededAt);
    // 9 and 2 February made none: its last three before them.
    expect(reports.map((report) => iso(report.end))).toEqual([
      '2027-01-26T09:00:00.000Z',
      '2027-01-19T09:00:00.000Z',
      '2027-01-12T09:00:00.000Z',
    ]);
    const later = reportsAt([record], new Date('2027-03-01T00:00:00Z'), seededAt);
    expect(later.map((report) => report.uuid)).toEqual(reports.map((report) => report.uuid));
  });

  it('a seeded schedule with a skipped run missed the one before its last before seeding, between two sent', () => {
    const record = { schedule: stored, seeded: true, skippedRun: true };
    const reports = reportsAt([record], NOW, seededAt);
    // 2 February made none; 9 February and the two before 2 February did.
    expect(reports.map((report) => iso(report.end))).toEqual([
      '2027-02-09T09:00:00.000Z',
      '2027-01-26T09:00:00.000Z',
      '2027-01-19T09:00:00.000Z',
    ]);
  });

  it('the seed skips a run between two sent on some generated sites, never on a stopped schedule', () => {
    const store = createMockStore({ now: NOW });
    const records = store.sites().flatMap((site) => store.scheduleRecords(site.id));
    const skipped = records.filter((record) => record.skippedRun);
    expect(skipped.length).toBeGreaterThanOrEqual(5);
    expect(new Set(skipped.map((record) => record.schedule.site_id)).size).toBeGreaterThanOrEqual(
      5,
    );
    expect(skipped.every((record) => record.missedRuns === undefined)).toBe(true);
  });

  it('with a rate, that share of runs make no report: the same ones on every request', () => {
    const records = Array.from({ length: 40 }, (_, index) => ({
      schedule: schedule({ uuid: `5d3c1b2a-0f9e-4d8c-8b7a-${String(index).padStart(12, '0')}` }),
      seeded: false,
    }));
    const history = createReportHistory('UTC', 0.2);
    const all = reportsAt(records, NOW);
    const some = history.reportsOf(records, { now: NOW, seededAt: NOW });
    expect(some.length).toBeGreaterThan(all.length * 0.6);
    expect(some.length).toBeLessThan(all.length * 0.95);
    const again = createReportHistory('UTC', 0.2).reportsOf(records, { now: NOW, seededAt: NOW });
    expect(again.map((report) => report.uuid)).toEqual(some.map((report) => report.uuid));
  });

  it('the seed has stopped schedules: some of Acme’s, on five sites at least, none of Globex’s', () => {
    const store = createMockStore({ now: NOW });
    const stoppedOn = (siteId: string) =>
      store.scheduleRecords(siteId).filter((record) => (record.missedRuns ?? 0) > 0).length;
    expect(stoppedOn(ACME_SITE_ID)).toBeGreaterThanOrEqual(2);
    expect(stoppedOn(GLOBEX_SITE_ID)).toBe(0);
    const sites = store.sites().filter((site) => stoppedOn(site.id) > 0);
    expect(sites.length).toBeGreaterThanOrEqual(5);
  });

  it('the app finds each stopped schedule’s last due run not sent, and no other', () => {
    const store = createMockStore({ now: NOW });
    for (const siteId of [ACME_SITE_ID, GLOBEX_SITE_ID]) {
      const records = store.scheduleRecords(siteId);
      const reports = reportsAt(records, NOW, store.seededAt()).map((report) => ({
        uuid: report.uuid,
        title: report.title,
        date_range: { start_date: iso(report.start), end_date: iso(report.end) },
        created_at: iso(report.createdAt),
        recipients: [],
        download_url: '',
      }));
      const delivery = siteDelivery(store.listSchedules(siteId), reports, {
        now: NOW,
        serviceTimeZone: 'UTC',
      });
      for (const record of records) {
        const marked = delivery.bySchedule.get(record.schedule.uuid)?.lastDueNotSent;
        expect(marked, record.schedule.title).toBe((record.missedRuns ?? 0) > 0);
      }
    }
  });
});

describe('the report history of a deleted schedule', () => {
  it('keeps the reports of its runs before it was deleted, and has none after', () => {
    const stored = schedule();
    const deletedAt = new Date('2027-01-30T00:00:00Z');
    const record = { schedule: stored, seeded: false, deletedAt };
    const reports = reportsAt([record], NOW);
    expect(reports.map((report) => iso(report.end))).toEqual([
      '2027-01-27T09:00:00.000Z',
      '2027-01-20T09:00:00.000Z',
    ]);
    // Weeks later, still there.
    const later = reportsAt([record], new Date('2027-03-10T00:00:00Z'));
    expect(later.map((report) => report.uuid)).toEqual(reports.map((report) => report.uuid));
  });
});

describe('the report history of a site', () => {
  it('lists the reports of every schedule, newest first', () => {
    const store = createMockStore({ now: NOW });
    const reports = reportsAt(store.scheduleRecords(ACME_SITE_ID), NOW, store.seededAt());
    const schedules = store.listSchedules(ACME_SITE_ID);
    expect(reports.length).toBe(schedules.length * SEEDED_REPORTS_PER_SCHEDULE);
    const created = reports.map((report) => report.createdAt.getTime());
    expect(created).toEqual([...created].sort((a, b) => b - a));
    for (const stored of schedules) {
      const own = reports.filter((report) => report.scheduleUuid === stored.uuid);
      expect(own.length).toBeGreaterThan(0);
      expectChained(own);
      expectRunsOfRule(own, stored, 'UTC');
      // Before the next run the list shows: the seed's first runs are all ahead of it.
      for (const report of own) expect(report.end.getTime()).toBeLessThan(NOW.getTime());
    }
  });

  it("gives the same answer from its cache as from scratch as time goes by (Initech's 5,000)", () => {
    const store = createMockStore({ now: NOW });
    const records = store.scheduleRecords(INITECH_SITE_ID);
    const history = createReportHistory('UTC');
    const started = performance.now();
    const first = history.reportsOf(records, { now: NOW, seededAt: store.seededAt() });
    const elapsed = performance.now() - started;
    const cachedStart = performance.now();
    history.reportsOf(records, { now: NOW, seededAt: store.seededAt() });
    const cachedElapsed = performance.now() - cachedStart;
    console.info(
      `Initech: ${records.length} schedules, ${first.length} reports in ${elapsed.toFixed(0)} ms ` +
        `(again, from the cache: ${cachedElapsed.toFixed(0)} ms)`,
    );
    expect(first).toHaveLength(records.length * SEEDED_REPORTS_PER_SCHEDULE);

    for (const days of [3, 10, 40]) {
      const later = new Date(NOW.getTime() + days * DAY_MS);
      const fromCache = history.reportsOf(records, { now: later, seededAt: store.seededAt() });
      const fresh = reportsAt(records, later, store.seededAt());
      expect(fromCache).toEqual(fresh);
    }
  });
});
