export {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type SortDirection,
  type SortState,
} from './DataTable.tsx';
