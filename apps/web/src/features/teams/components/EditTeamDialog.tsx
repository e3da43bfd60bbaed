import { zodResolver } from '@hookform/resolvers/zod';
import { TeamUpdateSchema, type League, type Team, type TeamUpdate } from '@matchday/domain';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { FormErrorAlert } from '../../../components/form/FormErrorAlert';
import { FormTextField } from '../../../components/form/FormTextField';
import { useSubmitError } from '../../../components/form/use-submit-error';
import { useNotify } from '../../../lib/notify';
import { DialogForm } from '../../../components/dialogs/DialogForm';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { useUpdateTeam } from '../api/use-team-mutations';
import { CaptainField } from './CaptainField';

type TeamUpdateValues = z.output<typeof TeamUpdateSchema>;
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
      <EditTeamForm team={team} update={update} onClose={onClose} />
    </FormDialog>
  );
}

function EditTeamForm({ team, update, onClose }: { team: Team; update: ReturnType<typeof useUpdateTeam>; onClose: () => void }) {
  const intl = useIntl();
  const notify = useNotify();
  const { control, handleSubmit, setError, formState } = useForm<TeamUpdate, unknown, TeamUpdateValues>({
    resolver: zodResolver(TeamUpdateSchema),
    defaultValues: { name: team.name, captain_player_id: team.captain?.id ?? null },
  });
  const submitError = useSubmitError(setError, FIELDS);

  const onSubmit = handleSubmit((values) => {
    submitError.clear();
    update.mutate(values, {
      onSuccess: (saved) => {
        notify.success(intl.formatMessage({ id: 'teams.saved' }, { name: saved.name }));
        onClose();
      },
      onError: submitError.fail,
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
      <FormTextField control={control} name="name" label={intl.formatMessage({ id: 'teams.field.name' })} required autoFocus />
      <CaptainField control={control} name="captain_player_id" players={team.roster.map((registration) => registration.player)} />
    </DialogForm>
  );
}
