import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import type { Club } from '@matchday/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import type { MessageId } from '../../../i18n/messages';
import { clubPagePath } from '../../../lib/routes';

/** Whether the club takes card payments through Stripe Connect, and what is left to do. */
export function ConnectStatusCard({ club }: { club: Club }) {
  const intl = useIntl();
  const onboarded = club.stripe_connect.onboarding_done;
  return (
    <Stack spacing={2} sx={{ flex: 1 }}>
      <Stack spacing={1.25}>
        <StatusRow
          label={intl.formatMessage({ id: 'dashboard.connect.enabled' })}
          on={club.connect}
          onId="dashboard.connect.on"
          offId="dashboard.connect.offLabel"
        />
        {club.connect && (
          <StatusRow
            label={intl.formatMessage({ id: 'dashboard.connect.onboarding' })}
            on={onboarded}
            onId="dashboard.connect.done"
            offId="dashboard.connect.notDone"
          />
        )}
      </Stack>
      {!club.connect && (
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="dashboard.connect.off" />
        </Typography>
      )}
      {club.connect && !onboarded && (
        <>
          <Alert severity="warning" variant="outlined">
            <FormattedMessage id="dashboard.connect.pending" />
          </Alert>
          <Button
            component={RouterLink}
            to={clubPagePath(club.slug, 'connect')}
            variant="contained"
            color="warning"
            startIcon={<PaymentsOutlined />}
            sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
          >
            <FormattedMessage id="dashboard.connect.finish" />
          </Button>
        </>
      )}
      {club.connect && onboarded && (
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="dashboard.connect.ready" />
        </Typography>
      )}
    </Stack>
  );
}

interface StatusRowProps {
  label: string;
  on: boolean;
  onId: MessageId;
  offId: MessageId;
}

function StatusRow({ label, on, onId, offId }: StatusRowProps) {
  return (
    <Stack direction="row" justifyContent="space-between" alignItems="center" spacing={2}>
      <Typography variant="body2">{label}</Typography>
      <Chip size="small" color={on ? 'success' : 'default'} variant={on ? 'filled' : 'outlined'} label={<FormattedMessage id={on ? onId : offId} />} />
    </Stack>
  );
}
