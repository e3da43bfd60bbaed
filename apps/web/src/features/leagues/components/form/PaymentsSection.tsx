import Grid from '@mui/material/Grid';
import { LEAGUE_PAYMENT_MODES } from '@matchday/domain';
import { useEffect } from 'react';
import { useWatch, type UseFormSetValue } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { FormSelect } from '../../../../components/form/FormSelect';
import { useLabels } from '../../../../lib/use-labels';
import { FormSection } from './FormSection';
import type { LeagueFormControl } from './league-form-schema';
import type { LeagueFormValues } from './league-form-schema';
import { MoneyField } from './MoneyField';

const NO_FEE = '0.00';

/** Who pays and how much; a free league has no fees, so its fee fields show zero and cannot be changed. */
export function PaymentsSection({ control, setValue }: { control: LeagueFormControl; setValue: UseFormSetValue<LeagueFormValues> }) {
  const intl = useIntl();
  const label = useLabels();
  const free = useWatch({ control, name: 'payment_mode' }) === 'free';

  useEffect(() => {
    if (!free) return;
    setValue('team_fee', NO_FEE, { shouldDirty: true, shouldValidate: true });
    setValue('player_fee', NO_FEE, { shouldDirty: true, shouldValidate: true });
  }, [free, setValue]);

  return (
    <FormSection titleId="leagues.form.paymentsSection" descriptionId="leagues.form.paymentsSectionHint">
      <FormSelect
        control={control}
        name="payment_mode"
        label={intl.formatMessage({ id: 'leagues.form.paymentMode' })}
        options={LEAGUE_PAYMENT_MODES.map((mode) => ({ value: mode, label: label('payment_mode', mode) }))}
        required
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <MoneyField
            control={control}
            name="team_fee"
            label={intl.formatMessage({ id: 'leagues.form.teamFee' })}
            helperText={intl.formatMessage({ id: free ? 'leagues.form.freeHint' : 'leagues.form.teamFeeHint' })}
            disabled={free}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <MoneyField
            control={control}
            name="player_fee"
            label={intl.formatMessage({ id: 'leagues.form.playerFee' })}
            helperText={intl.formatMessage({ id: free ? 'leagues.form.freeHint' : 'leagues.form.playerFeeHint' })}
            disabled={free}
          />
        </Grid>
      </Grid>
    </FormSection>
  );
}
