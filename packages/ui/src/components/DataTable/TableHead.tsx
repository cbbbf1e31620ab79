import styled from 'styled-components';
import { RowCheckbox } from './RowCheckbox.tsx';
import type { DataTableColumn, SortState } from './types.ts';

const Head = styled.thead`
  position: sticky;
  top: 0;
  z-index: 1;
  background: var(--color-surface-subtle);
  border-bottom: var(--border-width) solid var(--color-border);

  & th {
    font-size: var(--font-size-meta);
    line-height: var(--line-height-meta);
    font-weight: var(--font-weight-medium);
    color: var(--color-text-muted);
    white-space: nowrap;
  }
`;

const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: var(--space-1);
  margin: 0 calc(var(--space-1) * -1);
  padding: 2px var(--space-1);
  border: 0;
  border-radius: 4px;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;

  &:hover { color: var(--color-text); background: var(--color-surface-hover); }
  &:focus-visible { outline: 2px solid var(--color-focus-ring); outline-offset: 1px; }
  & > svg { color: var(--color-text-disabled); }
  &[data-sorted] { color: var(--color-text); }
  &[data-sorted] > svg { color: var(--color-text); }
  &[data-sorted='descending'] > svg { transform: rotate(180deg); }
`;

function SortIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" fill="none" aria-hidden="true">
      <path
        d="M6 9.5v-7M3 5.5l3-3 3 3"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The sticky header row: the select-all box when rows are selectable, and each column's header,
 * a sort button (with aria-sort on its cell) when the column is sortable.
 */
export function TableHead<Row>({
  columns,
  sort,
  onSort,
  selectAll,
}: {
  columns: DataTableColumn<Row>[];
  sort: SortState | null;
  /** A click on a sortable column's header. */
  onSort: (key: string) => void;
  /** The select-all box; absent when the rows are not selectable. */
  selectAll?: {
    label: string;
    checked: boolean | 'indeterminate';
    onCheckedChange: (checked: boolean) => void;
  };
}) {
  return (
    <Head>
      <tr aria-rowindex={1}>
        {selectAll && (
          <th scope="col">
            <RowCheckbox {...selectAll} />
          </th>
        )}
        {columns.map((column) => {
          const direction = sort?.key === column.key ? sort.direction : undefined;
          return (
            <th
              key={column.key}
              scope="col"
              data-align={column.align ?? 'start'}
              aria-sort={column.sortValue ? (direction ?? 'none') : undefined}
            >
              {column.sortValue ? (
                <SortButton type="button" data-sorted={direction} onClick={() => onSort(column.key)}>
                  {column.header}
                  <SortIcon />
                </SortButton>
              ) : (
                column.header
              )}
            </th>
          );
        })}
      </tr>
    </Head>
  );
}
