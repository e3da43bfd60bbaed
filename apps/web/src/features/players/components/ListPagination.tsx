import TablePagination from '@mui/material/TablePagination';
import { PAGE_SIZES } from '@matchday/domain';
import { useIntl } from 'react-intl';
import type { ListState } from './use-list-state';

/** Server-side paging under a table, translated. */
export function ListPagination<S extends string>({ list, total }: { list: ListState<S>; total: number }) {
  const intl = useIntl();
  return (
    <TablePagination
      component="div"
      count={total}
      page={list.page}
      rowsPerPage={list.pageSize}
      rowsPerPageOptions={[...PAGE_SIZES]}
      onPageChange={(_event, page) => list.setPage(page)}
      onRowsPerPageChange={(event) => list.setPageSize(Number(event.target.value))}
      labelRowsPerPage={intl.formatMessage({ id: 'players.list.rowsPerPage' })}
      labelDisplayedRows={({ from, to, count }) => intl.formatMessage({ id: 'players.list.displayedRows' }, { from, to, count })}
      getItemAriaLabel={(type) => intl.formatMessage({ id: type === 'next' ? 'players.list.nextPage' : type === 'previous' ? 'players.list.previousPage' : type === 'first' ? 'players.list.firstPage' : 'players.list.lastPage' })}
    />
  );
}
