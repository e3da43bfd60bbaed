import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { bpsFraction } from './connect-display';

/** The platform fee in force on the club's card payments. */
export function PlatformFee({ bps }: { bps: number }) {
  const intl = useIntl();
  const rate = intl.formatNumber(bpsFraction(bps), { style: 'percent', maximumFractionDigits: 2 });
  return (
    <Card variant="outlined" component="section" aria-labelledby="connect-fee-title" sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Stack spacing={1}>
        <Typography id="connect-fee-title" variant="h6" component="h2">
          <FormattedMessage id="connect.fee.title" />
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {bps > 0 ? <FormattedMessage id="connect.fee.rate" values={{ rate }} /> : <FormattedMessage id="connect.fee.none" />}
        </Typography>
      </Stack>
    </Card>
  );
}
