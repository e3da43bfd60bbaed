import Alert from '@mui/material/Alert';
import { zodResolver } from '@hookform/resolvers/zod';
import { TeamCreateSchema, type League, type TeamCreate } from '@matchday/domain';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { FormErrorAlert } from '../../../components/form/FormErrorAlert';
import { FormTextField } from '../../../components/form/FormTextField';
import { useFieldErrorText } from '../../../components/form/use-field-error-text';
import { useSubmitError } from '../../../components/form/use-submit-error';
import { useNotify } from '../../../lib/notify';
import { DialogForm } from '../../../components/dialogs/DialogForm';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { PlayerPicker, type PlayerOption } from '../../../components/player-picker/PlayerPicker';
import { useCreateTeam } from '../api/use-team-mutations';
import { leagueCapacity } from './capacity';
import { CaptainField } from './CaptainField';
import { nextCaptain } from './captain-choice';
import { useUnavailableReason } from './use-unavailable-reason';

type TeamValues = z.output<typeof TeamCreateSchema>;
const FIELDS = ['name', 'player_ids', 'captain_player_id'] as const;

/** Creates a team in the league: its name, the club players on its roster, and its captain among them. */
export function NewTeamDialog({ slug, league, open, onClose }: { slug: string; league: League; open: boolean; onClose: () => void }) {
  const create = useCreateTeam(slug, league.id);
  return (
    <FormDialog open={open} onClose={onClose} pending={create.isPending}>
      <NewTeamForm slug={slug} league={league} create={create} onClose={onClose} />
    </FormDialog>
  );
}

function NewTeamForm({ slug, league, create, onClose }: { slug: string; league: League; create: ReturnType<typeof useCreateTeam>; onClose: () => void }) {
  const intl = useIntl();
  const notify = useNotify();
  const { control, handleSubmit, setError, setValue, getValues, formState } = useForm<TeamCreate, unknown, TeamValues>({
    resolver: zodResolver(TeamCreateSchema),
    defaultValues: { name: '', player_ids: [], captain_player_id: null },
  });
  const submitError = useSubmitError(setError, FIELDS);
  const { field: playersField, fieldState: playersState } = useController({ control, name: 'player_ids' });
  const playersError = useFieldErrorText(playersState.error);
  const [picked, setPicked] = useState<PlayerOption[]>([]);
  const capacity = leagueCapacity(league);
  const unavailableReason = useUnavailableReason(slug, league.id, { freeAgentsMove: true });
  const overRoster = picked.length > league.roster_max;

  const choosePlayers = (players: PlayerOption[]) => {
    setPicked(players);
    playersField.onChange(players.map((player) => player.id));
    setValue('captain_player_id', nextCaptain(getValues('captain_player_id') ?? null, players), { shouldDirty: true });
  };

  const onSubmit = handleSubmit((values) => {
    submitError.clear();
    create.mutate(values, {
      onSuccess: (team) => {
        notify.success(intl.formatMessage({ id: 'teams.created' }, { name: team.name }));
        onClose();
      },
      onError: submitError.fail,
    });
  });

  return (
    <DialogForm
      title={intl.formatMessage({ id: 'teams.new.title' })}
      onSubmit={onSubmit}
      onCancel={onClose}
      submitLabel={intl.formatMessage({ id: 'teams.new.submit' })}
      pending={create.isPending}
      submitDisabled={capacity.full || overRoster}
      dirty={formState.isDirty}
    >
      <Alert severity={capacity.full ? 'warning' : 'info'} variant="outlined">
        {intl.formatMessage({ id: capacity.full ? 'teams.capacity.fullExplanation' : 'teams.capacity.summary' }, { count: capacity.count, capacity: capacity.capacity })}
      </Alert>
      <FormErrorAlert error={submitError.error} />
      <FormTextField control={control} name="name" label={intl.formatMessage({ id: 'teams.field.name' })} required autoFocus />
      <PlayerPicker
        slug={slug}
        multiple
        label={intl.formatMessage({ id: 'teams.field.players' })}
        value={picked}
        onChange={choosePlayers}
        unavailableReason={unavailableReason}
        onBlur={playersField.onBlur}
        inputRef={playersField.ref}
        error={Boolean(playersState.error) || overRoster}
        helperText={
          playersError ??
          intl.formatMessage({ id: overRoster ? 'teams.field.playersOverMax' : 'teams.field.playersHint' }, { count: picked.length, min: league.roster_min, max: league.roster_max })
        }
      />
      <CaptainField control={control} name="captain_player_id" players={picked} />
    </DialogForm>
  );
}
