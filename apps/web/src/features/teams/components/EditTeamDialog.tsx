import { zodResolver } from '@hookform/resolvers/zod';
import { TeamUpdateSchema, type League, type Team } from '@matchday/domain';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { FormErrorAlert } from '../../../components/form/FormErrorAlert';
import { FormTextField } from '../../../components/form/FormTextField';
import { useSubmitError } from '../../../components/form/use-submit-error';
import { useNotify } from '../../../lib/notify';
import { DialogForm } from '../../../components/dialogs/DialogForm';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { readTeam, useUpdateTeam } from '../api/use-team-mutations';
import { labelledFields } from '../../../components/form/stale-save/labelled-fields';
import { StaleSaveDialog } from '../../../components/form/stale-save/StaleSaveDialog';
import { useStaleSave } from '../../../components/form/stale-save/use-stale-save';
import { fullName } from '../../../lib/player-name';
import { CaptainField } from './CaptainField';

// The form's fields; the row_version it was opened on is added when it saves.
const TeamFormSchema = TeamUpdateSchema.omit({ row_version: true });
type TeamFormInput = z.input<typeof TeamFormSchema>;
type TeamFormValues = z.output<typeof TeamFormSchema>;
const teamFormValues = (team: Team): TeamFormInput => ({ name: team.name, captain_player_id: team.captain?.id ?? null });
const FIELDS = ['name', 'captain_player_id'] as const;

interface EditTeamDialogProps {
  slug: string;
  league: Pick<League, 'id'>;
  team: Team;
  open: boolean;
  onClose: () => void;
}

/** Renames the team and chooses its captain among its players. */
export function EditTeamDialog({ slug, league, team, open, onClose }: EditTeamDialogProps) {
  const update = useUpdateTeam(slug, league.id, team.id);
  return (
    <FormDialog open={open} onClose={onClose} pending={update.isPending}>
      <EditTeamForm team={team} update={update} onClose={onClose} reload={() => readTeam(slug, league.id, team.id)} />
    </FormDialog>
  );
}

interface EditTeamFormProps {
  team: Team;
  update: ReturnType<typeof useUpdateTeam>;
  onClose: () => void;
  reload: () => Promise<Team>;
}

function EditTeamForm({ team, update, onClose, reload }: EditTeamFormProps) {
  const intl = useIntl();
  const notify = useNotify();
  const form = useForm<TeamFormInput, unknown, TeamFormValues>({
    resolver: zodResolver(TeamFormSchema),
    defaultValues: teamFormValues(team),
  });
  const { control, handleSubmit, setError, formState } = form;
  const stale = useStaleSave({ record: team, form, toValues: teamFormValues, reload, resubmit: () => void onSubmit() });
  // A captain is named as the team knows its players (theirs may have joined since: the conflict reads them too).
  const players = new Map([...team.roster, ...(stale.conflict?.record.roster ?? [])].map(({ player }) => [player.id, fullName(player)]));
  const submitError = useSubmitError(setError, FIELDS);

  const onSubmit = handleSubmit((values) => {
    submitError.clear();
    update.mutate(stale.versioned(values), {
      onSuccess: (saved) => {
        notify.success(intl.formatMessage({ id: 'teams.saved' }, { name: saved.name }));
        onClose();
      },
      onError: stale.orElse(submitError.fail),
    });
  });

  return (
    <DialogForm
      title={intl.formatMessage({ id: 'teams.edit.title' })}
      onSubmit={onSubmit}
      onCancel={onClose}
      submitLabel={intl.formatMessage({ id: 'common.save' })}
      pending={update.isPending}
      submitDisabled={!formState.isDirty}
      dirty={formState.isDirty}
    >
      <FormErrorAlert error={submitError.error} />
      <StaleSaveDialog
        stale={stale}
        pending={update.isPending}
        fields={labelledFields<TeamFormInput>(
          intl,
          { name: 'teams.field.name', captain_player_id: 'teams.field.captain' },
          { captain_player_id: (id) => (id ? (players.get(String(id)) ?? String(id)) : intl.formatMessage({ id: 'teams.field.noCaptain' })) },
        )}
      />
      <FormTextField control={control} name="name" label={intl.formatMessage({ id: 'teams.field.name' })} required autoFocus />
      <CaptainField control={control} name="captain_player_id" players={team.roster.map((registration) => registration.player)} />
    </DialogForm>
  );
}
