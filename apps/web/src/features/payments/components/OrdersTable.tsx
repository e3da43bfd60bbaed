import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatMoney, type LeaguePayments } from '@matchday/domain';
import { useIntl } from 'react-intl';
import { formatDateTime } from '../../../components/history/format-date-time';
import type { MessageId } from '../../../i18n/messages';
import { columnFrom, minWidthFrom } from '../../../components/list/responsive-columns';
import { AMOUNT_CELL, PHONE_CELL_PADDING } from './money-cells';
import { ScrollableTable } from './ScrollableTable';

type Order = LeaguePayments['orders'][number];

const ORDER_STATUS_COLORS: Record<Order['status'], 'default' | 'info' | 'success'> = {
  pending: 'info',
  paid: 'success',
  expired: 'default',
  canceled: 'default',
};

/** The league's checkout orders: who, for which team, how far it got, how much, when. A phone keeps who, how far and how much. */
export function OrdersTable({ orders, timezone }: { orders: readonly Order[]; timezone: string }) {
  const intl = useIntl();
  const say = (id: MessageId) => intl.formatMessage({ id });
  return (
    <ScrollableTable label={say('payments.orders.tableLabel')}>
      <Table size="small" aria-label={say('payments.orders.tableLabel')} sx={{ ...minWidthFrom(760, 'md'), ...PHONE_CELL_PADDING }}>
        <TableHead>
          <TableRow>
            <TableCell>{say('payments.column.customer')}</TableCell>
            <TableCell sx={columnFrom('sm')}>{say('payments.column.team')}</TableCell>
            <TableCell>{say('payments.column.status')}</TableCell>
            <TableCell sx={AMOUNT_CELL}>{say('payments.column.total')}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap', ...columnFrom('md') }}>{say('payments.column.created')}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap', ...columnFrom('md') }}>{say('payments.column.paid')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((order) => (
            <TableRow key={order.id} hover>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                  {order.customer_name}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                  {order.customer_email}
                </Typography>
              </TableCell>
              <TableCell sx={columnFrom('sm')}>{order.team_name ?? '—'}</TableCell>
              <TableCell>
                <Chip
                  component="span"
                  size="small"
                  label={say(`payments.orderStatus.${order.status}`)}
                  color={ORDER_STATUS_COLORS[order.status]}
                  variant={order.status === 'paid' ? 'filled' : 'outlined'}
                />
                {order.end_reason && (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                    {say(`payments.orderEndReason.${order.end_reason}`)}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={AMOUNT_CELL}>{formatMoney(order.total_cents)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap', ...columnFrom('md') }}>{formatDateTime(intl, order.created_at, timezone)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap', ...columnFrom('md') }}>{order.paid_at ? formatDateTime(intl, order.paid_at, timezone) : '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollableTable>
  );
}
