import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';

/** Teams registered out of the league's capacity, with a bar that turns to warning once full. */
export function TeamsFill({ teams, capacity }: { teams: number; capacity: number }) {
  const share = capacity > 0 ? Math.min(100, (teams / capacity) * 100) : 0;
  return (
    <Stack spacing={0.5} sx={{ minWidth: 72 }}>
      <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        <FormattedMessage id="leagues.teamsOfCapacity" values={{ teams, capacity }} />
      </Typography>
      <LinearProgress variant="determinate" value={share} color={teams >= capacity ? 'warning' : 'primary'} sx={{ height: 4, borderRadius: 2 }} aria-hidden />
    </Stack>
  );
}
