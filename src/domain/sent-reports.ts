/**
 * The reports a site has been sent (GET /site_reports, `spec/site-reports-api-today.md`): how
 * their periods and times read, their order, the search, and which of them a schedule likely
 * sent. A report names no schedule, only its title (the schedule's title when it was generated),
 * so "from this schedule" is always a likelihood, matched by title.
 */
import { clockConvention, formatTimeOfDay, MONTH_NAMES, zoneAbbreviation } from './format';
import { memoByObject } from './memo';
import { safeHttpUrl } from './safe-values';
import type { Report } from './schemas';
import { DAY_MS, epochDayOf, formatWallTime, formatYear, wallClockAt } from './wall-clock';

/**
 * Where a report's PDF may be linked to: an absolute `http:` or `https:` URL, else undefined
 * (a relative path, `javascript:`, `data:`, `blob:` or garbage is data, never a link).
 * `safeDownloadUrl('https://cdn.example.com/r/1.pdf')` -> the URL; `safeDownloadUrl('javascript:alert(1)')` -> undefined.
 */
export function safeDownloadUrl(url: string): string | undefined {
  return safeHttpUrl(url);
}

// ---------------------------------------------------------------------------------------------
// Periods and times, in the user's zone.

interface CalendarDate {
  year: number;
  /** 1-12. */
  month: number;
  day: number;
}

function dateOfEpochDay(epochDay: number): CalendarDate {
  const date = new Date(epochDay * DAY_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

function epochDayIn(instant: string, timeZone: string): number {
  return epochDayOf(wallClockAt(Date.parse(instant), timeZone));
}

/** '1 February 2027'. */
function formatDayMonthYear({ year, month, day }: CalendarDate): string {
  return `${day} ${MONTH_NAMES[month - 1]} ${formatYear(year)}`;
}

/**
 * The days a report covers, in `timeZone`: '1–31 January 2027', '1 February – 1 March 2027',
 * '28 December 2026 – 27 January 2027', or one day, '4 January 2027'.
 *
 * The end day is exclusive. A period ends at the instant of the run that generated the report,
 * which is where the next report's period starts: a monthly report run on 1 February at 09:00
 * covers 1 January 09:00 up to 1 February 09:00, and reads '1–31 January 2027', as a user reads
 * a month's report; the next one reads '1–28 February 2027'. So the last day named is the day
 * before the end's date, whatever the end's time of day, and two reports in a row never name the
 * same day (the few hours of the end's own day before the run are in the report, unnamed). A
 * period within one day names that day.
 */
export function formatReportPeriod(
  range: Pick<Report['date_range'], 'start_date' | 'end_date'>,
  timeZone: string,
): string {
  const startDay = epochDayIn(range.start_date, timeZone);
  const lastDay = Math.max(startDay, epochDayIn(range.end_date, timeZone) - 1);
  const start = dateOfEpochDay(startDay);
  const last = dateOfEpochDay(lastDay);
  if (startDay === lastDay) return formatDayMonthYear(start);
  if (start.year !== last.year) return `${formatDayMonthYear(start)} – ${formatDayMonthYear(last)}`;
  if (start.month !== last.month) {
    return `${start.day} ${MONTH_NAMES[start.month - 1]} – ${formatDayMonthYear(last)}`;
  }
  return `${start.day}–${formatDayMonthYear(last)}`;
}

/**
 * When a report was generated, in `timeZone`, as a date and a time named by the zone's
 * abbreviation, as the app's run times are: `{ date: '1 February 2027', time: '09:04 GMT' }`, or
 * '9:04 AM EST' in a 12-hour convention.
 */
export function reportGeneratedAt(
  createdAt: string,
  timeZone: string,
  convention = clockConvention(),
): { date: string; time: string } {
  const instant = new Date(createdAt);
  const clock = wallClockAt(instant.getTime(), timeZone);
  const time = formatTimeOfDay(formatWallTime(clock), convention);
  return {
    date: formatDayMonthYear(clock),
    time: `${time} ${zoneAbbreviation(instant, timeZone)}`,
  };
}

/** The same in one line: '1 February 2027 at 09:04 GMT'. */
export function formatReportGenerated(
  createdAt: string,
  timeZone: string,
  convention = clockConvention(),
): string {
  const { date, time } = reportGeneratedAt(createdAt, timeZone, convention);
  return `${date} at ${time}`;
}

// ---------------------------------------------------------------------------------------------
// Order, search and the likely schedule.

/** Compares two reports newest first: by created_at, then by the end of their periods. */
function newerFirst(a: Report, b: Report): number {
  return (
    Date.parse(b.created_at) - Date.parse(a.created_at) ||
    Date.parse(b.date_range.end_date) - Date.parse(a.date_range.end_date)
  );
}

/**
 * The reports newest first: by when they were generated, then by the end of their periods; a
 * tie keeps the service's order. A new array.
 */
export function newestFirst(reports: readonly Report[]): Report[] {
  const keyed = reports.map((report, index) => ({
    report,
    index,
    created: Date.parse(report.created_at),
    end: Date.parse(report.date_range.end_date),
  }));
  keyed.sort((a, b) => b.created - a.created || b.end - a.end || a.index - b.index);
  return keyed.map(({ report }) => report);
}

/** A title as "the same title" compares it: trimmed, case-insensitive. */
export function titleKey(title: string): string {
  return title.trim().toLocaleLowerCase();
}

/**
 * Whether `report` likely came from the schedule titled `scheduleTitle`: the same title, trimmed
 * and case-insensitive (a report names no schedule; a renamed schedule's earlier reports do not match).
 */
export function isLikelyFrom(report: Pick<Report, 'title'>, scheduleTitle: string): boolean {
  return titleKey(report.title) === titleKey(scheduleTitle);
}

/** Each report's title and recipients' addresses, lower case, one per line: built once. */
const searchTextOf = memoByObject((report: Report) =>
  [report.title, ...report.recipients.map((recipient) => recipient.email)]
    .join('\n')
    .toLocaleLowerCase(),
);

export interface ReportFilters {
  /** Words that must each appear in the title or a recipient's address; blank matches all. */
  search: string;
  /** Only reports likely from the schedule of this title; blank for all. */
  likelyFrom: string;
}

/** Whether the filters narrow the reports at all. */
export function isFiltering({ search, likelyFrom }: ReportFilters): boolean {
  return search.trim() !== '' || likelyFrom.trim() !== '';
}

/**
 * The reports that match: every word of `search` (trimmed, case-insensitive, any order) in the
 * title or a recipient's email, and the title that of `likelyFrom` when one is given. Keeps the
 * given order. `filterReports(all, { search: 'DANA@', likelyFrom: '' })` -> those sent to Dana.
 */
export function filterReports(reports: readonly Report[], filters: ReportFilters): Report[] {
  const words = filters.search.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const likely = filters.likelyFrom.trim() === '' ? undefined : titleKey(filters.likelyFrom);
  if (words.length === 0 && likely === undefined) return [...reports];
  return reports.filter((report) => {
    if (likely !== undefined && titleKey(report.title) !== likely) return false;
    if (words.length === 0) return true;
    const text = searchTextOf(report);
    return words.every((word) => text.includes(word));
  });
}

/**
 * The runs that likely produced no report (runs-not-sent.ts) that the same filters keep: every
 * word of `search` in the schedule's title, and its title that of `likelyFrom` when one is given.
 * A "No report" line has no recipients to search.
 */
export function filterRunsNotSent<T extends { title: string }>(
  runs: readonly T[],
  filters: ReportFilters,
): T[] {
  const words = filters.search.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const likely = filters.likelyFrom.trim() === '' ? undefined : titleKey(filters.likelyFrom);
  return runs.filter((run) => {
    if (likely !== undefined && titleKey(run.title) !== likely) return false;
    const title = run.title.toLocaleLowerCase();
    return words.every((word) => title.includes(word));
  });
}

/**
 * The newest report likely from the schedule titled `title` (see `isLikelyFrom`), or undefined
 * when none has been sent.
 */
export function lastReportLikelyFrom(
  reports: readonly Report[],
  title: string,
): Report | undefined {
  let last: Report | undefined;
  for (const report of reports) {
    if (isLikelyFrom(report, title) && (last === undefined || newerFirst(report, last) < 0)) {
      last = report;
    }
  }
  return last;
}

/**
 * The choices of a "likely from schedule" filter: the schedules' titles trimmed, one per title
 * as `isLikelyFrom` compares them (the first spelling kept), in alphabetical order.
 */
export function likelyScheduleChoices(titles: readonly string[]): string[] {
  const byKey = new Map<string, string>();
  for (const title of titles) {
    const key = titleKey(title);
    if (key !== '' && !byKey.has(key)) byKey.set(key, title.trim());
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
}
