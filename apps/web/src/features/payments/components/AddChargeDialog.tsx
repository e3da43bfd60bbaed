import { zodResolver } from '@hookform/resolvers/zod';
import { formatMoney } from '@matchday/domain';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { DialogForm } from '../../../components/dialogs/DialogForm';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { FormErrorAlert } from '../../../components/form/FormErrorAlert';
import { FormTextField } from '../../../components/form/FormTextField';
import { useSubmitError } from '../../../components/form/use-submit-error';
import { useNotify } from '../../../lib/notify';
import { useAddCharge } from '../api/add-charge';
import { AmountField } from './AmountField';
import { AMOUNT_FORM_NAMES } from './dollar-amounts';
import { chargeFormSchema, chargeRequest, type BalanceTarget, type ChargeFormValues } from './payment-forms';
import { TargetLine } from './TargetLine';
import { useMoneyRequest } from './use-money-request';

const FIELDS = ['amount', 'description'] as const;

interface Props {
  slug: string;
  leagueId: string;
  target: BalanceTarget;
  onClose: () => void;
}

/** Something else a team or a player owes (a late fee, a lost jersey): a charge on their balance. */
export function AddChargeDialog({ slug, leagueId, target, onClose }: Props) {
  const mutation = useAddCharge(slug, leagueId);
  return (
    <FormDialog open onClose={onClose} pending={mutation.isPending}>
      <ChargeForm target={target} mutation={mutation} onClose={onClose} />
    </FormDialog>
  );
}

function ChargeForm({ target, mutation, onClose }: { target: BalanceTarget; mutation: ReturnType<typeof useAddCharge>; onClose: () => void }) {
  const intl = useIntl();
  const notify = useNotify();
  const { actionKey, send, pending } = useMoneyRequest(mutation);
  const { control, handleSubmit, setError, formState } = useForm<ChargeFormValues>({
    resolver: zodResolver(chargeFormSchema(target, actionKey)),
    defaultValues: { amount: '', description: '' },
  });
  const submitError = useSubmitError(setError, FIELDS, AMOUNT_FORM_NAMES);
  const onSubmit = handleSubmit((values) => {
    submitError.clear();
    const input = chargeRequest(target, values, actionKey);
    send(input, {
      onSuccess: () => {
        notify.success(intl.formatMessage({ id: 'payments.addCharge.saved' }, { amount: formatMoney(input.amount_cents), name: target.name }));
        onClose();
      },
      onError: submitError.fail,
    });
  });
  return (
    <DialogForm
      title={intl.formatMessage({ id: 'payments.addCharge.title' })}
      onSubmit={onSubmit}
      onCancel={onClose}
      submitLabel={intl.formatMessage({ id: 'payments.addCharge.submit' })}
      pending={pending}
      dirty={formState.isDirty}
    >
      <TargetLine target={target} />
      <FormErrorAlert error={submitError.error} />
      <FormTextField
        control={control}
        name="description"
        required
        autoFocus
        label={intl.formatMessage({ id: 'payments.field.description' })}
        helperText={intl.formatMessage({ id: 'payments.addCharge.descriptionHelp' })}
      />
      <AmountField control={control} name="amount" label={intl.formatMessage({ id: 'payments.field.amount' })} />
    </DialogForm>
  );
}
