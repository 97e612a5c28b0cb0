import type { Schedule } from '#src/domain/schemas';
import { PageCheckbox } from '#src/components/data-table/select-checkbox';
import type { PageSelectionState, RowSelection } from '#src/lib/selection/row-selection';
import { DataTable, type DataColumn } from '#src/components/data-table/data-table';
import type { ScheduleSort, SortKey } from '#src/features/schedules/list-view';
import type { RunStatesOf } from '#src/features/schedules/api/get-runs-not-sent';
import { scheduleDisplay } from './schedule-display';
import { ScheduleRow, type ScheduleItemProps } from './schedule-row';

const TITLE: DataColumn<SortKey> = { header: 'Title', sortKey: 'title' };
const CADENCE: DataColumn<SortKey> = {
  header: 'Cadence',
  sortKey: 'cadence',
  className: 'schedule-table__cadence',
};
const NEXT_RUN: DataColumn<SortKey> = {
  header: 'Next run',
  sortKey: 'next-run',
  className: 'schedule-table__run',
};
const RECENT_RUNS: DataColumn<SortKey> = {
  header: 'Recent runs',
  className: 'schedule-table__recent-runs',
};
const RECIPIENTS: DataColumn<SortKey> = {
  header: 'Recipients',
  className: 'schedule-table__recipients',
};
const TEMPLATE: DataColumn<SortKey> = { header: 'Template', className: 'schedule-table__template' };
const ACTIONS: DataColumn<SortKey> = {
  header: 'Actions',
  hideHeader: true,
  className: 'schedule-table__actions',
};
const READ_ACTIONS: DataColumn<SortKey> = {
  ...ACTIONS,
  className: 'schedule-table__actions schedule-table__actions--read',
};

/** The page's checkbox, in the table's head and above the phone cards. */
export const PAGE_CHECKBOX_LABEL = 'Select all schedules on this page';

/** What the table has columns for: the user's access, the room for templates, the reports read. */
interface ColumnChoice {
  canWrite: boolean;
  showTemplate: boolean;
  showRecentRuns: boolean;
}

/** Each choice's columns, made once: the table's head is memoised on them. */
const columnSets = new Map<string, readonly DataColumn<SortKey>[]>();

function columnsFor({ canWrite, showTemplate, showRecentRuns }: ColumnChoice) {
  const key = `${canWrite} ${showTemplate} ${showRecentRuns}`;
  let columns = columnSets.get(key);
  if (!columns) {
    columns = [
      TITLE,
      CADENCE,
      NEXT_RUN,
      ...(showRecentRuns ? [RECENT_RUNS] : []),
      RECIPIENTS,
      ...(showTemplate ? [TEMPLATE] : []),
      canWrite ? ACTIONS : READ_ACTIONS,
    ];
    columnSets.set(key, columns);
  }
  return columns;
}

interface ScheduleTableProps extends Omit<
  ScheduleItemProps,
  'schedule' | 'templateName' | 'highlighted' | 'notSent' | 'selected' | 'runStates'
> {
  selection: RowSelection;
  /** The page's checkbox, in the head of the checkbox column. */
  pageSelection: PageSelectionState;
  onTogglePage: () => void;
  items: readonly Schedule[];
  /** The schedules whose last run likely produced no report. */
  notSent: ReadonlySet<string> | undefined;
  templateNames: ReadonlyMap<string, string> | undefined;
  highlighted: Schedule | undefined;
  sort: ScheduleSort;
  onSortChange: (sort: ScheduleSort) => void;
  /** Whether there is room for a column more (from lg): Recent runs, or Template without them. */
  wide: boolean;
  /** Each schedule's runs for its strip: undefined while the reports are read, null if they cannot be. */
  runStates: RunStatesOf | null | undefined;
}

/** A page of schedules as a sortable table, for screens wide enough to read a row at a glance. */
export function ScheduleTable({
  items,
  templateNames,
  highlighted,
  notSent,
  sort,
  onSortChange,
  wide,
  selection,
  pageSelection,
  onTogglePage,
  runStates,
  ...row
}: ScheduleTableProps) {
  // A schedule's recent runs say more than its template's name, which shows under its title.
  const showRecentRuns = wide && runStates !== null;
  const showTemplate = wide && runStates === null;
  const columns = columnsFor({ canWrite: row.canWrite, showTemplate, showRecentRuns });
  // The Next run column is as wide as its dates: a year in one of them takes more room. Read from
  // the words the rows show (scheduleDisplay keeps them per schedule), so this costs no more.
  const years = items.some(
    (schedule) => scheduleDisplay(schedule, row.zones, row.now).nextRunInAnotherYear,
  );
  return (
    <DataTable
      caption="Report schedules"
      columns={columns}
      sort={sort}
      onSortChange={onSortChange}
      className={years ? 'schedule-table schedule-table--years' : 'schedule-table'}
      selectAll={
        <PageCheckbox state={pageSelection} label={PAGE_CHECKBOX_LABEL} onToggle={onTogglePage} />
      }
    >
      <tbody>
        {items.map((schedule, place) => (
          <ScheduleRow
            // Keyed by place, so a new page updates rows; state is per schedule (useStateFor).
            key={place}
            {...row}
            showTemplate={showTemplate}
            showRecentRuns={showRecentRuns}
            runStates={runStates?.(schedule)}
            schedule={schedule}
            templateName={templateNames?.get(schedule.template_uuid)}
            highlighted={schedule === highlighted}
            notSent={notSent?.has(schedule.uuid) ?? false}
            selected={selection.has(schedule.uuid)}
          />
        ))}
      </tbody>
    </DataTable>
  );
}
