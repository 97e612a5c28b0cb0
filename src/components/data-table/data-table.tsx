import { memo, type ReactNode } from 'react';
import {
  sortDirectionOf,
  sortKeyOf,
  toggledSort,
  type ColumnSort,
} from '#src/lib/url-state/list-pages';

const ARROW = 'M20 12l-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8 8-8z';

export interface DataColumn<K extends string> {
  /** The header's words; read by screen readers only when `hideHeader`. */
  header: string;
  hideHeader?: boolean;
  sortKey?: K;
  /** Where the list's stylesheet sets the column's width. */
  className?: string;
}

interface SortProps<K extends string> {
  sort: ColumnSort<K>;
  onSortChange: (sort: ColumnSort<K>) => void;
}

/** A column header that sorts by its column; the cell's aria-sort says which way. */
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
  selectAll,
}: {
  columns: readonly DataColumn<K>[];
  sorting: SortProps<K> | undefined;
  selectAll: ReactNode;
}) {
  return (
    <>
      {/* Fixed column widths: the table is laid out from them, not from every cell's text. */}
      <colgroup>
        {selectAll ? <col className="data-select" /> : null}
        {columns.map((column) => (
          <col key={column.header} className={column.className} />
        ))}
      </colgroup>
      <thead>
        <tr>
          {/* A column header like the others, named by its checkbox, so the columns line up. */}
          {selectAll ? (
            <th scope="col" className="data-select">
              {selectAll}
            </th>
          ) : null}
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
  selectAll: ReactNode;
}) => ReactNode;

/** Every list's table; `columns` constant or memoised, so the head does not re-render. */
export function DataTable<K extends string = never>({
  caption,
  columns,
  sort,
  onSortChange,
  className,
  selectAll,
  rowCount,
  children,
}: {
  caption: string;
  columns: readonly DataColumn<K>[];
  sort?: ColumnSort<K>;
  onSortChange?: (sort: ColumnSort<K>) => void;
  /** The table's classes beside `data-table`: the list's column widths, `data-table--top`. */
  className?: string;
  /**
   * A page's "select all" checkbox, for a table whose rows start with a checkbox cell
   * (`data-select`): a column of its own before `columns`.
   */
  selectAll?: ReactNode;
  /** Every row of the table, head included, when only some of them are drawn (`aria-rowcount`). */
  rowCount?: number;
  children: ReactNode;
}) {
  const sorting = sort !== undefined && onSortChange ? { sort, onSortChange } : undefined;
  return (
    <div className="data-table__frame">
      <table
        className={className ? `data-table ${className}` : 'data-table'}
        aria-rowcount={rowCount}
      >
        <caption className="data-hidden">{caption}</caption>
        <DataTableHead columns={columns} sorting={sorting} selectAll={selectAll} />
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
  twoUp?: boolean;
  children: ReactNode;
}) {
  return (
    <ul aria-label={label} className={twoUp ? 'data-cards data-cards--two' : 'data-cards'}>
      {children}
    </ul>
  );
}
