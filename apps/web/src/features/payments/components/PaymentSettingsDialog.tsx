import { zodResolver } from '@hookform/resolvers/zod';
import type { LeaguePayments } from '@matchday/domain';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { DialogForm } from '../../../components/dialogs/DialogForm';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { FormErrorAlert } from '../../../components/form/FormErrorAlert';
import { FormTextField } from '../../../components/form/FormTextField';
import { useSubmitError } from '../../../components/form/use-submit-error';
import { useNotify } from '../../../lib/notify';
import { useSavePaymentSettings } from '../api/save-payment-settings';
import { ChoiceField } from './ChoiceField';
import { SettingsFormSchema, toSettingsInput, type SettingsFormValues } from './payment-forms';

const FIELDS = ['payment_deadline', 'remainder_policy'] as const;

interface Props {
  slug: string;
  leagueId: string;
  settings: Pick<LeaguePayments, 'payment_deadline' | 'remainder_policy'>;
  onClose: () => void;
}

/** A players_pay league's deadline for the shares, and what happens to a team whose shares fall short. */
export function PaymentSettingsDialog({ slug, leagueId, settings, onClose }: Props) {
  const save = useSavePaymentSettings(slug, leagueId);
  return (
    <FormDialog open onClose={onClose} pending={save.isPending}>
      <PaymentSettingsForm settings={settings} save={save} onClose={onClose} />
    </FormDialog>
  );
}

function PaymentSettingsForm({ settings, save, onClose }: Omit<Props, 'slug' | 'leagueId'> & { save: ReturnType<typeof useSavePaymentSettings> }) {
  const intl = useIntl();
  const notify = useNotify();
  const { control, handleSubmit, setError, formState } = useForm<SettingsFormValues>({
    resolver: zodResolver(SettingsFormSchema),
    defaultValues: { payment_deadline: settings.payment_deadline ?? '', remainder_policy: settings.remainder_policy },
  });
  const submitError = useSubmitError(setError, FIELDS);
  const onSubmit = handleSubmit((values) => {
    submitError.clear();
    save.mutate(toSettingsInput(values), {
      onSuccess: () => {
        notify.success(intl.formatMessage({ id: 'payments.settings.saved' }));
        onClose();
      },
      onError: submitError.fail,
    });
  });
  return (
    <DialogForm
      title={intl.formatMessage({ id: 'payments.settings.title' })}
      onSubmit={onSubmit}
      onCancel={onClose}
      submitLabel={intl.formatMessage({ id: 'common.save' })}
      pending={save.isPending}
      submitDisabled={!formState.isDirty}
      dirty={formState.isDirty}
    >
      <FormErrorAlert error={submitError.error} />
      <FormTextField
        control={control}
        name="payment_deadline"
        type="date"
        label={intl.formatMessage({ id: 'payments.settings.deadline' })}
        helperText={intl.formatMessage({ id: 'payments.settings.deadlineHelp' })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <ChoiceField
        control={control}
        name="remainder_policy"
        legend={intl.formatMessage({ id: 'payments.settings.policy' })}
        choices={[
          { value: 'charge_captain', label: intl.formatMessage({ id: 'payments.policy.charge_captain' }) },
          { value: 'mark_incomplete', label: intl.formatMessage({ id: 'payments.policy.mark_incomplete' }) },
        ]}
      />
    </DialogForm>
  );
}
