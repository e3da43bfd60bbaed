import { PAGE_SIZES } from '@matchday/domain';
import TablePagination from '@mui/material/TablePagination';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';

interface ListPaginationProps {
  total: number;
  /** 1-based, as in the API. */
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

const BUTTON_LABELS: Record<'first' | 'last' | 'next' | 'previous', MessageId> = {
  first: 'locations.ui.firstPage',
  last: 'locations.ui.lastPage',
  next: 'locations.ui.nextPage',
  previous: 'locations.ui.previousPage',
};

/** Server-side paging under a list, with the sizes the API accepts. */
export function ListPagination({ total, page, pageSize, onPage, onPageSize }: ListPaginationProps) {
  const intl = useIntl();
  return (
    <TablePagination
      component="div"
      count={total}
      page={Math.max(0, Math.min(page - 1, Math.ceil(total / pageSize) - 1))}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[...PAGE_SIZES]}
      onPageChange={(_event, next) => onPage(next + 1)}
      onRowsPerPageChange={(event) => onPageSize(Number(event.target.value))}
      labelRowsPerPage={intl.formatMessage({ id: 'locations.ui.rowsPerPage' })}
      labelDisplayedRows={({ from, to, count }) => intl.formatMessage({ id: 'locations.ui.displayedRows' }, { from, to, count })}
      getItemAriaLabel={(type) => intl.formatMessage({ id: BUTTON_LABELS[type] })}
      sx={{ borderTop: 1, borderColor: 'divider', '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: { xs: 1, sm: 2 } } }}
    />
  );
}
