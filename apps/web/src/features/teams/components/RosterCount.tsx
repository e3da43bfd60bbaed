import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import type { League } from '@matchday/domain';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { rosterLevel } from './capacity';

/** "5 / 10": a roster's size against the league's maximum, in the warning colour (with why) below the minimum. */
export function RosterCount({ count, league }: { count: number; league: Pick<League, 'roster_min' | 'roster_max'> }) {
  const intl = useIntl();
  const level = rosterLevel(count, league);
  const text = intl.formatMessage({ id: 'teams.roster.count' }, { count, max: league.roster_max });
  if (level !== 'short') {
    return (
      <Typography
        variant="body2"
        component="span"
        color={level === 'full' ? 'text.secondary' : 'text.primary'}
        sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
      >
        {text}
        {level === 'full' ? ` · ${intl.formatMessage({ id: 'teams.roster.full' })}` : ''}
      </Typography>
    );
  }
  const warning = intl.formatMessage({ id: 'teams.roster.belowMin' }, { min: league.roster_min });
  return (
    <Tooltip title={warning}>
      <Stack direction="row" spacing={0.5} alignItems="center" component="span" sx={{ color: 'warning.main', display: 'inline-flex' }}>
        <WarningAmberRounded fontSize="inherit" aria-hidden />
        <Typography variant="body2" component="span" color="inherit" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
          {text}
        </Typography>
        <VisuallyHidden>{warning}</VisuallyHidden>
      </Stack>
    </Tooltip>
  );
}
