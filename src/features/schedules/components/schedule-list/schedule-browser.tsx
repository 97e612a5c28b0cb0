import { Button } from '#src/components/button';
import { Alert } from '#src/components/alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { CalendarZones } from '#src/domain/schedule-rule';
import type { Schedule } from '#src/domain/schemas';
import {
  matchSummary,
  pageRangeSummary,
  type CadenceFilter,
  type ListPage,
  type ScheduleSort,
} from '#src/features/schedules/list-view';
import { ListSummary } from './list-summary';
import { PageLinks } from './page-links';
import { ScheduleCard } from './schedule-card';
import { ScheduleListControls } from './schedule-list-controls';
import { SearchUrlSync } from './search-url-sync';
import { useAppHref } from './use-app-href';
import type { ListArrival } from './use-list-arrival';
import { useListUrlState } from './use-list-url-state';
import { useNow } from './use-now';
import { useRouteClicks } from './use-route-clicks';
import { useSavedSchedule } from './use-saved-schedule';
import { useSchedulePage } from './use-schedule-page';
import { useStableCallback } from './use-stable-callback';
import { useTemplateNames } from './use-template-names';

function NoMatchingSchedules({ onClearFilters }: { onClearFilters: () => void }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
      <Typography component="h2" variant="h6">
        No schedules match
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
        No schedule of this site matches your search and cadence filter.
      </Typography>
      <Button variant="outlined" onClick={onClearFilters}>
        Clear filters
      </Button>
    </Paper>
  );
}

/** Below the cards: which of them the page shows, and links to the other pages. */
function SchedulePages({
  view,
  pageSearch,
}: {
  view: ListPage<Schedule>;
  pageSearch: (page: number) => string;
}) {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));
  return (
    <div className="schedule-browser__pages">
      <p className="schedule-browser__note">{pageRangeSummary(view)}</p>
      {view.pageCount > 1 ? (
        <PageLinks
          page={view.page}
          pageCount={view.pageCount}
          compact={!wide}
          pageSearch={pageSearch}
        />
      ) : null}
    </div>
  );
}

interface ScheduleBrowserProps {
  /** Every schedule of the site, as the service listed them; not empty. */
  schedules: readonly Schedule[];
  siteId: string;
  zones: CalendarZones;
  /** The save the page was opened after, if any: its schedule is shown and highlighted. */
  arrival: ListArrival | null;
}

/**
 * A site's schedules: search, cadence filter, sort order and one page of cards at a time, all
 * kept in the URL. A key typed in the search box filters the list and renders one page of
 * plain, memoised cards in the same frame, and the URL follows once typing settles, so typing
 * stays responsive with thousands of schedules.
 */
export function ScheduleBrowser({ schedules, siteId, zones, arrival }: ScheduleBrowserProps) {
  const rootRef = useRouteClicks<HTMLDivElement>();
  const hrefOf = useAppHref();
  const now = useNow();
  const templateNames = useTemplateNames();
  const url = useListUrlState();
  const { query, searchText } = url;
  const { filtered, view, items, filtering } = useSchedulePage(schedules, query, searchText);
  const saved = useSavedSchedule({
    schedules,
    filtered,
    arrival,
    page: query.page,
    pageSearch: url.pageSearch,
  });
  // Stable handlers, so the memoised selects do not re-render on every keystroke.
  const onCadenceChange = useStableCallback((cadence: CadenceFilter) => url.update({ cadence }));
  const onSortChange = useStableCallback((sort: ScheduleSort) => url.update({ sort }));
  const onClearFilters = useStableCallback(url.clearFilters);

  return (
    <div className="schedule-browser" ref={rootRef}>
      <SearchUrlSync text={searchText} onSettled={url.commitSearch} />
      <ScheduleListControls
        searchText={searchText}
        cadence={query.cadence}
        sort={query.sort}
        onSearchTextChange={url.setSearchText}
        onCadenceChange={onCadenceChange}
        onSortChange={onSortChange}
      />
      <ListSummary
        summary={matchSummary(filtered.length, schedules.length, filtering)}
        onClearFilters={filtering && filtered.length > 0 ? onClearFilters : undefined}
        zones={zones}
        now={now}
      />
      {saved.hiddenByFilters ? (
        <Alert severity="info">
          The schedule you saved does not match the current search or filter.
        </Alert>
      ) : null}
      {filtered.length === 0 ? (
        <NoMatchingSchedules onClearFilters={onClearFilters} />
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
                  highlighted={schedule === saved.highlighted}
                />
              </li>
            ))}
          </ul>
          <SchedulePages view={view} pageSearch={url.pageSearch} />
        </>
      )}
    </div>
  );
}
