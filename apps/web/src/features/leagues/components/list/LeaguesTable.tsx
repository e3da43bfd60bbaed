import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDate, formatDay, type LeagueListQuery, type LeagueSort, type LeagueSummary } from '@matchday/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { columnFrom } from '../../../../components/list/responsive-columns';
import { SortableHeader } from '../../../../components/list/SortableHeader';
import { useLabels } from '../../../../lib/use-labels';
import { useSportLabel } from '../../../../lib/club/use-sport-label';
import { LeagueLink } from '../shared/LeagueLink';
import { LeagueStatusChip } from '../shared/LeagueStatusChip';
import { formatDayRange } from '../shared/league-format';
import { TeamsFill } from './TeamsFill';

// Beside the sidebar, all ten columns fit from xl (1536 px) up; narrower, the two least read make room.
const WIDE_ONLY = columnFrom('xl');

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
  const header = { state: query, onSort };
  return (
    <TableContainer>
      <Table size="small" aria-label={intl.formatMessage({ id: 'leagues.list.tableLabel' })} sx={{ minWidth: 1100, '& td, & th': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            <SortableHeader column="name" {...header} label={<FormattedMessage id="leagues.column.name" />} />
            <SortableHeader column="sport" {...header} label={<FormattedMessage id="leagues.column.sport" />} />
            <SortableHeader column="season_start" {...header} label={<FormattedMessage id="leagues.column.season" />} />
            <SortableHeader column="registration_closes_on" {...header} label={<FormattedMessage id="leagues.column.registrationCloses" />} />
            <SortableHeader column="status" {...header} label={<FormattedMessage id="leagues.column.status" />} />
            <TableCell sx={WIDE_ONLY}>
              <FormattedMessage id="leagues.column.registrationType" />
            </TableCell>
            <SortableHeader column="teams_count" {...header} label={<FormattedMessage id="leagues.column.teams" />} />
            <TableCell align="right">
              <FormattedMessage id="leagues.column.players" />
            </TableCell>
            <TableCell align="right">
              <FormattedMessage id="leagues.column.freeAgents" />
            </TableCell>
            <SortableHeader column="updated_at" {...header} sx={WIDE_ONLY} label={<FormattedMessage id="leagues.column.updated" />} />
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
              <TableCell sx={WIDE_ONLY}>{label('registration_type', league.registration_type)}</TableCell>
              <TableCell>
                <TeamsFill teams={league.teams_count} capacity={league.team_capacity} />
              </TableCell>
              <TableCell align="right">{intl.formatNumber(league.players_count)}</TableCell>
              <TableCell align="right">{intl.formatNumber(league.free_agents_count)}</TableCell>
              <TableCell sx={WIDE_ONLY}>{formatDate(league.updated_at, timezone)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
