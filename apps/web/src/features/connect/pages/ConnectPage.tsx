import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { GRID_SPACING, type Club } from '@matchday/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/Page';
import { FormErrorAlert } from '../../../components/form/FormErrorAlert';
import { useConnectStatus } from '../../../lib/api/use-connect-status';
import { useCurrentClub } from '../../../lib/club/use-current-club';
import { ConnectStatusCard } from '../components/ConnectStatusCard';
import { PayoutsCard } from '../components/PayoutsCard';
import { PlatformFee } from '../components/PlatformFee';

/** /club/{slug}/connect-integration: the club's Stripe account, from connecting it to its payouts. */
export default function ConnectPage() {
  const intl = useIntl();
  const { club, error } = useCurrentClub();
  return (
    <Page title={intl.formatMessage({ id: 'menu.connect_integration' })} description={intl.formatMessage({ id: 'menu.connect_integration_description' })}>
      {club ? <ConnectContent club={club} /> : error ? <FormErrorAlert error={error} /> : <Skeleton variant="rounded" height={240} />}
    </Page>
  );
}

function ConnectContent({ club }: { club: Club }) {
  const [params, setParams] = useSearchParams();
  // Back from Stripe: the status is read afresh (the query mounts now), never taken from the return itself.
  const returned = params.get('return') === '1';
  const { data: status, error, isFetching } = useConnectStatus(club);
  if (!club.connect)
    return (
      <Alert severity="info">
        <FormattedMessage id="errors.connect_not_enabled" />
      </Alert>
    );
  if (error) return <FormErrorAlert error={error} />;
  if (!status) return <Skeleton variant="rounded" height={240} />;
  const dismissReturn = () =>
    setParams(
      (current) => {
        current.delete('return');
        return current;
      },
      { replace: true },
    );
  return (
    <Stack spacing={GRID_SPACING}>
      {returned && !isFetching && (
        <Alert severity={status.onboarding_done ? 'success' : 'info'} onClose={dismissReturn} role="status">
          <FormattedMessage id={status.onboarding_done ? 'connect.return.done' : 'connect.return.notDone'} />
        </Alert>
      )}
      <ConnectStatusCard slug={club.slug} status={status} timezone={club.timezone} />
      <Grid container spacing={GRID_SPACING}>
        <Grid size={{ xs: 12, md: status.state === 'not_connected' ? 12 : 4 }}>
          <PlatformFee bps={status.platform_fee_bps} />
        </Grid>
        {status.state !== 'not_connected' && (
          <Grid size={{ xs: 12, md: 8 }}>
            <PayoutsCard slug={club.slug} timezone={club.timezone} />
          </Grid>
        )}
      </Grid>
    </Stack>
  );
}
