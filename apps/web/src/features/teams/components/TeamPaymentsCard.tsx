import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import { formatMoney, type League, type LeaguePayments, type Team } from '@matchday/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { DashboardCard } from '../../../components/DashboardCard';
import { DetailRow } from '../../../components/DetailRow';
import { TeamStatusChip } from '../../../components/payments/StatusChips';
import { QueryBoundary } from '../../../components/QueryBoundary';
import { useLeaguePayments } from '../../../lib/api/use-league-payments';
import { recordPaths } from '../../../lib/record-paths';

/** "Held until …" is long: on a phone the chip wraps rather than cut the time off. */
const WRAPPING_CHIP = { '& .MuiChip-root': { height: 'auto', minHeight: 24 }, '& .MuiChip-label': { whiteSpace: 'normal' } } as const;

interface Props {
  slug: string;
  timezone: string;
  league: League;
  team: Team;
}

/** The team's money at a glance, read from the league's ledger; recording payments stays on the league's Payments tab. */
export function TeamPaymentsCard({ slug, timezone, league, team }: Props) {
  const intl = useIntl();
  const payments = useLeaguePayments(slug, league.id);
  return (
    <DashboardCard icon={<PaymentsOutlined fontSize="small" />} title={intl.formatMessage({ id: 'teams.payments.title' })}>
      <QueryBoundary query={payments} loading={<Skeleton variant="rounded" height={120} />}>
        {(loaded) => (
          <TeamMoney money={loaded.teams.find((row) => row.id === team.id)} timezone={timezone} playersPay={league.payment_mode === 'players_pay'} />
        )}
      </QueryBoundary>
      <Link component={RouterLink} to={recordPaths.leaguePayments(slug, league.id)} variant="body2" sx={{ alignSelf: 'flex-start' }}>
        <FormattedMessage id="teams.payments.open" />
      </Link>
    </DashboardCard>
  );
}

function TeamMoney({ money, timezone, playersPay }: { money: LeaguePayments['teams'][number] | undefined; timezone: string; playersPay: boolean }) {
  // A team created since the ledger was read has nothing charged yet.
  if (!money) {
    return (
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage id="teams.payments.nothingYet" />
      </Typography>
    );
  }
  return (
    <Stack spacing={1.25}>
      <DetailRow
        label={<FormattedMessage id="teams.payments.status" />}
        value={
          <Box sx={WRAPPING_CHIP}>
            <TeamStatusChip team={money} timezone={timezone} />
          </Box>
        }
      />
      <DetailRow label={<FormattedMessage id="teams.payments.charged" />} value={formatMoney(money.totals.charged)} />
      <DetailRow label={<FormattedMessage id="teams.payments.collected" />} value={formatMoney(money.totals.collected)} />
      <DetailRow label={<FormattedMessage id="teams.payments.balance" />} value={formatMoney(money.totals.balance)} />
      {playersPay && money.shortfall_cents > 0 ? (
        <DetailRow label={<FormattedMessage id="teams.payments.shortfall" />} value={formatMoney(money.shortfall_cents)} />
      ) : null}
    </Stack>
  );
}
