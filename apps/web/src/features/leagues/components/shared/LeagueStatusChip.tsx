import Chip, { type ChipProps } from '@mui/material/Chip';
import type { LeagueStatus } from '@matchday/domain';
import { useLabels } from '../../../../lib/use-labels';
import { LEAGUE_STATUS_COLORS } from './league-status-color';

/** A league's status as a coloured chip; archived ones are outlined, being out of play. */
export function LeagueStatusChip({ status, size = 'small' }: { status: LeagueStatus; size?: ChipProps['size'] }) {
  const label = useLabels();
  return (
    <Chip
      component="span"
      size={size}
      label={label('league_status', status)}
      color={LEAGUE_STATUS_COLORS[status]}
      variant={status === 'archived' || status === 'draft' ? 'outlined' : 'filled'}
    />
  );
}
