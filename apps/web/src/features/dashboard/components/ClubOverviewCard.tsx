import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate, timezoneAbbreviation, type Club, GRID_SPACING } from '@matchday/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { ClubAvatar } from '../../../components/club/ClubAvatar';
import { ClubSlugAndTimezone } from '../../../components/club/ClubSlugAndTimezone';
import { formatInstantTime } from '../../../lib/date-time-format';
import { useNow } from '../../../lib/use-now';

/** The club's identity and its local time, the first thing an admin sees. */
export function ClubOverviewCard({ club }: { club: Club }) {
  const intl = useIntl();
  const now = useNow();
  const localTime = formatInstantTime(intl, now, club.timezone);
  return (
    <Card variant="outlined" sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={GRID_SPACING} alignItems={{ sm: 'center' }} justifyContent="space-between">
        <Stack direction="row" spacing={2.5} alignItems="center" sx={{ minWidth: 0 }}>
          <ClubAvatar name={club.name} logoUrl={club.logo_url} size={72} />
          <Stack spacing={0.75} sx={{ minWidth: 0 }}>
            <Typography variant="h5" component="p" fontWeight={700} sx={{ overflowWrap: 'anywhere' }}>
              {club.name}
            </Typography>
            <ClubSlugAndTimezone club={club} />
          </Stack>
        </Stack>
        <Stack spacing={0.25} sx={{ textAlign: { sm: 'end' }, flexShrink: 0 }}>
          <Typography variant="overline" color="text.secondary" lineHeight={1.6}>
            <FormattedMessage id="dashboard.overview.localTime" />
          </Typography>
          <Typography variant="h4" component="p" fontWeight={700} sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {localTime}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {formatDate(now, club.timezone)} · {timezoneAbbreviation(club.timezone, now)}
          </Typography>
        </Stack>
      </Stack>
    </Card>
  );
}
