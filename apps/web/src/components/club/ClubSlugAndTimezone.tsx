import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccessTime from '@mui/icons-material/AccessTime';
import { timezoneAbbreviation } from '@matchday/domain';
import { useNow } from '../../lib/use-now';

/** The line under a club's name wherever a club is introduced: its slug and its timezone with the abbreviation in effect now. */
export function ClubSlugAndTimezone({ club }: { club: { slug: string; timezone: string } }) {
  const now = useNow();
  return (
    <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
      <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
        {club.slug}
      </Typography>
      <Chip size="small" variant="outlined" icon={<AccessTime />} label={`${club.timezone} · ${timezoneAbbreviation(club.timezone, now)}`} />
    </Stack>
  );
}
