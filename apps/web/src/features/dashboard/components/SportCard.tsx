import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { playingAreaName, type Club } from '@matchday/domain';
import { FormattedMessage } from 'react-intl';
import { PlayingAreaLabel } from '../../../components/club/PlayingAreaLabel';
import { useSportLabel } from '../../../lib/club/use-sport-label';
import { DetailRow } from '../../../components/DetailRow';

/** The club's default sport and what its playing areas are called (spec §9). */
export function SportCard({ club }: { club: Club }) {
  const sportLabel = useSportLabel()(club.default_sport);
  return (
    <Stack spacing={1.5}>
      <DetailRow label={<FormattedMessage id="dashboard.sport.defaultSport" />} value={sportLabel} />
      <DetailRow label={<FormattedMessage id="dashboard.sport.playingArea" />} value={<PlayingAreaLabel area={playingAreaName(club.default_sport)} />} />
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage id="dashboard.sport.hint" />
      </Typography>
    </Stack>
  );
}
