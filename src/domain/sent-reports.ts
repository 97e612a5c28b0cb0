/** A site's sent reports; a report names only a title, so "from this schedule" is a likelihood. */
import {
  clockConvention,
  compactRunDateTimeParts,
  formatCompactRunDateTime,
  formatDateRange,
} from './format';
import { memoByObject } from './memo';
import { safeHttpUrl } from './safe-values';
import type { Report } from './schemas';
import { DAY_MS, epochDayOf, formatWallDate, wallClockAt } from './wall-clock';

/** Where a report's PDF may be linked to: an absolute http(s) URL, else undefined. */
export function safeDownloadUrl(url: string): string | undefined {
  return safeHttpUrl(url);
}

function epochDayIn(instant: string, timeZone: string): number {
  return epochDayOf(wallClockAt(Date.parse(instant), timeZone));
}

/** The 'yyyy-MM-dd' of a day counted from 1970-01-01. */
function dateOfEpochDay(epochDay: number): string {
  return formatWallDate(wallClockAt(epochDay * DAY_MS, 'UTC'));
}

/**
 * The days a report covers in `timeZone`, the end (the run that made it) exclusive, as every page
 * writes a period: 'Fri, Jan 1 – Sun, Jan 31'; the year only when not `currentYear`.
 */
export function formatReportPeriod(
  range: Pick<Report['date_range'], 'start_date' | 'end_date'>,
  timeZone: string,
  currentYear: number,
): string {
  const startDay = epochDayIn(range.start_date, timeZone);
  const lastDay = Math.max(startDay, epochDayIn(range.end_date, timeZone) - 1);
  return formatDateRange(dateOfEpochDay(startDay), dateOfEpochDay(lastDay), currentYear);
}

/**
 * When a report was generated, in `timeZone`, as every page writes an instant with its zone:
 * 'Mon, Feb 1, 9:04 AM EST'; the year only when not `currentYear`.
 */
export function formatReportGenerated(
  createdAt: string,
  timeZone: string,
  currentYear: number,
  convention = clockConvention(),
): string {
  return formatCompactRunDateTime(createdAt, timeZone, { currentYear, withZone: true }, convention);
}

/** The same in two parts, for a table cell: `{ date: 'Mon, Feb 1', time: '9:04 AM EST' }`. */
export function reportGeneratedAt(
  createdAt: string,
  timeZone: string,
  currentYear: number,
  convention = clockConvention(),
): { date: string; time: string } {
  return compactRunDateTimeParts(createdAt, timeZone, { currentYear, withZone: true }, convention);
}

/** Compares two reports newest first: by created_at, then by the end of their periods. */
function newerFirst(a: Report, b: Report): number {
  return (
    Date.parse(b.created_at) - Date.parse(a.created_at) ||
    Date.parse(b.date_range.end_date) - Date.parse(a.date_range.end_date)
  );
}

/** The reports newest first (`byNewest`), a tie in the service's order; a new array. */
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

/** Whether `report` likely came from the schedule titled `scheduleTitle`: the same `titleKey`. */
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

/** The reports with every word of `search` in the title or an email, from `likelyFrom` if given. */
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

/** The runs not sent that the same filters keep; they have no recipients to search. */
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

/** The newest report likely from the schedule titled `title`, if any. */
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

/** A "likely from" filter's choices: one per `titleKey` (the first spelling kept), sorted. */
export function likelyScheduleChoices(titles: readonly string[]): string[] {
  const byKey = new Map<string, string>();
  for (const title of titles) {
    const key = titleKey(title);
    if (key !== '' && !byKey.has(key)) byKey.set(key, title.trim());
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
}
