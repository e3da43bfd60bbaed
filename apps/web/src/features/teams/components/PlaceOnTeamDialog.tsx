import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import type { League } from '@matchday/domain';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';
import { FormErrorAlert } from '../../../components/form/FormErrorAlert';
import { FormTextField } from '../../../components/form/FormTextField';
import { useSubmitError } from '../../../components/form/use-submit-error';
import { isApiError } from '../../../lib/api-client';
import { useNotify } from '../../../lib/notify';
import { DialogForm } from '../../../components/dialogs/DialogForm';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { fullName } from '../../../lib/player-name';
import { isCapacityRefusal } from '../api/capacity-refusal';
import { useUpdateRegistration } from '../api/use-registration-mutations';
import { useAllTeams } from '../api/use-teams';
import { hasRoom } from './capacity';

const PlaceSchema = z.object({ team_id: z.string().min(1, { message: 'Required' }) });
type PlaceValues = z.infer<typeof PlaceSchema>;

interface PlaceOnTeamDialogProps {
  slug: string;
  league: League;
  /** The free agent to place; the dialog is open while there is one. */
  registration: { id: string; player: { first_name: string; last_name: string } } | null;
  onClose: () => void;
}

/** Moves a free agent onto a team with room; their answers stay with the registration. */
export function PlaceOnTeamDialog({ slug, league, registration, onClose }: PlaceOnTeamDialogProps) {
  const update = useUpdateRegistration(slug, league.id);
  return (
    <FormDialog open={registration !== null} onClose={onClose} pending={update.isPending} maxWidth="xs">
      {registration ? <PlaceOnTeamForm slug={slug} league={league} registration={registration} update={update} onClose={onClose} /> : null}
    </FormDialog>
  );
}

interface PlaceOnTeamFormProps extends Omit<PlaceOnTeamDialogProps, 'registration'> {
  registration: NonNullable<PlaceOnTeamDialogProps['registration']>;
  update: ReturnType<typeof useUpdateRegistration>;
}

function PlaceOnTeamForm({ slug, league, registration, update, onClose }: PlaceOnTeamFormProps) {
  const intl = useIntl();
  const notify = useNotify();
  const teams = useAllTeams(slug, league.id);
  const { control, handleSubmit, setError, formState } = useForm<PlaceValues>({ resolver: zodResolver(PlaceSchema), defaultValues: { team_id: '' } });
  const submitError = useSubmitError(setError, ['team_id']);
  const name = fullName(registration.player);

  const onSubmit = handleSubmit((values) => {
    submitError.clear();
    update.mutate(
      { registrationId: registration.id, input: { team_id: values.team_id } },
      {
        onSuccess: (placed) => {
          notify.success(intl.formatMessage({ id: 'teams.place.done' }, { name, team: placed.team?.name ?? '' }));
          onClose();
        },
        onError: (failure) => {
          // A full team is refused without a field: it is about the team chosen.
          if (isCapacityRefusal(failure) && !(isApiError(failure) && failure.errors))
            setError('team_id', { type: 'server', message: failure.message }, { shouldFocus: true });
          else submitError.fail(failure);
        },
      },
    );
  });

  const options = teams.data ?? [];
  return (
    <DialogForm
      title={intl.formatMessage({ id: 'teams.place.title' }, { name })}
      onSubmit={onSubmit}
      onCancel={onClose}
      submitLabel={intl.formatMessage({ id: 'teams.place.submit' })}
      pending={update.isPending}
      submitDisabled={options.length === 0}
      dirty={formState.isDirty}
    >
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage id="teams.place.description" />
      </Typography>
      <FormErrorAlert error={submitError.error ?? teams.error} />
      <FormTextField
        control={control}
        name="team_id"
        select
        required
        label={intl.formatMessage({ id: 'teams.place.team' })}
        helperText={teams.data && options.length === 0 ? intl.formatMessage({ id: 'teams.place.noTeams' }) : undefined}
      >
        {options.map((team) => {
          const room = hasRoom(team, league);
          return (
            <MenuItem key={team.id} value={team.id} disabled={!room}>
              {intl.formatMessage(
                { id: room ? 'teams.place.option' : 'teams.place.optionFull' },
                { team: team.name, count: team.roster_count, max: league.roster_max },
              )}
            </MenuItem>
          );
        })}
      </FormTextField>
    </DialogForm>
  );
}
