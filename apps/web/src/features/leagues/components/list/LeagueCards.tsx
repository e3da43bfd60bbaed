import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDay, type LeagueSummary, GRID_SPACING } from '@matchday/domain';
import { FormattedMessage } from 'react-intl';
import { useLabels } from '../../../../lib/use-labels';
import { useSportLabel } from '../../../../lib/club/use-sport-label';
import { LeagueLink } from '../shared/LeagueLink';
import { LeagueStatusChip } from '../shared/LeagueStatusChip';
import { formatDayRange } from '../shared/league-format';
import { TeamsFill } from './TeamsFill';

/** The leagues of one page as cards, for phones. */
export function LeagueCards({ slug, leagues }: { slug: string; leagues: readonly LeagueSummary[] }) {
  const label = useLabels();
  const sportLabel = useSportLabel();
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, px: 2, pb: 2 }}>
      {leagues.map((league) => (
        <Card key={league.id} component="li" variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={1}>
            <Stack direction="row" spacing={1} justifyContent="space-between" alignItems="flex-start">
              <Typography component="h3" variant="subtitle1" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                <LeagueLink slug={slug} leagueId={league.id}>
                  {league.name}
                </LeagueLink>
              </Typography>
              <LeagueStatusChip status={league.status} />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {sportLabel(league.sport)} · {league.season} · {formatDayRange(league.season_start, league.season_end)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {label('registration_type', league.registration_type)} ·{' '}
              <FormattedMessage id="leagues.list.closesOn" values={{ date: formatDay(league.registration_closes_on) }} />
            </Typography>
            <Stack direction="row" spacing={GRID_SPACING} alignItems="flex-end">
              <TeamsFill teams={league.teams_count} capacity={league.team_capacity} />
              <Typography variant="body2">
                <FormattedMessage id="leagues.list.playersCount" values={{ count: league.players_count }} />
              </Typography>
              <Typography variant="body2">
                <FormattedMessage id="leagues.list.freeAgentsCount" values={{ count: league.free_agents_count }} />
              </Typography>
            </Stack>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
