import Chip, { type ChipProps } from '@mui/material/Chip';
import type { PaymentStatus, Registration } from '@matchday/domain';
import { useIntl } from 'react-intl';
import { fullName } from '../../../lib/player-name';
import { useLabels } from '../../../lib/use-labels';

const COLORS: Record<PaymentStatus, ChipProps['color']> = {
  unpaid: 'default',
  pending: 'info',
  partial: 'warning',
  paid: 'success',
  refunded: 'default',
  waived: 'default',
};

/** A registration's payment status as the league's ledger derives it (recorded on the league's Payments tab, never set here). */
export function PaymentStatusChip({ registration }: { registration: Pick<Registration, 'payment_status' | 'player'> }) {
  const intl = useIntl();
  const label = useLabels();
  const status = registration.payment_status;
  return (
    <Chip
      size="small"
      variant={status === 'paid' ? 'filled' : 'outlined'}
      color={COLORS[status]}
      label={label('payment_status', status)}
      aria-label={`${intl.formatMessage({ id: 'teams.payment.ariaLabel' }, { name: fullName(registration.player) })}: ${label('payment_status', status)}`}
    />
  );
}
