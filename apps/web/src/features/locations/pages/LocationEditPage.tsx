import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { Club, Location } from '@matchday/domain';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { Page } from '../../../components/Page';
import { QueryBoundary } from '../../../components/QueryBoundary';
import { useNotify } from '../../../lib/notify';
import { clubPagePath } from '../../../lib/routes';
import { HistoryCard } from '../../../components/history/HistoryCard';
import { useCurrentClub } from '../../../lib/club/use-current-club';
import { useArchiveLocation } from '../api/use-archive-location';
import { useDeleteLocation } from '../api/use-delete-location';
import { useLocationDetail } from '../api/use-location-detail';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { EmptyState } from '../../../components/list/EmptyState';
import { LocationForm } from '../components/LocationForm';
import { LocationStatusActions } from '../components/LocationStatusActions';
import { locationFormValues } from '../components/location-form';
import { activeAreaCount } from '../components/playing-areas';
import { RefusalAlert } from '../../../components/RefusalAlert';
import { useAreaWords } from '../../../lib/use-area-words';
import { GRID_SPACING } from '@matchday/domain';

export default function LocationEditPage() {
  const intl = useIntl();
  const { locationId = '' } = useParams();
  const { slug, club } = useCurrentClub();
  const location = useLocationDetail(slug, locationId);

  if (location.data && club) return <LocationEditor key={location.data.id} slug={slug} location={location.data} club={club} />;
  const loading = <Skeleton variant="rounded" height={520} />;
  return (
    <Page title={intl.formatMessage({ id: 'locations.edit.title' })}>
      <QueryBoundary
        query={location}
        loading={loading}
        notFound={
          <EmptyState
            icon={<PlaceOutlined />}
            title={intl.formatMessage({ id: 'locations.edit.notFound' })}
            action={
              <Button component={RouterLink} to={clubPagePath(slug, 'locations')} variant="contained">
                <FormattedMessage id="locations.edit.backToList" />
              </Button>
            }
          />
        }
      >
        {/* The location came before the club it belongs to: the page waits for both. */}
        {() => loading}
      </QueryBoundary>
    </Page>
  );
}

function LocationEditor({ slug, location, club }: { slug: string; location: Location; club: Club }) {
  const intl = useIntl();
  const words = useAreaWords(location.playing_area);
  const notify = useNotify();
  const navigate = useNavigate();
  const archive = useArchiveLocation(slug, location.id);
  const remove = useDeleteLocation(slug, location.id);
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const setArchived = (archived: boolean) =>
    archive.mutate(archived, {
      onSuccess: (saved) =>
        notify.success(intl.formatMessage({ id: saved.archived ? 'locations.edit.archived' : 'locations.edit.restored' }, { name: saved.name })),
    });

  const confirmDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        notify.success(intl.formatMessage({ id: 'locations.edit.deleted' }, { name: location.name }));
        navigate(clubPagePath(slug, 'locations'));
      },
    });

  const closeDelete = () => {
    setConfirmingDelete(false);
    remove.reset();
  };

  return (
    <Page
      title={location.name}
      description={intl.formatMessage(
        { id: 'locations.edit.usage' },
        { areas: words.count(activeAreaCount(location.playing_areas)), leagues: location.leagues_count, games: location.games_count },
      )}
      actions={
        <LocationStatusActions archived={location.archived} archiving={archive.isPending} onArchive={setArchived} onDelete={() => setConfirmingDelete(true)} />
      }
    >
      <Stack spacing={GRID_SPACING}>
        {location.archived && (
          <Alert severity="info" variant="outlined">
            <FormattedMessage id="locations.edit.archivedNotice" />
          </Alert>
        )}
        <RefusalAlert error={archive.error} />
        <LocationForm
          slug={slug}
          location={location}
          defaultValues={locationFormValues(location)}
          clubSport={club.default_sport}
          leaving={remove.isPending || remove.isSuccess}
        />
        <HistoryCard entityType="location" entityId={location.id} />
      </Stack>
      <ConfirmDialog
        open={confirmingDelete}
        title={intl.formatMessage({ id: 'locations.delete.title' }, { name: location.name })}
        confirmLabel={intl.formatMessage({ id: 'locations.edit.delete' })}
        pending={remove.isPending}
        error={remove.error}
        renderError={(error) => <RefusalAlert error={error} />}
        onConfirm={confirmDelete}
        onClose={closeDelete}
      >
        {intl.formatMessage({ id: 'locations.delete.description' })}
      </ConfirmDialog>
    </Page>
  );
}
