import type { Schedule } from '#src/domain/schemas';
import { PageCheckbox } from '#src/components/data-table/select-checkbox';
import type { PageSelectionState, RowSelection } from '#src/lib/selection/row-selection';
import { DataTable, type DataColumn } from '#src/components/data-table/data-table';
import type { ScheduleSort, SortKey } from '#src/features/schedules/list-view';
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

/** The columns, by whether there is room for the template and whether the user may write. */
const COLUMNS = {
  write: [TITLE, CADENCE, NEXT_RUN, RECIPIENTS, TEMPLATE, ACTIONS],
  writeNarrow: [TITLE, CADENCE, NEXT_RUN, RECIPIENTS, ACTIONS],
  read: [TITLE, CADENCE, NEXT_RUN, RECIPIENTS, TEMPLATE, READ_ACTIONS],
  readNarrow: [TITLE, CADENCE, NEXT_RUN, RECIPIENTS, READ_ACTIONS],
} as const;

interface ScheduleTableProps extends Omit<
  ScheduleItemProps,
  'schedule' | 'templateName' | 'highlighted' | 'notSent' | 'selected'
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
  /** Whether there is room for the Template column (from the lg breakpoint). */
  showTemplate: boolean;
}

/** A page of schedules as a sortable table, for screens wide enough to read a row at a glance. */
export function ScheduleTable({
  items,
  templateNames,
  highlighted,
  notSent,
  sort,
  onSortChange,
  showTemplate,
  selection,
  pageSelection,
  onTogglePage,
  ...row
}: ScheduleTableProps) {
  const columns =
    COLUMNS[`${row.canWrite ? 'write' : 'read'}${showTemplate ? '' : 'Narrow'}` as const];
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
