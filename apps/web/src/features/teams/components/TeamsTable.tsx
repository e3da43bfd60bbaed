import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatDate, type League, type TeamSummary } from '@matchday/domain';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { fullName } from '../../../lib/player-name';
import { recordPaths } from '../../../lib/record-paths';
import { SortableHeader } from '../../../components/list/SortableHeader';
import { TableLoadingRows } from '../../../components/list/TableLoadingRows';
import type { ListState } from '../../../components/list/use-list-state';
import { RosterCount } from './RosterCount';
import { columnFrom, minWidthFrom } from '../../../components/list/responsive-columns';

export type TeamSort = 'name' | 'roster_count' | 'created_at';

interface TeamsTableProps {
  slug: string;
  timezone: string;
  league: League;
  list: ListState<TeamSort>;
  teams: TeamSummary[] | undefined;
}

/** The league's teams: name (to the team page), captain, roster against the league's limits, when added. */
export function TeamsTable({ slug, timezone, league, list, teams }: TeamsTableProps) {
  const intl = useIntl();
  return (
    <TableContainer>
      <Table size="small" aria-label={intl.formatMessage({ id: 'teams.list.tableLabel' })} sx={minWidthFrom(560)}>
        <TableHead>
          <TableRow>
            <SortableHeader state={list} onSort={list.sortBy} column="name" label={intl.formatMessage({ id: 'teams.column.team' })} />
            <TableCell sx={columnFrom('sm')}>{intl.formatMessage({ id: 'teams.column.captain' })}</TableCell>
            <SortableHeader state={list} onSort={list.sortBy} column="roster_count" label={intl.formatMessage({ id: 'teams.column.roster' })} />
            <SortableHeader
              state={list}
              onSort={list.sortBy}
              column="created_at"
              sx={columnFrom('sm')}
              label={intl.formatMessage({ id: 'teams.column.added' })}
            />
          </TableRow>
        </TableHead>
        <TableBody>
          {teams ? (
            teams.map((team) => (
              <TableRow key={team.id} hover>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Link component={RouterLink} to={recordPaths.team(slug, league.id, team.id)} underline="hover" fontWeight={500}>
                    {team.name}
                  </Link>
                </TableCell>
                <TableCell sx={columnFrom('sm')}>
                  {team.captain ? fullName(team.captain) : <span aria-label={intl.formatMessage({ id: 'teams.field.noCaptain' })}>—</span>}
                </TableCell>
                <TableCell>
                  <RosterCount count={team.roster_count} league={league} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap', ...columnFrom('sm') }}>{formatDate(team.created_at, timezone)}</TableCell>
              </TableRow>
            ))
          ) : (
            <TableLoadingRows columns={4} />
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
