import { PAGE_SIZES } from '@matchday/domain';
import TablePagination from '@mui/material/TablePagination';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';

interface ListPaginationProps {
  total: number;
  /** 1-based, as in the API and the address; MUI counts from 0. */
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
  /** A line above the pager, for lists whose last row draws none. */
  divider?: boolean;
}

const BUTTON_LABELS: Record<'first' | 'last' | 'next' | 'previous', MessageId> = {
  first: 'common.list.firstPage',
  last: 'common.list.lastPage',
  next: 'common.list.nextPage',
  previous: 'common.list.previousPage',
};

/** Server-side paging under a list, with the sizes the API accepts, translated. */
export function ListPagination({ total, page, pageSize, onPage, onPageSize, divider = false }: ListPaginationProps) {
  const intl = useIntl();
  return (
    <TablePagination
      component="div"
      count={total}
      // A page past the end (the last row of the last page deleted) shows the last page rather than an empty one.
      page={Math.max(0, Math.min(page - 1, Math.ceil(total / pageSize) - 1))}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[...PAGE_SIZES]}
      onPageChange={(_event, next) => onPage(next + 1)}
      onRowsPerPageChange={(event) => onPageSize(Number(event.target.value))}
      labelRowsPerPage={intl.formatMessage({ id: 'common.list.rowsPerPage' })}
      labelDisplayedRows={({ from, to, count }) => intl.formatMessage({ id: 'common.list.displayedRows' }, { from, to, count })}
      getItemAriaLabel={(type) => intl.formatMessage({ id: BUTTON_LABELS[type] })}
      sx={{ ...(divider ? { borderTop: 1, borderColor: 'divider' } : {}), '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: { xs: 1, sm: 2 } } }}
    />
  );
}
