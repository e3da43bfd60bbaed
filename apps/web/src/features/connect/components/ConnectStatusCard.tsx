import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LinkOff from '@mui/icons-material/LinkOff';
import OpenInNew from '@mui/icons-material/OpenInNew';
import type { ConnectStatus } from '@matchday/domain';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import type { MessageId } from '../../../i18n/messages';
import { useNotify } from '../../../lib/notify';
import { useNow } from '../../../lib/use-now';
import { useDisconnect, useOpenDashboard, useStartOnboarding } from '../api/use-connect-writes';
import { CapabilityChip } from './CapabilityChip';
import { displayState, STATE_COLORS, type DisplayState } from './connect-display';
import { RequirementsList } from './RequirementsList';

/** The onboarding button each state offers: start, resume, or fix what Stripe asks for. */
const ONBOARDING_LABEL: Partial<Record<DisplayState, MessageId>> = {
  not_connected: 'connect.action.connect',
  onboarding_incomplete: 'connect.action.continue',
  restricted: 'connect.action.fix',
  restricted_soon: 'connect.action.fix',
};

/** The account's state, its capabilities, what Stripe still needs, and the ways to act on it. */
export function ConnectStatusCard({ slug, status, timezone }: { slug: string; status: ConnectStatus; timezone: string }) {
  const intl = useIntl();
  const notify = useNotify();
  const state = displayState(status, useNow());
  const onboarding = useStartOnboarding(slug);
  const dashboard = useOpenDashboard(slug);
  const disconnect = useDisconnect(slug);
  const [confirming, setConfirming] = useState(false);
  const onboardingLabel = ONBOARDING_LABEL[state];
  const connected = status.state !== 'not_connected';
  const leaving = onboarding.isPending || onboarding.isSuccess || dashboard.isPending || dashboard.isSuccess;

  return (
    <Card variant="outlined" component="section" aria-labelledby="connect-status-title" sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Stack spacing={2.5}>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography id="connect-status-title" variant="h6" component="h2" sx={{ mr: 'auto' }}>
            <FormattedMessage id="connect.status.title" />
          </Typography>
          <Chip color={STATE_COLORS[state]} label={intl.formatMessage({ id: `connect.state.${state}` })} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id={`connect.explain.${state}`} />
        </Typography>
        {connected && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <CapabilityChip capability={intl.formatMessage({ id: 'connect.chip.payments' })} on={status.charges_enabled} />
            <CapabilityChip capability={intl.formatMessage({ id: 'connect.chip.payouts' })} on={status.payouts_enabled} />
          </Stack>
        )}
        <RequirementsList status={status} timezone={timezone} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {onboardingLabel && (
            <Button variant="contained" disabled={leaving} onClick={() => onboarding.mutate(undefined, { onError: (error) => notify.error(error) })}>
              <FormattedMessage id={onboarding.isPending || onboarding.isSuccess ? 'connect.action.redirecting' : onboardingLabel} />
            </Button>
          )}
          {status.details_submitted && (
            <Button
              variant={onboardingLabel ? 'outlined' : 'contained'}
              endIcon={<OpenInNew />}
              disabled={leaving}
              onClick={() => dashboard.mutate(undefined, { onError: (error) => notify.error(error) })}
            >
              <FormattedMessage id="connect.action.dashboard" />
            </Button>
          )}
          {connected && (
            <Button variant="text" color="error" startIcon={<LinkOff />} onClick={() => setConfirming(true)} sx={{ ml: { sm: 'auto' } }}>
              <FormattedMessage id="connect.action.disconnect" />
            </Button>
          )}
        </Stack>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={intl.formatMessage({ id: 'connect.disconnect.title' })}
        confirmLabel={intl.formatMessage({ id: 'connect.action.disconnect' })}
        pending={disconnect.isPending}
        error={disconnect.error}
        onClose={() => {
          setConfirming(false);
          disconnect.reset();
        }}
        onConfirm={() =>
          disconnect.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              notify.success(intl.formatMessage({ id: 'connect.disconnect.done' }));
            },
          })
        }
      >
        <FormattedMessage id="connect.disconnect.body" />
      </ConfirmDialog>
    </Card>
  );
}
