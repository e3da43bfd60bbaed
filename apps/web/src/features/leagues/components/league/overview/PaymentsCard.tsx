import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import Stack from '@mui/material/Stack';
import { formatMoney, type League } from '@matchday/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { DashboardCard } from '../../../../../components/DashboardCard';
import { DetailRow } from '../../../../../components/DetailRow';
import { useLabels } from '../../../../../lib/use-labels';

/** Who pays and how much, and the playoff bracket that ends the season. */
export function PaymentsCard({ league }: { league: League }) {
  const intl = useIntl();
  const label = useLabels();
  return (
    <DashboardCard icon={<PaymentsOutlined fontSize="small" />} title={intl.formatMessage({ id: 'leagues.overview.payments' })}>
      <Stack spacing={1.25}>
        <DetailRow label={<FormattedMessage id="leagues.overview.paymentMode" />} value={label('payment_mode', league.payment_mode)} />
        {league.payment_mode !== 'free' && (
          <>
            <DetailRow label={<FormattedMessage id="leagues.overview.teamFee" />} value={formatMoney(league.team_fee_cents)} />
            <DetailRow label={<FormattedMessage id="leagues.overview.playerFee" />} value={formatMoney(league.player_fee_cents)} />
          </>
        )}
        <DetailRow label={<FormattedMessage id="leagues.overview.bracketType" />} value={label('bracket_type', league.bracket_type)} />
      </Stack>
    </DashboardCard>
  );
}
