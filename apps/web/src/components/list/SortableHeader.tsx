import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ReactNode } from 'react';

/** How a list is sorted now: a list's state or its query both carry these two fields. */
export interface SortState<S extends string> {
  sort: S;
  order: 'asc' | 'desc';
}

interface SortableHeaderProps<S extends string> extends Pick<TableCellProps, 'align' | 'sx'> {
  column: S;
  state: SortState<S>;
  /** The list decides what a click means; usually the same column flips its order and another sorts ascending. */
  onSort: (column: S) => void;
  label: ReactNode;
}

/** A column header that sorts the server-side list by its column. */
export function SortableHeader<S extends string>({ column, state, onSort, label, ...cell }: SortableHeaderProps<S>) {
  const active = state.sort === column;
  return (
    <TableCell {...cell} sortDirection={active ? state.order : false}>
      <TableSortLabel active={active} direction={active ? state.order : 'asc'} onClick={() => onSort(column)}>
        {label}
      </TableSortLabel>
    </TableCell>
  );
}
