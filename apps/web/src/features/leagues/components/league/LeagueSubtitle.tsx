import Box from '@mui/material/Box';
import type { League } from '@matchday/domain';
import { useSportLabel } from '../../../../lib/club/use-sport-label';
import { LeagueStatusChip } from '../shared/LeagueStatusChip';

/** Under the league's name: its status, sport and season. */
export function LeagueSubtitle({ league }: { league: League }) {
  const sportLabel = useSportLabel();
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <LeagueStatusChip status={league.status} />
      <span>
        {sportLabel(league.sport)} · {league.season}
      </span>
    </Box>
  );
}
