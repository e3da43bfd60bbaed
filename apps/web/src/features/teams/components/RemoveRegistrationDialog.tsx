import Button from '@mui/material/Button';
import type { League } from '@matchday/domain';
import { useIntl } from 'react-intl';
import { useNotify } from '../../../lib/notify';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { fullName } from '../../../lib/player-name';
import { useDeleteRegistration, useUpdateRegistration } from '../api/use-registration-mutations';

interface RemoveRegistrationDialogProps {
  slug: string;
  league: Pick<League, 'id' | 'registration_type'>;
  registration: { id: string; player: { first_name: string; last_name: string } } | null;
  /** The team the player is on; null for a free agent. */
  team: { name: string } | null;
  onClose: () => void;
  /** After the player left the league (not after going back to the free agents). */
  onRemoved?: () => void;
}

/**
 * Takes a player off a team or out of the league. On a team of a teams_and_individuals league the
 * player can instead go back to the free agents, keeping their answers.
 */
export function RemoveRegistrationDialog({ slug, league, registration, team, onClose, onRemoved }: RemoveRegistrationDialogProps) {
  const intl = useIntl();
  const notify = useNotify();
  const remove = useDeleteRegistration(slug, league.id);
  const release = useUpdateRegistration(slug, league.id);
  const name = registration ? fullName(registration.player) : '';
  const canRelease = team !== null && league.registration_type === 'teams_and_individuals';

  const close = () => {
    remove.reset();
    release.reset();
    onClose();
  };
  const done = (message: string, leftLeague: boolean) => {
    notify.success(message);
    close();
    if (leftLeague) onRemoved?.();
  };

  return (
    <ConfirmDialog
      open={registration !== null}
      title={intl.formatMessage({ id: team ? 'teams.remove.fromTeamTitle' : 'teams.remove.fromLeagueTitle' }, { name, team: team?.name ?? '' })}
      confirmLabel={intl.formatMessage({ id: 'teams.remove.fromLeague' })}
      onConfirm={() =>
        registration && remove.mutate(registration.id, { onSuccess: () => done(intl.formatMessage({ id: 'teams.remove.removed' }, { name }), true) })
      }
      onClose={close}
      pending={remove.isPending || release.isPending}
      error={remove.error ?? release.error}
      secondaryAction={
        canRelease ? (
          <Button
            variant="outlined"
            loading={release.isPending}
            disabled={remove.isPending}
            onClick={() =>
              registration &&
              release.mutate(
                { registrationId: registration.id, input: { team_id: null } },
                { onSuccess: () => done(intl.formatMessage({ id: 'teams.remove.released' }, { name }), false) },
              )
            }
          >
            {intl.formatMessage({ id: 'teams.remove.toFreeAgents' })}
          </Button>
        ) : null
      }
    >
      {intl.formatMessage(
        { id: canRelease ? 'teams.remove.explainChoice' : team ? 'teams.remove.explainTeamsOnly' : 'teams.remove.explainFreeAgent' },
        { name },
      )}
    </ConfirmDialog>
  );
}
