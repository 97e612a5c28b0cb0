/** What the schedule list shows, as pure functions: search, filters, sort, pages, counts, URL. */
import { cadenceOf, toLocal, type Cadence } from '#src/domain/recurrence';
import type { Schedule } from '#src/domain/schemas';
import { formatCount } from '#src/domain/format';
import { BoundedMemo } from '#src/domain/memo';
import {
  paginate,
  readPage,
  sortDirectionOf,
  sortKeyOf,
  withParams,
  type ColumnSort,
  type ListPage,
} from '#src/lib/url-state/list-pages';
import type { ListQueryCodec } from '#src/lib/url-state/use-list-url';
import { sortByKeys, type SortField } from './ranked-sort';
import { itemsHoldingEvery, prepareTextSearch } from './text-search-index';

export type CadenceFilter = 'all' | Cadence;
export const CADENCE_FILTERS: readonly CadenceFilter[] = ['all', 'weekly', 'biweekly', 'monthly'];

/** All schedules, or those whose last due run likely sent no report (src/domain/runs-not-sent.ts). */
export type ReportsFilter = 'all' | 'not-sent';
export const REPORTS_FILTERS: readonly ReportsFilter[] = ['all', 'not-sent'];

/** What the list can be ordered by. */
export type SortKey = 'next-run' | 'title' | 'cadence';

/** A sort order as the URL writes it: the key, with a leading '-' when descending. */
export type ScheduleSort = ColumnSort<SortKey>;
export const SCHEDULE_SORTS: readonly ScheduleSort[] = [
  'next-run',
  '-next-run',
  'title',
  '-title',
  'cadence',
  '-cadence',
];

/** Rows per page: the user picks how much to scan at once; each stays quick to render. */
export const PAGE_SIZES = [25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
const DEFAULT_PAGE_SIZE: PageSize = 25;

/** What the list's controls decide, kept in the URL: `?q=&cadence=&reports=&sort=&size=&page=`. */
export interface ScheduleListQuery {
  text: string;
  cadence: CadenceFilter;
  reports: ReportsFilter;
  sort: ScheduleSort;
  size: PageSize;
  /** 1-based; clamped to the pages that exist when paginating. */
  page: number;
}

export const DEFAULT_LIST_QUERY: ScheduleListQuery = {
  text: '',
  cadence: 'all',
  reports: 'all',
  sort: 'next-run',
  size: DEFAULT_PAGE_SIZE,
  page: 1,
};

// Not kept per schedule: the index keeps the texts of a list (text-search-index.ts), and a
// WeakMap entry per schedule costs as much as the text it would save.
function searchTextOf(schedule: Schedule): string {
  const parts = [schedule.title];
  for (const recipient of schedule.recipients) {
    if (recipient.name) parts.push(recipient.name);
    parts.push(recipient.email);
  }
  // A newline cannot be typed into the search box, so a match never spans two fields.
  return parts.join('\n').toLocaleLowerCase();
}

/**
 * Builds the search index ahead of the first search, in slices, so the first key typed does not
 * pay for it; returns a stop.
 */
export function prepareSearch(schedules: readonly Schedule[]): () => void {
  return prepareTextSearch(schedules, searchTextOf);
}

/** Whether the user has narrowed the list (a search, a cadence or reports other than all). */
export function isFiltered(
  query: Pick<ScheduleListQuery, 'text' | 'cadence'> & Partial<Pick<ScheduleListQuery, 'reports'>>,
): boolean {
  return query.text.trim() !== '' || query.cadence !== 'all' || (query.reports ?? 'all') !== 'all';
}

/** The schedules of `cadence` holding every word of `text` in title or recipients, in order. */
export function filterSchedules(
  schedules: readonly Schedule[],
  { text, cadence }: Pick<ScheduleListQuery, 'text' | 'cadence'>,
  /** Only these schedules (by uuid), when given: the "Not sent" filter's. */
  only?: ReadonlySet<string>,
): Schedule[] {
  const matches = filterByWords(schedules, text, cadence);
  return only ? matches.filter((schedule) => only.has(schedule.uuid)) : matches;
}

function filterByWords(
  schedules: readonly Schedule[],
  text: string,
  cadence: CadenceFilter,
): Schedule[] {
  const words = text.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const hasCadence = (schedule: Schedule) =>
    cadence === 'all' || cadenceOf(schedule.frequency) === cadence;
  if (words.length === 0) return cadence === 'all' ? [...schedules] : schedules.filter(hasCadence);
  return itemsHoldingEvery(schedules, searchTextOf, words, hasCadence);
}

const titleCollator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Parsed next-run instants by date string: thousands of schedules share far fewer. */
const parsedRunTimes = new BoundedMemo<string, number>(10_000);

/** A run's instant; an unreadable date sorts last rather than breaking the others' order. */
function parseRunTime(date: string): number {
  const time = Date.parse(date);
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
}

function runTime(schedule: Schedule): number {
  const date = schedule.next_scheduled_date;
  return parsedRunTimes.get(date) ?? parsedRunTimes.set(date, parseRunTime(date));
}

const CADENCE_RANKS: Record<Cadence, number> = { weekly: 0, biweekly: 1, monthly: 2 };

/** Cadence sort key: weekly, biweekly, monthly; then weekday or day; then time (in `timeZone`). */
export function cadenceSortKey(
  schedule: Pick<Schedule, 'frequency' | 'next_scheduled_date'>,
  timeZone: string,
): number {
  const cadence = cadenceOf(schedule.frequency);
  const rank = CADENCE_RANKS[cadence] * 100_000;
  if (Number.isNaN(Date.parse(schedule.next_scheduled_date))) return rank + 99_999;
  const local = toLocal(schedule.next_scheduled_date, timeZone);
  const [hours = 0, minutes = 0] = local.time.split(':').map(Number);
  // Monday first: Sunday (0) counts as the seventh day.
  const day = cadence === 'monthly' ? schedule.frequency.value : local.weekday || 7;
  return rank + day * 2000 + hours * 60 + minutes;
}

const byNumber = (a: number, b: number) => (a === b ? 0 : a < b ? -1 : 1);
const byUuid = (a: Schedule, b: Schedule) => (a.uuid < b.uuid ? -1 : a.uuid > b.uuid ? 1 : 0);

const TITLE: SortField<Schedule, string> = {
  valueOf: (schedule) => schedule.title,
  order: titleCollator.compare,
};
const NEXT_RUN: SortField<Schedule, number> = { valueOf: runTime, order: byNumber };

function cadenceKey(timeZone: string): SortField<Schedule, number> {
  // Thousands of schedules share a few hundred rules: each is read in the zone once.
  const keys = new BoundedMemo<string, number>(Infinity);
  return {
    valueOf: (schedule) =>
      keys.remember(
        `${schedule.frequency.unit} ${schedule.frequency.value} ${schedule.next_scheduled_date}`,
        () => cadenceSortKey(schedule, timeZone),
      ),
    order: byNumber,
  };
}

/** A sorted copy; '-' reverses the first key only; ties end on the uuid, so the order is stable. */
export function sortSchedules(
  schedules: readonly Schedule[],
  sort: ScheduleSort,
  timeZone = 'UTC',
): Schedule[] {
  const key: SortKey = sortKeyOf(sort);
  const order = { descending: sortDirectionOf(sort) === 'descending', tieBreak: byUuid };
  switch (key) {
    case 'title':
      return sortByKeys(schedules, TITLE, NEXT_RUN, order);
    case 'next-run':
      return sortByKeys(schedules, NEXT_RUN, TITLE, order);
    case 'cadence':
      return sortByKeys(schedules, cadenceKey(timeZone), TITLE, order);
  }
}

function schedulesWord(n: number): string {
  return n === 1 ? 'schedule' : 'schedules';
}

/** "7 schedules", or "3 of 7 schedules match" while a search or filter is on. */
export function matchSummary(matching: number, total: number, filtered: boolean): string {
  return filtered
    ? `${formatCount(matching)} of ${formatCount(total)} ${schedulesWord(total)} match`
    : `${formatCount(total)} ${schedulesWord(total)}`;
}

function isOneOf<T extends string>(values: readonly T[], value: string | null): value is T {
  return value !== null && (values as readonly string[]).includes(value);
}

/** Whether `value` is one of the offered page sizes (25, 50, 100). */
export function isPageSize(value: number): value is PageSize {
  return (PAGE_SIZES as readonly number[]).includes(value);
}

/** The list's state from a URL; unknown or malformed values fall back to the defaults. */
export function parseListQuery(params: URLSearchParams): ScheduleListQuery {
  const cadence = params.get('cadence');
  const reports = params.get('reports');
  const sort = params.get('sort');
  const size = Number(params.get('size'));
  return {
    text: params.get('q') ?? DEFAULT_LIST_QUERY.text,
    cadence: isOneOf(CADENCE_FILTERS, cadence) ? cadence : DEFAULT_LIST_QUERY.cadence,
    reports: isOneOf(REPORTS_FILTERS, reports) ? reports : DEFAULT_LIST_QUERY.reports,
    sort: isOneOf(SCHEDULE_SORTS, sort) ? sort : DEFAULT_LIST_QUERY.sort,
    size: isPageSize(size) ? size : DEFAULT_LIST_QUERY.size,
    page: readPage(params),
  };
}

/** The query string for a list state, defaults left out and parameters the list does not own kept. */
export function listQueryString(
  query: ScheduleListQuery,
  keep: URLSearchParams = new URLSearchParams(),
): string {
  const unlessDefault = <K extends keyof ScheduleListQuery>(name: K) =>
    query[name] === DEFAULT_LIST_QUERY[name] ? undefined : String(query[name]);
  return withParams(keep, {
    q: unlessDefault('text'),
    cadence: unlessDefault('cadence'),
    reports: unlessDefault('reports'),
    sort: unlessDefault('sort'),
    size: unlessDefault('size'),
    page: unlessDefault('page'),
  });
}

/** The list's URL codec: a search's first key adds a history entry, so Back undoes the search. */
export const SCHEDULE_LIST_URL: ListQueryCodec<ScheduleListQuery> = {
  parse: parseListQuery,
  write: listQueryString,
  searchAddsEntry: true,
};

/** The page a list opens on for `query` (start-up draws it); null for "Not sent", needing reports. */
export function openingPage(
  schedules: readonly Schedule[],
  query: ScheduleListQuery,
  userZone: string,
): ListPage<Schedule> | null {
  if (query.reports !== 'all') return null;
  const sorted = sortSchedules(schedules, query.sort, userZone);
  return paginate(filterSchedules(sorted, query), query.page, query.size);
}
