import Chip from '@mui/material/Chip';
import type { LeaguePayments, PaymentStatus, TeamStatus } from '@matchday/domain';
import { useIntl } from 'react-intl';
import { formatDateTime } from '../history/format-date-time';
import { useLabels } from '../../lib/use-labels';

type ChipColor = 'default' | 'info' | 'success' | 'warning' | 'error';

const TEAM_STATUS_COLORS: Record<TeamStatus, ChipColor> = {
  held: 'info',
  awaiting_payment: 'warning',
  confirmed: 'success',
  incomplete: 'error',
};

const PAYMENT_STATUS_COLORS: Record<PaymentStatus, ChipColor> = {
  unpaid: 'warning',
  pending: 'info',
  partial: 'warning',
  paid: 'success',
  refunded: 'default',
  waived: 'default',
};

/** A team's place in the league by its money: held (until when, in the club's time), awaiting payment, confirmed, incomplete. */
export function TeamStatusChip({ team, timezone }: { team: Pick<LeaguePayments['teams'][number], 'status' | 'hold_expires_at'>; timezone: string }) {
  const intl = useIntl();
  const label =
    team.status === 'held' && team.hold_expires_at
      ? intl.formatMessage({ id: 'payments.teamStatus.heldUntil' }, { time: formatDateTime(intl, team.hold_expires_at, timezone) })
      : intl.formatMessage({ id: `payments.teamStatus.${team.status}` });
  return <Chip component="span" size="small" label={label} color={TEAM_STATUS_COLORS[team.status]} variant={team.status === 'held' ? 'outlined' : 'filled'} />;
}

/** A registration's payment status (Unpaid, Payment pending, Partly paid, Paid, Refunded, Waived). */
export function PaymentStatusChip({ status }: { status: PaymentStatus }) {
  const label = useLabels();
  const settled = status === 'refunded' || status === 'waived';
  return (
    <Chip
      component="span"
      size="small"
      label={label('payment_status', status)}
      color={PAYMENT_STATUS_COLORS[status]}
      variant={settled ? 'outlined' : 'filled'}
    />
  );
}
