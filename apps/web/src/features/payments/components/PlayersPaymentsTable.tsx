import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatMoney, type LeaguePayments } from '@matchday/domain';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import { BalanceRowMenu, type BalanceAction } from './BalanceRowMenu';
import { columnFrom, minWidthFrom } from '../../../components/list/responsive-columns';
import { AMOUNT_CELL, PHONE_CELL_PADDING } from './money-cells';
import { ScrollableTable } from './ScrollableTable';
import { PaymentStatusChip } from '../../../components/payments/StatusChips';

export type RegistrationMoney = LeaguePayments['registrations'][number];

/**
 * A player's payment status as their own ledger says it: "Paid" only for money of their own. A player nothing is
 * charged to is "Covered by team fee" when their team's fee pays for them (its status is on the team's row), else
 * "Nothing charged".
 */
function PlayerPaymentStatus({ registration }: { registration: RegistrationMoney }) {
  const intl = useIntl();
  if (registration.covered_by_team)
    return (
      <Typography variant="body2" color="text.secondary" title={intl.formatMessage({ id: 'payments.players.statusAbout' })}>
        {intl.formatMessage({ id: 'payments.players.coveredByTeam' })}
      </Typography>
    );
  if (registration.totals.charged === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {intl.formatMessage({ id: 'payments.players.nothingCharged' })}
      </Typography>
    );
  return <PaymentStatusChip status={registration.payment_status} />;
}

/**
 * Each player's money: their team, payment status, what was charged and collected, what is still owed. A phone keeps
 * the player, their payment status, their balance and their actions; the team and the other sums come back from a wider window up.
 */
export function PlayersPaymentsTable({
  registrations,
  onAction,
}: {
  registrations: readonly RegistrationMoney[];
  onAction: (registration: RegistrationMoney, action: BalanceAction) => void;
}) {
  const intl = useIntl();
  const say = (id: MessageId) => intl.formatMessage({ id });
  return (
    <ScrollableTable label={say('payments.players.tableLabel')}>
      <Table size="small" aria-label={say('payments.players.tableLabel')} sx={{ ...minWidthFrom(720, 'md'), ...PHONE_CELL_PADDING }}>
        <TableHead>
          <TableRow>
            <TableCell>{say('payments.column.player')}</TableCell>
            <TableCell sx={columnFrom('sm')}>{say('payments.column.team')}</TableCell>
            <TableCell>{say('payments.column.payment')}</TableCell>
            <TableCell sx={{ ...AMOUNT_CELL, ...columnFrom('md') }}>{say('payments.column.charged')}</TableCell>
            <TableCell sx={{ ...AMOUNT_CELL, ...columnFrom('md') }}>{say('payments.column.collected')}</TableCell>
            <TableCell sx={AMOUNT_CELL}>{say('payments.column.balance')}</TableCell>
            <TableCell align="right">{say('payments.column.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {registrations.map((registration) => (
            <TableRow key={registration.id} hover>
              <TableCell sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{registration.player_name}</TableCell>
              <TableCell sx={{ ...columnFrom('sm'), ...(registration.team_name ? {} : { color: 'text.secondary' }) }}>
                {registration.team_name ?? say('payments.players.noTeam')}
              </TableCell>
              <TableCell>
                <PlayerPaymentStatus registration={registration} />
              </TableCell>
              <TableCell sx={{ ...AMOUNT_CELL, ...columnFrom('md') }}>{formatMoney(registration.totals.charged)}</TableCell>
              <TableCell sx={{ ...AMOUNT_CELL, ...columnFrom('md') }}>{formatMoney(registration.totals.collected)}</TableCell>
              <TableCell sx={{ ...AMOUNT_CELL, fontWeight: registration.totals.balance > 0 ? 600 : undefined }}>
                {formatMoney(registration.totals.balance)}
              </TableCell>
              <TableCell align="right">
                <BalanceRowMenu name={registration.player_name} onAction={(action) => onAction(registration, action)} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollableTable>
  );
}
