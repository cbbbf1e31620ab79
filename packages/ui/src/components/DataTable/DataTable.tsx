import * as React from 'react';
import { nextSort, sortRows } from './sortRows.ts';
import { Scroller, Table } from './styles.ts';
import { Body, DataRow, StatusRow } from './TableBody.tsx';
import { TableHead } from './TableHead.tsx';
import type { DataTableColumn, SortState } from './types.ts';
import { useSelection } from './useSelection.ts';
import { useVirtualRows } from './useVirtualRows.ts';

export type { DataTableColumn, SortDirection, SortState } from './types.ts';

export type DataTableProps<Row> = Omit<React.ComponentPropsWithoutRef<'div'>, 'children' | 'onChange'> & {
  /** Accessible name of the table. */
  label: string;
  columns: DataTableColumn<Row>[];
  rows: readonly Row[];
  /** A stable id per row, for selection and React keys. */
  getRowId: (row: Row) => string;
  /** Row activation: a click on the row (not on a control inside it) or Enter on a focused row. */
  onRowClick?: (row: Row) => void;
  /** Controlled sort; `null` is unsorted. */
  sort?: SortState | null;
  defaultSort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  /** Rows arrive sorted (by the server): the table only shows and reports the sort. */
  manualSort?: boolean;
  /** Adds a select-all checkbox and one per row. */
  selectable?: boolean;
  selectedIds?: ReadonlySet<string>;
  defaultSelectedIds?: ReadonlySet<string>;
  onSelectionChange?: (ids: Set<string>) => void;
  /** Names each row's checkbox, e.g. (row) => `Select ${row.name}`. */
  rowLabel?: (row: Row) => string;
  /** Shows the loading row with this wording (e.g. the spec's 'Loading Analytics...'). */
  loading?: boolean;
  loadingLabel?: string;
  /** Shown when there are no rows and nothing is loading (the spec's wording for the list). */
  emptyLabel?: React.ReactNode;
  /** Name of the select-all checkbox. */
  selectAllLabel?: string;
};

const track = (width: number | string | undefined) =>
  width === undefined ? 'minmax(0, 1fr)' : typeof width === 'number' ? `${width}px` : width;

/**
 * A compact table (40 px rows) for lists of any length: sortable columns (aria-sort), row
 * activation by click or Enter, optional selection, loading and empty states. Rows are virtualised
 * (@tanstack/react-virtual), so only the visible ones are in the DOM; aria-rowcount and
 * aria-rowindex still tell assistive tech the full size. Arrow keys, Home and End move between rows.
 *
 * Its parts: TableHead (select-all, sort buttons), TableBody (status row, one DataRow per visible
 * row), RowCheckbox, and the hooks useSelection and useVirtualRows; sortRows orders the rows.
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  getRowId,
  onRowClick,
  sort: sortProp,
  defaultSort = null,
  onSortChange,
  manualSort = false,
  selectable = false,
  selectedIds,
  defaultSelectedIds,
  onSelectionChange,
  rowLabel,
  loading = false,
  loadingLabel = 'Loading...',
  emptyLabel = 'No Data To Display',
  selectAllLabel = 'Select all rows',
  style,
  ...props
}: DataTableProps<Row>) {
  const scrollerRef = React.useRef<HTMLDivElement>(null);
  const bodyRef = React.useRef<HTMLTableSectionElement>(null);

  const [sortState, setSortState] = React.useState<SortState | null>(defaultSort);
  const sort = sortProp === undefined ? sortState : sortProp;
  const toggleSort = (key: string) => {
    const next = nextSort(sort, key);
    if (sortProp === undefined) setSortState(next);
    onSortChange?.(next);
  };
  const sortedRows = React.useMemo(
    () => (manualSort ? rows : sortRows(rows, columns, sort)),
    [rows, columns, sort, manualSort],
  );

  const { selected, toggleRow, selectAll, selectAllState } = useSelection({
    selectable,
    rows,
    getRowId,
    selectedIds,
    defaultSelectedIds,
    onSelectionChange,
  });
  const { items, totalSize, tabStop, setActiveIndex, moveByKey } = useVirtualRows({
    count: sortedRows.length,
    scrollerRef,
    bodyRef,
  });

  const template = [selectable ? '44px' : null, ...columns.map((c) => track(c.width))]
    .filter(Boolean)
    .join(' ');
  const showRows = !loading && sortedRows.length > 0;

  return (
    <Scroller ref={scrollerRef} style={{ ...style, ['--data-table-columns' as string]: template }} {...props}>
      <Table aria-label={label} aria-rowcount={sortedRows.length + 1} aria-busy={loading || undefined}>
        <TableHead
          columns={columns}
          sort={sort}
          onSort={toggleSort}
          selectAll={
            selectable
              ? { label: selectAllLabel, checked: selectAllState, onCheckedChange: selectAll }
              : undefined
          }
        />
        <Body ref={bodyRef} style={showRows ? { height: totalSize } : undefined}>
          {!showRows && <StatusRow loading={loading} loadingLabel={loadingLabel} emptyLabel={emptyLabel} />}
          {showRows &&
            items.map((item) => {
              const row = sortedRows[item.index]!;
              const id = getRowId(row);
              return (
                <DataRow
                  key={id}
                  row={row}
                  index={item.index}
                  start={item.start}
                  columns={columns}
                  tabbable={item.index === tabStop}
                  selected={selected.has(id)}
                  selection={
                    selectable
                      ? {
                          label: rowLabel ? rowLabel(row) : `Select row ${item.index + 1}`,
                          onCheckedChange: (checked) => toggleRow(id, checked),
                        }
                      : undefined
                  }
                  onActivate={onRowClick}
                  onFocusRow={setActiveIndex}
                  onMoveKey={moveByKey}
                />
              );
            })}
        </Body>
      </Table>
    </Scroller>
  );
}
