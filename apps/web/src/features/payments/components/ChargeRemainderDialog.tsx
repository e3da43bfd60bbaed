import { formatMoney, type LeaguePayments } from '@matchday/domain';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { useNotify } from '../../../lib/notify';
import { useChargeRemainder } from '../api/charge-remainder';

type TeamMoney = LeaguePayments['teams'][number];

/** Asks before charging a team's shortfall to its captain's saved card; the API's refusal (no consent, Stripe) shows in it. */
export function ChargeRemainderDialog({ slug, leagueId, team, onClose }: { slug: string; leagueId: string; team: TeamMoney; onClose: () => void }) {
  const intl = useIntl();
  const notify = useNotify();
  const charge = useChargeRemainder(slug, leagueId);
  const amount = formatMoney(team.shortfall_cents);
  const confirm = () =>
    charge.mutate(team.id, {
      onSuccess: ({ charged_cents }) => {
        notify.success(intl.formatMessage({ id: 'payments.charge.done' }, { amount: formatMoney(charged_cents), team: team.name }));
        onClose();
      },
    });
  return (
    <ConfirmDialog
      open
      title={intl.formatMessage({ id: 'payments.charge.title' })}
      confirmLabel={intl.formatMessage({ id: 'payments.charge.confirm' }, { amount })}
      onConfirm={confirm}
      onClose={onClose}
      pending={charge.isPending}
      error={charge.error}
    >
      {intl.formatMessage(
        { id: 'payments.charge.body' },
        { amount, team: team.name, captain: team.captain_name ?? intl.formatMessage({ id: 'payments.teams.noCaptain' }) },
      )}
    </ConfirmDialog>
  );
}
