import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { memo, useCallback, useMemo, useState, type FormEvent } from 'react';
import { Button } from '#src/components/button';
import { SelectInput } from '#src/components/fields/select-input';
import { TextInput } from '#src/components/fields/text-input';
import type { RunNotSent } from '#src/domain/runs-not-sent';
import type { Report, Schedule } from '#src/domain/schemas';
import {
  filterReports,
  filterRunsNotSent,
  isFiltering,
  isLikelyFrom,
  likelyScheduleChoices,
} from '#src/domain/sent-reports';
import { wallClockAt } from '#src/domain/wall-clock';
import {
  entriesInTime,
  noMatchMessage,
  reportCountSummary,
  REPORT_LIST_URL,
  REPORTS_PER_PAGE,
} from '#src/features/reports/report-list-view';
import { paginate } from '#src/lib/url-state/list-pages';
import { DataTableStyles } from '#src/components/data-table/data-table-stylesheet';
import { ListPages, ListSummary, ZoneNote } from '#src/components/data-table/list-summary';
import { useListUrl } from '#src/lib/url-state/use-list-url';
import { SearchUrlSync } from '#src/lib/url-state/search-url-sync';
import { ReportItems } from './report-items';
import { ReportListRoot } from './report-list-styles';

const preventSubmit = (event: FormEvent) => event.preventDefault();

/** The titles the site's schedules have, for "Likely from schedule", as far as they are known. */
export interface ScheduleTitles {
  titles: readonly string[] | undefined;
  /** The schedules could not be loaded: only a title already chosen is offered. */
  failed: boolean;
  /** The schedules themselves, once loaded: their runs are matched to the reports. */
  list?: readonly Pick<Schedule, 'uuid' | 'title' | 'frequency' | 'next_scheduled_date'>[];
}

const NO_RUNS: readonly RunNotSent[] = [];

const LikelySelect = memo(function LikelySelect({
  value,
  schedules,
  onChange,
}: {
  value: string;
  schedules: ScheduleTitles;
  onChange: (likely: string) => void;
}) {
  const choices = useMemo(() => likelyScheduleChoices(schedules.titles ?? []), [schedules]);
  // A title spelled differently (case, spaces) picks its schedule; one no schedule has stays.
  const chosen = value.trim() ? choices.find((title) => isLikelyFrom({ title }, value)) : '';
  const options = chosen === undefined ? [value.trim(), ...choices] : choices;
  return (
    <SelectInput
      label="Likely from schedule"
      value={chosen ?? value.trim()}
      onChange={(event) => onChange(event.target.value)}
      helperText={
        schedules.failed
          ? 'Reports name no schedule: matched by title. The schedules could not be loaded to list their titles.'
          : 'Reports name no schedule: matched by title'
      }
      className="report-controls__likely"
    >
      <option value="">All reports</option>
      {options.map((title) => (
        <option key={title} value={title}>
          {title}
        </option>
      ))}
    </SelectInput>
  );
});

function NoMatchingReports({
  message,
  onClearFilters,
}: {
  message: string;
  onClearFilters: () => void;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
      <Typography component="h2" variant="h6">
        No sent reports match
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
        {message}
      </Typography>
      <Button variant="outlined" onClick={onClearFilters}>
        Clear search and filter
      </Button>
    </Paper>
  );
}

/** A site's sent reports: search and likely schedule kept in the address, a page at a time. */
export function ReportBrowser({
  reports,
  runsNotSent = NO_RUNS,
  schedules,
  timeZone,
}: {
  /** Newest first; not empty. */
  reports: readonly Report[];
  /** The runs of the site's schedules that likely produced no report, newest first. */
  runsNotSent?: readonly RunNotSent[];
  schedules: ScheduleTitles;
  timeZone: string;
}) {
  // Read before the first render (noSsr), so a phone does not draw the table first.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const [now] = useState(() => new Date());
  const url = useListUrl(REPORT_LIST_URL);
  const { query, searchText, update, clearFilters: clearTo } = url;
  const setLikely = useCallback((likely: string) => update({ likely }), [update]);
  const setPage = useCallback((page: number) => update({ page }), [update]);
  const clearFilters = useCallback(() => clearTo({ likely: '' }), [clearTo]);
  const filters = { search: searchText, likelyFrom: query.likely };
  const filtering = isFiltering(filters);
  const matching = useMemo(
    () => filterReports(reports, { search: searchText, likelyFrom: query.likely }),
    [reports, searchText, query.likely],
  );
  const matchingRuns = useMemo(
    () => filterRunsNotSent(runsNotSent, { search: searchText, likelyFrom: query.likely }),
    [runsNotSent, searchText, query.likely],
  );
  const entries = useMemo(() => entriesInTime(matching, matchingRuns), [matching, matchingRuns]);
  // A search not yet in the address shows the first page, as the address will.
  const view = paginate(
    entries,
    searchText.trim() === query.text.trim() ? query.page : 1,
    REPORTS_PER_PAGE,
  );

  return (
    <ReportListRoot className="data-list">
      <DataTableStyles />
      <SearchUrlSync text={searchText} onSettled={url.commitSearch} />
      <form
        role="search"
        aria-label="Filter sent reports"
        noValidate
        className="report-controls"
        // Results follow each key; Enter must not reload the page.
        onSubmit={preventSubmit}
      >
        <TextInput
          label="Search sent reports"
          type="search"
          value={searchText}
          onChange={(event) => url.setSearchText(event.target.value)}
          helperText="Title or recipient email"
          autoComplete="off"
          className="report-controls__search"
          inputProps={{ spellCheck: false, enterKeyHint: 'search' }}
        />
        <LikelySelect value={query.likely} schedules={schedules} onChange={setLikely} />
      </form>
      <ListSummary
        summary={reportCountSummary(
          matching.length,
          reports.length,
          filtering,
          matchingRuns.length,
        )}
        clearLabel="Clear search and filter"
        onClear={filtering && matching.length > 0 ? clearFilters : undefined}
        note={<ZoneNote userZone={timeZone} now={now} />}
      />
      {entries.length === 0 ? (
        <NoMatchingReports
          message={noMatchMessage({ text: searchText, likely: query.likely })}
          onClearFilters={clearFilters}
        />
      ) : (
        <>
          <ReportItems
            entries={view.items}
            timeZone={timeZone}
            currentYear={wallClockAt(now.getTime(), timeZone).year}
            narrow={narrow}
          />
          <ListPages
            label="Pages of sent reports"
            view={view}
            compact={narrow}
            pageSearch={url.pageSearch}
            onPageChange={setPage}
          />
        </>
      )}
    </ReportListRoot>
  );
}
