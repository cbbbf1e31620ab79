import * as React from 'react';

/**
 * The table's selected row ids, controlled (`selectedIds`) or not, and the state of its
 * select-all box: checked, unchecked or 'indeterminate' when only some rows are selected.
 */
export function useSelection<Row>(options: {
  selectable: boolean;
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  selectedIds: ReadonlySet<string> | undefined;
  defaultSelectedIds: ReadonlySet<string> | undefined;
  onSelectionChange: ((ids: Set<string>) => void) | undefined;
}) {
  const [selectedState, setSelectedState] = React.useState<ReadonlySet<string>>(
    () => options.defaultSelectedIds ?? new Set(),
  );
  const { selectable, rows, getRowId } = options;
  const selected = options.selectedIds ?? selectedState;
  const setSelected = (next: Set<string>) => {
    if (options.selectedIds === undefined) setSelectedState(next);
    options.onSelectionChange?.(next);
  };

  const toggleRow = (id: string, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(id);
    else next.delete(id);
    setSelected(next);
  };

  const selectAll = (checked: boolean) =>
    setSelected(checked ? new Set(rows.map((row) => getRowId(row))) : new Set());

  // The latest getRowId without making it a dependency: callers often pass a new arrow each render,
  // and a row's id must not change anyway.
  const rowIdRef = React.useRef(getRowId);
  rowIdRef.current = getRowId;
  // The select-all box's state needs every row's id: only with selection on and something selected,
  // and once per change of rows or selection, not on every render (a scroll re-renders; 100,000 rows).
  const selectAllState = React.useMemo((): boolean | 'indeterminate' => {
    if (!selectable || rows.length === 0 || selected.size === 0) return false;
    let count = 0;
    for (const row of rows) if (selected.has(rowIdRef.current(row))) count++;
    return count === rows.length ? true : count > 0 ? 'indeterminate' : false;
  }, [selectable, rows, selected]);

  return { selected, toggleRow, selectAll, selectAllState };
}
