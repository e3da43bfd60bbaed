import { formatMoney } from '@matchday/domain';
import { useIntl } from 'react-intl';
import { useAdjustBalance } from '../api/adjust-balance';
import { BalanceMovementDialog } from './BalanceMovementDialog';
import { adjustmentFormSchema, adjustmentRequest, type BalanceTarget } from './payment-forms';

interface Props {
  slug: string;
  leagueId: string;
  target: BalanceTarget;
  onClose: () => void;
}

/** Forgives (waiver) or credits part of a team's or a player's balance. */
export function AdjustmentDialog({ slug, leagueId, target, onClose }: Props) {
  const intl = useIntl();
  const say = (id: 'payments.adjust.waiver' | 'payments.adjust.waiverHelp' | 'payments.adjust.credit' | 'payments.adjust.creditHelp') =>
    intl.formatMessage({ id });
  return (
    <BalanceMovementDialog
      target={target}
      mutation={useAdjustBalance(slug, leagueId)}
      title={intl.formatMessage({ id: 'payments.adjust.title' })}
      submitLabel={intl.formatMessage({ id: 'payments.adjust.submit' })}
      legend={intl.formatMessage({ id: 'payments.field.kind' })}
      choices={[
        { value: 'waiver', label: say('payments.adjust.waiver'), help: say('payments.adjust.waiverHelp') },
        { value: 'credit', label: say('payments.adjust.credit'), help: say('payments.adjust.creditHelp') },
      ]}
      schema={(actionKey) => adjustmentFormSchema(target, actionKey)}
      defaultValues={{ choice: 'waiver', amount: '', note: '' }}
      request={(values, actionKey) => adjustmentRequest(target, values, actionKey)}
      saved={(input) =>
        intl.formatMessage(
          { id: input.kind === 'waiver' ? 'payments.adjust.savedWaiver' : 'payments.adjust.savedCredit' },
          { amount: formatMoney(input.amount_cents), name: target.name },
        )
      }
      onClose={onClose}
    />
  );
}
