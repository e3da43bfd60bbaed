import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatMoney, type LedgerEntry } from '@matchday/domain';
import { useIntl } from 'react-intl';
import { formatDateTime } from '../../../lib/date-time-format';
import { actorName, ledgerEntryWhat, type Say } from '../../../lib/ledger-words';
import { columnFrom, minWidthFrom } from '../../../components/list/responsive-columns';
import { AMOUNT_CELL, PHONE_CELL_PADDING } from './money-cells';
import { ScrollableTable } from './ScrollableTable';

/** When an entry was made: its date and hour on one line, or the hour under the date on a phone. */
const WHEN_CELL = { whiteSpace: { xs: 'normal', sm: 'nowrap' } } as const;
/** What an entry was for: wraps, however long its words. */
const DESCRIPTION_CELL = { overflowWrap: 'anywhere' } as const;

/**
 * The ledger, newest first: each entry's time, kind, method, what it was for, amount and who recorded it; payments can be
 * refunded. A phone keeps the time (its date over its hour), what it was for, the amount and the refund.
 */
export function LedgerTable({ entries, timezone, onRefund }: { entries: readonly LedgerEntry[]; timezone: string; onRefund: (payment: LedgerEntry) => void }) {
  const intl = useIntl();
  const say: Say = (id, values) => intl.formatMessage({ id }, values);
  return (
    <ScrollableTable label={say('payments.ledger.tableLabel')}>
      <Table size="small" aria-label={say('payments.ledger.tableLabel')} sx={{ ...minWidthFrom(860, 'md'), ...PHONE_CELL_PADDING }}>
        <TableHead>
          <TableRow>
            <TableCell sx={WHEN_CELL}>{say('payments.column.when')}</TableCell>
            <TableCell sx={columnFrom('sm')}>{say('payments.column.kind')}</TableCell>
            <TableCell sx={columnFrom('md')}>{say('payments.column.method')}</TableCell>
            <TableCell sx={DESCRIPTION_CELL}>{say('payments.column.description')}</TableCell>
            <TableCell sx={AMOUNT_CELL}>{say('payments.column.amount')}</TableCell>
            <TableCell sx={columnFrom('md')}>{say('payments.column.who')}</TableCell>
            <TableCell align="right">{say('payments.column.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => {
            const whose = entry.player_name ?? entry.team_name;
            const refundable = entry.kind === 'payment' && (entry.refundable_cents ?? 0) > 0;
            const what = ledgerEntryWhat(say, entry.text);
            return (
              <TableRow key={entry.id} hover>
                <TableCell sx={WHEN_CELL}>{formatDateTime(intl, entry.created_at, timezone)}</TableCell>
                <TableCell sx={columnFrom('sm')}>{say(`payments.kind.${entry.kind}`)}</TableCell>
                <TableCell sx={columnFrom('md')}>{entry.method ? say(`payments.method.${entry.method}`) : '—'}</TableCell>
                <TableCell sx={DESCRIPTION_CELL}>
                  <Typography variant="body2">{what}</Typography>
                  {whose ? (
                    <Typography variant="body2" color="text.secondary">
                      {whose}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell sx={AMOUNT_CELL}>
                  {formatMoney(entry.amount_cents)}
                  {refundable ? (
                    <Typography variant="body2" color="text.secondary" sx={{ fontSize: '0.75rem', whiteSpace: { xs: 'normal', sm: 'nowrap' } }}>
                      {intl.formatMessage({ id: 'payments.ledger.refundable' }, { amount: formatMoney(entry.refundable_cents ?? 0) })}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell sx={columnFrom('md')}>{actorName(say, entry.created_by)}</TableCell>
                <TableCell align="right">
                  {refundable ? (
                    <Button
                      size="small"
                      onClick={() => onRefund(entry)}
                      aria-label={intl.formatMessage({ id: 'payments.ledger.refundLabel' }, { description: whose ? `${what}, ${whose}` : what })}
                    >
                      {say('payments.ledger.refund')}
                    </Button>
                  ) : null}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </ScrollableTable>
  );
}
