// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeSchedule } from '#tests/support/schedule-fixtures';
import {
  cadenceMixWords,
  changesWhatComesNext,
  comingUp,
  comingUpWindow,
  countingOrder,
  parseComingUpDays,
  partialWords,
  portfolioTotals,
  reportCountWords,
  siteRecordWords,
  summarizeSiteReports,
  summarizeSiteReportsSteps,
  totalsWords,
  type SiteReportSummary,
} from './portfolio';
import type { CalendarZones } from './schedule-rule';

const WEEKLY = { unit: 'DAYS', value: 7 } as const;
const FORTNIGHTLY = { unit: 'DAYS', value: 14 } as const;
const NEW_YORK: CalendarZones = { user: 'America/New_York', service: 'UTC' };

describe("a site's reports summed up", () => {
  const now = new Date('2027-01-20T15:00:00Z');

  it('counts the schedules and their cadences, and finds the soonest next run', () => {
    const summary = summarizeSiteReports(
      [
        makeSchedule({ frequency: WEEKLY, next_scheduled_date: '2027-01-25T09:00:00Z' }),
        makeSchedule({ frequency: WEEKLY, next_scheduled_date: '2027-01-22T09:00:00Z' }),
        makeSchedule({
          frequency: { unit: 'MONTHLY', value: 1 },
          next_scheduled_date: '2027-02-01T08:00:00Z',
        }),
      ],
      'UTC',
      now,
    );
    expect(summary).toEqual({
      scheduleCount: 3,
      nextRun: new Date('2027-01-22T09:00:00Z'),
      cadenceMix: { weekly: 2, biweekly: 0, monthly: 1 },
    });
  });

  it('reads a stored first run that has passed as the run the service makes next', () => {
    // Stored as Monday 4 January; on Wednesday 20 January the next is Monday 25 January.
    const summary = summarizeSiteReports(
      [makeSchedule({ frequency: WEEKLY, next_scheduled_date: '2027-01-04T09:00:00Z' })],
      'UTC',
      now,
    );
    expect(summary.nextRun).toEqual(new Date('2027-01-25T09:00:00Z'));
  });

  it('sums a long list in short steps to what it sums at once', () => {
    // 1,200 schedules, each stored a day after the one before from 1 January 2027 at 09:00: the
    // soonest at or after 20 January 15:00 is the one stored for 21 January.
    const schedules = Array.from({ length: 1_200 }, (_, day) =>
      makeSchedule({
        frequency: day % 3 === 0 ? { unit: 'MONTHLY', value: 1 } : WEEKLY,
        next_scheduled_date: new Date(Date.UTC(2027, 0, 1 + day, 9)).toISOString(),
      }),
    );
    const steps = summarizeSiteReportsSteps(schedules, 'UTC', now);
    let yields = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) yields += 1;
    // Each schedule read once, then each distinct rule's next run: 100 of either per step.
    expect(yields).toBe(24);
    expect(step.value).toEqual(summarizeSiteReports(schedules, 'UTC', now));
    expect(step.value).toEqual({
      scheduleCount: 1_200,
      nextRun: new Date('2027-01-21T09:00:00Z'),
      cadenceMix: { weekly: 800, biweekly: 0, monthly: 400 },
    });
  });

  it('has no next run and no cadences without schedules', () => {
    expect(summarizeSiteReports([], 'UTC', now)).toEqual({
      scheduleCount: 0,
      nextRun: undefined,
      cadenceMix: { weekly: 0, biweekly: 0, monthly: 0 },
    });
  });

  it('says the mix in the picker’s order, and counts in words', () => {
    expect(cadenceMixWords({ weekly: 2, biweekly: 0, monthly: 1 })).toBe('2 weekly, 1 monthly');
    expect(cadenceMixWords({ weekly: 1, biweekly: 3, monthly: 1200 })).toBe(
      '1 weekly, 3 every two weeks, 1,200 monthly',
    );
    expect(cadenceMixWords({ weekly: 0, biweekly: 0, monthly: 0 })).toBe('');
    expect(reportCountWords(1)).toBe('1 report');
    expect(reportCountWords(5000)).toBe('5,000 reports');
  });
});

describe('the totals across sites', () => {
  const summary = (scheduleCount: number): SiteReportSummary => ({
    scheduleCount,
    nextRun: undefined,
    cadenceMix: { weekly: scheduleCount, biweekly: 0, monthly: 0 },
  });
  const summaries = new Map([
    ['a', summary(3)],
    ['b', summary(0)],
    ['c', summary(1201)],
  ]);

  it('states how many sites have reports and how many schedules, once every site is counted', () => {
    const totals = portfolioTotals(['a', 'b', 'c'], (id) => summaries.get(id));
    expect(totals).toEqual({
      siteCount: 3,
      countedCount: 3,
      failedCount: 0,
      withReportsCount: 2,
      scheduleCount: 1204,
    });
    expect(totalsWords(totals)).toBe('2 of 3 sites have reports · 1,204 schedules');
    expect(partialWords(totals)).toBeUndefined();
  });

  it('calls every number a floor while some sites are not counted, and says how many failed', () => {
    const totals = portfolioTotals(
      ['a', 'b', 'c', 'd', 'e'],
      (id) => summaries.get(id),
      (id) => id === 'e',
    );
    expect(totals).toMatchObject({ siteCount: 5, countedCount: 3, failedCount: 1 });
    expect(totalsWords(totals)).toBe(
      'At least 2 of 5 sites have reports · at least 1,204 schedules',
    );
    expect(partialWords(totals)).toBe('Partial: 3 of 5 sites counted, 1 could not be');
    expect(partialWords(portfolioTotals(['a', 'd'], (id) => summaries.get(id)))).toBe(
      'Partial: 1 of 2 sites counted',
    );
  });

  it('gives the schedules alone where the sites with reports are counted beside it', () => {
    const all = ['a', 'b', 'c'];
    expect(
      totalsWords(
        portfolioTotals(all, (id) => summaries.get(id)),
        { withSites: false },
      ),
    ).toBe('1,204 schedules');
    const partial = portfolioTotals([...all, 'd'], (id) => summaries.get(id));
    expect(totalsWords(partial, { withSites: false })).toBe('At least 1,204 schedules');
  });

  it('speaks of one site and one schedule in the singular', () => {
    expect(totalsWords(portfolioTotals(['x'], () => summary(1)))).toBe(
      '1 of 1 site has reports · 1 schedule',
    );
  });
});

describe('which sites to count first', () => {
  it('puts the sites in view first, in their order, then every other once, in lower case', () => {
    expect(countingOrder(['C', 'a'], ['a', 'b', 'c', 'D'])).toEqual(['c', 'a', 'b', 'd']);
  });

  it('starts again only when the next sites to send would change', () => {
    expect(changesWhatComesNext(['a', 'b', 'c'], ['a', 'b', 'c'])).toBe(false);
    // Sites that arrive after the run started wait for it to end.
    expect(changesWhatComesNext(['a', 'b'], ['a', 'b'])).toBe(false);
    expect(
      changesWhatComesNext(
        ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'],
        ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'z'],
      ),
    ).toBe(false);
    // A search brings other sites into view.
    expect(changesWhatComesNext(['a', 'b', 'c'], ['q', 'a', 'b'])).toBe(true);
    // Nothing left to send in the run, and sites still to count.
    expect(changesWhatComesNext([], ['a'])).toBe(true);
    // Nothing left to count: what is queued finds its site counted and sends nothing.
    expect(changesWhatComesNext(['a'], [])).toBe(false);
    expect(changesWhatComesNext([], [])).toBe(false);
  });
});

describe('coming up across sites', () => {
  // Wednesday 20 January 2027, 10:00 in New York (15:00 UTC).
  const now = new Date('2027-01-20T15:00:00Z');

  it('reads the days parameter as 1 to 31 days, 7 otherwise', () => {
    expect(['14', '1', '31', '0', '32', '7.5', 'week', null].map(parseComingUpDays)).toEqual([
      14, 1, 31, 7, 7, 7, 7, 7,
    ]);
  });

  it("spans from now to the end of the last day in the user's zone", () => {
    const window = comingUpWindow(now, 7, 'America/New_York');
    expect(window.dates).toEqual([
      '2027-01-20',
      '2027-01-21',
      '2027-01-22',
      '2027-01-23',
      '2027-01-24',
      '2027-01-25',
      '2027-01-26',
    ]);
    expect(window.from).toEqual(now);
    // Midnight starting 27 January in New York is 05:00 UTC.
    expect(window.to).toEqual(new Date('2027-01-27T05:00:00Z'));
  });

  it('lists each run by day in the user’s zone, soonest first, then by site and title', () => {
    const weekly = makeSchedule({
      title: 'Weekly traffic',
      frequency: WEEKLY,
      // Thursdays 02:00 UTC: Wednesday 21:00 in New York.
      next_scheduled_date: '2027-01-07T02:00:00Z',
    });
    const morning = makeSchedule({
      title: 'Morning digest',
      frequency: FORTNIGHTLY,
      next_scheduled_date: '2027-01-22T14:00:00Z',
    });
    const earlierToday = makeSchedule({
      title: 'Already sent today',
      frequency: WEEKLY,
      next_scheduled_date: '2027-01-20T14:00:00Z',
    });
    const alsoMorning = makeSchedule({
      title: 'A digest',
      frequency: WEEKLY,
      next_scheduled_date: '2027-01-22T14:00:00Z',
    });
    const result = comingUp(
      [
        { siteId: 'b', siteName: 'Bluebird Bakery', schedules: [weekly, morning, earlierToday] },
        { siteId: 'a', siteName: 'Acme Marketing', schedules: [alsoMorning] },
        { siteId: 'z', siteName: 'Zed', schedules: [] },
      ],
      comingUpWindow(now, 7, NEW_YORK.user),
      NEW_YORK,
    );
    const listed = result.days.flatMap((day) =>
      day.runs().map((run) => `${day.date} ${run.time} ${run.siteName}: ${run.schedule.title}`),
    );
    expect(listed).toEqual([
      '2027-01-20 21:00 Bluebird Bakery: Weekly traffic',
      '2027-01-22 09:00 Acme Marketing: A digest',
      '2027-01-22 09:00 Bluebird Bakery: Morning digest',
      // 'Already sent today' went at 09:00 today, and goes next on 27 January: neither is listed.
    ]);
    expect(result.runCount).toBe(3);
    expect(result.siteCount).toBe(2);
    expect(result.days.map((day) => [day.date, day.runCount])).toEqual([
      ['2027-01-20', 1],
      ['2027-01-22', 2],
    ]);
    expect(result.days[1]?.runs(1).map((run) => run.siteName)).toEqual(['Acme Marketing']);
  });

  it('reaches into the next months and moves a monthly run to a shorter month’s end', () => {
    const monthEnd = makeSchedule({
      title: 'Month end',
      frequency: { unit: 'MONTHLY', value: 31 },
      next_scheduled_date: '2027-01-31T12:00:00Z',
    });
    const result = comingUp(
      [{ siteId: 's', siteName: 'Site', schedules: [monthEnd] }],
      comingUpWindow(now, 31, 'UTC'),
      { user: 'UTC', service: 'UTC' },
    );
    // 31 days from 20 January end on 19 February: the run of 28 February is beyond.
    expect(result.days.map((day) => day.date)).toEqual(['2027-01-31']);
    const longer = comingUp(
      [{ siteId: 's', siteName: 'Site', schedules: [monthEnd] }],
      comingUpWindow(new Date('2027-02-10T00:00:00Z'), 31, 'UTC'),
      { user: 'UTC', service: 'UTC' },
    );
    expect(longer.days.map((day) => day.date)).toEqual(['2027-02-28']);
  });

  it('lists nothing for sites without runs in the window', () => {
    expect(comingUp([], comingUpWindow(now, 7, 'UTC'), { user: 'UTC', service: 'UTC' })).toEqual({
      days: [],
      runCount: 0,
      siteCount: 0,
    });
  });
});

describe('a site’s 30-day record in words', () => {
  it('says how many of the judged runs were sent, and the due apart', () => {
    expect(siteRecordWords({ sent: 41, notSent: 1, due: 0, judged: 42 })).toEqual({
      sent: '41 of 42 sent',
      due: undefined,
      inFull: '41 of 42 runs sent in the last 30 days',
    });
    expect(siteRecordWords({ sent: 1203, notSent: 1, due: 2, judged: 1204 })).toEqual({
      sent: '1,203 of 1,204 sent',
      due: '2 due',
      inFull:
        '1,203 of 1,204 runs sent in the last 30 days, and 2 runs due (within their 48-hour grace)',
    });
    expect(siteRecordWords({ sent: 0, notSent: 1, due: 0, judged: 1 }).inFull).toBe(
      '0 of 1 run sent in the last 30 days',
    );
  });

  it('says when no run is judged', () => {
    expect(siteRecordWords({ sent: 0, notSent: 0, due: 0, judged: 0 })).toEqual({
      sent: 'No runs judged',
      due: undefined,
      inFull: 'No runs judged in the last 30 days',
    });
    expect(siteRecordWords({ sent: 0, notSent: 0, due: 1, judged: 0 }).inFull).toBe(
      'No runs judged in the last 30 days, and 1 run due (within their 48-hour grace)',
    );
  });
});
