import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import TuneRounded from '@mui/icons-material/TuneRounded';
import { formatDay, type League, type LeaguePayments, type LedgerEntry } from '@matchday/domain';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { QueryBoundary } from '../../../components/QueryBoundary';
import { useCurrentClub } from '../../../lib/club/use-current-club';
import { useLabels } from '../../../lib/use-labels';
import { useLeaguePayments } from '../../../lib/api/use-league-payments';
import { AddChargeDialog } from './AddChargeDialog';
import { AdjustmentDialog } from './AdjustmentDialog';
import type { BalanceAction } from './BalanceRowMenu';
import { ChargeRemainderDialog } from './ChargeRemainderDialog';
import { LedgerTable } from './LedgerTable';
import { OfflinePaymentDialog } from './OfflinePaymentDialog';
import { OrdersTable } from './OrdersTable';
import type { BalanceTarget } from './payment-forms';
import { PaymentSettingsDialog } from './PaymentSettingsDialog';
import { PaymentsSection } from './PaymentsSection';
import { PaymentTotals } from './PaymentTotals';
import { PlayersPaymentsTable, type RegistrationMoney } from './PlayersPaymentsTable';
import { PricesCard } from './PricesCard';
import { RefundDialog, type RefundOwner } from './RefundDialog';
import { TeamsPaymentsTable, type TeamMoney } from './TeamsPaymentsTable';

/** The ledger is long in a busy league: its newest entries first, the rest one click away. */
const LEDGER_PAGE = 50;

type OpenDialog =
  { kind: BalanceAction; target: BalanceTarget } | { kind: 'refund'; payment: LedgerEntry } | { kind: 'charge'; team: TeamMoney } | { kind: 'settings' };

/** The league's Payments tab: its prices, totals, each team's and player's balance, orders and the ledger, and the club's money actions. */
export function PaymentsTab({ league }: { league: League }) {
  const { slug, club } = useCurrentClub();
  const payments = useLeaguePayments(slug, league.id);
  return (
    <QueryBoundary query={payments}>
      {(loaded) => <LoadedPayments slug={slug} timezone={club?.timezone ?? 'UTC'} league={league} payments={loaded} />}
    </QueryBoundary>
  );
}

const teamTarget = (team: TeamMoney): BalanceTarget => ({ kind: 'team', id: team.id, name: team.name, balance_cents: team.totals.balance });
const registrationTarget = (registration: RegistrationMoney): BalanceTarget => ({
  kind: 'registration',
  id: registration.id,
  name: registration.player_name,
  balance_cents: registration.totals.balance,
});

/** Whose balance a payment's refund goes back onto, with its figures on the tab: the player's, else the team's. */
function refundOwner(payments: LeaguePayments, payment: LedgerEntry): RefundOwner | null {
  const registration = payment.registration_id ? payments.registrations.find((row) => row.id === payment.registration_id) : undefined;
  if (registration) return { kind: 'registration', name: registration.player_name, totals: registration.totals };
  const team = !payment.registration_id && payment.team_id ? payments.teams.find((row) => row.id === payment.team_id) : undefined;
  return team ? { kind: 'team', name: team.name, status: team.status, totals: team.totals } : null;
}

function LoadedPayments({ slug, timezone, league, payments }: { slug: string; timezone: string; league: League; payments: LeaguePayments }) {
  const intl = useIntl();
  const label = useLabels();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [wholeLedger, setWholeLedger] = useState(false);
  const close = () => setDialog(null);
  const playersPay = league.payment_mode === 'players_pay';
  const entries = wholeLedger ? payments.entries : payments.entries.slice(0, LEDGER_PAGE);

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Stack spacing={0.25}>
          <Typography variant="body2" color="text.secondary">
            {intl.formatMessage({ id: 'payments.mode' }, { mode: label('payment_mode', league.payment_mode) })}
          </Typography>
          {playersPay ? (
            <Typography variant="body2" color="text.secondary">
              {intl.formatMessage(
                { id: 'payments.settings.summary' },
                {
                  deadline: payments.payment_deadline ? formatDay(payments.payment_deadline) : intl.formatMessage({ id: 'payments.settings.noDeadline' }),
                  policy: intl.formatMessage({ id: `payments.policy.${payments.remainder_policy}` }),
                },
              )}
            </Typography>
          ) : null}
        </Stack>
        {playersPay ? (
          <Button startIcon={<TuneRounded />} onClick={() => setDialog({ kind: 'settings' })} sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}>
            {intl.formatMessage({ id: 'payments.settings.open' })}
          </Button>
        ) : null}
      </Stack>
      {league.payment_mode === 'free' ? (
        <Alert severity="info" variant="outlined">
          {intl.formatMessage({ id: 'payments.free' })}
        </Alert>
      ) : null}

      <PricesCard slug={slug} league={league} />

      <PaymentTotals totals={payments.totals} />

      <PaymentsSection
        title={intl.formatMessage({ id: 'payments.teams.title' })}
        empty={payments.teams.length === 0 ? intl.formatMessage({ id: 'payments.teams.empty' }) : null}
      >
        <TeamsPaymentsTable
          teams={payments.teams}
          timezone={timezone}
          playersPay={playersPay}
          onAction={(team, kind) => setDialog({ kind, target: teamTarget(team) })}
          onChargeRest={(team) => setDialog({ kind: 'charge', team })}
        />
      </PaymentsSection>

      <PaymentsSection
        title={intl.formatMessage({ id: 'payments.players.title' })}
        empty={payments.registrations.length === 0 ? intl.formatMessage({ id: 'payments.players.empty' }) : null}
      >
        <PlayersPaymentsTable
          registrations={payments.registrations}
          onAction={(registration, kind) => setDialog({ kind, target: registrationTarget(registration) })}
        />
      </PaymentsSection>

      <PaymentsSection
        title={intl.formatMessage({ id: 'payments.orders.title' })}
        empty={payments.orders.length === 0 ? intl.formatMessage({ id: 'payments.orders.empty' }) : null}
      >
        <OrdersTable orders={payments.orders} timezone={timezone} />
      </PaymentsSection>

      <PaymentsSection
        title={intl.formatMessage({ id: 'payments.ledger.title' })}
        description={intl.formatMessage({ id: 'payments.ledger.description' })}
        empty={payments.entries.length === 0 ? intl.formatMessage({ id: 'payments.ledger.empty' }) : null}
      >
        <LedgerTable entries={entries} timezone={timezone} onRefund={(payment) => setDialog({ kind: 'refund', payment })} />
      </PaymentsSection>
      {entries.length < payments.entries.length ? (
        <Button onClick={() => setWholeLedger(true)} sx={{ alignSelf: 'flex-start' }}>
          {intl.formatMessage({ id: 'payments.ledger.showAll' }, { count: payments.entries.length })}
        </Button>
      ) : null}

      {dialog?.kind === 'offline' ? <OfflinePaymentDialog slug={slug} leagueId={league.id} target={dialog.target} onClose={close} /> : null}
      {dialog?.kind === 'adjust' ? <AdjustmentDialog slug={slug} leagueId={league.id} target={dialog.target} onClose={close} /> : null}
      {dialog?.kind === 'addCharge' ? <AddChargeDialog slug={slug} leagueId={league.id} target={dialog.target} onClose={close} /> : null}
      {dialog?.kind === 'refund' ? (
        <RefundDialog slug={slug} leagueId={league.id} payment={dialog.payment} owner={refundOwner(payments, dialog.payment)} onClose={close} />
      ) : null}
      {dialog?.kind === 'charge' ? <ChargeRemainderDialog slug={slug} leagueId={league.id} team={dialog.team} onClose={close} /> : null}
      {dialog?.kind === 'settings' ? <PaymentSettingsDialog slug={slug} leagueId={league.id} settings={payments} onClose={close} /> : null}
    </Stack>
  );
}
