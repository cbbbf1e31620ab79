import type * as React from 'react';

export type SortDirection = 'ascending' | 'descending';
export type SortState = { key: string; direction: SortDirection };

export type DataTableColumn<Row> = {
  /** Stable key; also the sort key. */
  key: string;
  /** Column header; a string also names the sort button and the cells. */
  header: React.ReactNode;
  /** Renders the cell. Text a user typed is returned as text, never HTML. */
  cell: (row: Row) => React.ReactNode;
  /** Makes the column sortable: the value rows are compared by. */
  sortValue?: (row: Row) => string | number | Date | null | undefined;
  /** A grid track: 160 (px), '2fr', 'minmax(120px, 1fr)'. Default: an equal share. */
  width?: number | string;
  /** Numbers and actions line up on the end. */
  align?: 'start' | 'end';
};
