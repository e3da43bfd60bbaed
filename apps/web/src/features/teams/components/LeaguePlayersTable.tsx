import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import StarRounded from '@mui/icons-material/StarRounded';
import { formatDate, type League, type RegistrationWithTeam } from '@matchday/domain';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { useLabels } from '../../../lib/use-labels';
import { fullName } from '../../../lib/player-name';
import { recordPaths } from '../../../lib/record-paths';
import { SortableHeader } from '../../../components/list/SortableHeader';
import { TableLoadingRows } from '../../../components/list/TableLoadingRows';
import type { ListState } from '../../../components/list/use-list-state';
import { RegistrationAnswersCell } from './RegistrationAnswersCell';
import { columnFrom, minWidthFrom } from '../../../components/list/responsive-columns';

export type RegistrationSort = 'last_name' | 'created_at';

interface LeaguePlayersTableProps {
  slug: string;
  timezone: string;
  league: League;
  list: ListState<RegistrationSort>;
  registrations: RegistrationWithTeam[] | undefined;
}

/** Every registration of the league: player, team or free agent, captaincy, payment status, answers (which can be changed), date. */
export function LeaguePlayersTable({ slug, timezone, league, list, registrations }: LeaguePlayersTableProps) {
  const intl = useIntl();
  const label = useLabels();
  return (
    <TableContainer>
      <Table size="small" aria-label={intl.formatMessage({ id: 'teams.players.tableLabel' })} sx={minWidthFrom(760)}>
        <TableHead>
          <TableRow>
            <SortableHeader state={list} onSort={list.sortBy} column="last_name" label={intl.formatMessage({ id: 'teams.column.player' })} />
            <TableCell>{intl.formatMessage({ id: 'teams.column.team' })}</TableCell>
            <TableCell sx={columnFrom('sm')}>{intl.formatMessage({ id: 'teams.column.captain' })}</TableCell>
            <TableCell sx={columnFrom('sm')}>{intl.formatMessage({ id: 'teams.column.payment' })}</TableCell>
            <TableCell sx={columnFrom('sm')}>{intl.formatMessage({ id: 'teams.column.answers' })}</TableCell>
            <SortableHeader
              state={list}
              onSort={list.sortBy}
              column="created_at"
              sx={columnFrom('sm')}
              label={intl.formatMessage({ id: 'teams.column.registered' })}
            />
          </TableRow>
        </TableHead>
        <TableBody>
          {registrations ? (
            registrations.map((registration) => (
              <TableRow key={registration.id} hover>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Link component={RouterLink} to={recordPaths.player(slug, registration.player.id)} underline="hover" fontWeight={500}>
                    {fullName(registration.player)}
                  </Link>
                </TableCell>
                <TableCell>
                  {registration.team ? (
                    <Link component={RouterLink} to={recordPaths.team(slug, league.id, registration.team.id)} underline="hover">
                      {registration.team.name}
                    </Link>
                  ) : (
                    <Link component={RouterLink} to={recordPaths.freeAgent(slug, league.id, registration.id)} underline="hover" color="secondary">
                      {intl.formatMessage({ id: 'teams.freeAgent' })}
                    </Link>
                  )}
                </TableCell>
                <TableCell sx={columnFrom('sm')}>
                  {registration.is_captain ? (
                    <StarRounded
                      fontSize="small"
                      sx={{ color: 'warning.main', verticalAlign: 'middle' }}
                      titleAccess={intl.formatMessage({ id: 'teams.captain.label' })}
                    />
                  ) : null}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap', ...columnFrom('sm') }}>{label('payment_status', registration.payment_status)}</TableCell>
                <TableCell sx={columnFrom('sm')}>
                  <RegistrationAnswersCell slug={slug} league={league} registration={registration} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap', ...columnFrom('sm') }}>{formatDate(registration.created_at, timezone)}</TableCell>
              </TableRow>
            ))
          ) : (
            <TableLoadingRows columns={6} />
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
