import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatDate, type PlayerSummary } from '@matchday/domain';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { fullName } from '../../../lib/player-name';
import { recordPaths } from '../../../lib/record-paths';
import { SortableHeader } from '../../../components/list/SortableHeader';
import { TableLoadingRows } from '../../../components/list/TableLoadingRows';
import type { ListState } from '../../../components/list/use-list-state';
import { columnFrom, minWidthFrom } from '../../../components/list/responsive-columns';

export type PlayerSort = 'last_name' | 'first_name' | 'email' | 'created_at';

interface PlayersTableProps {
  slug: string;
  timezone: string;
  list: ListState<PlayerSort>;
  players: PlayerSummary[] | undefined;
}

/** The directory's rows: name (to the player page), email, phone, leagues and when the player was added. */
export function PlayersTable({ slug, timezone, list, players }: PlayersTableProps) {
  const intl = useIntl();
  return (
    <TableContainer>
      <Table size="small" aria-label={intl.formatMessage({ id: 'players.list.tableLabel' })} sx={minWidthFrom(640)}>
        <TableHead>
          <TableRow>
            <SortableHeader state={list} onSort={list.sortBy} column="last_name" label={intl.formatMessage({ id: 'players.column.name' })} />
            <SortableHeader state={list} onSort={list.sortBy} column="email" sx={columnFrom('sm')} label={intl.formatMessage({ id: 'players.column.email' })} />
            <TableCell sx={columnFrom('sm')}>{intl.formatMessage({ id: 'players.column.phone' })}</TableCell>
            <TableCell align="right">{intl.formatMessage({ id: 'players.column.leagues' })}</TableCell>
            <SortableHeader
              state={list}
              onSort={list.sortBy}
              column="created_at"
              sx={columnFrom('sm')}
              label={intl.formatMessage({ id: 'players.column.added' })}
            />
          </TableRow>
        </TableHead>
        <TableBody>
          {players ? (
            players.map((player) => (
              <TableRow key={player.id} hover>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Link component={RouterLink} to={recordPaths.player(slug, player.id)} underline="hover" fontWeight={500}>
                    {fullName(player)}
                  </Link>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap', ...columnFrom('sm') }}>{player.email}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap', ...columnFrom('sm') }}>{player.phone ?? '—'}</TableCell>
                <TableCell align="right">{player.leagues_count}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap', ...columnFrom('sm') }}>{formatDate(player.created_at, timezone)}</TableCell>
              </TableRow>
            ))
          ) : (
            <TableLoadingRows columns={5} />
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
