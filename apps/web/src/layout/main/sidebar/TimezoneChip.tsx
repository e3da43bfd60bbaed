import { timezoneAbbreviation } from '@matchday/domain';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import Chip from '@mui/material/Chip';
import { useIntl } from 'react-intl';
import { useCurrentClub } from '../../../lib/club/use-current-club';
import { useNow } from '../../../lib/use-now';

/**
 * Spec §2: 'Timezone: ' + the club's abbreviation ('unknown TZ' otherwise); the abbreviation alone when compact.
 * The abbreviation is the one in effect now (EDT in July, EST in November), refreshed as the clock moves.
 */
export function TimezoneChip({ compact = false }: { compact?: boolean }) {
  const intl = useIntl();
  const { club } = useCurrentClub();
  const now = useNow();
  const abbreviation = timezoneAbbreviation(club?.timezone, now);
  const label = intl.formatMessage({ id: 'layout.timezone_chip' }, { abbreviation });
  return (
    <Chip
      icon={compact ? undefined : <ScheduleRounded fontSize="small" />}
      label={compact ? abbreviation : label}
      title={club?.timezone ?? label}
      size="small"
      variant="outlined"
      sx={{ color: 'text.secondary', fontWeight: 500, maxWidth: '100%', ...(compact ? { '& .MuiChip-label': { px: 0.75 } } : {}) }}
    />
  );
}
