import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { formatMoney, type LeaguePayments } from '@matchday/domain';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';

type Totals = LeaguePayments['totals'];

interface Figure {
  label: MessageId;
  /** The API's own figure: the page shows its totals, it never adds them up. None when the card is only lines. */
  value?: keyof Totals;
  /** Further figures of the API's, one line each. */
  more?: { id: MessageId; value: keyof Totals }[];
}

const FIGURES: readonly Figure[] = [
  { label: 'payments.totals.charged', value: 'charged' },
  { label: 'payments.totals.paidCard', value: 'paid_card' },
  { label: 'payments.totals.paidOffline', value: 'paid_offline' },
  { label: 'payments.totals.refunded', value: 'refunded', more: [{ id: 'payments.totals.collected', value: 'collected' }] },
  // Waived and credited are two figures of the API's: the card shows both rather than a sum of its own.
  {
    label: 'payments.totals.waivedCredited',
    more: [
      { id: 'payments.totals.waived', value: 'waived' },
      { id: 'payments.totals.credited', value: 'credited' },
    ],
  },
  { label: 'payments.totals.balance', value: 'balance' },
];

function TotalCard({ label, headline, more }: { label: string; headline?: string; more?: ReactNode }) {
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        {headline === undefined ? null : (
          <Typography variant="h6" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {headline}
          </Typography>
        )}
        {more}
      </CardContent>
    </Card>
  );
}

/** The league's totals as compact cards, exactly as the API adds them up. */
export function PaymentTotals({ totals }: { totals: Totals }) {
  const intl = useIntl();
  return (
    <Box
      component="ul"
      aria-label={intl.formatMessage({ id: 'payments.totals.label' })}
      sx={{
        m: 0,
        p: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(6, minmax(0, 1fr))' },
      }}
    >
      {FIGURES.map(({ label, value, more }) => (
        <TotalCard
          key={label}
          label={intl.formatMessage({ id: label })}
          headline={value === undefined ? undefined : formatMoney(totals[value])}
          more={more?.map((line) => (
            <Typography
              key={line.id}
              variant={value === undefined ? 'body1' : 'body2'}
              color={value === undefined ? 'text.primary' : 'text.secondary'}
              sx={{ fontVariantNumeric: 'tabular-nums' }}
            >
              {intl.formatMessage({ id: line.id }, { amount: formatMoney(totals[line.value]) })}
            </Typography>
          ))}
        />
      ))}
    </Box>
  );
}
