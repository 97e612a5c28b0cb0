import { memo, type ReactNode } from 'react';
import {
  sortDirectionOf,
  sortKeyOf,
  toggledSort,
  type ColumnSort,
} from '#src/lib/url-state/list-pages';

/** MUI's ArrowDownward, as TableSortLabel draws it. */
const ARROW = 'M20 12l-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8 8-8z';

export interface DataColumn<K extends string> {
  /** The header's words; read by screen readers only when `hideHeader`. */
  header: string;
  hideHeader?: boolean;
  /** The sort this column's header asks for; none for a column that does not sort. */
  sortKey?: K;
  /** The `<col>`'s class: where the list's stylesheet sets the column's width. */
  className?: string;
}

interface SortProps<K extends string> {
  sort: ColumnSort<K>;
  onSortChange: (sort: ColumnSort<K>) => void;
}

/**
 * A column header that sorts by its column: a button in the header cell (MUI TableSortLabel's
 * look), the cell's aria-sort saying which way the list is sorted now.
 */
function SortHeader<K extends string>({
  column,
  sort,
  onSortChange,
  children,
}: SortProps<K> & { column: K; children: ReactNode }) {
  const active = sortKeyOf(sort) === column;
  const direction = sortDirectionOf(sort);
  return (
    <th scope="col" aria-sort={active ? direction : undefined}>
      <button
        type="button"
        className="data-sort"
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

/** The column widths and headers; memoised, so they re-render only when the order changes. */
const DataTableHead = memo(function DataTableHead<K extends string>({
  columns,
  sorting,
}: {
  columns: readonly DataColumn<K>[];
  sorting: SortProps<K> | undefined;
}) {
  return (
    <>
      {/* Fixed column widths: the table is laid out from them, not from every cell's text. */}
      <colgroup>
        {columns.map((column) => (
          <col key={column.header} className={column.className} />
        ))}
      </colgroup>
      <thead>
        <tr>
          {columns.map((column) =>
            column.sortKey && sorting ? (
              <SortHeader key={column.header} column={column.sortKey} {...sorting}>
                {column.header}
              </SortHeader>
            ) : (
              <th key={column.header} scope="col">
                {column.hideHeader ? (
                  <span className="data-hidden">{column.header}</span>
                ) : (
                  column.header
                )}
              </th>
            ),
          )}
        </tr>
      </thead>
    </>
  );
}) as <K extends string>(props: {
  columns: readonly DataColumn<K>[];
  sorting: SortProps<K> | undefined;
}) => ReactNode;

/**
 * Every list's table: a framed table named by its caption (for screen readers), laid out from
 * its columns' widths, with sortable headers where a column has a sort. The rows are the list's
 * own, drawn with the stylesheet's classes (`data-row`, `data-clip`…). `columns` should be a
 * constant, or memoised, so the head does not re-render with the rows.
 */
export function DataTable<K extends string = never>({
  caption,
  columns,
  sort,
  onSortChange,
  className,
  children,
}: {
  caption: string;
  columns: readonly DataColumn<K>[];
  sort?: ColumnSort<K>;
  onSortChange?: (sort: ColumnSort<K>) => void;
  /** The table's classes beside `data-table`: the list's column widths, `data-table--top`. */
  className?: string;
  /** The table's bodies: `<tbody>` with the list's rows. */
  children: ReactNode;
}) {
  const sorting = sort !== undefined && onSortChange ? { sort, onSortChange } : undefined;
  return (
    <div className="data-table__frame">
      <table className={className ? `data-table ${className}` : 'data-table'}>
        <caption className="data-hidden">{caption}</caption>
        <DataTableHead columns={columns} sorting={sorting} />
        {children}
      </table>
    </div>
  );
}

/** Every list's phone cards: a list named `label`, of `<li>` children. */
export function DataCards({
  label,
  twoUp = false,
  children,
}: {
  label: string;
  /** Two cards side by side from tablets up. */
  twoUp?: boolean;
  children: ReactNode;
}) {
  return (
    <ul aria-label={label} className={twoUp ? 'data-cards data-cards--two' : 'data-cards'}>
      {children}
    </ul>
  );
}
