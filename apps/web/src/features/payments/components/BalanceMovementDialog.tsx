import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { formatMoney } from '@matchday/domain';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type DefaultValues } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { DialogForm } from '../../../components/dialogs/DialogForm';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { FormErrorAlert } from '../../../components/form/FormErrorAlert';
import { FormTextField } from '../../../components/form/FormTextField';
import { useSubmitError } from '../../../components/form/use-submit-error';
import { useNotify } from '../../../lib/notify';
import { AmountField } from './AmountField';
import { ChoiceField, type Choice } from './ChoiceField';
import { AMOUNT_FORM_NAMES } from './dollar-amounts';
import { excessCents, type BalanceTarget } from './payment-forms';
import { TargetLine } from './TargetLine';
import { useMoneyRequest } from './use-money-request';

/** The form every balance movement dialog fills: which kind, how much, a note. */
type MovementValues = { choice: string; amount: string; note: string };

// The API's field errors land on these; amount_cents shows on the dollars field.
const FIELDS = ['choice', 'amount', 'note'] as const;
const CHOICE_FORM_NAMES = { ...AMOUNT_FORM_NAMES, method: 'choice', kind: 'choice' } as const;

export interface BalanceMovementProps<V extends MovementValues, I> {
  target: BalanceTarget;
  mutation: UseMutationResult<unknown, unknown, I>;
  title: string;
  submitLabel: string;
  /** The radio group saying which kind of movement: its legend, its choices, side by side or not. */
  legend: string;
  choices: readonly Choice[];
  row?: boolean;
  /** Typed values in, the dialog's own kinds out; the API's rules checked on the body the action key goes with. */
  schema: (actionKey: string) => z.ZodType<V, MovementValues>;
  defaultValues: DefaultValues<MovementValues>;
  /** The amount field takes the focus (when the likeliest amount is already typed in). */
  focusAmount?: boolean;
  /**
   * More than the balance is sent only once the admin confirms that the excess becomes a credit (an offline payment:
   * $500 against $140 is a typo as often as a prepayment).
   */
  confirmExcess?: boolean;
  /** The body sent: the values, the dialog's action key, and whether an excess was confirmed as a credit. */
  request: (values: V, actionKey: string, excessAsCredit: boolean) => I;
  /** The snackbar once it is recorded. */
  saved: (input: I) => string;
  onClose: () => void;
}

/** A movement on a team's or a player's balance (an offline payment, a waiver or a credit): kind, amount, note. */
export function BalanceMovementDialog<V extends MovementValues, I>(props: BalanceMovementProps<V, I>) {
  return (
    <FormDialog open onClose={props.onClose} pending={props.mutation.isPending}>
      <MovementForm {...props} />
    </FormDialog>
  );
}

function MovementForm<V extends MovementValues, I>({
  target,
  mutation,
  schema,
  defaultValues,
  confirmExcess = false,
  request,
  saved,
  onClose,
  ...text
}: BalanceMovementProps<V, I>) {
  const intl = useIntl();
  const notify = useNotify();
  const { actionKey, send, pending } = useMoneyRequest(mutation);
  const { control, handleSubmit, setError, formState, watch } = useForm<MovementValues, unknown, V>({
    resolver: zodResolver(schema(actionKey)),
    defaultValues,
  });
  const submitError = useSubmitError(setError, FIELDS, CHOICE_FORM_NAMES);
  const [creditConfirmed, setCreditConfirmed] = useState(false);
  const excess = confirmExcess ? excessCents(target, watch('amount')) : 0;
  const onSubmit = handleSubmit((values) => {
    submitError.clear();
    const input = request(values, actionKey, excess > 0 && creditConfirmed);
    send(input, {
      onSuccess: () => {
        notify.success(saved(input));
        onClose();
      },
      onError: submitError.fail,
    });
  });
  return (
    <DialogForm
      title={text.title}
      onSubmit={onSubmit}
      onCancel={onClose}
      submitLabel={text.submitLabel}
      pending={pending}
      submitDisabled={excess > 0 && !creditConfirmed}
      submitHint={intl.formatMessage({ id: 'payments.offline.confirmExcess' })}
      dirty={formState.isDirty}
    >
      <TargetLine target={target} />
      <FormErrorAlert error={submitError.error} />
      <ChoiceField control={control} name="choice" row={text.row} legend={text.legend} choices={text.choices} />
      <AmountField control={control} name="amount" label={intl.formatMessage({ id: 'payments.field.amount' })} autoFocus={text.focusAmount} />
      {excess > 0 ? (
        <Alert severity="warning" variant="outlined">
          {intl.formatMessage({ id: 'payments.offline.excess' }, { amount: formatMoney(excess), name: target.name })}
          <FormControlLabel
            sx={{ display: 'flex', mt: 0.5 }}
            control={<Checkbox checked={creditConfirmed} onChange={(event) => setCreditConfirmed(event.target.checked)} />}
            label={intl.formatMessage({ id: 'payments.offline.excessCredit' }, { amount: formatMoney(excess) })}
          />
        </Alert>
      ) : null}
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
