import { Button } from '#src/components/button';
import { Alert } from '#src/components/alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useHref, useLocation, useNavigate } from 'react-router';
import { formatUtcOffset } from '#src/domain/recurrence';
import type { CalendarZones } from '#src/domain/schedule-rule';
import type { Schedule, TemplateListResponse } from '#src/domain/schemas';
import { useTemplateQueryOptions } from '#src/features/schedules/api/schedule-queries';
import {
  filterSchedules,
  prepareSearch,
  type CadenceFilter,
  type ScheduleSort,
  isFiltered,
  listQueryString,
  pageContaining,
  paginate,
  sortSchedules,
  PAGE_SIZE,
} from '#src/features/schedules/list-view';
import { findHighlighted } from '#src/features/schedules/saved-schedule';
import { PageLinks } from './page-links';
import { ROUTE_ATTRIBUTE, ScheduleCard, scheduleCardId } from './schedule-card';
import { ScheduleListControls } from './schedule-list-controls';
import type { ListArrival } from './use-list-arrival';
import { useListQuery } from './use-list-query';

const count = new Intl.NumberFormat('en-US');

function schedulesWord(n: number): string {
  return n === 1 ? 'schedule' : 'schedules';
}

/** "7 schedules", or "3 of 7 schedules match" while a search or filter is on. */
export function matchSummary(matching: number, total: number, filtered: boolean): string {
  return filtered
    ? `${count.format(matching)} of ${count.format(total)} ${schedulesWord(total)} match`
    : `${count.format(total)} ${schedulesWord(total)}`;
}

/** The href of an app path as a router link writes it: with the router's basename, if any. */
function useAppHref(): (path: string) => string {
  const root = useHref('/');
  return useCallback(
    (path: string) => (root.endsWith('/') ? root.slice(0, -1) : root) + path,
    [root],
  );
}

/**
 * Routes clicks on the plain links (marked with ROUTE_ATTRIBUTE) inside the element as a router
 * link does: a plain left click navigates in the app; modified clicks (new tab, window) and
 * other targets are left to the browser.
 */
function useRouteClicks<T extends HTMLElement>() {
  const navigate = useNavigate();
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element | null)?.closest?.(`a[${ROUTE_ATTRIBUTE}]`);
      const path = link?.getAttribute(ROUTE_ATTRIBUTE);
      const target = link?.getAttribute('target');
      if (!link || !path || (target && target !== '_self')) return;
      event.preventDefault();
      void navigate(path);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [navigate]);
  return ref;
}

/** How many cards fill the window (cards are 170 px tall at least), the page at most. */
function firstCardCount(): number {
  return Math.min(PAGE_SIZE, Math.max(4, Math.ceil(window.innerHeight / 170)));
}

/** The current time, refreshed every minute so "in 5 minutes" does not go stale. */
function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** 'Europe/London (UTC+01:00)', or just 'UTC'. */
function zoneLabel(timeZone: string, now: Date): string {
  const offset = formatUtcOffset(now, timeZone);
  return offset === timeZone ? timeZone : `${timeZone} (${offset})`;
}

function serviceZoneNote(zones: CalendarZones): string {
  return zones.service === zones.user ? '' : ` The service keeps its calendar in ${zones.service}.`;
}

const ZoneNote = memo(function ZoneNote({ zones, now }: { zones: CalendarZones; now: Date }) {
  return (
    <p className="schedule-browser__note">
      Times are shown in {zoneLabel(zones.user, now)}.{serviceZoneNote(zones)}
    </p>
  );
});

function templateNamesById(data: TemplateListResponse): ReadonlyMap<string, string> {
  return new Map(
    data.templates.map((template) => [template.template_uuid, template.template_name]),
  );
}

/**
 * Template names for the cards. The list output has only the template's uuid; the names are a
 * nicety, so a failed templates request just leaves them out.
 */
function useTemplateNames(): ReadonlyMap<string, string> | undefined {
  return useQuery({ ...useTemplateQueryOptions(), select: templateNamesById }).data;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * Hands the search to the URL once typing settles: `useDeferredValue` lets this (and the URL
 * change that re-renders the whole page) wait until the filtered rows are on screen.
 */
function SearchUrlSync({ text, onSettled }: { text: string; onSettled: (text: string) => void }) {
  const settled = useDeferredValue(text);
  useEffect(() => onSettled(settled), [settled, onSettled]);
  return null;
}

export interface ScheduleBrowserProps {
  /** Every schedule of the site, as the service listed them; not empty. */
  schedules: readonly Schedule[];
  siteId: string;
  zones: CalendarZones;
  /** The save the page was opened after, if any: its schedule is shown and highlighted. */
  arrival: ListArrival | null;
}

/**
 * A site's schedules: search, cadence filter, sort order and one page of cards at a time, all
 * kept in the URL. Sorting runs once per order and data; a key typed in the search box filters
 * the sorted list (a substring test per schedule, on text built once per schedule) and renders
 * one page of plain, memoised cards in the same frame, and the URL follows once typing settles,
 * so typing stays responsive with thousands of schedules.
 */
export function ScheduleBrowser({ schedules, siteId, zones, arrival }: ScheduleBrowserProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const hrefOf = useAppHref();
  const rootRef = useRouteClicks<HTMLDivElement>();
  const {
    query,
    searchText,
    setSearchText,
    commitSearch,
    update,
    clearFilters,
    pageSearch,
    searchParams,
  } = useListQuery();
  const now = useNow();
  const templateNames = useTemplateNames();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));

  const sorted = useMemo(() => sortSchedules(schedules, query.sort), [schedules, query.sort]);
  // The search looks in an index built once per list; build it while the user reads the page.
  useEffect(() => {
    const timer = window.setTimeout(() => prepareSearch(sorted), 300);
    return () => window.clearTimeout(timer);
  }, [sorted]);
  const filtered = useMemo(
    () => filterSchedules(sorted, { text: searchText, cadence: query.cadence }),
    [sorted, searchText, query.cadence],
  );
  // A new search starts on the first page, before the URL says so.
  const page = searchText === query.text ? query.page : 1;
  const view = useMemo(() => paginate(filtered, page), [filtered, page]);
  /*
   * A key typed into the search first renders the cards of the new page that fill the screen,
   * and the rest of the page in a deferred render right after: the rows the user sees appear
   * without waiting for the ones below the fold, and typing on keeps deferring those.
   */
  const [firstCards] = useState(firstCardCount);
  const settledItems = useDeferredValue(view.items);
  const items = settledItems === view.items ? view.items : view.items.slice(0, firstCards);
  const filtering = isFiltered({ text: searchText, cadence: query.cadence });
  const highlighted = useMemo(
    () => findHighlighted(schedules, arrival?.highlight),
    [schedules, arrival?.highlight],
  );
  const highlightHidden = highlighted !== undefined && !filtered.includes(highlighted);

  /*
   * After a save: open the page that holds the saved schedule, then scroll to it and focus it.
   * The same navigation drops the router state, so Back or a reload does not announce the save
   * again. Focus waits for that navigation, because PageHeading focuses the h1 on every one.
   */
  const placedArrival = useRef<string | null>(null);
  const focusAfterNavigation = useRef<{ uuid: string; fromKey: string } | null>(null);
  useEffect(() => {
    if (!arrival || placedArrival.current === arrival.key) return;
    placedArrival.current = arrival.key;
    const index = highlighted ? filtered.indexOf(highlighted) : -1;
    if (highlighted && index >= 0) {
      focusAfterNavigation.current = { uuid: highlighted.uuid, fromKey: location.key };
    }
    const page = index >= 0 ? pageContaining(index) : query.page;
    void navigate(
      { search: listQueryString({ ...query, text: searchText, page }, searchParams) },
      { replace: true, state: null },
    );
  }, [arrival, highlighted, filtered, location.key, navigate, query, searchText, searchParams]);

  useEffect(() => {
    const pending = focusAfterNavigation.current;
    if (!pending || pending.fromKey === location.key) return;
    const card = document.getElementById(scheduleCardId(pending.uuid));
    if (!card) return;
    focusAfterNavigation.current = null;
    card.scrollIntoView?.({
      block: 'center',
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
    card.focus({ preventScroll: true });
  });

  // Stable handlers, so the memoised selects do not re-render on every keystroke.
  const updateRef = useRef(update);
  useEffect(() => {
    updateRef.current = update;
  });
  const onCadenceChange = useCallback(
    (cadence: CadenceFilter) => updateRef.current({ cadence }),
    [],
  );
  const onSortChange = useCallback((sort: ScheduleSort) => updateRef.current({ sort }), []);
  const clearRef = useRef(clearFilters);
  useEffect(() => {
    clearRef.current = clearFilters;
  });
  const onClearFilters = useCallback(() => clearRef.current(), []);

  const summary = matchSummary(filtered.length, schedules.length, filtering);

  return (
    <div className="schedule-browser" ref={rootRef}>
      <SearchUrlSync text={searchText} onSettled={commitSearch} />
      <ScheduleListControls
        searchText={searchText}
        cadence={query.cadence}
        sort={query.sort}
        onSearchTextChange={setSearchText}
        onCadenceChange={onCadenceChange}
        onSortChange={onSortChange}
      />

      <div>
        <div className="schedule-browser__summary">
          <p role="status" aria-live="polite" className="schedule-browser__count">
            {summary}
          </p>
          {filtering && filtered.length > 0 ? (
            <button type="button" className="schedule-button" onClick={onClearFilters}>
              Clear filters
            </button>
          ) : null}
        </div>
        <ZoneNote zones={zones} now={now} />
      </div>

      {highlightHidden ? (
        <Alert severity="info">
          The schedule you saved does not match the current search or filter.
        </Alert>
      ) : null}

      {filtered.length === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
          <Typography component="h2" variant="h6">
            No schedules match
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
            No schedule of this site matches your search and cadence filter.
          </Typography>
          <Button variant="outlined" onClick={clearFilters}>
            Clear filters
          </Button>
        </Paper>
      ) : (
        <>
          <ul aria-label="Report schedules" className="schedule-cards">
            {items.map((schedule) => (
              <li key={schedule.uuid}>
                <ScheduleCard
                  schedule={schedule}
                  siteId={siteId}
                  hrefOf={hrefOf}
                  zones={zones}
                  now={now}
                  templateName={templateNames?.get(schedule.template_uuid)}
                  highlighted={schedule === highlighted}
                />
              </li>
            ))}
          </ul>
          <div className="schedule-browser__pages">
            <p className="schedule-browser__note">
              Showing {count.format(view.first)}–{count.format(view.last)} of{' '}
              {count.format(view.total)}
            </p>
            {view.pageCount > 1 ? (
              <PageLinks
                page={view.page}
                pageCount={view.pageCount}
                compact={!wide}
                pageSearch={pageSearch}
              />
            ) : null}
          </div>
        </>
      )}
    </div>
  );
}
