import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Player } from '@matchday/domain';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormActions } from '../../../components/form/FormActions';
import { FormErrorAlert } from '../../../components/form/FormErrorAlert';
import { UnsavedChangesDialog } from '../../../components/form/UnsavedChangesDialog';
import { labelledFields } from '../../../components/form/stale-save/labelled-fields';
import { StaleSaveDialog } from '../../../components/form/stale-save/StaleSaveDialog';
import { useStaleSave } from '../../../components/form/stale-save/use-stale-save';
import { labelText } from '../../../lib/use-labels';
import { useSubmitError } from '../../../components/form/use-submit-error';
import { useUnsavedChangesGuard } from '../../../components/form/use-unsaved-changes-guard';
import { useNotify } from '../../../lib/notify';
import { readPlayer, useUpdatePlayer } from '../api/use-update-player';
import { PLAYER_FORM_FIELDS, PlayerFormSchema, playerFormDefaults, type PlayerFormInput, type PlayerFormValues } from '../../../lib/player-form';
import { PlayerFormFields } from './PlayerFormFields';

/** A player's details, edited in place; leaving with unsaved edits asks first. */
export function PlayerEditForm({ slug, player }: { slug: string; player: Player }) {
  const intl = useIntl();
  const notify = useNotify();
  const update = useUpdatePlayer(slug, player.id);
  const form = useForm<PlayerFormInput, unknown, PlayerFormValues>({
    resolver: zodResolver(PlayerFormSchema),
    defaultValues: playerFormDefaults(player),
  });
  const { control, handleSubmit, setError, reset, formState } = form;
  const stale = useStaleSave({
    record: player,
    form,
    toValues: playerFormDefaults,
    reload: () => readPlayer(slug, player.id),
    resubmit: () => void onSubmit(),
  });
  const submitError = useSubmitError(setError, PLAYER_FORM_FIELDS);
  const guard = useUnsavedChangesGuard({ isDirty: formState.isDirty, isSaving: update.isPending });

  const onSubmit = handleSubmit((values) => {
    submitError.clear();
    update.mutate(stale.versioned(values), {
      onSuccess: (saved) => {
        stale.saved(saved);
        reset(playerFormDefaults(saved));
        notify.success(intl.formatMessage({ id: 'players.saved' }));
      },
      onError: stale.orElse(submitError.fail),
    });
  });

  return (
    <Card variant="outlined" component="form" noValidate onSubmit={onSubmit} aria-labelledby="player-details-title">
      <UnsavedChangesDialog guard={guard} />
      <StaleSaveDialog
        stale={stale}
        pending={update.isPending}
        fields={labelledFields<PlayerFormInput>(
          intl,
          {
            first_name: 'players.field.firstName',
            last_name: 'players.field.lastName',
            email: 'players.field.email',
            phone: 'players.field.phone',
            date_of_birth: 'players.field.dateOfBirth',
            gender: 'players.field.gender',
            emergency_contact_name: 'players.field.emergencyContactName',
            emergency_contact_phone: 'players.field.emergencyContactPhone',
            notes: 'players.field.notes',
          },
          { gender: (value) => (value ? labelText(intl, 'gender', String(value)) : intl.formatMessage({ id: 'players.field.genderNotGiven' })) },
        )}
      />
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Stack spacing={2.5}>
          <Typography id="player-details-title" variant="h6" component="h2">
            <FormattedMessage id="players.details.title" />
          </Typography>
          <FormErrorAlert error={submitError.error} />
          <PlayerFormFields control={control} />
        </Stack>
      </CardContent>
      <Divider />
      <Stack
        direction={{ xs: 'column-reverse', sm: 'row' }}
        spacing={1.5}
        alignItems={{ sm: 'center' }}
        justifyContent="flex-end"
        sx={{ px: { xs: 2.5, sm: 3 }, py: 2 }}
      >
        {formState.isDirty && (
          <Typography variant="body2" color="text.secondary" sx={{ mr: { sm: 'auto' } }}>
            <FormattedMessage id="players.details.unsaved" />
          </Typography>
        )}
        <FormActions isDirty={formState.isDirty} isPending={update.isPending} onCancel={() => reset()} />
      </Stack>
    </Card>
  );
}
