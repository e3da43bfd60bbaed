import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronRight from '@mui/icons-material/ChevronRight';
import type { MyClub } from '@matchday/domain';
import { Link as RouterLink } from 'react-router';
import { ClubAvatar } from '../../../components/club/ClubAvatar';
import { ClubSlugAndTimezone } from '../../../components/club/ClubSlugAndTimezone';
import { paths } from '../../../lib/paths';

/** One club on the choose-club screen; the whole card opens its dashboard. */
export function ClubCard({ club }: { club: MyClub }) {
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%', transition: 'border-color 120ms, box-shadow 120ms', '&:hover': { borderColor: 'primary.main', boxShadow: 3 } }}
    >
      <CardActionArea component={RouterLink} to={paths.club(club.slug)} sx={{ height: '100%', p: 2.5 }}>
        <Stack direction="row" spacing={2} alignItems="center">
          <ClubAvatar name={club.name} logoUrl={club.logo_url} size={52} />
          <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="subtitle1" fontWeight={600} noWrap title={club.name}>
              {club.name}
            </Typography>
            <ClubSlugAndTimezone club={club} />
          </Stack>
          <ChevronRight color="action" sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />
        </Stack>
      </CardActionArea>
    </Card>
  );
}
