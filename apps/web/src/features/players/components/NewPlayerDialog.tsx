import { zodResolver } from '@hookform/resolvers/zod';
import type { Player } from '@matchday/domain';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { FormErrorAlert } from '../../../components/form/FormErrorAlert';
import { useSubmitError } from '../../../components/form/use-submit-error';
import { useNotify } from '../../../lib/notify';
import { useCreatePlayer } from '../../../lib/api/use-create-player';
import { DialogForm } from '../../../components/dialogs/DialogForm';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { PLAYER_FORM_FIELDS, PlayerFormSchema, playerFormDefaults, type PlayerFormInput, type PlayerFormValues } from '../../../lib/player-form';
import { fullName } from '../../../lib/player-name';
import { PlayerFormFields } from './PlayerFormFields';

interface NewPlayerDialogProps {
  slug: string;
  open: boolean;
  onClose: () => void;
  onCreated?: (player: Player) => void;
}

/** Adds a player to the club directory with every detail. */
export function NewPlayerDialog({ slug, open, onClose, onCreated }: NewPlayerDialogProps) {
  const create = useCreatePlayer(slug);
  return (
    <FormDialog open={open} onClose={onClose} pending={create.isPending} maxWidth="md">
      <NewPlayerForm create={create} onClose={onClose} onCreated={onCreated} />
    </FormDialog>
  );
}

function NewPlayerForm({
  create,
  onClose,
  onCreated,
}: {
  create: ReturnType<typeof useCreatePlayer>;
  onClose: () => void;
  onCreated?: (player: Player) => void;
}) {
  const intl = useIntl();
  const notify = useNotify();
  const { control, handleSubmit, setError, formState } = useForm<PlayerFormInput, unknown, PlayerFormValues>({
    resolver: zodResolver(PlayerFormSchema),
    defaultValues: playerFormDefaults(),
  });
  const submitError = useSubmitError(setError, PLAYER_FORM_FIELDS);

  const onSubmit = handleSubmit((values) => {
    submitError.clear();
    create.mutate(values, {
      onSuccess: (player) => {
        notify.success(intl.formatMessage({ id: 'players.created' }, { name: fullName(player) }));
        onCreated?.(player);
        onClose();
      },
      onError: submitError.fail,
    });
  });

  return (
    <DialogForm
      title={intl.formatMessage({ id: 'players.new.title' })}
      onSubmit={onSubmit}
      onCancel={onClose}
      submitLabel={intl.formatMessage({ id: 'players.new.submit' })}
      pending={create.isPending}
      dirty={formState.isDirty}
    >
      <FormErrorAlert error={submitError.error} />
      <PlayerFormFields control={control} />
    </DialogForm>
  );
}
