/**
 * What the schedule list shows, as pure functions: search, cadence filter, sort order, pages,
 * the counts above and below the rows, and the URL query string that keeps them. No React, so the
 * rules are unit-tested on their own and stay fast with thousands of schedules.
 */
import { cadenceOf, toLocal, type Cadence } from '#src/domain/recurrence';
import type { Schedule } from '#src/domain/schemas';
import { formatCount } from '#src/domain/format';
import {
  paginate,
  readPage,
  sortDirectionOf,
  sortKeyOf,
  withParams,
  type ColumnSort,
  type ListPage,
} from '#src/lib/list-pages';
import type { ListQueryCodec } from '#src/lib/url-state/use-list-url';

export type CadenceFilter = 'all' | Cadence;
export const CADENCE_FILTERS: readonly CadenceFilter[] = ['all', 'weekly', 'biweekly', 'monthly'];

/**
 * Whether the list shows every schedule or only those whose last due run likely produced no
 * report (src/domain/runs-not-sent.ts). `?reports=not-sent` in the address.
 */
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

/**
 * Everything the list's controls decide; kept in the URL as
 * `?q=&cadence=&reports=&sort=&size=&page=`.
 */
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

// ---------------------------------------------------------------------------------------------
// Filtering.

/*
 * The lower-cased text a search looks in, built once per schedule object. React Query keeps
 * unchanged schedules as the same objects between fetches, so typing never rebuilds it.
 */
const searchTexts = new WeakMap<Schedule, string>();

function searchTextOf(schedule: Schedule): string {
  let text = searchTexts.get(schedule);
  if (text === undefined) {
    const parts = [schedule.title];
    for (const recipient of schedule.recipients) {
      if (recipient.name) parts.push(recipient.name);
      parts.push(recipient.email);
    }
    // A newline cannot be typed into the search box, so a match never spans two fields.
    text = parts.join('\n').toLocaleLowerCase();
    searchTexts.set(schedule, text);
  }
  return text;
}

/**
 * A list's search texts, joined into one string with a newline after each schedule's, and
 * where each one starts. One `indexOf` over the joined text finds the next schedule holding a
 * word, skipping the ones in between at native speed: filtering 5,000 schedules per key press
 * costs well under a millisecond, where testing each schedule's text in turn cost several.
 */
interface SearchIndex {
  size: number;
  joined: string;
  starts: Int32Array;
}

/** Built once per list (the sorted array the page filters), when first searched. */
const searchIndexes = new WeakMap<readonly Schedule[], SearchIndex>();

function searchIndexOf(schedules: readonly Schedule[]): SearchIndex {
  let index = searchIndexes.get(schedules);
  if (!index || index.size !== schedules.length) {
    const starts = new Int32Array(schedules.length);
    const texts: string[] = [];
    let offset = 0;
    schedules.forEach((schedule, i) => {
      const text = searchTextOf(schedule);
      starts[i] = offset;
      texts.push(text);
      offset += text.length + 1;
    });
    // Newlines cannot be typed into the search box, so no word matches across two schedules.
    index = { size: schedules.length, joined: texts.join('\n') + '\n', starts };
    searchIndexes.set(schedules, index);
  }
  return index;
}

/** Whether schedule `i`'s search text (from `from` to the next newline) holds `word`. */
function holds(index: SearchIndex, i: number, word: string): boolean {
  const at = index.joined.indexOf(word, index.starts[i]);
  return at >= 0 && (i + 1 === index.size || at < (index.starts[i + 1] as number));
}

/**
 * Builds the search index of `schedules` ahead of the first search, so the first key typed
 * does not pay for it. Optional: `filterSchedules` builds it when missing.
 */
export function prepareSearch(schedules: readonly Schedule[]): void {
  searchIndexOf(schedules);
}

/** Whether the user has narrowed the list (a search, a cadence or reports other than all). */
export function isFiltered(
  query: Pick<ScheduleListQuery, 'text' | 'cadence'> & Partial<Pick<ScheduleListQuery, 'reports'>>,
): boolean {
  return query.text.trim() !== '' || query.cadence !== 'all' || (query.reports ?? 'all') !== 'all';
}

/**
 * The schedules whose cadence is `cadence` and where every word of `text` appears in the title
 * or a recipient's name or email (case-insensitive, any order), in their original order.
 * `filterSchedules(all, { text: 'bluebird traffic', cadence: 'monthly' })` -> the monthly
 * 'Bluebird Bakery traffic report's.
 */
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
  if (words.length === 0) {
    return cadence === 'all'
      ? [...schedules]
      : schedules.filter((schedule) => cadenceOf(schedule.frequency) === cadence);
  }
  // The longest word is likely the rarest: it picks the candidates, the others check them.
  const [first = '', ...others] = [...words].sort((a, b) => b.length - a.length);
  const index = searchIndexOf(schedules);
  const { joined, starts, size } = index;
  const matches: Schedule[] = [];
  let from = 0;
  let i = 0;
  while (i < size) {
    const at = joined.indexOf(first, from);
    if (at < 0) break;
    // The schedule holding `at`: the last start at or before it, searching on from `i`.
    let low = i;
    let high = size - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((starts[middle] as number) <= at) low = middle;
      else high = middle - 1;
    }
    const schedule = schedules[low] as Schedule;
    if (
      (cadence === 'all' || cadenceOf(schedule.frequency) === cadence) &&
      others.every((word) => holds(index, low, word))
    ) {
      matches.push(schedule);
    }
    i = low + 1;
    from = i < size ? (starts[i] as number) : joined.length;
  }
  return matches;
}

// ---------------------------------------------------------------------------------------------
// Sorting.

const titleCollator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Parsed next-run instants by date string: thousands of schedules share far fewer. */
const parsedRunTimes = new Map<string, number>();

function runTime(schedule: Schedule): number {
  const date = schedule.next_scheduled_date;
  let time = parsedRunTimes.get(date);
  if (time === undefined) {
    time = Date.parse(date);
    // An unreadable date sorts last rather than breaking the order of the others.
    if (Number.isNaN(time)) time = Number.POSITIVE_INFINITY;
    if (parsedRunTimes.size >= 10_000) parsedRunTimes.clear();
    parsedRunTimes.set(date, time);
  }
  return time;
}

const CADENCE_RANKS: Record<Cadence, number> = { weekly: 0, biweekly: 1, monthly: 2 };

/**
 * Where a schedule goes when sorted by cadence, as one number (smaller first): weekly, every
 * two weeks, then monthly; weekly ones by weekday (Monday first) and monthly ones by day of the
 * month; then by time of day. Weekday and time are read in `timeZone` (the user's, as the
 * cadence sentences are); the day of the month is the service's, which the sentence names.
 * `cadenceSortKey(weeklyOnMondayAt9, 'UTC') < cadenceSortKey(weeklyOnTuesdayAt8, 'UTC')`.
 */
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

/** Each distinct value's place in `order`, values it calls equal sharing one place. */
function ranksOf<T>(
  values: readonly T[],
  order: (a: T, b: T) => number,
): { rank: Map<T, number>; count: number } {
  const distinct = [...new Set(values)].sort(order);
  const rank = new Map<T, number>();
  let current = 0;
  distinct.forEach((value, index) => {
    if (index > 0 && order(distinct[index - 1] as T, value) !== 0) current++;
    rank.set(value, current);
  });
  return { rank, count: current + 1 };
}

const byNumber = (a: number, b: number) => (a === b ? 0 : a < b ? -1 : 1);
const byUuid = (a: Schedule, b: Schedule) => (a.uuid < b.uuid ? -1 : a.uuid > b.uuid ? 1 : 0);

/** A schedule's place by one key: a rank (0 first) among `count` distinct ones. */
interface SortRanks {
  of: (schedule: Schedule) => number;
  count: number;
}

function titleRanks(schedules: readonly Schedule[]): SortRanks {
  const { rank, count } = ranksOf(
    schedules.map((schedule) => schedule.title),
    titleCollator.compare,
  );
  return { of: (schedule) => rank.get(schedule.title) as number, count };
}

function runRanks(schedules: readonly Schedule[]): SortRanks {
  const { rank, count } = ranksOf(schedules.map(runTime), byNumber);
  return { of: (schedule) => rank.get(runTime(schedule)) as number, count };
}

function cadenceRanks(schedules: readonly Schedule[], timeZone: string): SortRanks {
  // Thousands of schedules share a few hundred rules: each is read in the zone once.
  const keys = new Map<string, number>();
  const keyOf = (schedule: Schedule) => {
    const id = `${schedule.frequency.unit} ${schedule.frequency.value} ${schedule.next_scheduled_date}`;
    let key = keys.get(id);
    if (key === undefined) {
      key = cadenceSortKey(schedule, timeZone);
      keys.set(id, key);
    }
    return key;
  };
  const { rank, count } = ranksOf(schedules.map(keyOf), byNumber);
  return { of: (schedule) => rank.get(keyOf(schedule)) as number, count };
}

/** The first and second keys of a sort: each sort breaks its ties by title, or by next run. */
function sortRanks(
  schedules: readonly Schedule[],
  key: SortKey,
  timeZone: string,
): [SortRanks, SortRanks] {
  switch (key) {
    case 'title':
      return [titleRanks(schedules), runRanks(schedules)];
    case 'next-run':
      return [runRanks(schedules), titleRanks(schedules)];
    case 'cadence':
      return [cadenceRanks(schedules, timeZone), titleRanks(schedules)];
  }
}

/** Beyond this many schedules the packed keys below could pass 2^53; compare keys instead. */
const PACKED_SORT_LIMIT = 100_000;

/**
 * A sorted copy. 'next-run' puts the soonest run first (then by title); 'title' sorts A-Z as a
 * person would (case-insensitive, 'Report 2' before 'Report 10'; then by next run); 'cadence'
 * as `cadenceSortKey` does (then by title), reading weekdays and times in `timeZone`. A '-'
 * reverses the first key only ('-title': Z-A, equal titles still soonest first). Ties end on the
 * uuid, so the order never changes between renders.
 *
 * Sorting 5,000 schedules takes ~60,000 comparisons, and `Intl.Collator#compare` or even a
 * comparator function on each is slow. So the distinct values of each key (a few hundred) are
 * ranked once, each schedule gets one number packing (first key, second key, position), the
 * numbers are sorted natively, and only schedules with equal keys are then ordered by uuid.
 */
export function sortSchedules(
  schedules: readonly Schedule[],
  sort: ScheduleSort,
  timeZone = 'UTC',
): Schedule[] {
  const count = schedules.length;
  const [first, second] = sortRanks(schedules, sortKeyOf(sort), timeZone);
  const descending = sortDirectionOf(sort) === 'descending';
  const keyOf = (schedule: Schedule): [number, number] => {
    const rank = first.of(schedule);
    return [descending ? first.count - 1 - rank : rank, second.of(schedule)];
  };

  if (count > PACKED_SORT_LIMIT) {
    const keyed = schedules.map((schedule) => ({ schedule, key: keyOf(schedule) }));
    keyed.sort(
      (a, b) => a.key[0] - b.key[0] || a.key[1] - b.key[1] || byUuid(a.schedule, b.schedule),
    );
    return keyed.map(({ schedule }) => schedule);
  }

  const packed = new Float64Array(count);
  schedules.forEach((schedule, index) => {
    const [primary, secondary] = keyOf(schedule);
    packed[index] = (primary * second.count + secondary) * count + index;
  });
  packed.sort();

  const sorted = new Array<Schedule>(count);
  let groupStart = 0;
  let groupKey = -1;
  for (let position = 0; position < count; position++) {
    const value = packed[position] as number;
    const index = value % count;
    const key = (value - index) / count;
    sorted[position] = schedules[index] as Schedule;
    if (key !== groupKey) {
      if (position - groupStart > 1) sortByUuid(sorted, groupStart, position);
      groupStart = position;
      groupKey = key;
    }
  }
  if (count - groupStart > 1) sortByUuid(sorted, groupStart, count);
  return sorted;
}

/** Orders `list[start..end)` by uuid in place (stable: equal uuids keep their order). */
function sortByUuid(list: Schedule[], start: number, end: number): void {
  const group = list.slice(start, end).sort(byUuid);
  for (let i = 0; i < group.length; i++) list[start + i] = group[i] as Schedule;
}

// ---------------------------------------------------------------------------------------------
// Pages: paginate, pageContaining and pageRangeSummary (src/lib/list-pages.ts), with the
// list's page size.

// ---------------------------------------------------------------------------------------------
// Counts.

function schedulesWord(n: number): string {
  return n === 1 ? 'schedule' : 'schedules';
}

/** "7 schedules", or "3 of 7 schedules match" while a search or filter is on. */
export function matchSummary(matching: number, total: number, filtered: boolean): string {
  return filtered
    ? `${formatCount(matching)} of ${formatCount(total)} ${schedulesWord(total)} match`
    : `${formatCount(total)} ${schedulesWord(total)}`;
}

// ---------------------------------------------------------------------------------------------
// The URL query string.

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

/**
 * The query string for a list state, defaults left out so the plain list has a plain URL:
 * `listQueryString({ text: 'acme', cadence: 'all', sort: '-title', size: 25, page: 2 })` ->
 * 'q=acme&sort=-title&page=2'.
 * Parameters the list does not own are kept.
 */
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

/**
 * How the list keeps its settings in the address (useListUrl): a search's first key adds a
 * history entry, so Back returns to the list as it was before the search.
 */
export const SCHEDULE_LIST_URL: ListQueryCodec<ScheduleListQuery> = {
  parse: parseListQuery,
  write: listQueryString,
  searchAddsEntry: true,
};

/**
 * The page a list opens on for `query`, nothing typed yet: sorted, filtered and paged as
 * useSchedulePage does it. What start-up draws before the app has loaded (opening-rows.tsx).
 * Null for the "Not sent" filter, whose rows depend on the site's reports as well.
 */
export function openingPage(
  schedules: readonly Schedule[],
  query: ScheduleListQuery,
  userZone: string,
): ListPage<Schedule> | null {
  if (query.reports !== 'all') return null;
  const sorted = sortSchedules(schedules, query.sort, userZone);
  return paginate(filterSchedules(sorted, query), query.page, query.size);
}
