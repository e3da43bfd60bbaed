import Skeleton from '@mui/material/Skeleton';
import { useIntl } from 'react-intl';
import { Page } from '../../../components/Page';
import { FormErrorAlert } from '../../../components/form/FormErrorAlert';
import { useCurrentClub } from '../../../lib/club/use-current-club';
import { LocationForm } from '../components/LocationForm';
import { newLocationValues } from '../components/location-form';

export default function LocationCreatePage() {
  const intl = useIntl();
  const { slug, club, error } = useCurrentClub();
  return (
    <Page title={intl.formatMessage({ id: 'locations.create.title' })} description={intl.formatMessage({ id: 'locations.create.description' })}>
      {club ? (
        <LocationForm slug={slug} defaultValues={newLocationValues(club.timezone)} clubSport={club.default_sport} />
      ) : error ? (
        <FormErrorAlert error={error} />
      ) : (
        <Skeleton variant="rounded" height={520} />
      )}
    </Page>
  );
}
