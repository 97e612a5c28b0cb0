import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useDeferredValue, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '#src/components/alert';
import { Button } from '#src/components/button';
import { ErrorPanel } from '#src/components/error-panel';
import { SelectInput } from '#src/components/fields/select-input';
import { TextInput } from '#src/components/fields/text-input';
import { PageHeading } from '#src/components/page-heading';
import { PageLoading } from '#src/components/page-loading';
import { useSyncedSearchParam } from '#src/lib/use-synced-search-param';
import { QueryRetryNotice } from '#src/components/query-retry-notice';
import { useAccountNames } from '#src/features/sites/api/get-accounts';
import {
  filterSiteRows,
  groupSiteRows,
  limitSections,
  parseGrouping,
  toSiteRows,
  type SiteGrouping,
  type SiteRowCache,
  type SiteSection,
} from '#src/features/sites/site-directory-view';
import { useSiteDirectory, type SiteDirectory } from '#src/features/sites/use-site-directory';
import { AccountIdSetting } from './account-id-setting';
import { OpenSiteById } from './open-site-by-id';
import { RecentSites } from './recent-sites-list';
import { SiteTable } from './site-table';

/** Rows drawn at first; "Show more" adds as many. Search narrows a thousand sites to a few. */
const ROWS_PER_STEP = 100;

/** No rows drawn yet: the first render draws those that fit, the rest right after. */
const NO_SECTIONS: readonly SiteSection[] = [];

/** The least height above the first row (heading, recent sites, search, summary), in px. */
const ABOVE_ROWS = 300;
/** A row of the table: one line of text (tags may take two). */
const ROW_HEIGHT = 31;

/** How many rows fill the window below the page's controls. */
function rowsThatFit(): number {
  return Math.max(8, Math.ceil((window.innerHeight - ABOVE_ROWS) / ROW_HEIGHT));
}

type LoadedDirectory = Extract<SiteDirectory, { status: 'loaded' }>;

/**
 * The landing page: every site the user can see, by name, found in a few keystrokes; its search
 * and grouping kept in the address (`/?q=bakery&by=account`). Where the service does not list
 * sites, one line says so and a site is opened by its ID.
 */
export function SitesPage({ sitePath }: { sitePath: (siteId: string) => string }) {
  const directory = useSiteDirectory();
  return (
    <Stack spacing={2}>
      <PageHeading>Sites</PageHeading>
      {directory.status === 'loaded' ? (
        <Directory directory={directory} sitePath={sitePath} />
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

function Directory({
  directory,
  sitePath,
}: {
  directory: LoadedDirectory;
  sitePath: (siteId: string) => string;
}) {
  const [searchParams] = useSearchParams();
  const [query, setQuery] = useSyncedSearchParam('q');
  const grouping = parseGrouping(searchParams.get('by'));
  const [limit, setLimit] = useState(ROWS_PER_STEP);
  const rows = useSiteRows(directory.sites);
  // Filtering a thousand rows takes well under a millisecond: it follows each key at once.
  const matching = useMemo(() => filterSiteRows(rows, query), [rows, query]);
  const sections = useMemo(() => groupSiteRows(matching, grouping), [matching, grouping]);
  /*
   * A key typed draws the rows that fill the window first, and the rest of them in a deferred
   * render right after (as the schedule list does): the rows the user sees never wait for the
   * ones below the fold, and typing on keeps deferring those.
   */
  const settledSections = useDeferredValue(sections, NO_SECTIONS);
  const drawn = settledSections === sections ? limit : Math.min(limit, rowsThatFit());
  const shown = useMemo(() => limitSections(sections, drawn), [sections, drawn]);
  const more = matching.length - Math.min(limit, matching.length);

  const summary = query.trim()
    ? `${matching.length.toLocaleString()} of ${rows.length.toLocaleString()} sites match “${query.trim()}”`
    : `${rows.length.toLocaleString()} ${rows.length === 1 ? 'site' : 'sites'}`;

  return (
    <>
      <RecentSites sitePath={sitePath} sites={rows} />
      <DirectoryProgress directory={directory} />
      <Box
        role="search"
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          gap: { xs: 1, md: 2 },
          // Labels on one line; the search's hint below it does not push the select down.
          alignItems: { md: 'flex-start' },
        }}
      >
        <TextInput
          label="Search sites"
          type="search"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setLimit(ROWS_PER_STEP);
          }}
          helperText="Name, domain, group, tag, account or site ID"
          autoComplete="off"
          inputProps={{ spellCheck: false }}
          sx={{ flex: 1 }}
        />
        <GroupBySelect grouping={grouping} />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography role="status" variant="body2" sx={{ fontWeight: 500 }}>
          {summary}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          onClick={directory.refresh}
          loading={directory.refreshing}
          sx={{ ml: 'auto' }}
        >
          Refresh
        </Button>
      </Box>
      {matching.length === 0 ? (
        <Typography>
          No site matches “{query.trim()}”. Try part of its name or domain, or clear the search.
        </Typography>
      ) : (
        <SiteTable sections={shown.sections} sitePath={sitePath} />
      )}
      {more > 0 ? (
        <Box>
          <Button variant="outlined" onClick={() => setLimit((current) => current + ROWS_PER_STEP)}>
            Show {Math.min(ROWS_PER_STEP, more).toLocaleString()} more (of {more.toLocaleString()})
          </Button>
        </Box>
      ) : null}
    </>
  );
}

/**
 * The directory's rows, with the accounts' names; a row already drawn stays the same object. A
 * page arriving is not urgent: its rows are worked out in a deferred render, so a key typed
 * meanwhile is drawn first.
 */
function useSiteRows(arrived: LoadedDirectory['sites']) {
  const sites = useDeferredValue(arrived);
  const accountNames = useAccountNames();
  const [rowCache] = useState<SiteRowCache>(() => new WeakMap());
  return useMemo(() => toSiteRows(sites, accountNames, rowCache), [sites, accountNames, rowCache]);
}

/** How the rows group, kept in the address as `?by=`; apart so a keystroke does not redraw it. */
const GroupBySelect = memo(function GroupBySelect({ grouping }: { grouping: SiteGrouping }) {
  const [, setSearchParams] = useSearchParams();
  function changeGrouping(next: SiteGrouping) {
    setSearchParams(
      (params) => {
        const updated = new URLSearchParams(params);
        if (next === 'none') updated.delete('by');
        else updated.set('by', next);
        return updated;
      },
      { replace: true },
    );
  }
  return (
    <SelectInput
      label="Group by"
      value={grouping}
      onChange={(event) => changeGrouping(parseGrouping(event.target.value))}
      sx={{ minWidth: 160, width: { md: 'auto' } }}
    >
      <option value="none">Nothing</option>
      <option value="account">Account</option>
      <option value="group">Site group</option>
    </SelectInput>
  );
});

/** "Loading sites: 300 of 1,020" while pages come, and what to do when one failed. */
function DirectoryProgress({ directory }: { directory: LoadedDirectory }) {
  if (directory.pageError) {
    return (
      <ErrorPanel
        title={`Only ${directory.sites.length.toLocaleString()} of ${directory.total.toLocaleString()} sites could be loaded`}
        error={directory.pageError}
        onRetry={directory.resume}
      />
    );
  }
  if (directory.complete) return null;
  const loaded = directory.sites.length;
  return (
    <Alert severity="info">
      <Box component="span" role="status">
        Loading sites: {loaded.toLocaleString()} of {directory.total.toLocaleString()}
      </Box>
      <LinearProgress
        variant="determinate"
        value={directory.total ? (100 * loaded) / directory.total : 0}
        aria-label="Sites loaded"
        sx={{ mt: 1 }}
      />
    </Alert>
  );
}
