import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { PAYMENT_STATUSES, type PaymentStatus, type Registration } from '@matchday/domain';
import { useIntl } from 'react-intl';
import { useNotify } from '../../../lib/notify';
import { useLabels } from '../../../lib/use-labels';
import { fullName } from '../../../lib/player-name';
import { useUpdateRegistration } from '../api/use-registration-mutations';

interface PaymentStatusSelectProps {
  slug: string;
  leagueId: string;
  registration: Pick<Registration, 'id' | 'payment_status' | 'player'>;
  disabled?: boolean;
}

/** A registration's payment status, saved as soon as it is changed. */
export function PaymentStatusSelect({ slug, leagueId, registration, disabled = false }: PaymentStatusSelectProps) {
  const intl = useIntl();
  const notify = useNotify();
  const label = useLabels();
  const update = useUpdateRegistration(slug, leagueId);
  const name = fullName(registration.player);
  const value = update.isPending ? (update.variables?.input.payment_status ?? registration.payment_status) : registration.payment_status;

  const change = (status: PaymentStatus) =>
    update.mutate(
      { registrationId: registration.id, input: { payment_status: status } },
      {
        onSuccess: () => notify.success(intl.formatMessage({ id: 'teams.payment.saved' }, { name, status: label('payment_status', status) })),
        onError: (failure) => notify.error(failure),
      },
    );

  return (
    <TextField
      select
      size="small"
      value={value}
      disabled={disabled || update.isPending}
      onChange={(event) => change(event.target.value as PaymentStatus)}
      slotProps={{ htmlInput: { 'aria-label': intl.formatMessage({ id: 'teams.payment.ariaLabel' }, { name }) } }}
      sx={{ minWidth: 128 }}
    >
      {PAYMENT_STATUSES.map((status) => (
        <MenuItem key={status} value={status}>
          {label('payment_status', status)}
        </MenuItem>
      ))}
    </TextField>
  );
}
