// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { indexReports } from './report-index';
import {
  recentlyNotSent,
  reportFitsRun,
  scheduleDelivery,
  siteDelivery,
  siteTitlesOf,
  type DeliveryContext,
} from './runs-not-sent';
import type { Frequency, Report } from './schemas';
import {
  at,
  DAY,
  HOUR,
  iso,
  mondays,
  reportOf,
  runs,
  weekly,
} from '#tests/support/report-fixtures';

function deliveryOf(
  schedule: { title: string; frequency: Frequency; next_scheduled_date: string },
  reports: Report[],
  now: string,
  context: Partial<DeliveryContext> = {},
) {
  return scheduleDelivery(schedule, indexReports(reports), {
    now: new Date(now),
    serviceTimeZone: 'UTC',
    siteTitles: [schedule.title],
    ...context,
  });
}

describe('reportFitsRun: a report belongs to a run when its times fit it', () => {
  const run = at('2027-02-01T09:00:00Z');
  const report = (end: string, created: string) => ({
    date_range: { start_date: '2027-01-01T09:00:00Z', end_date: end },
    created_at: created,
  });

  it('fits a report made minutes after the run, its period ending at the run', () => {
    expect(reportFitsRun(report('2027-02-01T09:00:00Z', '2027-02-01T09:04:00Z'), run)).toBe(true);
  });

  it('fits a report created a day after its period ends, as in WP Engine’s example', () => {
    expect(reportFitsRun(report('2027-02-01T00:00:00Z', '2027-02-02T00:00:00Z'), run)).toBe(true);
    expect(reportFitsRun(report('2027-02-01T09:00:00Z', '2027-02-02T09:00:00Z'), run)).toBe(true);
  });

  it('does not fit a report created before the run or more than 48 hours after it', () => {
    expect(reportFitsRun(report('2027-01-31T09:00:00Z', '2027-01-31T09:04:00Z'), run)).toBe(false);
    expect(reportFitsRun(report('2027-02-01T09:00:00Z', '2027-02-03T09:01:00Z'), run)).toBe(false);
  });

  it('does not fit a report whose period ends after the run, or a day and a half before it', () => {
    expect(reportFitsRun(report('2027-02-02T09:00:00Z', '2027-02-02T09:04:00Z'), run)).toBe(false);
    expect(reportFitsRun(report('2027-01-30T20:00:00Z', '2027-02-01T09:04:00Z'), run)).toBe(false);
  });
});

describe('scheduleDelivery: the runs since the last report that produced none', () => {
  // Mondays 4, 11, 18, 25 January sent; 1 and 8 February not; now Thursday 11 February.
  const reports = mondays('Weekly traffic', 4);
  const schedule = weekly('Weekly traffic', '2027-02-15T09:00:00Z');

  it('lists each run after the last report whose grace has passed, oldest first', () => {
    const delivery = deliveryOf(schedule, reports, '2027-02-11T12:00:00Z');
    expect(delivery.lastReport?.created_at).toBe('2027-01-25T09:04:00Z');
    expect(runs(delivery.notSent)).toEqual(['2027-02-01T09:00:00Z', '2027-02-08T09:00:00Z']);
    expect(delivery.lastDueNotSent).toBe(true);
  });

  it('waits 48 hours before it says a run produced no report', () => {
    const delivery = deliveryOf(schedule, reports, '2027-02-10T08:59:00Z');
    // 8 February's is not due yet: 1 February's is the last due run.
    expect(runs(delivery.notSent)).toEqual(['2027-02-01T09:00:00Z']);
    expect(delivery.lastDueNotSent).toBe(true);
  });

  it('says nothing of a schedule whose every run was sent, a day late or not', () => {
    const late = mondays('Weekly traffic', 6, 26 * HOUR);
    expect(deliveryOf(schedule, late, '2027-02-11T12:00:00Z').notSent).toEqual([]);
    expect(deliveryOf(schedule, mondays('Weekly traffic', 6), '2027-02-11T12:00:00Z')).toEqual(
      expect.objectContaining({ notSent: [], lastDueNotSent: false }),
    );
  });

  it('says nothing of a brand-new schedule that has sent nothing yet', () => {
    const fresh = weekly('Brand new report', '2027-02-15T09:00:00Z');
    const delivery = deliveryOf(fresh, reports, '2027-02-11T12:00:00Z');
    expect(delivery).toEqual({ notSent: [], lastDueNotSent: false, unknown: 'no-report' });
  });

  it('says nothing of a renamed schedule until it sends a report under its new title', () => {
    const renamed = weekly('Weekly traffic (client)', '2027-02-15T09:00:00Z');
    expect(deliveryOf(renamed, reports, '2027-02-11T12:00:00Z').notSent).toEqual([]);
  });

  it('gives a run the benefit of the doubt when a report of a title no schedule has now fits it', () => {
    // Renamed back and forth: "Weekly traffic" until 25 January, "Traffic" on 1 February.
    const renamed = [
      ...reports,
      reportOf('Traffic', '2027-01-25T09:00:00Z', '2027-02-01T09:00:00Z'),
    ];
    const delivery = deliveryOf(schedule, renamed, '2027-02-11T12:00:00Z');
    expect(runs(delivery.notSent)).toEqual(['2027-02-08T09:00:00Z']);
    // Unless another schedule of the site has that title: then it is that schedule's report.
    const other = deliveryOf(schedule, renamed, '2027-02-11T12:00:00Z', {
      siteTitles: ['Weekly traffic', 'Traffic'],
    });
    expect(runs(other.notSent)).toEqual(['2027-02-01T09:00:00Z', '2027-02-08T09:00:00Z']);
  });

  it('says nothing when the cadence changed since the last report', () => {
    // Weekly until 25 January, then monthly on the 1st: its runs of 1 February is not one the
    // weekly rule made, and the last report is a weekly one.
    const monthly = {
      title: 'Weekly traffic',
      frequency: { unit: 'MONTHLY', value: 1 } as Frequency,
      next_scheduled_date: '2027-03-01T09:00:00Z',
    };
    const delivery = deliveryOf(monthly, reports, '2027-02-11T12:00:00Z');
    expect(delivery.notSent).toEqual([]);
    expect(delivery.unknown).toBe('rule-changed');
  });

  it('says nothing when the day moved: a Monday report is no Tuesday run’s', () => {
    const tuesdays = weekly('Weekly traffic', '2027-02-16T09:00:00Z');
    expect(deliveryOf(tuesdays, reports, '2027-02-11T12:00:00Z').notSent).toEqual([]);
    const sundays = weekly('Weekly traffic', '2027-02-14T09:00:00Z');
    expect(deliveryOf(sundays, reports, '2027-02-11T12:00:00Z').notSent).toEqual([]);
  });

  it('judges no run older than the service keeps its reports', () => {
    // One report, 4 January; now 30 April: the runs from 11 January on, but only the last 92 days.
    const delivery = deliveryOf(
      weekly('Weekly traffic', '2027-05-03T09:00:00Z'),
      mondays('Weekly traffic', 1),
      '2027-04-30T12:00:00Z',
    );
    expect(iso(delivery.notSent[0] ?? 0)).toBe('2027-02-01T09:00:00Z');
    expect(iso(delivery.notSent.at(-1) ?? 0)).toBe('2027-04-26T09:00:00Z');
  });

  it('knows the rule made the last report from the report before it, whatever its period', () => {
    // A service whose reports cover a calendar month, not the period since the last run.
    const odd = (run: string) =>
      reportOf('Monthly SEO', '2026-12-01T00:00:00Z', run, 5 * 60_000, at(run) - 9 * HOUR);
    const monthly = {
      title: 'Monthly SEO',
      frequency: { unit: 'MONTHLY', value: 1 } as Frequency,
      next_scheduled_date: '2027-05-01T09:00:00Z',
    };
    const two = [odd('2027-01-01T09:00:00Z'), odd('2027-02-01T09:00:00Z')];
    expect(runs(deliveryOf(monthly, two, '2027-04-10T00:00:00Z').notSent)).toEqual([
      '2027-03-01T09:00:00Z',
      '2027-04-01T09:00:00Z',
    ]);
    // One such report alone proves nothing of the rule that made it.
    expect(deliveryOf(monthly, two.slice(1), '2027-04-10T00:00:00Z').unknown).toBe('rule-changed');
  });
});

describe('scheduleDelivery: no false alarm after a change the reports cannot show at once', () => {
  /** Weekly reports of `title` at `time` UTC on the weekday of `first`, one per run listed. */
  function weeklyAt(title: string, first: string, count: number, delay?: number): Report[] {
    return Array.from({ length: count }, (_, index) => {
      const run = at(first) + index * 7 * DAY;
      return reportOf(title, iso(run - 7 * DAY), iso(run), delay);
    });
  }

  it('says nothing when the time moved by less than the reports’ tolerance', () => {
    // Mondays at 07:00 until 25 January, reports a day late; now Mondays at 07:15. Those reports
    // fit the 07:15 runs too (a period may end before its run, a report come a day later), but
    // they end at 07:00: the 07:15 rule did not make them.
    const early = weeklyAt('Weekly traffic', '2027-01-04T07:00:00Z', 4, 26 * HOUR);
    const later = weekly('Weekly traffic', '2027-02-15T07:15:00Z');
    const delivery = deliveryOf(later, early, '2027-02-11T12:00:00Z');
    expect(delivery.notSent).toEqual([]);
    expect(delivery.unknown).toBe('rule-changed');
    // Sunday evening to Monday morning, the same.
    const sundays = weeklyAt('Weekly traffic', '2027-01-03T20:00:00Z', 4, 24 * HOUR);
    expect(deliveryOf(schedule(), sundays, '2027-02-11T12:00:00Z').notSent).toEqual([]);
  });

  const schedule = () => weekly('Weekly traffic', '2027-03-01T09:00:00Z');

  it('claims no run before a report of a title no schedule has now: it may have been renamed', () => {
    // "Weekly traffic" on Mondays until 18 January, then renamed "Client traffic" (Wednesdays at
    // 10:00, three runs), then back to "Weekly traffic" on Mondays. The Mondays in between were
    // not its runs; the runs after the last "Client traffic" report cannot be told from missed
    // ones (it may have been renamed back the day after), and are claimed.
    const reports = [
      ...mondays('Weekly traffic', 3),
      ...weeklyAt('Client traffic', '2027-01-27T10:00:00Z', 3),
    ];
    const delivery = deliveryOf(schedule(), reports, '2027-02-25T12:00:00Z');
    expect(runs(delivery.notSent)).toEqual(['2027-02-15T09:00:00Z', '2027-02-22T09:00:00Z']);
  });

  it('is not silenced by another schedule’s reports, even when the site lists not its title', () => {
    // "Security digest" reports every Thursday, between this schedule's Mondays: it was another
    // schedule's title, never this one's, so its reports after 25 January say nothing of it.
    const reports = [
      ...mondays('Weekly traffic', 4),
      ...weeklyAt('Security digest', '2027-01-07T09:00:00Z', 6),
    ];
    const delivery = deliveryOf(
      weekly('Weekly traffic', '2027-02-15T09:00:00Z'),
      reports,
      '2027-02-11T12:00:00Z',
    );
    expect(runs(delivery.notSent)).toEqual(['2027-02-01T09:00:00Z', '2027-02-08T09:00:00Z']);
  });

  it('says nothing from reports that tell neither the run nor its time of day', () => {
    // Periods from midnight to midnight, created a day later: as much the reports of a rule at
    // midnight (or any hour before 09:00) as of this one.
    const midnight = Array.from({ length: 4 }, (_, index) => {
      const run = at('2027-01-04T09:00:00Z') + index * 7 * DAY;
      return reportOf(
        'Weekly traffic',
        iso(run - 7 * DAY - 9 * HOUR),
        iso(run),
        26 * HOUR,
        run - 9 * HOUR,
      );
    });
    const delivery = deliveryOf(
      weekly('Weekly traffic', '2027-02-15T09:00:00Z'),
      midnight,
      '2027-02-11T12:00:00Z',
    );
    expect(delivery).toEqual(expect.objectContaining({ notSent: [], unknown: 'rule-changed' }));
  });

  it('says nothing the week its next run falls in the gap of a clock change', () => {
    // Sundays at 02:00 in New York; 7 March produced no report. On 14 March 02:00 does not exist:
    // the run listed is at 03:00, and the runs read back from it are at 03:00, not the reports'.
    const sundays = weeklyAt('Weekly traffic', '2027-01-03T07:00:00Z', 9);
    const context = { serviceTimeZone: 'America/New_York' };
    const gapWeek = deliveryOf(
      weekly('Weekly traffic', '2027-03-14T07:00:00Z'),
      sundays,
      '2027-03-10T12:00:00Z',
      context,
    );
    expect(gapWeek).toEqual(expect.objectContaining({ notSent: [], unknown: 'rule-changed' }));
    // The week after, the next run is at 02:00 again, and both runs since are claimed.
    const after = deliveryOf(
      weekly('Weekly traffic', '2027-03-21T06:00:00Z'),
      sundays,
      '2027-03-17T12:00:00Z',
      context,
    );
    expect(runs(after.notSent)).toEqual(['2027-03-07T07:00:00Z', '2027-03-14T07:00:00Z']);
  });
});

describe('siteDelivery: the runs not sent of a site’s schedules', () => {
  it('reads one titles array per list, so its views share the site-wide work kept per array', () => {
    const schedules = [{ title: 'Weekly traffic' }, { title: 'Security digest' }];
    expect(siteTitlesOf(schedules)).toEqual(['Weekly traffic', 'Security digest']);
    expect(siteTitlesOf(schedules)).toBe(siteTitlesOf(schedules));
    expect(siteTitlesOf([...schedules])).not.toBe(siteTitlesOf(schedules));
  });

  it('lists them newest first with their schedule, and which schedules count for 30 days', () => {
    const schedules = [
      { uuid: 'a', ...weekly('Weekly traffic', '2027-02-15T09:00:00Z') },
      { uuid: 'b', ...weekly('Security digest', '2027-02-15T09:00:00Z') },
    ];
    const reports = [...mondays('Weekly traffic', 4), ...mondays('Security digest', 6)];
    const delivery = siteDelivery(schedules, reports, {
      now: new Date('2027-02-11T12:00:00Z'),
      serviceTimeZone: 'UTC',
    });
    expect(delivery.notSent.map(({ scheduleUuid, at }) => [scheduleUuid, iso(at)])).toEqual([
      ['a', '2027-02-08T09:00:00Z'],
      ['a', '2027-02-01T09:00:00Z'],
    ]);
    expect(delivery.bySchedule.get('b')?.notSent).toEqual([]);
    expect(recentlyNotSent(delivery, new Date('2027-02-11T12:00:00Z'))).toEqual(['a']);
    expect(recentlyNotSent(delivery, new Date('2027-03-11T12:00:00Z'))).toEqual([]);
  });
});
