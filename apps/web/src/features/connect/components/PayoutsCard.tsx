import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatMoney, type ConnectPayout } from '@matchday/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormErrorAlert } from '../../../components/form/FormErrorAlert';
import { usePayouts } from '../api/use-payouts';

const PAYOUT_COLORS: Record<ConnectPayout['status'], 'default' | 'success' | 'info' | 'error'> = {
  paid: 'success',
  pending: 'default',
  in_transit: 'info',
  canceled: 'default',
  failed: 'error',
};

/** The latest payouts to the club's bank: amount in US dollars, arrival day in the club's timezone (estimated until paid). */
export function PayoutsCard({ slug, timezone }: { slug: string; timezone: string }) {
  const intl = useIntl();
  const { data: payouts, error, isLoading } = usePayouts(slug, true);
  const arrival = (payout: ConnectPayout) => {
    const date = intl.formatDate(new Date(payout.arrival_date), { timeZone: timezone, dateStyle: 'medium' });
    return payout.status === 'pending' || payout.status === 'in_transit' ? intl.formatMessage({ id: 'connect.payouts.estimated' }, { date }) : date;
  };
  return (
    <Card variant="outlined" component="section" aria-labelledby="connect-payouts-title" sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography id="connect-payouts-title" variant="h6" component="h2">
          <FormattedMessage id="connect.payouts.title" />
        </Typography>
        {error ? (
          <FormErrorAlert error={error} />
        ) : isLoading || !payouts ? (
          <Skeleton variant="rounded" height={120} />
        ) : payouts.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            <FormattedMessage id="connect.payouts.empty" />
          </Typography>
        ) : (
          <Table size="small" aria-labelledby="connect-payouts-title">
            <TableHead>
              <TableRow>
                <TableCell>
                  <FormattedMessage id="connect.payouts.arrival" />
                </TableCell>
                <TableCell align="right">
                  <FormattedMessage id="connect.payouts.amount" />
                </TableCell>
                <TableCell>
                  <FormattedMessage id="connect.payouts.status" />
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {payouts.map((payout) => (
                <TableRow key={payout.id}>
                  <TableCell sx={{ whiteSpace: { sm: 'nowrap' } }}>{arrival(payout)}</TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                    {formatMoney(payout.amount_cents)}
                  </TableCell>
                  <TableCell>
                    <Chip size="small" color={PAYOUT_COLORS[payout.status]} label={intl.formatMessage({ id: `connect.payout.${payout.status}` })} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}
