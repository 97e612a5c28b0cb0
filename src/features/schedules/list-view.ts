/**
 * What the schedule list shows, as pure functions: search, cadence filter, sort order and pages,
 * the URL query string that keeps them, and which schedule a just-saved one is. No React, so the
 * rules are unit-tested on their own and stay fast with thousands of schedules.
 */
import { cadenceOf, type Cadence } from '../../domain/recurrence';
import type { Schedule } from '../../domain/schemas';

export type CadenceFilter = 'all' | Cadence;
export const CADENCE_FILTERS: readonly CadenceFilter[] = ['all', 'weekly', 'biweekly', 'monthly'];

export type ScheduleSort = 'next-run' | 'title';
export const SCHEDULE_SORTS: readonly ScheduleSort[] = ['next-run', 'title'];

/** Cards per page: enough to scan, few enough that 5,000 schedules render instantly. */
export const PAGE_SIZE = 25;

/** Everything the list's controls decide; kept in the URL as `?q=&cadence=&sort=&page=`. */
export interface ScheduleListQuery {
  text: string;
  cadence: CadenceFilter;
  sort: ScheduleSort;
  /** 1-based; clamped to the pages that exist when paginating. */
  page: number;
}

export const DEFAULT_LIST_QUERY: ScheduleListQuery = {
  text: '',
  cadence: 'all',
  sort: 'next-run',
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

/** Whether the user has narrowed the list (a search or a cadence other than all). */
export function isFiltered(query: Pick<ScheduleListQuery, 'text' | 'cadence'>): boolean {
  return query.text.trim() !== '' || query.cadence !== 'all';
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
): Schedule[] {
  const words = text.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0 && cadence === 'all') return [...schedules];
  return schedules.filter((schedule) => {
    if (cadence !== 'all' && cadenceOf(schedule.frequency) !== cadence) return false;
    const searchText = searchTextOf(schedule);
    return words.every((word) => searchText.includes(word));
  });
}

// ---------------------------------------------------------------------------------------------
// Sorting.

const titleCollator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function runTime(schedule: Schedule): number {
  const time = Date.parse(schedule.next_scheduled_date);
  // An unreadable date sorts last rather than breaking the order of the others.
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
}

/**
 * A sorted copy: 'next-run' puts the soonest run first (then by title), 'title' sorts A-Z as a
 * person would (case-insensitive, 'Report 2' before 'Report 10'; then by next run). Ties end on
 * the uuid, so the order never changes between renders.
 */
export function sortSchedules(schedules: readonly Schedule[], sort: ScheduleSort): Schedule[] {
  // Parse each date once, not on every comparison: 5,000 schedules take ~60,000 comparisons.
  const keyed = schedules.map((schedule) => ({ schedule, time: runTime(schedule) }));
  const byTime = (a: (typeof keyed)[number], b: (typeof keyed)[number]) =>
    a.time === b.time ? 0 : a.time < b.time ? -1 : 1;
  const byTitle = (a: (typeof keyed)[number], b: (typeof keyed)[number]) =>
    titleCollator.compare(a.schedule.title, b.schedule.title);
  const [first, second] = sort === 'title' ? [byTitle, byTime] : [byTime, byTitle];

  keyed.sort(
    (a, b) =>
      first(a, b) ||
      second(a, b) ||
      (a.schedule.uuid < b.schedule.uuid ? -1 : a.schedule.uuid > b.schedule.uuid ? 1 : 0),
  );
  return keyed.map(({ schedule }) => schedule);
}

// ---------------------------------------------------------------------------------------------
// Pages.

export interface ListPage<T> {
  items: T[];
  /** The page shown, 1-based, after clamping. */
  page: number;
  /** At least 1, so an empty list still has a page. */
  pageCount: number;
  total: number;
  /** 1-based position of the first and last item shown; both 0 when there are none. */
  first: number;
  last: number;
}

/**
 * One page of `items`. A page past the end shows the last page, one before the start the first:
 * `paginate(fiveThousand, 3, 25)` -> items 51-75, `{ first: 51, last: 75, pageCount: 200 }`.
 */
export function paginate<T>(
  items: readonly T[],
  page: number,
  pageSize: number = PAGE_SIZE,
): ListPage<T> {
  const total = items.length;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Number.isFinite(page) ? Math.floor(page) : 1), pageCount);
  const start = (current - 1) * pageSize;
  const pageItems = items.slice(start, start + pageSize);
  return {
    items: pageItems,
    page: current,
    pageCount,
    total,
    first: pageItems.length ? start + 1 : 0,
    last: start + pageItems.length,
  };
}

/** The 1-based page holding the item at a 0-based `index`: `pageContaining(25, 25)` -> 2. */
export function pageContaining(index: number, pageSize: number = PAGE_SIZE): number {
  return Math.floor(Math.max(0, index) / pageSize) + 1;
}

// ---------------------------------------------------------------------------------------------
// The URL query string.

function isOneOf<T extends string>(values: readonly T[], value: string | null): value is T {
  return value !== null && (values as readonly string[]).includes(value);
}

/** The list's state from a URL; unknown or malformed values fall back to the defaults. */
export function parseListQuery(params: URLSearchParams): ScheduleListQuery {
  const cadence = params.get('cadence');
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    text: params.get('q') ?? DEFAULT_LIST_QUERY.text,
    cadence: isOneOf(CADENCE_FILTERS, cadence) ? cadence : DEFAULT_LIST_QUERY.cadence,
    sort: isOneOf(SCHEDULE_SORTS, sort) ? sort : DEFAULT_LIST_QUERY.sort,
    page: Number.isInteger(page) && page >= 1 ? page : DEFAULT_LIST_QUERY.page,
  };
}

/**
 * The query string for a list state, defaults left out so the plain list has a plain URL:
 * `listQueryString({ text: 'acme', cadence: 'all', sort: 'next-run', page: 2 })` -> 'q=acme&page=2'.
 * Parameters the list does not own are kept.
 */
export function listQueryString(
  query: ScheduleListQuery,
  keep: URLSearchParams = new URLSearchParams(),
): string {
  const params = new URLSearchParams(keep);
  const set = (name: string, value: string, fallback: string) => {
    if (value === fallback) params.delete(name);
    else params.set(name, value);
  };
  set('q', query.text, DEFAULT_LIST_QUERY.text);
  set('cadence', query.cadence, DEFAULT_LIST_QUERY.cadence);
  set('sort', query.sort, DEFAULT_LIST_QUERY.sort);
  set('page', String(query.page), String(DEFAULT_LIST_QUERY.page));
  return params.toString();
}

// ---------------------------------------------------------------------------------------------
// Arriving after a save.

/** Which schedule was just saved. The create answer has no uuid, so title and run may stand in. */
export interface ScheduleHighlight {
  uuid?: string | undefined;
  title?: string | undefined;
  /** The saved next_scheduled_date (ISO 8601). */
  nextRun?: string | undefined;
}

/**
 * The router state the schedule form navigates to the list with:
 * `navigate(scheduleListPath(siteId), { state: { flash: { message }, highlight: { uuid } } })`.
 */
export interface ScheduleListLocationState {
  flash?: { message: string } | undefined;
  highlight?: ScheduleHighlight | undefined;
}

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The list's part of a router state, if it has one; anything else (or malformed) -> undefined. */
export function readListLocationState(state: unknown): ScheduleListLocationState | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { flash, highlight } = state as Record<string, unknown>;
  const message =
    typeof flash === 'object' && flash !== null
      ? optionalString((flash as Record<string, unknown>).message)
      : undefined;
  let target: ScheduleHighlight | undefined;
  if (typeof highlight === 'object' && highlight !== null) {
    const fields = highlight as Record<string, unknown>;
    const uuid = optionalString(fields.uuid);
    const title = optionalString(fields.title);
    const nextRun = optionalString(fields.nextRun);
    if (uuid || title) target = { uuid, title, nextRun };
  }
  if (!message && !target) return undefined;
  return { flash: message ? { message } : undefined, highlight: target };
}

/**
 * The schedule a highlight points at: the one with its uuid; else the one with its title and
 * run instant; else the only one with its title (the service may have moved the run).
 */
export function findHighlighted(
  schedules: readonly Schedule[],
  highlight: ScheduleHighlight | undefined,
): Schedule | undefined {
  if (!highlight) return undefined;
  if (highlight.uuid) {
    const uuid = highlight.uuid.toLowerCase();
    const byUuid = schedules.find((schedule) => schedule.uuid.toLowerCase() === uuid);
    if (byUuid) return byUuid;
  }
  const title = highlight.title?.trim();
  if (!title) return undefined;
  const withTitle = schedules.filter((schedule) => schedule.title.trim() === title);
  const run = highlight.nextRun ? Date.parse(highlight.nextRun) : Number.NaN;
  const byRun = Number.isNaN(run)
    ? undefined
    : withTitle.find((schedule) => Date.parse(schedule.next_scheduled_date) === run);
  return byRun ?? (withTitle.length === 1 ? withTitle[0] : undefined);
}
