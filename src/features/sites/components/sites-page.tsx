import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Button } from '#src/components/button';
import { ErrorPanel } from '#src/components/error-panel';
import { SelectInput } from '#src/components/fields/select-input';
import { PageHeading } from '#src/components/page-heading';
import { PageLoading } from '#src/components/page-loading';
import { SearchUrlSync } from '#src/lib/url-state/search-url-sync';
import { useListUrl } from '#src/lib/url-state/use-list-url';
import { QueryRetryNotice } from '#src/components/query-retry-notice';
import { useAccountNames } from '#src/features/sites/api/get-accounts';
import { countingOrder } from '#src/domain/portfolio';
import { ComingUp, type SchedulePaths } from '#src/features/sites/portfolio/coming-up';
import { CountingStatus } from '#src/features/sites/portfolio/counting-status';
import { DeliveryMonth } from '#src/features/sites/portfolio/delivery-month';
import {
  ReportCountingProvider,
  useCountingOrder,
  useReportCounting,
  useSiteReportFacts,
} from '#src/features/sites/portfolio/use-report-counting';
import {
  directorySummary,
  filterSiteRows,
  filterSiteRowsByReports,
  fitsReportFilter,
  groupSiteRows,
  parseGrouping,
  parseReportFilter,
  parseSiteSort,
  SITE_SORTS,
  sitesRowsThatFit,
  sortSiteRows,
  toSiteRows,
  type ReportFilter,
  type SiteGrouping,
  type SiteRow,
  type SiteRowCache,
  type SiteSection,
  type SiteSort,
} from '#src/features/sites/site-directory-view';
import { sortKeyOf } from '#src/lib/url-state/list-pages';
import { useSiteDirectory, type SiteDirectory } from '#src/features/sites/use-site-directory';
import { rowsDrawn, tableRowCount, throughNextWindow } from '#src/features/sites/rows-drawn';
import { useOnScrolledTo } from '#src/lib/hooks/use-on-scrolled-to';
import { useStateFor } from '#src/lib/hooks/use-state-for';
import { useWindowHeight } from '#src/lib/hooks/use-window-height';
import { useValueAfterPaint } from '#src/lib/scheduling/use-value-after-paint';
import { AcrossSitesLinks } from '#src/features/sites/fan-out/across-sites-links';
import { AccountIdSetting } from './account-id-setting';
import { OpenSiteById } from './open-site-by-id';
import { RecentSites } from './recent-sites-list';
import { SiteSearchField } from './site-search-field';
import { SiteTable } from './site-table';
import { formatCount } from '#src/domain/format';
import { SITES_URL, type SitesQuery } from './sites-url';

type LoadedDirectory = Extract<SiteDirectory, { status: 'loaded' }>;

/** The landing page: every site, searched and counted, settings in the address; else open by ID. */
export function SitesPage({ sitePath, editPath, notSentPath }: SchedulePaths) {
  const directory = useSiteDirectory();
  return (
    // Compact: the page every visit starts on, whose sites should fill the window.
    <Stack spacing={1.5}>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1 }}
      >
        <PageHeading size="compact">Sites</PageHeading>
        {directory.status === 'loaded' ? <AcrossSitesLinks /> : null}
      </Box>
      {directory.status === 'loaded' ? (
        <ReportCountingProvider sentReports keepCounts>
          <Directory directory={directory} paths={{ sitePath, editPath, notSentPath }} />
        </ReportCountingProvider>
      ) : (
        <>
          <RecentSites sitePath={sitePath} />
          <NotListed directory={directory} sitePath={sitePath} />
        </>
      )}
    </Stack>
  );
}

/** Everything but a loaded directory: loading, failed, or the fallback. */
function NotListed({
  directory,
  sitePath,
}: {
  directory: Exclude<SiteDirectory, LoadedDirectory>;
  sitePath: (siteId: string) => string;
}) {
  if (directory.status === 'loading') {
    return (
      <>
        <QueryRetryNotice
          failureReason={directory.failureReason}
          failureCount={directory.failureCount}
        />
        <PageLoading label="Loading your sites…" />
      </>
    );
  }
  if (directory.status === 'failed') {
    return (
      <>
        <ErrorPanel
          title="Your sites could not be loaded"
          error={directory.error}
          onRetry={directory.retry}
        />
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <OpenSiteById sitePath={sitePath} />
        </Paper>
      </>
    );
  }
  return (
    <>
      <Typography>
        {directory.status === 'empty'
          ? 'The service lists no sites for this account (WP Engine’s Sites feature is not yet available to every customer): open a site by its ID.'
          : 'This service does not list your sites: open a site by its ID.'}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <OpenSiteById sitePath={sitePath} />
      </Paper>
      <AccountIdSetting />
    </>
  );
}

function Directory({ directory, paths }: { directory: LoadedDirectory; paths: SchedulePaths }) {
  const { sitePath } = paths;
  const url = useListUrl(SITES_URL);
  const { searchText: query, setSearchText: setQuery, update } = url;
  const { grouping, reports, sort } = url.query;
  const rows = useSiteRows(directory.sites);
  // Filtering is cheap: it follows each key at once.
  const matching = useMemo(() => filterSiteRows(rows, query), [rows, query]);
  // Which sites to count first follows the search when the page has time: not in a key's frame.
  useCountingOrder(useSitesInViewFirst(rows, useValueAfterPaint(matching, matching), grouping));
  const { listed, factsOf } = useListedRows(matching, reports, sort);
  const onSortChange = useCallback((next: SiteSort) => update({ sort: next }), [update]);
  const sections = useMemo(() => groupSiteRows(listed, grouping), [listed, grouping]);
  const drawn = useRowsDrawn(`${query}\n${reports}\n${sort}\n${grouping}`, sections);
  const rowCount = useMemo(() => tableRowCount(sections), [sections]);
  const more = listed.length - drawn.shown;
  const siteNames = useMemo(
    () => new Map(rows.map((row) => [row.id.toLowerCase(), row.name])),
    [rows],
  );
  const summary = directorySummary({
    total: rows.length,
    query,
    matching: matching.length,
    reports,
    shown: listed.length,
    uncounted:
      reports === 'all'
        ? 0
        : matching.filter((row) => fitsReportFilter(factsOf(row.id), reports) === undefined).length,
  });

  return (
    <>
      <RecentSites sitePath={sitePath} sites={rows} />
      {directory.pageError ? <DirectoryPageError directory={directory} /> : null}
      <Box
        role="search"
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          gap: { xs: 1, md: 2 },
          // The fields' labels on one line, the search's hint beside its label.
          alignItems: { md: 'flex-start' },
        }}
      >
        <SiteSearchField
          value={query}
          onSearch={setQuery}
          inputProps={{ spellCheck: false }}
          sx={{ flex: 1 }}
        />
        <DirectoryFilters reports={reports} grouping={grouping} sort={sort} update={update} />
      </Box>
      {/* A window of rows is drawn at a time: the address need not wait for a pause. */}
      <SearchUrlSync text={query} onSettled={url.commitSearch} pauseMs={0} />
      <CountLine
        summary={summary}
        directory={directory}
        statusCounts={query.trim() ? 'all' : reports}
      />
      <ComingUp
        siteNames={siteNames}
        siteTotal={directory.total}
        paths={paths}
        upcoming={url.query.upcoming}
        onUpcomingChange={(upcoming) => update({ upcoming }, { replace: true })}
      />
      <DeliveryMonth siteTotal={directory.total} siteNames={siteNames} paths={paths} />
      {listed.length === 0 ? (
        <NothingListed query={query} reports={reports} />
      ) : (
        <SiteTable
          sections={drawn.sections}
          rowCount={rowCount}
          sitePath={sitePath}
          notSentPath={paths.notSentPath}
          sort={sort}
          onSortChange={onSortChange}
        />
      )}
      {more > 0 ? (
        <ShowMoreRows next={Math.min(drawn.step, more)} more={more} onShowMore={drawn.showMore} />
      ) : null}
    </>
  );
}

/** The rows the reports filter lets through, in the sort's order, and the facts it read. */
function useListedRows(matching: readonly SiteRow[], reports: ReportFilter, sort: SiteSort) {
  // Followed while filtering or sorting by them: the sites counted since move into place.
  const factsOf = useSiteReportFacts(reports !== 'all' || sortKeyOf(sort) === 'record');
  const listed = useMemo(
    () => sortSiteRows(filterSiteRowsByReports(matching, reports, factsOf), sort, factsOf),
    [matching, reports, sort, factsOf],
  );
  return { listed, factsOf };
}

/**
 * The rows to draw: a window's worth for each view (search, filter, sort, grouping), and a window
 * more as the reader scrolls to the end or asks. A key typed then redraws one window of rows, and
 * the frames meanwhile paint no more than the reader has reached (docs/decisions/033). Drawn to a
 * site rather than a count, so sites arriving before it never push a drawn row (or the focus)
 * out.
 */
function useRowsDrawn(view: string, sections: readonly SiteSection[]) {
  // The window as it is now: a taller one after a resize draws more.
  const step = sitesRowsThatFit(useWindowHeight());
  const [through, setThrough] = useStateFor<string | null>(view, null);
  const drawn = useMemo(() => rowsDrawn(sections, step, through), [sections, step, through]);
  const showMore = useCallback(
    () => setThrough(throughNextWindow(sections, drawn.shown, step)),
    [sections, drawn.shown, step, setThrough],
  );
  return { sections: drawn.sections, shown: drawn.shown, step, showMore };
}

/** "Show 17 more (of 240)": drawn as well once scrolled to, so scrolling reads on. */
function ShowMoreRows({
  next,
  more,
  onShowMore,
}: {
  next: number;
  more: number;
  /** A new function for new rows drawn: it looks again whether the button is still in view. */
  onShowMore: () => void;
}) {
  const scrolledTo = useOnScrolledTo<HTMLDivElement>(onShowMore);
  return (
    <Box ref={scrolledTo}>
      <Button variant="outlined" onClick={onShowMore}>
        Show {formatCount(next)} more (of {formatCount(more)})
      </Button>
    </Box>
  );
}

/** The order to count in: the rows in view, then every other site; stable while neither changes. */
function useSitesInViewFirst(
  rows: readonly SiteRow[],
  matching: readonly SiteRow[],
  grouping: SiteGrouping,
): string[] {
  return useMemo(() => {
    const inView = groupSiteRows(matching, grouping).flatMap((section) =>
      section.rows.map((row) => row.id),
    );
    return countingOrder(
      inView,
      rows.map((row) => row.id),
    );
  }, [rows, matching, grouping]);
}

function NothingListed({ query, reports }: { query: string; reports: ReportFilter }) {
  if (reports === 'all') {
    return (
      <Typography>
        No site matches “{query.trim()}”. Try part of its name or domain, or clear the search.
      </Typography>
    );
  }
  const which = {
    none: 'without reports',
    some: 'with reports',
    'not-sent': 'with a report not sent',
  }[reports];
  return (
    <Typography>
      No site {which} {query.trim() ? `matches “${query.trim()}” ` : ''}yet: the sites not counted
      yet are not listed until they are.
    </Typography>
  );
}

/** The directory's rows, worked out in a deferred render so a key typed meanwhile draws first. */
function useSiteRows(arrived: LoadedDirectory['sites']) {
  const sites = useDeferredValue(arrived);
  const accountNames = useAccountNames();
  const [rowCache] = useState<SiteRowCache>(() => new WeakMap());
  return useMemo(() => toSiteRows(sites, accountNames, rowCache), [sites, accountNames, rowCache]);
}

/** The reports filter and the grouping: one above the other on phones, each read whole. */
type UpdateSites = (changes: Partial<SitesQuery>, options?: { replace?: boolean }) => void;

function DirectoryFilters({
  reports,
  grouping,
  sort,
  update,
}: {
  reports: ReportFilter;
  grouping: SiteGrouping;
  sort: SiteSort;
  update: UpdateSites;
}) {
  return (
    <Box
      sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: { xs: 1, md: 2 } }}
    >
      <ReportsSelect reports={reports} update={update} />
      <GroupBySelect grouping={grouping} update={update} />
      <SortSelect sort={sort} update={update} />
    </Box>
  );
}

const SORT_LABELS: Record<SiteSort, string> = {
  name: 'Name, A to Z',
  '-name': 'Name, Z to A',
  record: 'Last 30 days, worst first',
  '-record': 'Last 30 days, best first',
};

/**
 * The rows' order, kept in the address as `?sort=`, as the table's sortable headers do: the one
 * way to sort on a phone, whose cards have no headers.
 */
const SortSelect = memo(function SortSelect({
  sort,
  update,
}: {
  sort: SiteSort;
  update: UpdateSites;
}) {
  return (
    <SelectInput
      label="Sort by"
      value={sort}
      onChange={(event) => update({ sort: parseSiteSort(event.target.value) })}
      sx={{ minWidth: 160, width: { md: 'auto' }, flex: { xs: 1, md: 'none' } }}
    >
      {SITE_SORTS.map((option) => (
        <option key={option} value={option}>
          {SORT_LABELS[option]}
        </option>
      ))}
    </SelectInput>
  );
});

/** How the rows group, kept in the address as `?by=`; apart so a keystroke does not redraw it. */
const GroupBySelect = memo(function GroupBySelect({
  grouping,
  update,
}: {
  grouping: SiteGrouping;
  update: UpdateSites;
}) {
  return (
    <SelectInput
      label="Group by"
      value={grouping}
      onChange={(event) =>
        update({ grouping: parseGrouping(event.target.value) }, { replace: true })
      }
      sx={{ minWidth: 160, width: { md: 'auto' }, flex: { xs: 1, md: 'none' } }}
    >
      <option value="none">Nothing</option>
      <option value="account">Account</option>
      <option value="group">Site group</option>
    </SelectInput>
  );
});

/** Which sites to list by their reports, kept in the address as `?reports=none|some|not-sent`. */
const ReportsSelect = memo(function ReportsSelect({
  reports,
  update,
}: {
  reports: ReportFilter;
  update: UpdateSites;
}) {
  return (
    <SelectInput
      label="Reports"
      value={reports}
      onChange={(event) =>
        update({ reports: parseReportFilter(event.target.value) }, { replace: true })
      }
      sx={{ minWidth: 160, width: { md: 'auto' }, flex: { xs: 1, md: 'none' } }}
    >
      <option value="all">All sites</option>
      <option value="none">No reports scheduled</option>
      <option value="some">With reports</option>
      <option value="not-sent">Reports not sent</option>
    </SelectInput>
  );
});

/** The count, the pages still loading, the counting's progress or totals, and Refresh. */
function CountLine({
  summary,
  directory,
  statusCounts,
}: {
  summary: string;
  directory: LoadedDirectory;
  statusCounts: ReportFilter;
}) {
  const counting = useReportCounting();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', columnGap: 2, flexWrap: 'wrap' }}>
      <Typography role="status" variant="body2" sx={{ fontWeight: 500 }}>
        {summary}
      </Typography>
      {directory.complete || directory.pageError ? null : (
        // In the line rather than above it: the rows do not move up when the last page comes.
        <Box sx={{ order: { xs: 2, md: 0 }, flexBasis: { xs: '100%', md: 'auto' } }}>
          <DirectoryLoading loaded={directory.sites.length} total={directory.total} />
        </Box>
      )}
      {/* On a phone: the count and Refresh on one line, the counting below. */}
      <Box sx={{ order: { xs: 3, md: 0 }, flexBasis: { xs: '100%', md: 'auto' } }}>
        <CountingStatus siteTotal={directory.total} statusCounts={statusCounts} />
      </Box>
      <Button
        size="small"
        variant="outlined"
        onClick={() => {
          directory.refresh();
          counting?.refresh();
        }}
        loading={directory.refreshing}
        sx={{ ml: 'auto' }}
      >
        Refresh
      </Button>
    </Box>
  );
}

/** A later page failed: the sites so far stay, and what to do. */
function DirectoryPageError({ directory }: { directory: LoadedDirectory }) {
  return (
    <ErrorPanel
      title={`Only ${formatCount(directory.sites.length)} of ${formatCount(directory.total)} sites could be loaded`}
      error={directory.pageError}
      onRetry={directory.resume}
    />
  );
}

/** "Loading sites: 300 of 1,020" while pages come. */
function DirectoryLoading({ loaded, total }: { loaded: number; total: number }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minHeight: 30 }}>
      <Typography component="span" role="status" variant="body2">
        Loading sites: {formatCount(loaded)} of {formatCount(total)}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={total ? (100 * loaded) / total : 0}
        aria-label="Sites loaded"
        sx={{ width: 120 }}
      />
    </Box>
  );
}
