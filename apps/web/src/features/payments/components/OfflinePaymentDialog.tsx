import { centsToDollars, formatMoney } from '@matchday/domain';
import { useIntl } from 'react-intl';
import { useRecordOfflinePayment } from '../api/record-offline-payment';
import { BalanceMovementDialog } from './BalanceMovementDialog';
import { offlineFormSchema, offlineRequest, type BalanceTarget } from './payment-forms';

interface Props {
  slug: string;
  leagueId: string;
  target: BalanceTarget;
  onClose: () => void;
}

/** Cash or a check the club received toward a team's or a player's balance. */
export function OfflinePaymentDialog({ slug, leagueId, target, onClose }: Props) {
  const intl = useIntl();
  return (
    <BalanceMovementDialog
      target={target}
      mutation={useRecordOfflinePayment(slug, leagueId)}
      title={intl.formatMessage({ id: 'payments.offline.title' })}
      submitLabel={intl.formatMessage({ id: 'payments.offline.submit' })}
      legend={intl.formatMessage({ id: 'payments.field.method' })}
      row
      choices={[
        { value: 'cash', label: intl.formatMessage({ id: 'payments.method.cash' }) },
        { value: 'check', label: intl.formatMessage({ id: 'payments.method.check' }) },
      ]}
      schema={(actionKey) => offlineFormSchema(target, actionKey)}
      // What is still owed is the likeliest amount.
      defaultValues={{ choice: 'cash', amount: target.balance_cents > 0 ? centsToDollars(target.balance_cents) : '', note: '' }}
      focusAmount
      confirmExcess
      request={(values, actionKey, excessAsCredit) => offlineRequest(target, values, actionKey, excessAsCredit)}
      saved={(input) => intl.formatMessage({ id: 'payments.offline.saved' }, { amount: formatMoney(input.amount_cents), name: target.name })}
      onClose={onClose}
    />
  );
}
