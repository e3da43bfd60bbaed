import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { League } from '@matchday/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { routes } from '../../../../../lib/routes';
import { DashboardCard } from '../../../../../components/DashboardCard';
import { DetailRow } from '../../../../../components/DetailRow';
import { useLabels } from '../../../../../lib/use-labels';
import { formatDayRange, formatPlayTime } from '../../shared/league-format';

/** The season and when and where the league plays each week. */
export function ScheduleCard({ slug, league }: { slug: string; league: League }) {
  const intl = useIntl();
  const label = useLabels();
  const none = <FormattedMessage id="leagues.overview.none" />;
  return (
    <DashboardCard icon={<CalendarMonthOutlined fontSize="small" />} title={intl.formatMessage({ id: 'leagues.overview.schedule' })}>
      <Stack spacing={1.25}>
        <DetailRow label={<FormattedMessage id="leagues.overview.season" />} value={league.season} />
        <DetailRow label={<FormattedMessage id="leagues.overview.dates" />} value={formatDayRange(league.season_start, league.season_end)} />
        <DetailRow
          label={<FormattedMessage id="leagues.overview.playTimes" />}
          value={
            league.play_times.length === 0
              ? none
              : league.play_times.map((slot) => (
                  <div key={`${slot.day} ${slot.start_time}`}>
                    <FormattedMessage
                      id="leagues.overview.playTime"
                      values={{ day: label('weekday', slot.day), time: formatPlayTime(intl, slot.start_time) }}
                    />
                  </div>
                ))
          }
        />
        <DetailRow
          label={<FormattedMessage id="leagues.overview.locations" />}
          value={
            league.locations.length === 0
              ? none
              : league.locations.map((location) => (
                  <div key={location.id}>
                    <Link component={RouterLink} to={routes.location(slug, location.id)} underline="hover">
                      {location.name}
                    </Link>
                  </div>
                ))
          }
        />
      </Stack>
    </DashboardCard>
  );
}
