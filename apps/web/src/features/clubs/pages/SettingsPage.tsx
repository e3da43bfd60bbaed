import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { GRID_SPACING } from '@matchday/domain';
import { useIntl } from 'react-intl';
import { Page } from '../../../components/Page';
import { FormErrorAlert } from '../../../components/form/FormErrorAlert';
import { ClubSettingsForm } from '../components/ClubSettingsForm';
import { WaiverCard } from '../components/WaiverCard';
import { useCurrentClub } from '../../../lib/club/use-current-club';

export default function SettingsPage() {
  const intl = useIntl();
  const { club, error } = useCurrentClub();
  return (
    <Page title={intl.formatMessage({ id: 'menu.settings' })} description={intl.formatMessage({ id: 'clubs.settings.description' })}>
      {club ? (
        // A saved club has a new updated_at: the form starts again from the saved values, clean.
        <Stack spacing={GRID_SPACING}>
          <ClubSettingsForm key={club.updated_at} club={club} />
          <WaiverCard club={club} />
        </Stack>
      ) : error ? (
        <FormErrorAlert error={error} />
      ) : (
        <Skeleton variant="rounded" height={520} />
      )}
    </Page>
  );
}
