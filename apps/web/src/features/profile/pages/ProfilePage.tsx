import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { adminClubSlugs, type User, GRID_SPACING } from '@matchday/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { Page } from '../../../components/Page';
import { useAuth } from '../../../lib/auth/use-auth';
import { initials } from '../../../lib/initials';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { ProfileForm } from '../components/ProfileForm';

export default function ProfilePage() {
  const intl = useIntl();
  const { user } = useAuth();
  return (
    <Page title={intl.formatMessage({ id: 'menu.profile' })} description={intl.formatMessage({ id: 'profile.description' })}>
      {user && (
        <Grid container spacing={GRID_SPACING}>
          <Grid size={{ xs: 12, lg: 4 }}>
            <ProfileSummary user={user} />
          </Grid>
          <Grid size={{ xs: 12, lg: 8 }}>
            <Stack spacing={GRID_SPACING}>
              <ProfileForm user={user} />
              <ChangePasswordForm />
            </Stack>
          </Grid>
        </Grid>
      )}
    </Page>
  );
}

function ProfileSummary({ user }: { user: User }) {
  const clubs = adminClubSlugs(user.roles);
  return (
    <Card variant="outlined" sx={{ p: 3 }}>
      <Stack spacing={2} alignItems="center" textAlign="center">
        <Avatar sx={{ width: 80, height: 80, fontSize: 28, fontWeight: 700, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          {initials(user.name)}
        </Avatar>
        <div>
          <Typography variant="h6" component="p" fontWeight={700}>
            {user.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Typography>
        </div>
        <Chip color="primary" variant="outlined" label={<FormattedMessage id="profile.role" />} />
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="profile.clubs" values={{ count: clubs.length, clubs: clubs.join(', ') }} />
        </Typography>
      </Stack>
    </Card>
  );
}
