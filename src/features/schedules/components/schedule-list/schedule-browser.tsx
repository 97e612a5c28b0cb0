import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { Button } from '#src/components/button';
import { Alert } from '#src/components/alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import type { CalendarZones } from '#src/domain/schedule-rule';
import type { Schedule } from '#src/domain/schemas';
import { scheduleQueries } from '#src/lib/site-reports/schedules';
import { useSiteAccess } from '#src/features/schedules/api/get-site-access';
import {
  matchSummary,
  SCHEDULE_LIST_URL,
  type CadenceFilter,
  type PageSize,
  type ReportsFilter,
  type ScheduleSort,
} from '#src/features/schedules/list-view';
import {
  useLastRunsNotSent,
  useRunStates,
  type RunStatesOf,
} from '#src/features/schedules/api/get-runs-not-sent';
import type { ListPage } from '#src/lib/url-state/list-pages';
import { useApiClient } from '#src/lib/http/api-client-context';
import { DataCards } from '#src/components/data-table/data-table';
import { CARD_HEIGHT_PX, ROW_HEIGHT_PX } from '#src/components/tokens';
import { ListPages, ListSummary, ZoneNote } from '#src/components/data-table/list-summary';
import { PageCheckbox } from '#src/components/data-table/select-checkbox';
import { SelectionBar } from '#src/components/data-table/selection-bar';
import { schedulesCount } from '#src/components/step-words';
import type { PageSelectionState, RowSelection } from '#src/lib/selection/row-selection';
import { useRowSelection } from '#src/lib/selection/use-row-selection';
import { ScheduleCard } from './schedule-card';
import { PageSizeSelect, ScheduleListControls } from './schedule-list-controls';
import type { ScheduleItemProps } from './schedule-row';
import { PAGE_CHECKBOX_LABEL, ScheduleTable } from './schedule-table';
import { SearchUrlSync } from '#src/lib/url-state/search-url-sync';
import { useAppHref } from '#src/lib/url-state/use-app-href';
import type { ListArrival } from './use-list-arrival';
import { useListUrl } from '#src/lib/url-state/use-list-url';
import { useNow } from './use-now';
import { useRouteClicks } from '#src/lib/url-state/use-route-clicks';
import { useSavedSchedule } from './use-saved-schedule';
import { useSchedulePage } from './use-schedule-page';
import { useStableCallback } from '#src/lib/hooks/use-stable-callback';
import { useTemplateNames } from './use-template-names';

/** A card's share of a line of cards: two side by side on tablets. */
const CARD_HEIGHT = CARD_HEIGHT_PX / 2;

const uuidOf = (schedule: Schedule) => schedule.uuid;

function NoMatchingSchedules({ onClearFilters }: { onClearFilters: () => void }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
      <Typography component="h2" variant="h6">
        No schedules match
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
        No schedule of this site matches your search and filters.
      </Typography>
      <Button variant="outlined" onClick={onClearFilters}>
        Clear filters
      </Button>
    </Paper>
  );
}

/** Below the rows: the range shown, page links, rows per page, and on phones the zone note. */
function SchedulePages({
  view,
  size,
  narrow,
  note,
  pageSearch,
  onPageChange,
  onSizeChange,
}: {
  view: ListPage<Schedule>;
  size: PageSize;
  narrow: boolean;
  note: ReactNode;
  pageSearch: (page: number) => string;
  onPageChange: (page: number) => void;
  onSizeChange: (size: PageSize) => void;
}) {
  return (
    <ListPages
      label="Pages of schedules"
      view={view}
      compact={narrow}
      pageSearch={pageSearch}
      onPageChange={onPageChange}
      before={note}
      after={<PageSizeSelect value={size} onChange={onSizeChange} />}
    />
  );
}

/** A page of schedules: a table on wide screens, compact cards on phones. */
function SchedulePageItems({
  narrow,
  wide,
  items,
  templateNames,
  highlighted,
  notSent,
  runStates,
  sort,
  onSortChange,
  selection,
  pageSelection,
  onTogglePage,
  ...item
}: Omit<
  ScheduleItemProps,
  'schedule' | 'templateName' | 'highlighted' | 'notSent' | 'selected' | 'runStates'
> & {
  selection: RowSelection;
  pageSelection: PageSelectionState;
  onTogglePage: () => void;
  narrow: boolean;
  /** From lg: the table has room for a column more (schedule-table.tsx). */
  wide: boolean;
  items: readonly Schedule[];
  templateNames: ReadonlyMap<string, string> | undefined;
  highlighted: Schedule | undefined;
  notSent: ReadonlySet<string> | undefined;
  runStates: RunStatesOf | null | undefined;
  sort: ScheduleSort;
  onSortChange: (sort: ScheduleSort) => void;
}) {
  if (!narrow) {
    return (
      <ScheduleTable
        {...item}
        items={items}
        templateNames={templateNames}
        highlighted={highlighted}
        notSent={notSent}
        runStates={runStates}
        sort={sort}
        onSortChange={onSortChange}
        wide={wide}
        selection={selection}
        pageSelection={pageSelection}
        onTogglePage={onTogglePage}
      />
    );
  }
  return (
    <>
      <label className="data-select-page">
        <PageCheckbox state={pageSelection} label={PAGE_CHECKBOX_LABEL} onToggle={onTogglePage} />
        {PAGE_CHECKBOX_LABEL}
      </label>
      <DataCards label="Report schedules" twoUp>
        {items.map((schedule) => (
          <li key={schedule.uuid}>
            <ScheduleCard
              {...item}
              schedule={schedule}
              templateName={templateNames?.get(schedule.template_uuid)}
              highlighted={schedule === highlighted}
              notSent={notSent?.has(schedule.uuid) ?? false}
              runStates={runStates?.(schedule)}
              selected={selection.has(schedule.uuid)}
            />
          </li>
        ))}
      </DataCards>
    </>
  );
}

/** Whether a fresher list is on its way to `shown`: fetching, stale, or cached but not yet shown. */
function useRefreshing(siteId: string, shown: readonly Schedule[]): boolean {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { queryKey } = scheduleQueries.list(api, siteId);
  const fetching = useIsFetching({ queryKey }) > 0;
  const cached = queryClient.getQueryData(queryKey)?.schedules;
  return (
    fetching ||
    queryClient.getQueryState(queryKey)?.isInvalidated === true ||
    (cached !== undefined && cached !== shown)
  );
}

/** Cards below md; from lg, room for a column more (schedule-table.tsx). */
function useListWidth() {
  // Read before the first render (noSsr), so a phone does not draw the table first.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const wide = !useMediaQuery((theme: Theme) => theme.breakpoints.between('md', 'lg'), {
    noSsr: true,
  });
  return { narrow, wide };
}

interface ScheduleBrowserProps {
  /** Every schedule of the site, as the service listed them; not empty. */
  schedules: readonly Schedule[];
  siteId: string;
  zones: CalendarZones;
  /** The save the page was opened after, if any: its schedule is shown and highlighted. */
  arrival: ListArrival | null;
  /** The page's actions on the selected schedules (in the list's order), in the selection bar. */
  selectionActions: (selected: readonly Schedule[], clear: () => void) => ReactNode;
}

/** A site's schedules, searched, filtered, sorted and paged in the URL, one page of memoised rows. */
export function ScheduleBrowser({
  schedules,
  siteId,
  zones,
  arrival,
  selectionActions,
}: ScheduleBrowserProps) {
  const rootRef = useRouteClicks<HTMLDivElement>();
  const hrefOf = useAppHref();
  const now = useNow();
  const templateNames = useTemplateNames();
  const { narrow, wide } = useListWidth();
  const canWrite = useSiteAccess(siteId).kind !== 'read-only';
  const refreshing = useRefreshing(siteId, schedules);
  const url = useListUrl(SCHEDULE_LIST_URL);
  const { query, searchText } = url;
  const notSent = useLastRunsNotSent(siteId, schedules, zones);
  const runStates = useRunStates(siteId, schedules, zones, notSent !== undefined);
  const { filtered, view, items, filtering } = useSchedulePage(
    schedules,
    query,
    searchText,
    zones,
    narrow ? CARD_HEIGHT : ROW_HEIGHT_PX,
    notSent,
  );
  // Across pages and sort orders; rows the search or filters hide leave it (row-selection.ts).
  const selection = useRowSelection(filtered, schedules, uuidOf);
  const saved = useSavedSchedule({
    schedules,
    filtered,
    arrival,
    page: query.page,
    pageSize: query.size,
    refreshing,
    update: url.update,
  });
  // Stable handlers, so the memoised selects and headers do not re-render on every keystroke.
  const onCadenceChange = useStableCallback((cadence: CadenceFilter) => url.update({ cadence }));
  const onReportsChange = useStableCallback((reports: ReportsFilter) => url.update({ reports }));
  const onSortChange = useStableCallback((sort: ScheduleSort) => url.update({ sort }));
  const onSizeChange = useStableCallback((size: PageSize) => url.update({ size }));
  const onPageChange = useStableCallback((page: number) => url.update({ page }));
  // Search and filters back to all; the sort order and page size stay, as they hide nothing.
  const onClearFilters = useStableCallback(() =>
    url.clearFilters({ cadence: 'all', reports: 'all' }),
  );
  const zoneNote = <ZoneNote userZone={zones.user} serviceZone={zones.service} now={now} />;

  return (
    <div className="data-list" ref={rootRef}>
      <SearchUrlSync text={searchText} onSettled={url.commitSearch} />
      <ScheduleListControls
        searchText={searchText}
        cadence={query.cadence}
        reports={query.reports}
        sort={query.sort}
        onSearchTextChange={url.setSearchText}
        onCadenceChange={onCadenceChange}
        onReportsChange={onReportsChange}
        onSortChange={onSortChange}
      />
      <ListSummary
        summary={matchSummary(filtered.length, schedules.length, filtering)}
        clearLabel="Clear filters"
        onClear={filtering && filtered.length > 0 ? onClearFilters : undefined}
        // Phones: below the cards, so the first cards come a line higher.
        note={narrow ? null : zoneNote}
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
          <SchedulePageItems
            narrow={narrow}
            wide={wide}
            items={items}
            templateNames={templateNames}
            highlighted={saved.highlighted}
            notSent={notSent}
            runStates={runStates}
            sort={query.sort}
            onSortChange={onSortChange}
            siteId={siteId}
            hrefOf={hrefOf}
            zones={zones}
            now={now}
            canWrite={canWrite}
            selection={selection.selection}
            onSelect={selection.setRow}
            pageSelection={selection.pageState(view.items)}
            onTogglePage={() => selection.togglePage(view.items)}
          />
          <SchedulePages
            view={view}
            size={query.size}
            narrow={narrow}
            note={narrow ? zoneNote : null}
            pageSearch={url.pageSearch}
            onPageChange={onPageChange}
            onSizeChange={onSizeChange}
          />
        </>
      )}
      <SelectionBar selection={selection} noun={schedulesCount}>
        {selection.selected.length > 0
          ? selectionActions(selection.selected, selection.clear)
          : null}
      </SelectionBar>
    </div>
  );
}
