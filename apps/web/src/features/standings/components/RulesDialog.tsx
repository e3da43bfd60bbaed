import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LeagueRulesSchema, type LeagueRules } from '@matchday/domain';
import { Controller, useForm, type Control } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { DialogForm } from '../../../components/dialogs/DialogForm';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { FormErrorAlert } from '../../../components/form/FormErrorAlert';
import { useSubmitError } from '../../../components/form/use-submit-error';
import { useNotify } from '../../../lib/notify';
import type { MessageId } from '../../../i18n/messages';
import { useSaveLeagueRules } from '../api/use-save-league-rules';
import { TiebreakerChainField } from './TiebreakerChainField';

type NumberField = Exclude<keyof LeagueRules, 'tiebreakers'>;
const FIELDS = ['games_per_match', 'game_minutes', 'points_for_win', 'points_for_draw', 'points_for_loss', 'tiebreakers'] as const;

function NumberInput({ control, name, label, help }: { control: Control<LeagueRules>; name: NumberField; label: MessageId; help?: MessageId }) {
  const intl = useIntl();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          type="number"
          label={intl.formatMessage({ id: label })}
          value={Number.isNaN(field.value) ? '' : field.value}
          onChange={(event) => field.onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? (help ? intl.formatMessage({ id: help }) : undefined)}
          slotProps={{ htmlInput: { inputMode: 'numeric', min: 0 } }}
          fullWidth
        />
      )}
    />
  );
}

/** The league's match format, league points and tiebreaker chain. */
export function RulesDialog({
  slug,
  leagueId,
  rules,
  open,
  onClose,
}: {
  slug: string;
  leagueId: string;
  rules: LeagueRules;
  open: boolean;
  onClose: () => void;
}) {
  const save = useSaveLeagueRules(slug, leagueId);
  return (
    <FormDialog open={open} onClose={onClose} pending={save.isPending}>
      <RulesForm rules={rules} save={save} onClose={onClose} />
    </FormDialog>
  );
}

function RulesForm({ rules, save, onClose }: { rules: LeagueRules; save: ReturnType<typeof useSaveLeagueRules>; onClose: () => void }) {
  const intl = useIntl();
  const notify = useNotify();
  const { control, handleSubmit, setError, formState } = useForm<LeagueRules>({ resolver: zodResolver(LeagueRulesSchema), defaultValues: rules });
  const submitError = useSubmitError(setError, FIELDS);
  const onSubmit = handleSubmit((values) => {
    submitError.clear();
    save.mutate(values, {
      onSuccess: () => {
        notify.success(intl.formatMessage({ id: 'standings.rules.saved' }));
        onClose();
      },
      onError: submitError.fail,
    });
  });
  return (
    <DialogForm
      title={intl.formatMessage({ id: 'standings.rules.title' })}
      onSubmit={onSubmit}
      onCancel={onClose}
      submitLabel={intl.formatMessage({ id: 'common.save' })}
      pending={save.isPending}
      submitDisabled={!formState.isDirty}
      dirty={formState.isDirty}
    >
      <FormErrorAlert error={submitError.error} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <NumberInput control={control} name="games_per_match" label="standings.rules.gamesPerMatch" help="standings.rules.gamesPerMatchHelp" />
        <NumberInput control={control} name="game_minutes" label="standings.rules.gameMinutes" />
      </Stack>
      <Stack direction="row" spacing={2}>
        <NumberInput control={control} name="points_for_win" label="standings.rules.win" />
        <NumberInput control={control} name="points_for_draw" label="standings.rules.draw" />
        <NumberInput control={control} name="points_for_loss" label="standings.rules.loss" />
      </Stack>
      <Controller control={control} name="tiebreakers" render={({ field }) => <TiebreakerChainField value={field.value} onChange={field.onChange} />} />
    </DialogForm>
  );
}
