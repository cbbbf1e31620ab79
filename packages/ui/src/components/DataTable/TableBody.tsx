import type * as React from 'react';
import styled from 'styled-components';
import { Spinner } from '../Spinner/index.ts';
import { RowCheckbox } from './RowCheckbox.tsx';
import { ROW_HEIGHT } from './styles.ts';
import type { DataTableColumn } from './types.ts';

/** The body: as tall as all rows together, each visible row placed absolutely at its offset. */
export const Body = styled.tbody`
  position: relative;

  & > tr[data-index] {
    position: absolute;
    top: 0;
    left: 0;
    height: ${ROW_HEIGHT}px;
    border-bottom: var(--border-width) solid var(--color-border);
    color: var(--color-text);
    outline: none;
    transition: background-color var(--motion-fast) var(--motion-ease-out);
  }
  & > tr[data-index]:last-child { border-bottom-color: transparent; }
  & > tr[data-clickable] { cursor: pointer; }
  & > tr[data-index]:hover { background: var(--color-surface-subtle); }
  & > tr[data-selected] { background: var(--color-accent-subtle); }
  & > tr[data-selected]:hover { background: var(--blue-4); }
  & > tr[data-index]:focus-visible { box-shadow: inset 0 0 0 2px var(--color-focus-ring); }
  & td { white-space: nowrap; text-overflow: ellipsis; }
`;

const StatusCell = styled.td`
  grid-column: 1 / -1;
  justify-content: center;
  gap: var(--space-2);
  color: var(--color-text-muted);

  && { height: 160px; }
`;

/** The one row shown instead of rows: the loading wording with a spinner, or the empty wording. */
export function StatusRow({
  loading,
  loadingLabel,
  emptyLabel,
}: {
  loading: boolean;
  loadingLabel: string;
  emptyLabel: React.ReactNode;
}) {
  return (
    <tr>
      <StatusCell role="status">
        {loading ? (
          <>
            <Spinner size="sm" />
            {loadingLabel}
          </>
        ) : (
          emptyLabel
        )}
      </StatusCell>
    </tr>
  );
}

// A click on a control inside a row is the control's, not the row's.
const INTERACTIVE = 'button, a, input, select, textarea, [role="checkbox"], [role="menuitem"]';

/** One virtual row: its cells, its selection box, and its click and keys. */
export function DataRow<Row>({
  row,
  index,
  start,
  columns,
  tabbable,
  selected,
  selection,
  onActivate,
  onFocusRow,
  onMoveKey,
}: {
  row: Row;
  /** Position in the sorted rows. */
  index: number;
  /** Offset from the top of the body, in px. */
  start: number;
  columns: DataTableColumn<Row>[];
  /** The table's one tab stop among the rows. */
  tabbable: boolean;
  selected: boolean;
  /** The row's selection box and what Space toggles; absent when rows are not selectable. */
  selection?: { label: string; onCheckedChange: (checked: boolean) => void };
  /** A click on the row or Enter; absent when rows do nothing. */
  onActivate?: (row: Row) => void;
  onFocusRow: (index: number) => void;
  /** Moves the focus for a navigation key; false for any other key. */
  onMoveKey: (key: string, index: number) => boolean;
}) {
  return (
    <tr
      data-index={index}
      aria-rowindex={index + 2}
      tabIndex={tabbable ? 0 : -1}
      data-clickable={onActivate ? '' : undefined}
      data-selected={selected ? '' : undefined}
      style={{ transform: `translateY(${start}px)` }}
      onFocus={(event) => {
        if (event.target === event.currentTarget) onFocusRow(index);
      }}
      onClick={(event) => {
        if ((event.target as Element).closest(INTERACTIVE)) return;
        onActivate?.(row);
      }}
      onKeyDown={(event) => {
        if (event.target !== event.currentTarget) return;
        if (event.key === 'Enter') onActivate?.(row);
        else if (event.key === ' ') selection?.onCheckedChange(!selected);
        else if (!onMoveKey(event.key, index)) return;
        event.preventDefault();
      }}
    >
      {selection && (
        <td>
          <RowCheckbox
            label={selection.label}
            checked={selected}
            onCheckedChange={selection.onCheckedChange}
            // The row is the tab stop (Space selects it); one stop per row keeps Tab usable.
            focusable={false}
          />
        </td>
      )}
      {columns.map((column) => (
        <td key={column.key} data-align={column.align ?? 'start'}>
          {column.cell(row)}
        </td>
      ))}
    </tr>
  );
}
