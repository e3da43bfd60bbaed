import type { PaymentStatus, TeamStatus } from '@matchday/domain';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';

const TEAM_TONE: Record<TeamStatus, string> = { confirmed: 'chip-open', held: 'chip-upcoming', awaiting_payment: 'chip-warn', incomplete: 'chip-closed' };
const PAYMENT_TONE: Record<PaymentStatus, string> = {
  paid: 'chip-open',
  waived: 'chip-open',
  pending: 'chip-upcoming',
  partial: 'chip-warn',
  unpaid: 'chip-warn',
  refunded: 'chip-closed',
};

/** A status as a chip, said with whose it is when a label is given ("Team: {status}"): two chips side by side never read as one. */
function StatusChip({ tone, statusId, labelId }: { tone: string; statusId: MessageId; labelId: MessageId | undefined }) {
  const intl = useIntl();
  const status = intl.formatMessage({ id: statusId });
  return <span className={`chip ${tone}`}>{labelId ? intl.formatMessage({ id: labelId }, { status }) : status}</span>;
}

/** A team's status as a chip: Confirmed (the spec's label), place held, awaiting payment, incomplete. */
export const TeamStatusChip = ({ status, labelId }: { status: TeamStatus; labelId?: MessageId }) => (
  <StatusChip tone={TEAM_TONE[status]} statusId={`site.teamStatus.${status}`} labelId={labelId} />
);

/** A registration's own payment status as a chip. */
export const PaymentStatusChip = ({ status, labelId }: { status: PaymentStatus; labelId?: MessageId }) => (
  <StatusChip tone={PAYMENT_TONE[status]} statusId={`site.paymentStatus.${status}`} labelId={labelId} />
);
