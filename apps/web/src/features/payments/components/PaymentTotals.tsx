import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatMoney, type LeaguePayments } from '@matchday/domain';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';

type Totals = LeaguePayments['totals'];

interface Figure {
  label: MessageId;
  /** What the figure counts, said beside it: each is the ledger's, by its definition. */
  definition: MessageId;
  /** The API's own figure: the page shows its totals, it never adds them up. None when the card is only lines. */
  value?: keyof Totals;
  /** Further figures of the API's, one line each; `whenSet`: only when not zero. */
  more?: { id: MessageId; value: keyof Totals; whenSet?: boolean }[];
}

const FIGURES: readonly Figure[] = [
  { label: 'payments.totals.charged', definition: 'payments.totals.definition.charged', value: 'charged' },
  { label: 'payments.totals.paidCard', definition: 'payments.totals.definition.paidCard', value: 'paid_card' },
  { label: 'payments.totals.paidOffline', definition: 'payments.totals.definition.paidOffline', value: 'paid_offline' },
  {
    label: 'payments.totals.refunded',
    definition: 'payments.totals.definition.refunded',
    value: 'refunded',
    more: [{ id: 'payments.totals.collected', value: 'collected' }],
  },
  // Waived and credited are two figures of the API's: the card shows both rather than a sum of its own.
  {
    label: 'payments.totals.waivedCredited',
    definition: 'payments.totals.definition.waivedCredited',
    more: [
      { id: 'payments.totals.waived', value: 'waived' },
      { id: 'payments.totals.credited', value: 'credited' },
    ],
  },
  // What the club is owed: the balances and, in players_pay, the team fees the shares leave charged to no one.
  {
    label: 'payments.totals.balance',
    definition: 'payments.totals.definition.balance',
    value: 'outstanding',
    more: [{ id: 'payments.totals.uncharged', value: 'uncharged_shortfall', whenSet: true }],
  },
];

function TotalCard({ label, definition, headline, more }: { label: string; definition: string; headline?: string; more?: ReactNode }) {
  const intl = useIntl();
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography variant="body2" color="text.secondary">
          {label}
          {/* A tap opens it too: a phone has no hover. */}
          <Tooltip title={definition} enterTouchDelay={0} describeChild>
            <IconButton size="small" aria-label={intl.formatMessage({ id: 'payments.totals.about' }, { figure: label })} sx={{ ml: 0.5, my: -0.5, p: 0.25 }}>
              <InfoOutlined fontSize="inherit" />
            </IconButton>
          </Tooltip>
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

/** The league's totals as compact cards, exactly as the API adds them up, each with what it counts. */
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
      {FIGURES.map(({ label, definition, value, more }) => (
        <TotalCard
          key={label}
          label={intl.formatMessage({ id: label })}
          definition={intl.formatMessage({ id: definition })}
          headline={value === undefined ? undefined : formatMoney(totals[value])}
          more={more
            ?.filter((line) => !line.whenSet || totals[line.value] !== 0)
            .map((line) => (
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
