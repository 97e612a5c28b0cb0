import { describe, expect, it } from 'vitest';
import { makeManySchedules, makeSchedule } from '#tests/support/schedule-fixtures';
import {
  cadenceSortKey,
  DEFAULT_LIST_QUERY,
  filterSchedules,
  isFiltered,
  listQueryString,
  matchSummary,
  parseListQuery,
  sortSchedules,
} from './list-view';
import { sortDirectionOf } from '#src/lib/url-state/list-pages';

const weekly = makeSchedule({
  title: 'Weekly traffic for Acme',
  frequency: { unit: 'DAYS', value: 7 },
  next_scheduled_date: '2030-03-01T09:00:00Z',
  recipients: [{ name: 'Ana Lopez', email: 'ana@acme.test' }],
});
const biweekly = makeSchedule({
  title: 'Security digest',
  frequency: { unit: 'DAYS', value: 14 },
  next_scheduled_date: '2030-01-15T09:00:00Z',
  recipients: [
    { name: null, email: 'ops@globex.test' },
    { name: 'Ben Ode', email: 'ben@initech.test' },
  ],
});
const monthly = makeSchedule({
  title: 'monthly client report',
  frequency: { unit: 'MONTHLY', value: 31 },
  next_scheduled_date: '2030-02-28T09:00:00+05:30',
  recipients: [{ name: 'Chidi Anagonye', email: 'chidi@acme.test' }],
});
const all = [weekly, biweekly, monthly];
const titles = (schedules: readonly { title: string }[]) => schedules.map(({ title }) => title);

describe('filterSchedules', () => {
  it('keeps every schedule, in order, when nothing is filtered', () => {
    expect(filterSchedules(all, { text: '', cadence: 'all' })).toEqual(all);
  });

  it('matches the title whatever the case and surrounding spaces', () => {
    expect(titles(filterSchedules(all, { text: '  SECURITY ', cadence: 'all' }))).toEqual([
      'Security digest',
    ]);
  });

  it("matches a recipient's name or email", () => {
    expect(titles(filterSchedules(all, { text: 'ben ode', cadence: 'all' }))).toEqual([
      'Security digest',
    ]);
    expect(titles(filterSchedules(all, { text: '@acme.test', cadence: 'all' }))).toEqual([
      'Weekly traffic for Acme',
      'monthly client report',
    ]);
  });

  it('matches every word of the search, in any order and in any field', () => {
    expect(titles(filterSchedules(all, { text: 'acme  weekly', cadence: 'all' }))).toEqual([
      'Weekly traffic for Acme',
    ]);
    expect(titles(filterSchedules(all, { text: 'digest ben', cadence: 'all' }))).toEqual([
      'Security digest',
    ]);
    expect(filterSchedules(all, { text: 'digest chidi', cadence: 'all' })).toEqual([]);
  });

  it('does not match across the end of one field and the start of the next', () => {
    expect(filterSchedules(all, { text: 'acmeana', cadence: 'all' })).toEqual([]);
  });

  it('keeps only the chosen cadence, every two weeks apart from weekly', () => {
    expect(titles(filterSchedules(all, { text: '', cadence: 'weekly' }))).toEqual([
      'Weekly traffic for Acme',
    ]);
    expect(titles(filterSchedules(all, { text: '', cadence: 'biweekly' }))).toEqual([
      'Security digest',
    ]);
    expect(titles(filterSchedules(all, { text: '', cadence: 'monthly' }))).toEqual([
      'monthly client report',
    ]);
  });

  it('applies the search and the cadence together', () => {
    expect(filterSchedules(all, { text: 'acme', cadence: 'weekly' })).toEqual([weekly]);
    expect(filterSchedules(all, { text: 'security', cadence: 'monthly' })).toEqual([]);
  });

  it('keeps only the schedules given, the "Not sent" ones, with the search and cadence', () => {
    const notSent = new Set([weekly.uuid, monthly.uuid]);
    expect(filterSchedules(all, { text: '', cadence: 'all' }, notSent)).toEqual([weekly, monthly]);
    expect(filterSchedules(all, { text: 'chidi', cadence: 'all' }, notSent)).toEqual([monthly]);
    expect(filterSchedules(all, { text: '', cadence: 'all' }, new Set())).toEqual([]);
  });

  it('tells whether the list is narrowed', () => {
    expect(isFiltered({ text: ' ', cadence: 'all' })).toBe(false);
    expect(isFiltered({ text: 'a', cadence: 'all' })).toBe(true);
    expect(isFiltered({ text: '', cadence: 'monthly' })).toBe(true);
    expect(isFiltered({ text: '', cadence: 'all', reports: 'not-sent' })).toBe(true);
  });
});

describe('sortSchedules', () => {
  it('puts the soonest next run first, comparing instants across offsets', () => {
    // 2030-02-28T09:00+05:30 is 03:30 UTC, still after Jan 15 and before Mar 1.
    expect(titles(sortSchedules(all, 'next-run'))).toEqual([
      'Security digest',
      'monthly client report',
      'Weekly traffic for Acme',
    ]);
  });

  it('sorts titles A to Z ignoring case and reading numbers as numbers', () => {
    const numbered = ['Report 10', 'report 2', 'Alpha'].map((title) => makeSchedule({ title }));
    expect(titles(sortSchedules([...all, ...numbered], 'title'))).toEqual([
      'Alpha',
      'monthly client report',
      'report 2',
      'Report 10',
      'Security digest',
      'Weekly traffic for Acme',
    ]);
  });

  it('breaks ties by the other key, so equal runs read alphabetically', () => {
    const at = '2030-05-01T09:00:00Z';
    const b = makeSchedule({ title: 'Bravo', next_scheduled_date: at });
    const a = makeSchedule({ title: 'Alpha', next_scheduled_date: at });
    expect(titles(sortSchedules([b, a], 'next-run'))).toEqual(['Alpha', 'Bravo']);
  });

  it('returns a new array and leaves the input alone', () => {
    const input = [...all];
    const sorted = sortSchedules(input, 'title');
    expect(sorted).not.toBe(input);
    expect(input).toEqual(all);
  });

  // How fast is the bench's question (docs/performance.md), not a test's: a time measured here
  // fails on a busy machine.
  it('sorts 5,000 schedules', () => {
    const many = makeManySchedules(5000).reverse();
    const sorted = sortSchedules(many, 'next-run');
    expect(sorted[0]?.title).toBe('Report 0001');
    expect(sorted[4999]?.title).toBe('Report 5000');
  });
});

describe('sortSchedules: descending orders', () => {
  it('sorts titles Z to A, keeping equal titles soonest first', () => {
    const early = makeSchedule({ title: 'Same', next_scheduled_date: '2030-01-01T09:00:00Z' });
    const late = makeSchedule({ title: 'same', next_scheduled_date: '2030-06-01T09:00:00Z' });
    expect(sortSchedules([...all, late, early], '-title')).toEqual([
      weekly,
      biweekly,
      early,
      late,
      monthly,
    ]);
  });

  it('puts the latest next run first', () => {
    expect(titles(sortSchedules(all, '-next-run'))).toEqual([
      'Weekly traffic for Acme',
      'monthly client report',
      'Security digest',
    ]);
  });

  it('puts monthly schedules first when sorting by cadence descending', () => {
    expect(titles(sortSchedules(all, '-cadence'))).toEqual([
      'monthly client report',
      'Security digest',
      'Weekly traffic for Acme',
    ]);
  });
});

describe('sortSchedules: by cadence', () => {
  const weeklyOn = (date: string, title = date) =>
    makeSchedule({ title, frequency: { unit: 'DAYS', value: 7 }, next_scheduled_date: date });
  const monthlyOn = (day: number, date: string) =>
    makeSchedule({
      title: `Monthly ${day}`,
      frequency: { unit: 'MONTHLY', value: day },
      next_scheduled_date: date,
    });

  it('orders weekly, then every two weeks, then monthly', () => {
    expect(titles(sortSchedules([monthly, biweekly, weekly], 'cadence'))).toEqual([
      'Weekly traffic for Acme',
      'Security digest',
      'monthly client report',
    ]);
  });

  it('orders weekly schedules by weekday from Monday, then by time of day', () => {
    const sunday = weeklyOn('2030-01-06T08:00:00Z', 'Sunday');
    const mondayLate = weeklyOn('2030-01-07T17:00:00Z', 'Monday 17:00');
    const mondayEarly = weeklyOn('2030-01-14T07:30:00Z', 'Monday 07:30');
    const tuesday = weeklyOn('2030-01-01T06:00:00Z', 'Tuesday');
    expect(titles(sortSchedules([sunday, tuesday, mondayLate, mondayEarly], 'cadence'))).toEqual([
      'Monday 07:30',
      'Monday 17:00',
      'Tuesday',
      'Sunday',
    ]);
  });

  it('orders monthly schedules by their day of the month', () => {
    const on31st = monthlyOn(31, '2030-01-31T09:00:00Z');
    const on2nd = monthlyOn(2, '2030-02-02T09:00:00Z');
    const on15th = monthlyOn(15, '2030-01-15T09:00:00Z');
    expect(titles(sortSchedules([on31st, on2nd, on15th], 'cadence'))).toEqual([
      'Monthly 2',
      'Monthly 15',
      'Monthly 31',
    ]);
  });

  it('reads the weekday in the given zone', () => {
    // Monday 23:30 in UTC is already Tuesday in Kolkata.
    const lateMonday = weeklyOn('2030-01-07T23:30:00Z');
    const tuesdayNoon = weeklyOn('2030-01-08T06:30:00Z');
    expect(cadenceSortKey(lateMonday, 'UTC')).toBeLessThan(cadenceSortKey(tuesdayNoon, 'UTC'));
    expect(cadenceSortKey(lateMonday, 'Asia/Kolkata')).toBeLessThan(
      cadenceSortKey(tuesdayNoon, 'Asia/Kolkata'),
    );
    expect(cadenceSortKey(lateMonday, 'Asia/Kolkata')).toBeGreaterThan(
      cadenceSortKey(weeklyOn('2030-01-08T01:00:00Z'), 'UTC'),
    );
  });

  it('sorts 5,000 schedules by cadence', () => {
    const many = makeManySchedules(5000);
    expect(sortSchedules(many, 'cadence', 'America/New_York')).toHaveLength(5000);
  });
});

describe('the counts', () => {
  it('counts every schedule while nothing is filtered', () => {
    expect(matchSummary(7, 7, false)).toBe('7 schedules');
    expect(matchSummary(1, 1, false)).toBe('1 schedule');
    expect(matchSummary(5000, 5000, false)).toBe('5,000 schedules');
  });

  it('counts the matches out of all schedules while a search or filter is on', () => {
    expect(matchSummary(3, 7, true)).toBe('3 of 7 schedules match');
    expect(matchSummary(0, 7, true)).toBe('0 of 7 schedules match');
    expect(matchSummary(1, 1, true)).toBe('1 of 1 schedule match');
    expect(matchSummary(1234, 5000, true)).toBe('1,234 of 5,000 schedules match');
  });
});

describe('the URL query string', () => {
  it('reads search, cadence, sort, page size and page', () => {
    expect(
      parseListQuery(new URLSearchParams('q=acme&cadence=biweekly&sort=-title&size=50&page=3')),
    ).toEqual({
      text: 'acme',
      cadence: 'biweekly',
      reports: 'all',
      sort: '-title',
      size: 50,
      page: 3,
    });
  });

  it('keeps reading the sorts of older links as ascending', () => {
    expect(parseListQuery(new URLSearchParams('sort=next-run')).sort).toBe('next-run');
    expect(parseListQuery(new URLSearchParams('sort=title')).sort).toBe('title');
    expect(sortDirectionOf(parseListQuery(new URLSearchParams('sort=title')).sort)).toBe(
      'ascending',
    );
  });

  it('falls back to the defaults for unknown or malformed values', () => {
    expect(
      parseListQuery(new URLSearchParams('cadence=daily&reports=late&sort=random&size=30&page=-2')),
    ).toEqual(DEFAULT_LIST_QUERY);
    expect(parseListQuery(new URLSearchParams('page=1.5')).page).toBe(1);
    expect(parseListQuery(new URLSearchParams('size=1000')).size).toBe(25);
    expect(parseListQuery(new URLSearchParams('size=abc')).size).toBe(25);
    expect(parseListQuery(new URLSearchParams('sort=--title')).sort).toBe('next-run');
  });

  it('leaves defaults out and keeps parameters the list does not own', () => {
    expect(listQueryString(DEFAULT_LIST_QUERY)).toBe('');
    expect(
      listQueryString(
        { text: 'a&b', cadence: 'monthly', reports: 'all', sort: 'next-run', size: 25, page: 2 },
        new URLSearchParams('tab=x&page=7'),
      ),
    ).toBe('tab=x&page=2&q=a%26b&cadence=monthly');
  });

  it('writes a descending sort with a leading minus and a page size other than 25', () => {
    expect(listQueryString({ ...DEFAULT_LIST_QUERY, sort: '-cadence', size: 100 })).toBe(
      'sort=-cadence&size=100',
    );
  });

  it('round-trips a state through the URL', () => {
    const query = {
      text: 'ana lopez',
      cadence: 'weekly',
      reports: 'not-sent',
      sort: '-next-run',
      size: 50,
      page: 4,
    } as const;
    expect(parseListQuery(new URLSearchParams(listQueryString(query)))).toEqual(query);
  });
});
