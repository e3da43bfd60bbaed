import TablePagination from '@mui/material/TablePagination';
import { PAGE_SIZES, type LeagueListQuery } from '@matchday/domain';
import { useIntl } from 'react-intl';
import type { ListNavigate } from './use-league-list-query';

/** The pager under the list: pages are 1-based in the address and the API, 0-based in MUI. */
export function LeaguesPagination({ query, total, onChange }: { query: LeagueListQuery; total: number; onChange: ListNavigate }) {
  const intl = useIntl();
  return (
    <TablePagination
      component="div"
      count={total}
      page={query.page - 1}
      rowsPerPage={query.page_size}
      rowsPerPageOptions={[...PAGE_SIZES]}
      onPageChange={(_event, page) => onChange({ ...query, page: page + 1 })}
      onRowsPerPageChange={(event) => onChange({ ...query, page_size: Number(event.target.value), page: 1 })}
      labelRowsPerPage={intl.formatMessage({ id: 'leagues.list.rowsPerPage' })}
      labelDisplayedRows={({ from, to, count }) => intl.formatMessage({ id: 'leagues.list.displayedRows' }, { from, to, count })}
      getItemAriaLabel={(type) => intl.formatMessage({ id: `leagues.list.${type}Page` })}
      sx={{ borderTop: 1, borderColor: 'divider' }}
    />
  );
}
