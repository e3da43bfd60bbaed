import type { PaymentStatus, TeamStatus } from '@matchday/domain';
import { useIntl } from 'react-intl';

const TEAM_TONE: Record<TeamStatus, string> = { confirmed: 'chip-open', held: 'chip-upcoming', awaiting_payment: 'chip-warn', incomplete: 'chip-closed' };
const PAYMENT_TONE: Record<PaymentStatus, string> = {
  paid: 'chip-open',
  waived: 'chip-open',
  pending: 'chip-upcoming',
  partial: 'chip-warn',
  unpaid: 'chip-warn',
  refunded: 'chip-closed',
};

/** A team's status as a chip: Confirmed (the spec's label), place held, awaiting payment, incomplete. */
export function TeamStatusChip({ status }: { status: TeamStatus }) {
  const intl = useIntl();
  return <span className={`chip ${TEAM_TONE[status]}`}>{intl.formatMessage({ id: `site.teamStatus.${status}` })}</span>;
}

/** A registration's payment status as a chip. */
export function PaymentStatusChip({ status }: { status: PaymentStatus }) {
  const intl = useIntl();
  return <span className={`chip ${PAYMENT_TONE[status]}`}>{intl.formatMessage({ id: `site.paymentStatus.${status}` })}</span>;
}
