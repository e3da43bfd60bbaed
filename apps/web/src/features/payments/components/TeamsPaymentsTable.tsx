import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatMoney, type LeaguePayments } from '@matchday/domain';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import { BalanceRowMenu, type BalanceAction } from './BalanceRowMenu';
import { columnFrom, minWidthFrom } from '../../../components/list/responsive-columns';
import { AMOUNT_CELL, PHONE_CELL_PADDING } from './money-cells';
import { ScrollableTable } from './ScrollableTable';
import { TeamStatusChip } from '../../../components/payments/StatusChips';

/** A team's status: below md its chip may wrap ("Held until …" is long), so the table fits a phone's card. */
const STATUS_CELL = { '& .MuiChip-root': { height: 'auto', minHeight: 24 }, '& .MuiChip-label': { whiteSpace: { xs: 'normal', md: 'nowrap' } } } as const;

export type TeamMoney = LeaguePayments['teams'][number];

interface Props {
  teams: readonly TeamMoney[];
  timezone: string;
  /** players_pay: what the shares lack of the team fee, and charging it to the captain where they consented. */
  playersPay: boolean;
  onAction: (team: TeamMoney, action: BalanceAction) => void;
  onChargeRest: (team: TeamMoney) => void;
}

/**
 * Each team's money: status, what was charged and collected, what is still owed. A phone keeps the team, its status,
 * its balance and its actions; the captain and the other sums come back from a wider window up.
 */
export function TeamsPaymentsTable({ teams, timezone, playersPay, onAction, onChargeRest }: Props) {
  const intl = useIntl();
  const say = (id: MessageId) => intl.formatMessage({ id });
  return (
    <ScrollableTable label={say('payments.teams.tableLabel')}>
      <Table size="small" aria-label={say('payments.teams.tableLabel')} sx={{ ...minWidthFrom(playersPay ? 880 : 720, 'md'), ...PHONE_CELL_PADDING }}>
        <TableHead>
          <TableRow>
            <TableCell>{say('payments.column.team')}</TableCell>
            <TableCell sx={columnFrom('md')}>{say('payments.column.captain')}</TableCell>
            <TableCell sx={STATUS_CELL}>{say('payments.column.status')}</TableCell>
            <TableCell sx={{ ...AMOUNT_CELL, ...columnFrom('md') }}>{say('payments.column.charged')}</TableCell>
            <TableCell sx={{ ...AMOUNT_CELL, ...columnFrom('md') }}>{say('payments.column.collected')}</TableCell>
            <TableCell sx={AMOUNT_CELL}>{say('payments.column.balance')}</TableCell>
            {playersPay ? (
              <TableCell sx={{ ...AMOUNT_CELL, ...columnFrom('sm') }}>
                <Box component="abbr" title={say('payments.column.shortfallAbout')} sx={{ textDecoration: 'underline dotted', cursor: 'help' }}>
                  {say('payments.column.shortfall')}
                </Box>
              </TableCell>
            ) : null}
            <TableCell align="right">{say('payments.column.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {teams.map((team) => (
            <TableRow key={team.id} hover>
              <TableCell sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{team.name}</TableCell>
              <TableCell sx={{ ...columnFrom('md'), ...(team.captain_name ? {} : { color: 'text.secondary' }) }}>
                {team.captain_name ?? say('payments.teams.noCaptain')}
              </TableCell>
              <TableCell sx={STATUS_CELL}>
                <TeamStatusChip team={team} timezone={timezone} />
              </TableCell>
              <TableCell sx={{ ...AMOUNT_CELL, ...columnFrom('md') }}>{formatMoney(team.totals.charged)}</TableCell>
              <TableCell sx={{ ...AMOUNT_CELL, ...columnFrom('md') }}>{formatMoney(team.totals.collected)}</TableCell>
              <TableCell sx={{ ...AMOUNT_CELL, fontWeight: team.totals.balance > 0 ? 600 : undefined }}>{formatMoney(team.totals.balance)}</TableCell>
              {playersPay ? <TableCell sx={{ ...AMOUNT_CELL, ...columnFrom('sm') }}>{formatMoney(team.shortfall_cents)}</TableCell> : null}
              <TableCell align="right">
                <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'flex-end', alignItems: 'center', flexWrap: { xs: 'wrap', md: 'nowrap' } }}>
                  {/* Offered only where it can be done: a shortfall and the captain's card saved with their consent. */}
                  {playersPay && team.remainder_chargeable ? (
                    <Button size="small" variant="outlined" onClick={() => onChargeRest(team)} sx={{ whiteSpace: { xs: 'normal', md: 'nowrap' } }}>
                      {say('payments.teams.chargeRest')}
                    </Button>
                  ) : null}
                  <BalanceRowMenu name={team.name} onAction={(action) => onAction(team, action)} />
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollableTable>
  );
}
