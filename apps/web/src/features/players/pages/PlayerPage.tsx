import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { Page } from '../../../components/Page';
import { useCurrentClub } from '../../../lib/club/use-current-club';
import { usePlayer } from '../api/use-player';
import { DeletePlayerButton } from '../components/DeletePlayerButton';
import { HistoryCard } from '../../../components/history/HistoryCard';
import { PlayerEditForm } from '../components/PlayerEditForm';
import { fullName } from '../../../lib/player-name';
import { PlayerRegistrations } from '../components/PlayerRegistrations';
import { QueryBoundary } from '../../../components/QueryBoundary';
import { GRID_SPACING } from '@matchday/domain';

/** One player: their details (editable), every league they are registered in, and their History. */
export default function PlayerPage() {
  const intl = useIntl();
  const { slug, club } = useCurrentClub();
  const playerId = useParams().playerId ?? '';
  const player = usePlayer(slug, playerId);
  const data = player.data;

  return (
    <Page
      title={data ? fullName(data) : intl.formatMessage({ id: 'layout.breadcrumb_player' })}
      description={data?.email}
      actions={data ? <DeletePlayerButton slug={slug} player={data} /> : undefined}
    >
      <QueryBoundary
        query={player}
        loading={
          <Stack spacing={GRID_SPACING}>
            <Skeleton variant="rounded" height={420} />
            <Skeleton variant="rounded" height={200} />
          </Stack>
        }
      >
        {(loaded) => (
          <Stack spacing={GRID_SPACING}>
            <PlayerEditForm slug={slug} player={loaded} />
            <PlayerRegistrations slug={slug} timezone={club?.timezone ?? 'UTC'} registrations={loaded.registrations} />
            <HistoryCard entityType="player" entityId={loaded.id} />
          </Stack>
        )}
      </QueryBoundary>
    </Page>
  );
}
