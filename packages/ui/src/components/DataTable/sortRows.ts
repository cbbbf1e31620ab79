// Client-side sorting for the table: stable, blanks last, numbers and dates by value, text in
// natural order ('Row 2' before 'Row 10').
import type { DataTableColumn, SortState } from './types.ts';

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

function compare(a: unknown, b: unknown): number {
  // Blanks sort last whatever the direction is, as the spec's 'N/A' rows would.
  if (isBlank(a)) return isBlank(b) ? 0 : 1;
  if (isBlank(b)) return -1;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/** `rows` in the order `sort` asks for; the same array when unsorted or the column is not sortable. */
export function sortRows<Row>(
  rows: readonly Row[],
  columns: DataTableColumn<Row>[],
  sort: SortState | null,
): readonly Row[] {
  if (!sort) return rows;
  const column = columns.find((c) => c.key === sort.key);
  if (!column?.sortValue) return rows;
  const value = column.sortValue;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  // Decorate once: 100,000 rows sort in tens of milliseconds instead of calling sortValue n log n times.
  return rows
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((a, b) => {
      if (isBlank(a.key) || isBlank(b.key)) return compare(a.key, b.key) || a.index - b.index;
      return sign * compare(a.key, b.key) || a.index - b.index;
    })
    .map((entry) => entry.row);
}

/** The sort after a click on a column's header: ascending first, then it flips. */
export function nextSort(sort: SortState | null, key: string): SortState {
  return sort?.key === key && sort.direction === 'ascending'
    ? { key, direction: 'descending' }
    : { key, direction: 'ascending' };
}
