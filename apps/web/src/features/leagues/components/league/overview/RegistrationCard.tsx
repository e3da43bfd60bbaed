import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { formatDay, type League } from '@matchday/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { DashboardCard } from '../../../../../components/DashboardCard';
import { DetailRow } from '../../../../../components/DetailRow';
import { useLabels } from '../../../../../lib/use-labels';

/** Who registers and when, and how full the league is. */
export function RegistrationCard({ league }: { league: League }) {
  const intl = useIntl();
  const label = useLabels();
  const full = league.teams_count >= league.team_capacity;
  return (
    <DashboardCard icon={<HowToRegOutlined fontSize="small" />} title={intl.formatMessage({ id: 'leagues.overview.registration' })}>
      <Stack spacing={1.25}>
        <DetailRow label={<FormattedMessage id="leagues.overview.registrationType" />} value={label('registration_type', league.registration_type)} />
        <DetailRow label={<FormattedMessage id="leagues.overview.opens" />} value={formatDay(league.registration_opens_on)} />
        <DetailRow label={<FormattedMessage id="leagues.overview.closes" />} value={formatDay(league.registration_closes_on)} />
        <Stack spacing={0.75}>
          <DetailRow
            label={<FormattedMessage id="leagues.overview.teams" />}
            value={<FormattedMessage id="leagues.teamsOfCapacity" values={{ teams: league.teams_count, capacity: league.team_capacity }} />}
          />
          <LinearProgress
            variant="determinate"
            value={Math.min(100, (league.teams_count / Math.max(1, league.team_capacity)) * 100)}
            color={full ? 'warning' : 'primary'}
            aria-label={intl.formatMessage({ id: 'leagues.overview.capacityUsed' })}
            sx={{ height: 6, borderRadius: 3 }}
          />
        </Stack>
        <DetailRow label={<FormattedMessage id="leagues.overview.players" />} value={intl.formatNumber(league.players_count)} />
        {league.registration_type === 'teams_and_individuals' && (
          <DetailRow label={<FormattedMessage id="leagues.overview.freeAgents" />} value={intl.formatNumber(league.free_agents_count)} />
        )}
        <DetailRow
          label={<FormattedMessage id="leagues.overview.rosterSize" />}
          value={<FormattedMessage id="leagues.overview.rosterRange" values={{ min: league.roster_min, max: league.roster_max }} />}
        />
      </Stack>
    </DashboardCard>
  );
}
