import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useEnvironment } from '../../../../config/config-context';
import { formatUtcOffset } from '../../../../domain/recurrence';
import type { Schedule, TemplateListResponse } from '../../../../domain/schemas';
import { useApiClient } from '../../../../lib/api-client-context';
import { templateQueries } from '../../api/schedule-queries';
import {
  filterSchedules,
  findHighlighted,
  isFiltered,
  listQueryString,
  pageContaining,
  paginate,
  sortSchedules,
} from '../../list-view';
import { ScheduleCard, scheduleCardId } from './schedule-card';
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
  const api = useApiClient();
  const { config } = useEnvironment();
  return useQuery({ ...templateQueries.list(api, config.accountId), select: templateNamesById })
    .data;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

export interface ScheduleBrowserProps {
  /** Every schedule of the site, as the service listed them; not empty. */
  schedules: readonly Schedule[];
  siteId: string;
  timeZone: string;
  /** The save the page was opened after, if any: its schedule is shown and highlighted. */
  arrival: ListArrival | null;
}

/**
 * A site's schedules: search, cadence filter, sort order and one page of cards at a time, all
 * kept in the URL. Sorting runs once per order and data; a search filters the sorted list with
 * a deferred value, so typing stays responsive with thousands of schedules.
 */
export function ScheduleBrowser({ schedules, siteId, timeZone, arrival }: ScheduleBrowserProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const { query, searchText, setSearchText, update, clearFilters, pageSearch, searchParams } =
    useListQuery();
  const deferredText = useDeferredValue(searchText);
  const now = useNow();
  const templateNames = useTemplateNames();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));

  const sorted = useMemo(() => sortSchedules(schedules, query.sort), [schedules, query.sort]);
  const filtered = useMemo(
    () => filterSchedules(sorted, { text: deferredText, cadence: query.cadence }),
    [sorted, deferredText, query.cadence],
  );
  const view = useMemo(() => paginate(filtered, query.page), [filtered, query.page]);
  const filtering = isFiltered({ text: deferredText, cadence: query.cadence });
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

  const summary = matchSummary(filtered.length, schedules.length, filtering);

  return (
    <Stack spacing={2}>
      <ScheduleListControls
        searchText={searchText}
        cadence={query.cadence}
        sort={query.sort}
        onSearchTextChange={setSearchText}
        onCadenceChange={(cadence) => update({ cadence })}
        onSortChange={(sort) => update({ sort })}
      />

      <Box>
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
        >
          <Typography role="status" aria-live="polite" sx={{ fontWeight: 500 }}>
            {summary}
          </Typography>
          {filtering && filtered.length > 0 ? (
            <Button size="small" onClick={clearFilters}>
              Clear filters
            </Button>
          ) : null}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          Times are shown in {zoneLabel(timeZone, now)}.
        </Typography>
      </Box>

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
          <Stack
            component="ul"
            aria-label="Report schedules"
            spacing={2}
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              // While a search is still being applied the old results stay, dimmed.
              opacity: deferredText === searchText ? 1 : 0.65,
              transition: 'opacity 150ms',
            }}
          >
            {view.items.map((schedule) => (
              <li key={schedule.uuid}>
                <ScheduleCard
                  schedule={schedule}
                  siteId={siteId}
                  timeZone={timeZone}
                  now={now}
                  templateName={templateNames?.get(schedule.template_uuid)}
                  highlighted={schedule === highlighted}
                />
              </li>
            ))}
          </Stack>
          <Stack spacing={1} sx={{ alignItems: 'center', pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              Showing {count.format(view.first)}–{count.format(view.last)} of{' '}
              {count.format(view.total)}
            </Typography>
            {view.pageCount > 1 ? (
              <Pagination
                aria-label="Pages of schedules"
                page={view.page}
                count={view.pageCount}
                siblingCount={wide ? 1 : 0}
                color="primary"
                renderItem={(item) =>
                  item.page === null || item.type.endsWith('ellipsis') ? (
                    <PaginationItem {...item} />
                  ) : (
                    <PaginationItem {...item} component={RouterLink} to={pageSearch(item.page)} />
                  )
                }
              />
            ) : null}
          </Stack>
        </>
      )}
    </Stack>
  );
}
