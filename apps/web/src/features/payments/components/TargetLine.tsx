import Typography from '@mui/material/Typography';
import { formatMoney } from '@matchday/domain';
import { useIntl } from 'react-intl';
import type { BalanceTarget } from './payment-forms';

/** Whose balance a dialog changes, and what that balance is now. */
export function TargetLine({ target }: { target: BalanceTarget }) {
  const intl = useIntl();
  return (
    <Typography variant="body2" color="text.secondary">
      {intl.formatMessage({ id: 'payments.target' }, { name: target.name, balance: formatMoney(target.balance_cents) })}
    </Typography>
  );
}
