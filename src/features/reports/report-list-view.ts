/** The Sent reports page's view (address, pages, counts); report rules: domain/sent-reports. */
import { formatCount } from '#src/domain/format';
import type { RunNotSent } from '#src/domain/runs-not-sent';
import type { Report } from '#src/domain/schemas';
import { readPage, withParams } from '#src/lib/url-state/list-pages';
import type { ListQueryCodec } from '#src/lib/url-state/use-list-url';

/** Reports a page shows: a screenful of the table on a laptop. */
export const REPORTS_PER_PAGE = 25;

/** What the page's controls decide; kept in the address as `?q=&likely=&page=`. */
export interface ReportListQuery {
  text: string;
  /** The title of the schedule the reports likely came from; '' for all. */
  likely: string;
  /** 1-based; clamped to the pages that exist. */
  page: number;
}

/** The page's settings from an address; a malformed page is the first. */
function parseReportListQuery(params: URLSearchParams): ReportListQuery {
  return {
    text: params.get('q') ?? '',
    likely: params.get('likely') ?? '',
    page: readPage(params),
  };
}

/** The query string of a view, blanks and page 1 left out, other parameters of `base` kept. */
function reportListQueryString(
  query: ReportListQuery,
  base: URLSearchParams = new URLSearchParams(),
): string {
  return withParams(base, {
    q: query.text.trim() ? query.text : undefined,
    likely: query.likely.trim() ? query.likely : undefined,
    page: query.page > 1 ? String(query.page) : undefined,
  });
}

/** A line of the list: a report, or a run that likely produced none ("No report"). */
export type ReportListEntry =
  { kind: 'report'; report: Report } | { kind: 'not-sent'; run: RunNotSent };

/** Reports and runs that produced none, newest first (a report by when generated). */
export function entriesInTime(
  reports: readonly Report[],
  runs: readonly RunNotSent[],
): ReportListEntry[] {
  const entries: ReportListEntry[] = [];
  let r = 0;
  for (const report of reports) {
    const created = Date.parse(report.created_at);
    while (r < runs.length && (runs[r] as RunNotSent).at > created) {
      entries.push({ kind: 'not-sent', run: runs[r++] as RunNotSent });
    }
    entries.push({ kind: 'report', report });
  }
  while (r < runs.length) entries.push({ kind: 'not-sent', run: runs[r++] as RunNotSent });
  return entries;
}

function reportsWord(n: number): string {
  return n === 1 ? 'sent report' : 'sent reports';
}

/** "12 of 15,000 sent reports match, 2 runs with no report": the count line. */
export function reportCountSummary(
  matching: number,
  total: number,
  filtering: boolean,
  runsNotSent = 0,
): string {
  const reports = filtering
    ? `${formatCount(matching)} of ${formatCount(total)} ${reportsWord(total)} match`
    : `${formatCount(total)} ${reportsWord(total)}`;
  if (runsNotSent === 0) return reports;
  return `${reports}, ${formatCount(runsNotSent)} ${runsNotSent === 1 ? 'run' : 'runs'} with no report`;
}

/** What matched nothing, in words. */
export function noMatchMessage({ text, likely }: Pick<ReportListQuery, 'text' | 'likely'>) {
  const search = text.trim();
  const schedule = likely.trim();
  if (search && schedule) {
    return `No sent report matches “${search}” and is likely from “${schedule}”.`;
  }
  if (schedule) return `No sent report is likely from “${schedule}”: none has its title.`;
  return `No sent report matches “${search}”. Search by a title or a recipient’s email address.`;
}

/** A search replaces the address entry, so Back leaves the page rather than undoing letters. */
export const REPORT_LIST_URL: ListQueryCodec<ReportListQuery> = {
  parse: parseReportListQuery,
  write: reportListQueryString,
  searchAddsEntry: false,
};
