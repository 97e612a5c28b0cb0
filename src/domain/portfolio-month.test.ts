// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { siteMonthSteps, sumSiteMonths, type MonthContext } from './portfolio-month';
import type { DayOfRuns } from './run-states';
import type { Report } from './schemas';
import { at, DAY, iso, mondays, reportOf, weekly } from '#tests/support/report-fixtures';

const context: MonthContext = {
  // Tuesday 9 February 2027, noon UTC: 1 February's grace has passed, 8 February's has not.
  now: new Date('2027-02-09T12:00:00Z'),
  serviceTimeZone: 'UTC',
  userTimeZone: 'America/New_York',
  days: 14,
};

function finish<T>(steps: Generator<void, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

const withUuid = (uuid: string, subject: ReturnType<typeof weekly>) => ({ uuid, ...subject });

function day(date: string, counts: Partial<Omit<DayOfRuns, 'date'>> = {}): DayOfRuns {
  return { date, sent: 0, notSent: 0, due: 0, notSentRuns: [], ...counts };
}

describe('sumSiteMonths: the portfolio’s days', () => {
  it('adds the sites’ numbers day by day, each run not sent keeping its site', () => {
    const acme = [
      day('2027-02-01', {
        sent: 2,
        notSent: 1,
        notSentRuns: [{ scheduleUuid: 'a1', title: 'Weekly', at: at('2027-02-01T14:00:00Z') }],
      }),
      day('2027-02-08', { due: 1 }),
    ];
    const globex = [
      day('2027-02-01', {
        sent: 1,
        notSent: 1,
        notSentRuns: [{ scheduleUuid: 'g1', title: 'Audit', at: at('2027-02-01T09:00:00Z') }],
      }),
      day('2027-02-08', { sent: 3, due: 2 }),
    ];
    const days = sumSiteMonths(
      [
        { siteId: 'acme', days: acme },
        { siteId: 'globex', days: globex },
      ],
      context,
    );
    expect(days).toHaveLength(14);
    expect(days[0]!.date).toBe('2027-01-27');
    expect(days.at(-1)!.date).toBe('2027-02-09');
    const first = days.find((each) => each.date === '2027-02-01')!;
    expect(first).toMatchObject({ sent: 3, notSent: 2, due: 0 });
    // Oldest first, whichever site it is.
    expect(first.notSentRuns.map((run) => [run.siteId, run.scheduleUuid])).toEqual([
      ['globex', 'g1'],
      ['acme', 'a1'],
    ]);
    expect(days.find((each) => each.date === '2027-02-08')).toMatchObject({ sent: 3, due: 3 });
    const rest = days.filter((each) => !['2027-02-01', '2027-02-08'].includes(each.date));
    expect(rest.every((each) => each.sent + each.notSent + each.due === 0)).toBe(true);
  });

  it('gives the span’s days, all zero, before any site is counted', () => {
    const days = sumSiteMonths([], context);
    expect(days.map((each) => each.date)).toEqual(
      Array.from({ length: 14 }, (_, offset) =>
        iso(at('2027-01-27T00:00:00Z') + offset * DAY).slice(0, 10),
      ),
    );
    expect(days.every((each) => each.sent + each.notSent + each.due === 0)).toBe(true);
  });
});

describe('siteMonthSteps: a site’s days, by the rule of run-states', () => {
  it('counts a weekly schedule’s runs in the reader’s days: sent, not sent, due', () => {
    // Mondays 09:00 UTC (04:00 in New York) from 4 January; 1 February made no report.
    const reports: Report[] = mondays('Weekly traffic', 4);
    const schedule = withUuid('w1', weekly('Weekly traffic', '2027-02-15T09:00:00Z'));
    const days = finish(siteMonthSteps([schedule], reports, context));
    const marked = days.filter((each) => each.sent + each.notSent + each.due > 0);
    expect(marked).toEqual([
      day('2027-02-01', {
        notSent: 1,
        notSentRuns: [
          { scheduleUuid: 'w1', title: 'Weekly traffic', at: at('2027-02-01T09:00:00Z') },
        ],
      }),
      day('2027-02-08', { due: 1 }),
    ]);
  });

  it('puts a run in the reader’s day, not the service’s', () => {
    // 03:00 UTC on a Tuesday is still Monday evening in New York.
    const reports = [reportOf('Late', '2027-01-26T03:00:00Z', '2027-02-02T03:00:00Z')];
    const schedule = withUuid('l1', weekly('Late', '2027-02-09T03:00:00Z'));
    const days = finish(siteMonthSteps([schedule], reports, context));
    expect(days.find((each) => each.date === '2027-02-01')).toMatchObject({ sent: 1 });
    expect(days.find((each) => each.date === '2027-02-02')).toMatchObject({ sent: 0 });
  });

  it('leaves out a schedule with no report yet: nothing shows it ran', () => {
    const schedule = withUuid('n1', weekly('Created today', '2027-02-15T09:00:00Z'));
    const days = finish(siteMonthSteps([schedule], [], context));
    expect(days.every((each) => each.sent + each.notSent + each.due === 0)).toBe(true);
  });
});
