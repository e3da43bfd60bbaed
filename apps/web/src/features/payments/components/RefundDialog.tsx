import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { centsToDollars, dollarsToCents, formatMoney, refundOutcome, type LedgerEntry, type RefundedBalance, type RefundOutcome } from '@matchday/domain';
import { useController, useForm, type Control } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { DialogForm } from '../../../components/dialogs/DialogForm';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { FormErrorAlert } from '../../../components/form/FormErrorAlert';
import { FormTextField } from '../../../components/form/FormTextField';
import { useSubmitError } from '../../../components/form/use-submit-error';
import { useCurrentClub } from '../../../lib/club/use-current-club';
import { formatDateTime } from '../../../lib/date-time-format';
import { ledgerEntryWhat } from '../../../lib/ledger-words';
import { useNotify } from '../../../lib/notify';
import { useLabels } from '../../../lib/use-labels';
import { useRefundPayment } from '../api/refund-payment';
import { AmountField } from './AmountField';
import { AMOUNT_FORM_NAMES } from './dollar-amounts';
import { ChoiceField } from './ChoiceField';
import { refundFormSchema, refundRequest, type RefundFormValues } from './payment-forms';
import { useMoneyRequest } from './use-money-request';

const FIELDS = ['amount', 'fee_borne_by', 'release_place', 'reason'] as const;

export type RefundOwner = RefundedBalance & { name: string };

interface Props {
  slug: string;
  leagueId: string;
  /** A payment with something left to refund. */
  payment: LedgerEntry;
  /** Whose balance the refund goes back onto, as the Payments tab has it; null when the tab does not list it (a released place). */
  owner: RefundOwner | null;
  onClose: () => void;
}

/** Gives back all or part of a payment (a card payment through Stripe), optionally with the place it paid for. */
export function RefundDialog({ slug, leagueId, payment, owner, onClose }: Props) {
  const refund = useRefundPayment(slug, leagueId, payment.id);
  return (
    <FormDialog open onClose={onClose} pending={refund.isPending}>
      <RefundForm payment={payment} owner={owner} refund={refund} onClose={onClose} />
    </FormDialog>
  );
}

function RefundForm({ payment, owner, refund, onClose }: Omit<Props, 'slug' | 'leagueId'> & { refund: ReturnType<typeof useRefundPayment> }) {
  const intl = useIntl();
  const notify = useNotify();
  const timezone = useCurrentClub().club?.timezone ?? 'UTC';
  const { actionKey, send, pending } = useMoneyRequest(refund);
  const refundable = payment.refundable_cents ?? 0;
  const { control, handleSubmit, setError, formState, watch } = useForm<RefundFormValues>({
    resolver: zodResolver(refundFormSchema(refundable, actionKey)),
    defaultValues: { amount: centsToDollars(refundable), fee_borne_by: 'club', release_place: false, reason: '' },
  });
  const submitError = useSubmitError(setError, FIELDS, AMOUNT_FORM_NAMES);
  const releasing = watch('release_place');
  const amountCents = dollarsToCents(watch('amount'));
  // What the refund leaves owing, said before it is confirmed; a released place has what it owed waived instead.
  const outcome = owner && !releasing && amountCents !== null && amountCents > 0 && amountCents <= refundable ? refundOutcome(owner, amountCents) : null;
  const onSubmit = handleSubmit((values) => {
    submitError.clear();
    const input = refundRequest(values, actionKey);
    send(input, {
      onSuccess: () => {
        notify.success(intl.formatMessage({ id: 'payments.refund.done' }, { amount: formatMoney(input.amount_cents) }));
        onClose();
      },
      onError: submitError.fail,
    });
  });
  return (
    <DialogForm
      title={intl.formatMessage({ id: 'payments.refund.title' })}
      onSubmit={onSubmit}
      onCancel={onClose}
      submitLabel={intl.formatMessage({ id: 'payments.refund.submit' })}
      pending={pending}
      dirty={formState.isDirty}
    >
      <Typography variant="body2" color="text.secondary">
        {intl.formatMessage(
          { id: 'payments.refund.of' },
          {
            payer: payment.player_name ?? payment.team_name ?? '—',
            what: ledgerEntryWhat((id, values) => intl.formatMessage({ id }, values), payment.text),
            amount: formatMoney(payment.amount_cents),
            when: formatDateTime(intl, payment.created_at, timezone),
            refundable: formatMoney(refundable),
          },
        )}
      </Typography>
      <FormErrorAlert error={submitError.error} />
      <AmountField
        control={control}
        name="amount"
        label={intl.formatMessage({ id: 'payments.field.amount' })}
        helperText={intl.formatMessage({ id: 'payments.refund.amountHelp' }, { refundable: formatMoney(refundable) })}
      />
      {outcome && owner ? <OwedAfterRefund name={owner.name} outcome={outcome} /> : null}
      {/* Only a card payment goes back through Stripe; cash and checks carry no fee to share. */}
      {payment.method === 'card' ? (
        <ChoiceField
          control={control}
          name="fee_borne_by"
          legend={intl.formatMessage({ id: 'payments.refund.feeBorneBy' })}
          choices={[
            {
              value: 'club',
              label: intl.formatMessage({ id: 'payments.refund.fee.club' }),
              help: intl.formatMessage({ id: 'payments.refund.fee.clubHelp' }),
            },
            {
              value: 'registrant',
              label: intl.formatMessage({ id: 'payments.refund.fee.registrant' }),
              help: intl.formatMessage({ id: 'payments.refund.fee.registrantHelp' }),
            },
          ]}
        />
      ) : null}
      <ReleasePlaceField control={control} />
      {releasing ? (
        <Alert severity="warning" variant="outlined">
          {intl.formatMessage({ id: payment.registration_id ? 'payments.refund.releasePlayer' : 'payments.refund.releaseTeam' })}
        </Alert>
      ) : null}
      <FormTextField
        control={control}
        name="reason"
        label={intl.formatMessage({ id: 'payments.field.reason' })}
        helperText={intl.formatMessage({ id: 'payments.field.reasonHelp' })}
        multiline
        minRows={2}
      />
    </DialogForm>
  );
}

function OwedAfterRefund({ name, outcome }: { name: string; outcome: RefundOutcome }) {
  const intl = useIntl();
  const label = useLabels();
  const status = outcome.kind === 'team' ? intl.formatMessage({ id: `payments.teamStatus.${outcome.status}` }) : label('payment_status', outcome.status);
  return (
    <Alert severity="warning" variant="outlined">
      {intl.formatMessage({ id: 'payments.refund.owesAfter' }, { name, amount: formatMoney(outcome.owed_cents), status })}
    </Alert>
  );
}

function ReleasePlaceField({ control }: { control: Control<RefundFormValues> }) {
  const intl = useIntl();
  const { field } = useController({ control, name: 'release_place' });
  return (
    <FormControlLabel
      control={
        <Checkbox
          name={field.name}
          checked={field.value}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          inputRef={field.ref}
        />
      }
      label={intl.formatMessage({ id: 'payments.refund.release' })}
    />
  );
}
