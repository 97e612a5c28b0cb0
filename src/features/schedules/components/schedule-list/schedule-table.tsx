import { memo, type ReactNode } from 'react';
import type { Schedule } from '#src/domain/schemas';
import {
  sortDirectionOf,
  sortKeyOf,
  toggledSort,
  type ScheduleSort,
  type SortKey,
} from '#src/features/schedules/list-view';
import { ScheduleRow, type ScheduleItemProps } from './schedule-row';

/** MUI's ArrowDownward, as TableSortLabel draws it. */
const ARROW = 'M20 12l-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8 8-8z';

interface SortHeaderProps {
  column: SortKey;
  sort: ScheduleSort;
  onSortChange: (sort: ScheduleSort) => void;
  className?: string;
  children: ReactNode;
}

/**
 * A column header that sorts by its column: a button in the header cell (MUI TableSortLabel's
 * look), the cell's aria-sort saying which way the list is sorted now.
 */
function SortHeader({ column, sort, onSortChange, className, children }: SortHeaderProps) {
  const active = sortKeyOf(sort) === column;
  const direction = sortDirectionOf(sort);
  return (
    <th scope="col" aria-sort={active ? direction : undefined} className={className}>
      <button
        type="button"
        className="schedule-table__sort"
        data-direction={active ? direction : undefined}
        onClick={() => onSortChange(toggledSort(sort, column))}
      >
        {children}
        <svg focusable="false" aria-hidden="true" viewBox="0 0 24 24">
          <path d={ARROW} />
        </svg>
      </button>
    </th>
  );
}

/** The column widths and headers; the sort buttons re-render only when the order changes. */
const ScheduleTableHead = memo(function ScheduleTableHead({
  sort,
  onSortChange,
  canWrite,
  showTemplate,
}: {
  sort: ScheduleSort;
  onSortChange: (sort: ScheduleSort) => void;
  canWrite: boolean;
  showTemplate: boolean;
}) {
  const sortProps = { sort, onSortChange };
  return (
    <>
      {/* Fixed column widths: the table is laid out from them, not from every cell's text. */}
      <colgroup>
        <col />
        <col className="schedule-table__cadence-column" />
        <col className="schedule-table__run-column" />
        <col className="schedule-table__recipients-column" />
        {showTemplate ? <col className="schedule-table__template-column" /> : null}
        <col
          className={
            canWrite
              ? 'schedule-table__actions-column'
              : 'schedule-table__actions-column schedule-table__actions-column--read'
          }
        />
      </colgroup>
      <thead>
        <tr>
          <SortHeader column="title" {...sortProps}>
            Title
          </SortHeader>
          <SortHeader column="cadence" {...sortProps}>
            Cadence
          </SortHeader>
          <SortHeader column="next-run" {...sortProps}>
            Next run
          </SortHeader>
          <th scope="col">Recipients</th>
          {showTemplate ? <th scope="col">Template</th> : null}
          <th scope="col">
            <span className="schedule-list__hidden">Actions</span>
          </th>
        </tr>
      </thead>
    </>
  );
});

interface ScheduleTableProps extends Omit<
  ScheduleItemProps,
  'schedule' | 'templateName' | 'highlighted'
> {
  items: readonly Schedule[];
  templateNames: ReadonlyMap<string, string> | undefined;
  highlighted: Schedule | undefined;
  sort: ScheduleSort;
  onSortChange: (sort: ScheduleSort) => void;
  /** Whether there is room for the Template column (from the lg breakpoint). */
  showTemplate: boolean;
}

/**
 * A page of schedules as a compact table (MUI's small table look), one row each: for screens
 * wide enough to read a row at a glance. Its caption names it for screen readers.
 */
export function ScheduleTable({
  items,
  templateNames,
  highlighted,
  sort,
  onSortChange,
  showTemplate,
  ...row
}: ScheduleTableProps) {
  return (
    <div className="schedule-table__frame">
      <table
        className={showTemplate ? 'schedule-table' : 'schedule-table schedule-table--no-template'}
      >
        <caption className="schedule-list__hidden">Report schedules</caption>
        <ScheduleTableHead
          sort={sort}
          onSortChange={onSortChange}
          canWrite={row.canWrite}
          showTemplate={showTemplate}
        />
        <tbody>
          {items.map((schedule) => (
            <ScheduleRow
              key={schedule.uuid}
              {...row}
              showTemplate={showTemplate}
              schedule={schedule}
              templateName={templateNames?.get(schedule.template_uuid)}
              highlighted={schedule === highlighted}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
