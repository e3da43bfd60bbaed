import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDate, type LeagueListQuery, type LeagueSort, type LeagueSummary } from '@matchday/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLabels } from '../../../labels/use-labels';
import { useSportLabel } from '../../../clubs/components/use-sport-label';
import { LeagueLink } from '../shared/LeagueLink';
import { LeagueStatusChip } from '../shared/LeagueStatusChip';
import { formatDay, formatDayRange } from '../shared/league-format';
import { SortHeader } from './SortHeader';
import { TeamsFill } from './TeamsFill';

interface LeaguesTableProps {
  slug: string;
  timezone: string;
  leagues: readonly LeagueSummary[];
  query: LeagueListQuery;
  onSort: (sort: LeagueSort) => void;
}

/** The leagues of one page as a table with sortable headers; it scrolls sideways when the screen is narrower than its columns. */
export function LeaguesTable({ slug, timezone, leagues, query, onSort }: LeaguesTableProps) {
  const intl = useIntl();
  const label = useLabels();
  const sportLabel = useSportLabel();
  const header = { query, onSort };
  return (
    <TableContainer>
      <Table size="small" aria-label={intl.formatMessage({ id: 'leagues.list.tableLabel' })} sx={{ minWidth: 1100, '& td, & th': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            <SortHeader sort="name" {...header}>
              <FormattedMessage id="leagues.column.name" />
            </SortHeader>
            <SortHeader sort="sport" {...header}>
              <FormattedMessage id="leagues.column.sport" />
            </SortHeader>
            <SortHeader sort="season_start" {...header}>
              <FormattedMessage id="leagues.column.season" />
            </SortHeader>
            <SortHeader sort="registration_closes_on" {...header}>
              <FormattedMessage id="leagues.column.registrationCloses" />
            </SortHeader>
            <SortHeader sort="status" {...header}>
              <FormattedMessage id="leagues.column.status" />
            </SortHeader>
            <TableCell>
              <FormattedMessage id="leagues.column.registrationType" />
            </TableCell>
            <SortHeader sort="teams_count" {...header}>
              <FormattedMessage id="leagues.column.teams" />
            </SortHeader>
            <TableCell align="right">
              <FormattedMessage id="leagues.column.players" />
            </TableCell>
            <TableCell align="right">
              <FormattedMessage id="leagues.column.freeAgents" />
            </TableCell>
            <SortHeader sort="updated_at" {...header}>
              <FormattedMessage id="leagues.column.updated" />
            </SortHeader>
          </TableRow>
        </TableHead>
        <TableBody>
          {leagues.map((league) => (
            <TableRow key={league.id} hover>
              <TableCell sx={{ maxWidth: 280, overflow: 'hidden', textOverflow: 'ellipsis' }}>
                <LeagueLink slug={slug} leagueId={league.id}>
                  {league.name}
                </LeagueLink>
              </TableCell>
              <TableCell>{sportLabel(league.sport)}</TableCell>
              <TableCell>
                <Typography variant="body2">{league.season}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {formatDayRange(league.season_start, league.season_end)}
                </Typography>
              </TableCell>
              <TableCell>{formatDay(league.registration_closes_on)}</TableCell>
              <TableCell>
                <LeagueStatusChip status={league.status} />
              </TableCell>
              <TableCell>{label('registration_type', league.registration_type)}</TableCell>
              <TableCell>
                <TeamsFill teams={league.teams_count} capacity={league.team_capacity} />
              </TableCell>
              <TableCell align="right">{intl.formatNumber(league.players_count)}</TableCell>
              <TableCell align="right">{intl.formatNumber(league.free_agents_count)}</TableCell>
              <TableCell>{formatDate(league.updated_at, timezone)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
