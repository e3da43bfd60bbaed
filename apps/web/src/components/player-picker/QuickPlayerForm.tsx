import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Player } from '@matchday/domain';
import type { KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormDialogDirty } from '../dialogs/form-dialog-guard';
import { FormErrorAlert } from '../form/FormErrorAlert';
import { FormTextField } from '../form/FormTextField';
import { useSubmitError } from '../form/use-submit-error';
import { useNotify } from '../../lib/notify';
import { useCreatePlayer } from '../../lib/api/use-create-player';
import { QUICK_PLAYER_FIELDS, QuickPlayerSchema, type QuickPlayerInput, type QuickPlayerValues } from '../../lib/player-form';
import { fullName } from '../../lib/player-name';

interface QuickPlayerFormProps {
  slug: string;
  initial: QuickPlayerInput;
  onCreated: (player: Player) => void;
  onCancel: () => void;
}

/**
 * A new club player with just names, email and phone, added without leaving the form in progress.
 * It sits inside another form, so it is not a <form> itself: its button and Enter key submit it alone.
 */
export function QuickPlayerForm({ slug, initial, onCreated, onCancel }: QuickPlayerFormProps) {
  const intl = useIntl();
  const notify = useNotify();
  const create = useCreatePlayer(slug);
  const { control, handleSubmit, setError, formState } = useForm<QuickPlayerInput, unknown, QuickPlayerValues>({
    resolver: zodResolver(QuickPlayerSchema),
    defaultValues: initial,
  });
  const submitError = useSubmitError(setError, QUICK_PLAYER_FIELDS);
  // Inside a form dialog, what is typed here is asked about before the dialog closes too.
  useFormDialogDirty(formState.isDirty);

  const submit = handleSubmit((values) => {
    submitError.clear();
    create.mutate(values, {
      onSuccess: (player) => {
        notify.success(intl.formatMessage({ id: 'players.created' }, { name: fullName(player) }));
        onCreated(player);
      },
      onError: submitError.fail,
    });
  });

  const submitOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    event.stopPropagation();
    void submit();
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="group" aria-label={intl.formatMessage({ id: 'players.quick.title' })} onKeyDown={submitOnEnter}>
      <Stack spacing={2}>
        <Typography variant="subtitle2" component="p">
          <FormattedMessage id="players.quick.title" />
        </Typography>
        <FormErrorAlert error={submitError.error} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField control={control} name="first_name" size="small" label={intl.formatMessage({ id: 'players.field.firstName' })} required autoFocus />
          <FormTextField control={control} name="last_name" size="small" label={intl.formatMessage({ id: 'players.field.lastName' })} required />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField control={control} name="email" type="email" size="small" label={intl.formatMessage({ id: 'players.field.email' })} required />
          <FormTextField control={control} name="phone" type="tel" size="small" label={intl.formatMessage({ id: 'players.field.phone' })} />
        </Stack>
        <Stack direction="row" spacing={1} justifyContent="flex-end">
          <Button size="small" onClick={onCancel} disabled={create.isPending}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button size="small" variant="outlined" onClick={() => void submit()} loading={create.isPending}>
            <FormattedMessage id="players.quick.submit" />
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
