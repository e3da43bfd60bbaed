import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatMoney, type LedgerEntry } from '@matchday/domain';
import { useIntl } from 'react-intl';
import { formatDateTime } from '../../../components/history/format-date-time';
import type { MessageId } from '../../../i18n/messages';
import { AMOUNT_CELL } from './money-cells';
import { ScrollableTable } from './ScrollableTable';

/** The ledger, newest first: each entry's time, kind, method, what it was for, amount and who recorded it; payments can be refunded. */
export function LedgerTable({ entries, timezone, onRefund }: { entries: readonly LedgerEntry[]; timezone: string; onRefund: (payment: LedgerEntry) => void }) {
  const intl = useIntl();
  const say = (id: MessageId) => intl.formatMessage({ id });
  return (
    <ScrollableTable label={say('payments.ledger.tableLabel')}>
      <Table size="small" aria-label={say('payments.ledger.tableLabel')} sx={{ minWidth: 860 }}>
        <TableHead>
          <TableRow>
            <TableCell>{say('payments.column.when')}</TableCell>
            <TableCell>{say('payments.column.kind')}</TableCell>
            <TableCell>{say('payments.column.method')}</TableCell>
            <TableCell>{say('payments.column.description')}</TableCell>
            <TableCell sx={AMOUNT_CELL}>{say('payments.column.amount')}</TableCell>
            <TableCell>{say('payments.column.who')}</TableCell>
            <TableCell align="right">{say('payments.column.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => {
            const whose = entry.player_name ?? entry.team_name;
            const refundable = entry.kind === 'payment' && (entry.refundable_cents ?? 0) > 0;
            return (
              <TableRow key={entry.id} hover>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(intl, entry.created_at, timezone)}</TableCell>
                <TableCell>{say(`payments.kind.${entry.kind}`)}</TableCell>
                <TableCell>{entry.method ? say(`payments.method.${entry.method}`) : '—'}</TableCell>
                <TableCell>
                  <Typography variant="body2">{entry.description}</Typography>
                  {whose ? (
                    <Typography variant="body2" color="text.secondary">
                      {whose}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell sx={AMOUNT_CELL}>
                  {formatMoney(entry.amount_cents)}
                  {refundable ? (
                    <Typography variant="body2" color="text.secondary" sx={{ fontSize: '0.75rem' }}>
                      {intl.formatMessage({ id: 'payments.ledger.refundable' }, { amount: formatMoney(entry.refundable_cents ?? 0) })}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell>{entry.created_by}</TableCell>
                <TableCell align="right">
                  {refundable ? (
                    <Button
                      size="small"
                      onClick={() => onRefund(entry)}
                      aria-label={intl.formatMessage({ id: 'payments.ledger.refundLabel' }, { description: entry.description })}
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
