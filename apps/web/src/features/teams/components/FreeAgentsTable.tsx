import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatDate, type League, type RegistrationWithTeam } from '@matchday/domain';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { AnswersList } from '../../../components/AnswersList';
import { fullName } from '../../../lib/player-name';
import { recordPaths } from '../../../lib/record-paths';
import { SortableHeader } from '../../../components/list/SortableHeader';
import { TableLoadingRows } from '../../../components/list/TableLoadingRows';
import type { ListState } from '../../../components/list/use-list-state';
import type { RegistrationSort } from './LeaguePlayersTable';
import { columnFrom, minWidthFrom } from '../../../components/list/responsive-columns';

interface FreeAgentsTableProps {
  slug: string;
  timezone: string;
  league: League;
  list: ListState<RegistrationSort>;
  freeAgents: RegistrationWithTeam[] | undefined;
  editable: boolean;
  onPlace: (registration: RegistrationWithTeam) => void;
}

/** Players waiting for a team: name (to the free agent page), email, when they registered, their answers. */
export function FreeAgentsTable({ slug, timezone, league, list, freeAgents, editable, onPlace }: FreeAgentsTableProps) {
  const intl = useIntl();
  return (
    <TableContainer>
      <Table size="small" aria-label={intl.formatMessage({ id: 'teams.freeAgents.tableLabel' })} sx={minWidthFrom(720)}>
        <TableHead>
          <TableRow>
            <SortableHeader state={list} onSort={list.sortBy} column="last_name" label={intl.formatMessage({ id: 'teams.column.player' })} />
            <TableCell sx={columnFrom('sm')}>{intl.formatMessage({ id: 'teams.column.email' })}</TableCell>
            <SortableHeader
              state={list}
              onSort={list.sortBy}
              column="created_at"
              sx={columnFrom('sm')}
              label={intl.formatMessage({ id: 'teams.column.registered' })}
            />
            {league.questions.length > 0 ? <TableCell sx={columnFrom('sm')}>{intl.formatMessage({ id: 'teams.column.answers' })}</TableCell> : null}
            <TableCell align="right">{intl.formatMessage({ id: 'teams.column.actions' })}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {freeAgents ? (
            freeAgents.map((registration) => {
              const name = fullName(registration.player);
              return (
                <TableRow key={registration.id} hover sx={{ verticalAlign: 'top' }}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Link component={RouterLink} to={recordPaths.freeAgent(slug, league.id, registration.id)} underline="hover" fontWeight={500}>
                      {name}
                    </Link>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap', ...columnFrom('sm') }}>{registration.player.email}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap', ...columnFrom('sm') }}>{formatDate(registration.created_at, timezone)}</TableCell>
                  {league.questions.length > 0 ? (
                    <TableCell sx={{ minWidth: 200, maxWidth: 360, ...columnFrom('sm') }}>
                      <AnswersList answers={registration.answers} dense />
                    </TableCell>
                  ) : null}
                  <TableCell align="right">
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={!editable}
                      onClick={() => onPlace(registration)}
                      aria-label={intl.formatMessage({ id: 'teams.place.ariaLabel' }, { name })}
                      sx={{ whiteSpace: 'nowrap' }}
                    >
                      {intl.formatMessage({ id: 'teams.place.button' })}
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })
          ) : (
            <TableLoadingRows columns={league.questions.length > 0 ? 5 : 4} />
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
