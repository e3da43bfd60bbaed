import { zodResolver } from '@hookform/resolvers/zod';
import { formatMoney, centsToDollars } from '@matchday/domain';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { DialogForm } from '../../../components/dialogs/DialogForm';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { FormErrorAlert } from '../../../components/form/FormErrorAlert';
import { FormTextField } from '../../../components/form/FormTextField';
import { useSubmitError } from '../../../components/form/use-submit-error';
import { useNotify } from '../../../lib/notify';
import { useRecordOfflinePayment } from '../api/record-offline-payment';
import { AmountField } from './AmountField';
import { AMOUNT_FORM_NAMES } from './dollar-amounts';
import { ChoiceField } from './ChoiceField';
import { offlineFormSchema, offlineRequest, type BalanceTarget, type OfflineFormValues } from './payment-forms';
import { TargetLine } from './TargetLine';

const FIELDS = ['method', 'amount', 'note'] as const;

interface Props {
  slug: string;
  leagueId: string;
  target: BalanceTarget;
  onClose: () => void;
}

/** Cash or a check the club received toward a team's or a player's balance. */
export function OfflinePaymentDialog({ slug, leagueId, target, onClose }: Props) {
  const record = useRecordOfflinePayment(slug, leagueId);
  return (
    <FormDialog open onClose={onClose} pending={record.isPending}>
      <OfflinePaymentForm target={target} record={record} onClose={onClose} />
    </FormDialog>
  );
}

function OfflinePaymentForm({ target, record, onClose }: { target: BalanceTarget; record: ReturnType<typeof useRecordOfflinePayment>; onClose: () => void }) {
  const intl = useIntl();
  const notify = useNotify();
  const { control, handleSubmit, setError, formState } = useForm<OfflineFormValues>({
    resolver: zodResolver(offlineFormSchema(target)),
    // What is still owed is the likeliest amount.
    defaultValues: { method: 'cash', amount: target.balance_cents > 0 ? centsToDollars(target.balance_cents) : '', note: '' },
  });
  const submitError = useSubmitError(setError, FIELDS, AMOUNT_FORM_NAMES);
  const onSubmit = handleSubmit((values) => {
    submitError.clear();
    const input = offlineRequest(target, values);
    record.mutate(input, {
      onSuccess: () => {
        notify.success(intl.formatMessage({ id: 'payments.offline.saved' }, { amount: formatMoney(input.amount_cents), name: target.name }));
        onClose();
      },
      onError: submitError.fail,
    });
  });
  return (
    <DialogForm
      title={intl.formatMessage({ id: 'payments.offline.title' })}
      onSubmit={onSubmit}
      onCancel={onClose}
      submitLabel={intl.formatMessage({ id: 'payments.offline.submit' })}
      pending={record.isPending}
      dirty={formState.isDirty}
    >
      <TargetLine target={target} />
      <FormErrorAlert error={submitError.error} />
      <ChoiceField
        control={control}
        name="method"
        row
        legend={intl.formatMessage({ id: 'payments.field.method' })}
        choices={[
          { value: 'cash', label: intl.formatMessage({ id: 'payments.method.cash' }) },
          { value: 'check', label: intl.formatMessage({ id: 'payments.method.check' }) },
        ]}
      />
      <AmountField control={control} name="amount" label={intl.formatMessage({ id: 'payments.field.amount' })} autoFocus />
      <FormTextField
        control={control}
        name="note"
        label={intl.formatMessage({ id: 'payments.field.note' })}
        helperText={intl.formatMessage({ id: 'payments.field.noteHelp' })}
        multiline
        minRows={2}
      />
    </DialogForm>
  );
}
