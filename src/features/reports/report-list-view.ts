/**
 * The Sent reports page's view of a site's reports: its settings in the address
 * (`?q=&likely=&page=`), its pages, and its counts. Pure; the rules of the reports themselves
 * (order, search, likely schedule) are in src/domain/sent-reports.ts.
 */
import { formatCount } from '#src/domain/format';

/** Reports a page shows: a screenful of the table at 1280 × 800, four screens of phone cards. */
const REPORTS_PER_PAGE = 25;

/** What the page's controls decide; kept in the address as `?q=&likely=&page=`. */
export interface ReportListQuery {
  /** The search box's text. */
  text: string;
  /** The title of the schedule the reports likely came from; '' for all. */
  likely: string;
  /** 1-based; clamped to the pages that exist. */
  page: number;
}

/** The page's settings from an address; a malformed page is the first. */
export function parseReportListQuery(params: URLSearchParams): ReportListQuery {
  const page = Number(params.get('page'));
  return {
    text: params.get('q') ?? '',
    likely: params.get('likely') ?? '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/**
 * The query string of a view, blanks and the first page left out, other parameters of `base`
 * kept: `reportListQueryString({ text: 'dana', likely: '', page: 2 })` -> 'q=dana&page=2'.
 */
export function reportListQueryString(
  query: ReportListQuery,
  base: URLSearchParams = new URLSearchParams(),
): string {
  const params = new URLSearchParams(base);
  const set = (name: string, value: string | undefined) => {
    if (value) params.set(name, value);
    else params.delete(name);
  };
  set('q', query.text.trim() ? query.text : undefined);
  set('likely', query.likely.trim() ? query.likely : undefined);
  set('page', query.page > 1 ? String(query.page) : undefined);
  return params.toString();
}

export interface ReportPage<T> {
  items: T[];
  /** The page shown, 1-based, after clamping. */
  page: number;
  /** At least 1, so no reports still make a page. */
  pageCount: number;
  total: number;
  /** 1-based positions of the first and last report shown; both 0 when there are none. */
  first: number;
  last: number;
}

/** One page of `items`; a page past the end shows the last one: `pageOf(all, 3)` -> 51–75. */
export function pageOf<T>(
  items: readonly T[],
  page: number,
  size: number = REPORTS_PER_PAGE,
): ReportPage<T> {
  const total = items.length;
  const pageCount = Math.max(1, Math.ceil(total / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const start = (current - 1) * size;
  const shown = items.slice(start, start + size);
  return {
    items: shown,
    page: current,
    pageCount,
    total,
    first: shown.length ? start + 1 : 0,
    last: start + shown.length,
  };
}

function reportsWord(n: number): string {
  return n === 1 ? 'sent report' : 'sent reports';
}

/** "15,000 sent reports", or "12 of 15,000 sent reports match" while a search or filter is on. */
export function reportCountSummary(matching: number, total: number, filtering: boolean): string {
  return filtering
    ? `${formatCount(matching)} of ${formatCount(total)} ${reportsWord(total)} match`
    : `${formatCount(total)} ${reportsWord(total)}`;
}

/** Where a page sits in the whole: "Showing 51–75 of 15,000". */
export function pageRangeSummary(view: Pick<ReportPage<unknown>, 'first' | 'last' | 'total'>) {
  return `Showing ${formatCount(view.first)}–${formatCount(view.last)} of ${formatCount(view.total)}`;
}

/**
 * What matched nothing, in words: 'No sent report matches “dana@” and is likely from
 * “Weekly traffic”.'
 */
export function noMatchMessage({ text, likely }: Pick<ReportListQuery, 'text' | 'likely'>) {
  const search = text.trim();
  const schedule = likely.trim();
  if (search && schedule) {
    return `No sent report matches “${search}” and is likely from “${schedule}”.`;
  }
  if (schedule) return `No sent report is likely from “${schedule}”: none has its title.`;
  return `No sent report matches “${search}”. Search by a title or a recipient’s email address.`;
}
