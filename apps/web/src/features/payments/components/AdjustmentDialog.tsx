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
import { useAdjustBalance } from '../api/adjust-balance';
import { AmountField } from './AmountField';
import { AMOUNT_FORM_NAMES } from './dollar-amounts';
import { ChoiceField } from './ChoiceField';
import { adjustmentFormSchema, adjustmentRequest, type AdjustmentFormValues, type BalanceTarget } from './payment-forms';
import { TargetLine } from './TargetLine';

const FIELDS = ['kind', 'amount', 'note'] as const;

interface Props {
  slug: string;
  leagueId: string;
  target: BalanceTarget;
  onClose: () => void;
}

/** Forgives (waiver) or credits part of a team's or a player's balance. */
export function AdjustmentDialog({ slug, leagueId, target, onClose }: Props) {
  const adjust = useAdjustBalance(slug, leagueId);
  return (
    <FormDialog open onClose={onClose} pending={adjust.isPending}>
      <AdjustmentForm target={target} adjust={adjust} onClose={onClose} />
    </FormDialog>
  );
}

function AdjustmentForm({ target, adjust, onClose }: { target: BalanceTarget; adjust: ReturnType<typeof useAdjustBalance>; onClose: () => void }) {
  const intl = useIntl();
  const notify = useNotify();
  const { control, handleSubmit, setError, formState } = useForm<AdjustmentFormValues>({
    resolver: zodResolver(adjustmentFormSchema(target)),
    defaultValues: { kind: 'waiver', amount: '', note: '' },
  });
  const submitError = useSubmitError(setError, FIELDS, AMOUNT_FORM_NAMES);
  const onSubmit = handleSubmit((values) => {
    submitError.clear();
    const input = adjustmentRequest(target, values);
    adjust.mutate(input, {
      onSuccess: () => {
        const id = input.kind === 'waiver' ? 'payments.adjust.savedWaiver' : 'payments.adjust.savedCredit';
        notify.success(intl.formatMessage({ id }, { amount: formatMoney(input.amount_cents), name: target.name }));
        onClose();
      },
      onError: submitError.fail,
    });
  });
  return (
    <DialogForm
      title={intl.formatMessage({ id: 'payments.adjust.title' })}
      onSubmit={onSubmit}
      onCancel={onClose}
      submitLabel={intl.formatMessage({ id: 'payments.adjust.submit' })}
      pending={adjust.isPending}
      dirty={formState.isDirty}
    >
      <TargetLine target={target} />
      <FormErrorAlert error={submitError.error} />
      <ChoiceField
        control={control}
        name="kind"
        legend={intl.formatMessage({ id: 'payments.field.kind' })}
        choices={[
          { value: 'waiver', label: intl.formatMessage({ id: 'payments.adjust.waiver' }), help: intl.formatMessage({ id: 'payments.adjust.waiverHelp' }) },
          { value: 'credit', label: intl.formatMessage({ id: 'payments.adjust.credit' }), help: intl.formatMessage({ id: 'payments.adjust.creditHelp' }) },
        ]}
      />
      <AmountField control={control} name="amount" label={intl.formatMessage({ id: 'payments.field.amount' })} />
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
