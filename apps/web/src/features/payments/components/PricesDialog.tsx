import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import { formatMoney, type LeaguePricing } from '@matchday/domain';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { DialogForm } from '../../../components/dialogs/DialogForm';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { FormErrorAlert } from '../../../components/form/FormErrorAlert';
import { FormTextField } from '../../../components/form/FormTextField';
import { useSubmitError } from '../../../components/form/use-submit-error';
import { useNotify } from '../../../lib/notify';
import { useSavePrices } from '../api/save-prices';
import { AmountField } from './AmountField';
import { hasEarlyBird, priceFieldsOf, pricesFormNames, pricesFormSchema, pricesFormValues, toPricesInput, type PricesFormValues } from './price-forms';

const FIELDS = ['early_bird_until', 'early_bird_team_fee', 'early_bird_player_fee', 'deposit'] as const;

interface Props {
  slug: string;
  leagueId: string;
  pricing: LeaguePricing;
  onClose: () => void;
}

/** The early-bird prices and their last day, and the captain's deposit: only those the league's payment mode uses; blank is none. */
export function PricesDialog({ slug, leagueId, pricing, onClose }: Props) {
  const save = useSavePrices(slug, leagueId);
  return (
    <FormDialog open onClose={onClose} pending={save.isPending}>
      <PricesForm pricing={pricing} save={save} onClose={onClose} />
    </FormDialog>
  );
}

function PricesForm({ pricing, save, onClose }: { pricing: LeaguePricing; save: ReturnType<typeof useSavePrices>; onClose: () => void }) {
  const intl = useIntl();
  const notify = useNotify();
  const fields = priceFieldsOf(pricing.payment_mode);
  const { control, handleSubmit, setError, formState } = useForm<PricesFormValues>({
    resolver: zodResolver(pricesFormSchema(fields)),
    defaultValues: pricesFormValues(pricing),
  });
  const submitError = useSubmitError(setError, FIELDS, pricesFormNames(fields));
  const onSubmit = handleSubmit((values) => {
    submitError.clear();
    save.mutate(toPricesInput(fields, values), {
      onSuccess: () => {
        notify.success(intl.formatMessage({ id: 'payments.prices.saved' }));
        onClose();
      },
      onError: submitError.fail,
    });
  });
  const below = (fee: number) => intl.formatMessage({ id: 'payments.prices.belowFee' }, { fee: formatMoney(fee) });
  return (
    <DialogForm
      title={intl.formatMessage({ id: 'payments.prices.dialogTitle' })}
      onSubmit={onSubmit}
      onCancel={onClose}
      submitLabel={intl.formatMessage({ id: 'common.save' })}
      pending={save.isPending}
      submitDisabled={!formState.isDirty}
      dirty={formState.isDirty}
    >
      <Typography variant="body2" color="text.secondary">
        {intl.formatMessage({ id: 'payments.prices.intro' })}
      </Typography>
      <FormErrorAlert error={submitError.error} />
      {hasEarlyBird(fields) ? (
        <FormTextField
          control={control}
          name="early_bird_until"
          type="date"
          label={intl.formatMessage({ id: 'payments.prices.field.until' })}
          helperText={intl.formatMessage({ id: 'payments.prices.field.untilHelp' })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ) : null}
      {fields.earlyBirdTeamFee ? (
        <AmountField
          control={control}
          name="early_bird_team_fee"
          required={false}
          label={intl.formatMessage({ id: 'payments.prices.earlyBirdTeamFee' })}
          helperText={below(pricing.team_fee_cents)}
        />
      ) : null}
      {fields.earlyBirdPlayerFee ? (
        <AmountField
          control={control}
          name="early_bird_player_fee"
          required={false}
          label={intl.formatMessage({ id: 'payments.prices.earlyBirdPlayerFee' })}
          helperText={below(pricing.player_fee_cents)}
        />
      ) : null}
      {fields.deposit ? (
        <AmountField
          control={control}
          name="deposit"
          required={false}
          label={intl.formatMessage({ id: 'payments.prices.deposit' })}
          helperText={intl.formatMessage({ id: 'payments.prices.field.depositHelp' })}
        />
      ) : null}
    </DialogForm>
  );
}
