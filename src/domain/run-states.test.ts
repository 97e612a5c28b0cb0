// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { indexReports } from './report-index';
import {
  runsByDay,
  scheduleRunStates,
  siteDeliveryAndRecordSteps,
  siteRecord,
  type RunState,
} from './run-states';
import { scheduleDelivery, siteDelivery, type DeliveryContext } from './runs-not-sent';
import type { Frequency, Report } from './schemas';
import { at, DAY, iso, mondays, reportOf, weekly } from '#tests/support/report-fixtures';

type Subject = { title: string; frequency: Frequency; next_scheduled_date: string };

function contextOf(schedule: Subject, now: string, context: Partial<DeliveryContext> = {}) {
  return {
    now: new Date(now),
    serviceTimeZone: 'UTC',
    siteTitles: [schedule.title],
    ...context,
  };
}

function statesOf(
  schedule: Subject,
  reports: Report[],
  now: string,
  context: Partial<DeliveryContext> = {},
) {
  return scheduleRunStates(schedule, indexReports(reports), contextOf(schedule, now, context));
}

/** The states from `since` on, as [run, state] pairs, to read the expectations at a glance. */
function marks(states: readonly RunState[], since: string) {
  return states
    .filter((run) => run.at >= at(since))
    .map((run) => [iso(run.at), run.state === 'not-judged' ? run.why : run.state]);
}

const schedule = weekly('Weekly traffic', '2027-02-15T09:00:00Z');

describe('scheduleRunStates: every run in retention, each with one state', () => {
  it('marks a run between two reports of the rule as not sent, where runs-not-sent cannot', () => {
    // Mondays from 4 January; 18 January made no report, the runs on either side did.
    const reports = mondays('Weekly traffic', 5).filter(
      (report) => report.date_range.end_date !== '2027-01-18T09:00:00Z',
    );
    const now = '2027-02-03T12:00:00Z';
    const states = statesOf(weekly('Weekly traffic', '2027-02-08T09:00:00Z'), reports, now);
    expect(marks(states, '2026-12-28T00:00:00Z')).toEqual([
      ['2026-12-28T09:00:00Z', 'before-first-report'],
      ['2027-01-04T09:00:00Z', 'sent'],
      ['2027-01-11T09:00:00Z', 'sent'],
      ['2027-01-18T09:00:00Z', 'not-sent'],
      ['2027-01-25T09:00:00Z', 'sent'],
      ['2027-02-01T09:00:00Z', 'sent'],
    ]);
    // Every run of the rule in the 92 days before now: 13 or 14 Mondays, oldest first.
    expect(states.length).toBeGreaterThanOrEqual(13);
    expect(states[0]!.at).toBeGreaterThanOrEqual(at(now) - 92 * DAY);
    expect(states.map((run) => run.at)).toEqual(states.map((run) => run.at).sort((a, b) => a - b));
  });

  it('gives a sent run its report, for the link and the PDF', () => {
    const reports = mondays('Weekly traffic', 4);
    const [sent] = statesOf(schedule, reports, '2027-01-27T12:00:00Z').filter(
      (run) => run.state === 'sent',
    );
    expect(sent).toEqual({ at: at('2027-01-04T09:00:00Z'), state: 'sent', report: reports[0] });
  });

  it('marks the runs since the last report as runs-not-sent does, and a run in its grace due', () => {
    const reports = mondays('Weekly traffic', 4);
    // Now Tuesday 9 February: 1 February's grace has passed, 8 February's has not.
    const now = '2027-02-09T12:00:00Z';
    expect(marks(statesOf(schedule, reports, now), '2027-01-25T00:00:00Z')).toEqual([
      ['2027-01-25T09:00:00Z', 'sent'],
      ['2027-02-01T09:00:00Z', 'not-sent'],
      ['2027-02-08T09:00:00Z', 'due'],
    ]);
    const delivery = scheduleDelivery(schedule, indexReports(reports), contextOf(schedule, now));
    expect(delivery.notSent.map(iso)).toEqual(['2027-02-01T09:00:00Z']);
  });

  it('has no marks for a schedule created today, whose title has no report yet', () => {
    const fresh = weekly('Brand new report', '2027-02-15T09:00:00Z');
    expect(statesOf(fresh, mondays('Weekly traffic', 4), '2027-02-11T12:00:00Z')).toEqual([]);
    expect(statesOf(fresh, [], '2027-02-11T12:00:00Z')).toEqual([]);
  });

  it('claims no run of a renamed window between two reports of the rule', () => {
    // "Weekly traffic", renamed "Traffic" for the run of 18 January, then back.
    const reports = [
      ...mondays('Weekly traffic', 5).filter(
        (report) => report.date_range.end_date !== '2027-01-18T09:00:00Z',
      ),
      reportOf('Traffic', '2027-01-11T09:00:00Z', '2027-01-18T09:00:00Z'),
    ];
    const now = '2027-02-03T12:00:00Z';
    const renamed = statesOf(schedule, reports, now);
    expect(marks(renamed, '2027-01-18T00:00:00Z')[0]).toEqual(['2027-01-18T09:00:00Z', 'renamed']);
    // Unless another schedule of the site has that title: then the run is not sent.
    const listed = statesOf(schedule, reports, now, { siteTitles: ['Weekly traffic', 'Traffic'] });
    expect(marks(listed, '2027-01-18T00:00:00Z')[0]).toEqual(['2027-01-18T09:00:00Z', 'not-sent']);
  });

  it('judges no run when the cadence changed since the last report', () => {
    const monthly = {
      title: 'Weekly traffic',
      frequency: { unit: 'MONTHLY', value: 1 } as Frequency,
      next_scheduled_date: '2027-03-01T09:00:00Z',
    };
    const states = statesOf(monthly, mondays('Weekly traffic', 4), '2027-02-11T12:00:00Z');
    expect(states.length).toBeGreaterThan(0);
    expect(states.every((run) => run.state === 'not-judged' && run.why === 'rule-changed')).toBe(
      true,
    );
  });

  it('judges from the first report of the line back from the newest made by the current rule', () => {
    // Mondays at 07:00 until 11 January, then at 09:00: 18 January made no report. The 07:00
    // reports are not the 09:00 rule's, so the line starts at 25 January's.
    const early = [0, 1].map((week) => {
      const run = at('2027-01-04T07:00:00Z') + week * 7 * DAY;
      return reportOf('Weekly traffic', iso(run - 7 * DAY), iso(run));
    });
    const later = mondays('Weekly traffic', 5).slice(3);
    const states = statesOf(schedule, [...early, ...later], '2027-02-03T12:00:00Z');
    expect(marks(states, '2027-01-11T00:00:00Z')).toEqual([
      ['2027-01-11T09:00:00Z', 'before-first-report'],
      ['2027-01-18T09:00:00Z', 'before-first-report'],
      ['2027-01-25T09:00:00Z', 'sent'],
      ['2027-02-01T09:00:00Z', 'sent'],
    ]);
  });
});

describe('siteRecord and runsByDay: a site’s 30 days and the portfolio’s month', () => {
  const now = new Date('2027-02-11T12:00:00Z');
  const report = mondays('Weekly traffic', 1)[0]!;
  const a: RunState[] = [
    { at: at('2027-01-04T09:00:00Z'), state: 'not-sent' }, // older than 30 days
    { at: at('2027-01-25T09:00:00Z'), state: 'sent', report },
    { at: at('2027-02-01T09:00:00Z'), state: 'not-sent' },
    { at: at('2027-02-10T09:00:00Z'), state: 'due' },
  ];
  const b: RunState[] = [
    { at: at('2027-01-25T02:00:00Z'), state: 'not-judged', why: 'before-first-report' },
    { at: at('2027-02-01T02:00:00Z'), state: 'sent', report },
    { at: at('2027-02-08T02:00:00Z'), state: 'sent', report },
  ];

  it('counts the runs of the last 30 days: sent of judged, due apart', () => {
    expect(siteRecord([a, b], now)).toEqual({ sent: 3, due: 1, notSent: 1, judged: 4 });
    expect(siteRecord([], now)).toEqual({ sent: 0, due: 0, notSent: 0, judged: 0 });
  });

  it('splits the runs by the day they fall on in the zone given, today last', () => {
    const schedules = [
      { uuid: 'a', title: 'Weekly traffic', states: a },
      { uuid: 'b', title: 'Security digest', states: b },
    ];
    const days = runsByDay(schedules, now, 'America/Los_Angeles');
    expect(days).toHaveLength(30);
    expect(days.at(-1)!.date).toBe('2027-02-11');
    expect(days[0]!.date).toBe('2027-01-13');
    const busy = days.filter((day) => day.sent + day.notSent + day.due > 0);
    // 02:00 UTC is the evening before in Los Angeles.
    expect(busy.map(({ date, sent, notSent, due }) => [date, sent, notSent, due])).toEqual([
      ['2027-01-25', 1, 0, 0],
      ['2027-01-31', 1, 0, 0],
      ['2027-02-01', 0, 1, 0],
      ['2027-02-07', 1, 0, 0],
      ['2027-02-10', 0, 0, 1],
    ]);
    expect(busy[2]!.notSentRuns).toEqual([
      { scheduleUuid: 'a', title: 'Weekly traffic', at: at('2027-02-01T09:00:00Z') },
    ]);
  });
});

describe('siteDeliveryAndRecordSteps: the Sites page’s counting of a site', () => {
  it('gives the delivery of siteDelivery and the record of each schedule’s states, in steps', () => {
    const now = '2027-02-03T12:00:00Z';
    // Mondays from 4 January; 18 January made no report, the runs on either side did.
    const traffic = {
      uuid: 'traffic',
      ...weekly('Weekly traffic', '2027-02-08T09:00:00Z'),
    };
    // Stopped after 25 January: its run of 1 February is not sent.
    const digest = { uuid: 'digest', ...weekly('Security digest', '2027-02-08T09:00:00Z') };
    const reports = [
      ...mondays('Weekly traffic', 5).filter(
        (report) => report.date_range.end_date !== '2027-01-18T09:00:00Z',
      ),
      ...mondays('Security digest', 4),
    ];
    // 30 schedules more than a step holds, each without a report: none judged.
    const quiet = Array.from({ length: 30 }, (_, place) => ({
      uuid: `quiet-${place}`,
      ...weekly(`Quiet ${place}`, '2027-02-08T09:00:00Z'),
    }));
    const schedules = [traffic, digest, ...quiet];
    const context = { now: new Date(now), serviceTimeZone: 'UTC' };

    const steps = siteDeliveryAndRecordSteps(schedules, reports, context);
    let yields = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) yields += 1;
    expect(yields).toBeGreaterThan(1);

    const siteTitles = schedules.map((each) => each.title);
    const states = schedules.map((each) => statesOf(each, reports, now, { siteTitles }));
    expect(step.value.record).toEqual(siteRecord(states, new Date(now)));
    // Traffic: 11 and 25 January and 1 February sent, 18 January not; the digest: 11, 18 and 25
    // January sent, 1 February not. 4 January is more than 30 days back.
    expect(step.value.record).toEqual({ sent: 6, due: 0, notSent: 2, judged: 8 });
    expect(step.value.delivery).toEqual(siteDelivery(schedules, reports, context));
  });
});
