import { describe, expect, it } from 'vitest';
import { formatCompactRunDateTime } from './format';
import type { Report } from './schemas';
import {
  filterReports,
  filterRunsNotSent,
  formatReportGenerated,
  formatReportPeriod,
  isFiltering,
  isLikelyFrom,
  lastReportLikelyFrom,
  likelyScheduleChoices,
  newestFirst,
  reportGeneratedAt,
  safeDownloadUrl,
} from './sent-reports';

let next = 0;

function makeReport(overrides: Partial<Report> = {}): Report {
  next += 1;
  return {
    uuid: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    title: 'Weekly traffic snapshot',
    date_range: { start_date: '2027-01-01T09:00:00Z', end_date: '2027-01-08T09:00:00Z' },
    created_at: '2027-01-08T09:04:00Z',
    recipients: [{ email: 'dana@acme.example' }],
    download_url: `https://reports.example.com/${next}.pdf`,
    ...overrides,
  };
}

const period = (start_date: string, end_date: string, zone = 'UTC', currentYear = 2027) =>
  formatReportPeriod({ start_date, end_date }, zone, currentYear);

describe('safeDownloadUrl', () => {
  it.each([
    'https://reports.example.com/r/1.pdf',
    'http://127.0.0.1:4010/mock-reports/1.pdf',
    'HTTPS://Reports.Example.com/a%20b.pdf',
  ])('offers %s as a link', (url) => {
    expect(safeDownloadUrl(url)).toBe(new URL(url).href);
  });

  it.each([
    'javascript:alert(document.cookie)',
    'JavaScript:alert(1)',
    'data:application/pdf;base64,JVBERi0=',
    'blob:https://reports.example.com/5b3c',
    'file:///etc/passwd',
    'ftp://reports.example.com/1.pdf',
    '/mock-reports/1.pdf',
    'reports.example.com/1.pdf',
    '//reports.example.com/1.pdf',
    'not a url',
    '',
  ])('gives no link for %s', (url) => {
    expect(safeDownloadUrl(url)).toBeUndefined();
  });
});

describe('formatReportPeriod: the days a report covers, the end day exclusive', () => {
  it('names a month by its days when the next run starts the next month', () => {
    // A monthly report run on 1 February at 09:00 covers January.
    expect(period('2027-01-01T09:00:00Z', '2027-02-01T09:00:00Z')).toBe('Fri, Jan 1 – Sun, Jan 31');
    // Ends at midnight: the same days.
    expect(period('2027-01-01T00:00:00Z', '2027-02-01T00:00:00Z')).toBe('Fri, Jan 1 – Sun, Jan 31');
  });

  it('names a week as the seven days before the run', () => {
    expect(period('2027-01-01T09:00:00Z', '2027-01-08T09:00:00Z')).toBe('Fri, Jan 1 – Thu, Jan 7');
  });

  it('gives the year once when not the current year, and both years across a year', () => {
    expect(period('2027-02-01T09:00:00Z', '2027-03-02T09:00:00Z')).toBe('Mon, Feb 1 – Mon, Mar 1');
    expect(period('2027-02-01T09:00:00Z', '2027-03-02T09:00:00Z', 'UTC', 2028)).toBe(
      'Mon, Feb 1 – Mon, Mar 1, 2027',
    );
    expect(period('2026-12-28T09:00:00Z', '2027-01-28T09:00:00Z')).toBe(
      'Mon, Dec 28, 2026 – Wed, Jan 27, 2027',
    );
  });

  it('names one day for a period within a day, or ending the next day', () => {
    expect(period('2027-01-04T09:00:00Z', '2027-01-04T17:00:00Z')).toBe('Mon, Jan 4');
    expect(period('2027-01-04T09:00:00Z', '2027-01-05T09:00:00Z')).toBe('Mon, Jan 4');
  });

  it('reads the days in the user’s zone', () => {
    // 23:30 UTC is already the next day in Kolkata (UTC+05:30).
    expect(period('2026-12-31T23:30:00Z', '2027-01-31T23:30:00Z', 'Asia/Kolkata')).toBe(
      'Fri, Jan 1 – Sun, Jan 31',
    );
    expect(period('2027-01-01T09:00:00Z', '2027-02-01T09:00:00Z', 'America/Los_Angeles')).toBe(
      'Fri, Jan 1 – Sun, Jan 31',
    );
    expect(period('2027-01-01T02:00:00Z', '2027-02-01T02:00:00Z', 'America/New_York')).toBe(
      'Thu, Dec 31, 2026 – Sat, Jan 30, 2027',
    );
  });

  it('never ends before it starts, even when the service says so', () => {
    expect(period('2027-01-08T09:00:00Z', '2027-01-01T09:00:00Z')).toBe('Fri, Jan 8');
  });

  it.each([
    ['UTC', 'Mon, Jan 4 – Sun, Jan 10'],
    ['Europe/London', 'Mon, Jan 4 – Sun, Jan 10'],
    ['America/New_York', 'Mon, Jan 4 – Sun, Jan 10'],
    ['America/Los_Angeles', 'Mon, Jan 4 – Sun, Jan 10'],
    ['Asia/Kolkata', 'Mon, Jan 4 – Sun, Jan 10'],
    ['Pacific/Honolulu', 'Mon, Jan 4 – Sun, Jan 10'],
    ['Pacific/Kiritimati', 'Tue, Jan 5 – Mon, Jan 11'],
  ])('names the days of a weekly run at noon UTC in %s', (zone, expected) => {
    // Noon UTC is the same day from UTC-11 to UTC+11; in Kiritimati (UTC+14) it is already the
    // next day, at both ends.
    expect(period('2027-01-04T12:00:00Z', '2027-01-11T12:00:00Z', zone)).toBe(expected);
  });
});

describe('formatReportGenerated: the instant as every page writes one, with its zone', () => {
  it('gives the date and time apart, for a table cell', () => {
    expect(reportGeneratedAt('2027-02-01T09:04:00Z', 'UTC', 2027, '24-hour')).toEqual({
      date: 'Mon, Feb 1',
      time: '09:04 UTC',
    });
  });

  it('gives the date and time in the zone, with its abbreviation', () => {
    expect(formatReportGenerated('2027-02-01T09:04:00Z', 'Europe/London', 2027, '24-hour')).toBe(
      'Mon, Feb 1, 09:04 GMT',
    );
    expect(formatReportGenerated('2027-02-01T09:04:00Z', 'America/New_York', 2027, '12-hour')).toBe(
      'Mon, Feb 1, 4:04 AM EST',
    );
    expect(formatReportGenerated('2027-01-31T20:00:00Z', 'Asia/Kolkata', 2027, '24-hour')).toBe(
      'Mon, Feb 1, 01:30 GMT+5:30',
    );
  });

  it('gives the year of a report generated in another year', () => {
    expect(formatReportGenerated('2026-12-31T23:30:00Z', 'UTC', 2027, '24-hour')).toBe(
      'Thu, Dec 31, 2026, 23:30 UTC',
    );
    // Already 2027 in Kolkata.
    expect(formatReportGenerated('2026-12-31T23:30:00Z', 'Asia/Kolkata', 2027, '24-hour')).toBe(
      'Fri, Jan 1, 05:00 GMT+5:30',
    );
  });

  it('writes a report as the schedule list writes a run', () => {
    const createdAt = '2027-03-18T14:00:00Z';
    for (const zone of ['UTC', 'America/New_York', 'Asia/Kolkata', 'Australia/Adelaide']) {
      expect(formatReportGenerated(createdAt, zone, 2027)).toBe(
        formatCompactRunDateTime(createdAt, zone, { currentYear: 2027, withZone: true }),
      );
    }
  });
});

describe('newestFirst', () => {
  it('orders by when each was generated, then by the end of its period', () => {
    const january = makeReport({ created_at: '2027-02-01T09:04:00Z' });
    const december = makeReport({ created_at: '2027-01-01T09:04:00Z' });
    const sameTimeLongerPeriod = makeReport({
      created_at: '2027-02-01T09:04:00Z',
      date_range: { start_date: '2027-01-01T09:00:00Z', end_date: '2027-02-02T09:00:00Z' },
    });
    expect(newestFirst([december, january, sameTimeLongerPeriod])).toEqual([
      sameTimeLongerPeriod,
      january,
      december,
    ]);
  });

  it('keeps the service’s order for a tie, and leaves the given list alone', () => {
    const first = makeReport();
    const second = makeReport();
    const given = [first, second];
    expect(newestFirst(given)).toEqual([first, second]);
    expect(newestFirst(given)).not.toBe(given);
  });
});

describe('filterReports', () => {
  const weekly = makeReport({
    title: 'Weekly traffic snapshot',
    recipients: [{ email: 'Dana@Acme.example' }, { email: 'sam@acme.example' }],
  });
  const monthly = makeReport({
    title: 'Monthly SEO digest',
    recipients: [{ email: 'grace@globex.example' }],
  });
  const renamed = makeReport({
    title: '  weekly TRAFFIC snapshot ',
    recipients: [{ email: 'lee@initech.example' }],
  });
  const all = [weekly, monthly, renamed];

  it('finds a report by a recipient’s address, whatever its case', () => {
    expect(filterReports(all, { search: '  dana@ACME ', likelyFrom: '' })).toEqual([weekly]);
    expect(filterReports(all, { search: 'grace@globex.example', likelyFrom: '' })).toEqual([
      monthly,
    ]);
  });

  it('finds a report by words of its title, in any order', () => {
    expect(filterReports(all, { search: 'digest seo', likelyFrom: '' })).toEqual([monthly]);
    expect(filterReports(all, { search: 'snapshot', likelyFrom: '' })).toEqual([weekly, renamed]);
    expect(filterReports(all, { search: 'nothing like this', likelyFrom: '' })).toEqual([]);
  });

  it('keeps the reports likely from a schedule: the same title, trimmed, any case', () => {
    expect(filterReports(all, { search: '', likelyFrom: 'Weekly traffic snapshot' })).toEqual([
      weekly,
      renamed,
    ]);
    expect(filterReports(all, { search: 'sam@', likelyFrom: 'weekly traffic snapshot' })).toEqual([
      weekly,
    ]);
    // Part of a title is another title.
    expect(filterReports(all, { search: '', likelyFrom: 'Weekly traffic' })).toEqual([]);
  });

  it('returns every report, in order, when nothing filters', () => {
    expect(filterReports(all, { search: '  ', likelyFrom: ' ' })).toEqual(all);
    expect(isFiltering({ search: '  ', likelyFrom: ' ' })).toBe(false);
    expect(isFiltering({ search: 'dana', likelyFrom: '' })).toBe(true);
    expect(isFiltering({ search: '', likelyFrom: 'Weekly' })).toBe(true);
  });
});

describe('the likely schedule', () => {
  it('matches a title trimmed and case-insensitive', () => {
    expect(isLikelyFrom({ title: ' Weekly Traffic ' }, 'weekly traffic')).toBe(true);
    expect(isLikelyFrom({ title: 'Weekly traffic (old)' }, 'Weekly traffic')).toBe(false);
  });

  it('finds the newest report with the title, or none', () => {
    const older = makeReport({ created_at: '2027-01-01T09:04:00Z' });
    const newer = makeReport({
      created_at: '2027-01-08T09:04:00Z',
      title: 'WEEKLY traffic snapshot',
    });
    const other = makeReport({ created_at: '2027-01-09T09:04:00Z', title: 'Monthly digest' });
    expect(lastReportLikelyFrom([older, other, newer], ' weekly traffic snapshot')).toBe(newer);
    expect(lastReportLikelyFrom([older, other, newer], 'Quarterly review')).toBeUndefined();
    expect(lastReportLikelyFrom([], 'Weekly traffic snapshot')).toBeUndefined();
  });

  it('offers each schedule title once, trimmed and in alphabetical order', () => {
    expect(
      likelyScheduleChoices([' Weekly traffic ', 'backup audit', 'weekly TRAFFIC', '  ', 'Audit']),
    ).toEqual(['Audit', 'backup audit', 'Weekly traffic']);
  });
});

describe('filterRunsNotSent: the "No report" lines the filters keep', () => {
  const runs = [
    { title: 'Weekly traffic snapshot', at: 1 },
    { title: 'Monthly SEO', at: 2 },
  ];
  it('keeps every run without filters, and those whose title holds every word', () => {
    expect(filterRunsNotSent(runs, { search: '', likelyFrom: '' })).toEqual(runs);
    expect(filterRunsNotSent(runs, { search: 'TRAFFIC weekly', likelyFrom: '' })).toEqual([
      runs[0],
    ]);
    // A line has no recipients: a search for an address keeps none.
    expect(filterRunsNotSent(runs, { search: 'dana@', likelyFrom: '' })).toEqual([]);
  });
  it('keeps the runs of the likely schedule, by title as reports are', () => {
    expect(filterRunsNotSent(runs, { search: '', likelyFrom: ' monthly seo ' })).toEqual([runs[1]]);
  });
});
