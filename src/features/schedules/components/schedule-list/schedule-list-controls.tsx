import { memo, type FormEvent } from 'react';
import { cadenceName } from '#src/domain/rule-wording';
import { SelectInput } from '#src/components/fields/select-input';
import { TextInput } from '#src/components/fields/text-input';
import {
  CADENCE_FILTERS,
  isPageSize,
  PAGE_SIZES,
  REPORTS_FILTERS,
  SCHEDULE_SORTS,
  type CadenceFilter,
  type PageSize,
  type ReportsFilter,
  type ScheduleSort,
} from '#src/features/schedules/list-view';

const cadenceFilterLabel = (filter: CadenceFilter) =>
  filter === 'all' ? 'All' : cadenceName(filter);

/** Short enough for a phone's half-width select; "Soonest" is the next run's. */
const SORT_LABELS: Record<ScheduleSort, string> = {
  'next-run': 'Soonest first',
  '-next-run': 'Latest first',
  title: 'Title A–Z',
  '-title': 'Title Z–A',
  cadence: 'Weekly first',
  '-cadence': 'Monthly first',
};

/** Short, as the other selects' options are: a phone shows two selects to a row. */
const REPORTS_LABELS: Record<ReportsFilter, string> = { all: 'All', 'not-sent': 'Not sent' };

function isReportsFilter(value: string): value is ReportsFilter {
  return (REPORTS_FILTERS as readonly string[]).includes(value);
}

function isCadenceFilter(value: string): value is CadenceFilter {
  return (CADENCE_FILTERS as readonly string[]).includes(value);
}

function isScheduleSort(value: string): value is ScheduleSort {
  return (SCHEDULE_SORTS as readonly string[]).includes(value);
}

interface ScheduleListControlsProps {
  searchText: string;
  cadence: CadenceFilter;
  reports: ReportsFilter;
  sort: ScheduleSort;
  onSearchTextChange: (text: string) => void;
  onCadenceChange: (cadence: CadenceFilter) => void;
  onReportsChange: (reports: ReportsFilter) => void;
  onSortChange: (sort: ScheduleSort) => void;
}

// Each control is memoised, so typing re-renders only the search box; handlers must be stable.
const SearchField = memo(function SearchField({
  value,
  onChange,
}: {
  value: string;
  onChange: (text: string) => void;
}) {
  return (
    <TextInput
      label="Search"
      type="search"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder="Title, recipient name or email"
      autoComplete="off"
      className="schedule-controls__search"
      inputProps={{ spellCheck: false, enterKeyHint: 'search' }}
    />
  );
});

const CadenceSelect = memo(function CadenceSelect({
  value,
  onChange,
}: {
  value: CadenceFilter;
  onChange: (cadence: CadenceFilter) => void;
}) {
  return (
    <SelectInput
      label="Cadence"
      value={value}
      onChange={(event) => {
        const next = event.target.value;
        if (isCadenceFilter(next)) onChange(next);
      }}
      className="schedule-controls__select"
    >
      {CADENCE_FILTERS.map((option) => (
        <option key={option} value={option}>
          {cadenceFilterLabel(option)}
        </option>
      ))}
    </SelectInput>
  );
});

/** "Not sent": only the schedules whose last due run likely produced no report. */
const ReportsSelect = memo(function ReportsSelect({
  value,
  onChange,
}: {
  value: ReportsFilter;
  onChange: (reports: ReportsFilter) => void;
}) {
  return (
    <SelectInput
      label="Last report"
      value={value}
      onChange={(event) => {
        const next = event.target.value;
        if (isReportsFilter(next)) onChange(next);
      }}
      className="schedule-controls__select"
    >
      {REPORTS_FILTERS.map((option) => (
        <option key={option} value={option}>
          {REPORTS_LABELS[option]}
        </option>
      ))}
    </SelectInput>
  );
});

const SortSelect = memo(function SortSelect({
  value,
  onChange,
}: {
  value: ScheduleSort;
  onChange: (sort: ScheduleSort) => void;
}) {
  return (
    <SelectInput
      label="Sort by"
      value={value}
      onChange={(event) => {
        const next = event.target.value;
        if (isScheduleSort(next)) onChange(next);
      }}
      className="schedule-controls__select"
    >
      {SCHEDULE_SORTS.map((option) => (
        <option key={option} value={option}>
          {SORT_LABELS[option]}
        </option>
      ))}
    </SelectInput>
  );
});

/** Rows per page, beside the page links. */
export const PageSizeSelect = memo(function PageSizeSelect({
  value,
  onChange,
}: {
  value: PageSize;
  onChange: (size: PageSize) => void;
}) {
  return (
    <SelectInput
      label="Rows per page"
      value={String(value)}
      onChange={(event) => {
        const next = Number(event.target.value);
        if (isPageSize(next)) onChange(next);
      }}
      className="schedule-pages__size"
    >
      {PAGE_SIZES.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </SelectInput>
  );
});

const preventSubmit = (event: FormEvent) => event.preventDefault();

/** Search, cadence and last report filters, and sort order. */
export function ScheduleListControls({
  searchText,
  cadence,
  reports,
  sort,
  onSearchTextChange,
  onCadenceChange,
  onReportsChange,
  onSortChange,
}: ScheduleListControlsProps) {
  return (
    <form
      role="search"
      aria-label="Filter schedules"
      noValidate
      className="schedule-controls"
      // Results update as you type; Enter must not reload the page.
      onSubmit={preventSubmit}
    >
      <div className="schedule-controls__row">
        <SearchField value={searchText} onChange={onSearchTextChange} />
        <div className="schedule-controls__filters">
          <CadenceSelect value={cadence} onChange={onCadenceChange} />
          <ReportsSelect value={reports} onChange={onReportsChange} />
          <SortSelect value={sort} onChange={onSortChange} />
        </div>
      </div>
    </form>
  );
}
