import TableCell from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { LeagueListQuery, LeagueSort } from '@matchday/domain';
import type { ReactNode } from 'react';

interface SortHeaderProps {
  sort: LeagueSort;
  query: LeagueListQuery;
  onSort: (sort: LeagueSort) => void;
  align?: 'left' | 'right';
  children: ReactNode;
}

/** A column header that sorts the list by its column; a second click reverses the order. */
export function SortHeader({ sort, query, onSort, align, children }: SortHeaderProps) {
  const active = query.sort === sort;
  return (
    <TableCell align={align} sortDirection={active ? query.order : false}>
      <TableSortLabel active={active} direction={active ? query.order : 'asc'} onClick={() => onSort(sort)}>
        {children}
      </TableSortLabel>
    </TableCell>
  );
}
