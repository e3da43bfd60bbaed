import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LEAGUE_SORTS, type LeagueListQuery, type LeagueSort } from '@matchday/domain';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../../i18n/messages';
import type { ListNavigate } from './use-league-list-query';

const SORT_LABELS: Record<LeagueSort, MessageId> = {
  name: 'leagues.column.name',
  season_start: 'leagues.column.season',
  status: 'leagues.column.status',
  sport: 'leagues.column.sport',
  registration_closes_on: 'leagues.column.registrationCloses',
  teams_count: 'leagues.column.teams',
  updated_at: 'leagues.column.updated',
};

/** On phones, where the cards have no column headers: the sort column and its direction. */
export function SortSelect({ query, onChange }: { query: LeagueListQuery; onChange: ListNavigate }) {
  const intl = useIntl();
  const descending = query.order === 'desc';
  return (
    <Stack direction="row" spacing={1} alignItems="center" sx={{ flex: '1 1 100%' }}>
      <TextField
        select
        size="small"
        label={intl.formatMessage({ id: 'leagues.list.sortBy' })}
        value={query.sort}
        onChange={(event) => onChange({ ...query, sort: event.target.value as LeagueSort, page: 1 })}
        sx={{ flex: 1 }}
      >
        {LEAGUE_SORTS.map((sort) => (
          <MenuItem key={sort} value={sort}>
            {intl.formatMessage({ id: SORT_LABELS[sort] })}
          </MenuItem>
        ))}
      </TextField>
      <IconButton
        onClick={() => onChange({ ...query, order: descending ? 'asc' : 'desc', page: 1 })}
        aria-label={intl.formatMessage({ id: descending ? 'leagues.list.sortDescending' : 'leagues.list.sortAscending' })}
      >
        {descending ? <ArrowDownwardRounded /> : <ArrowUpwardRounded />}
      </IconButton>
    </Stack>
  );
}
