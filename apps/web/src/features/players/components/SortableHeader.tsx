import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ListState } from './use-list-state';

interface SortableHeaderProps<S extends string> extends Pick<TableCellProps, 'align' | 'sx'> {
  list: ListState<S>;
  column: S;
  label: string;
}

/** A column header that sorts the server-side list by its column. */
export function SortableHeader<S extends string>({ list, column, label, ...cell }: SortableHeaderProps<S>) {
  const active = list.sort === column;
  return (
    <TableCell {...cell} sortDirection={active ? list.order : false}>
      <TableSortLabel active={active} direction={active ? list.order : 'asc'} onClick={() => list.sortBy(column)}>
        {label}
      </TableSortLabel>
    </TableCell>
  );
}
