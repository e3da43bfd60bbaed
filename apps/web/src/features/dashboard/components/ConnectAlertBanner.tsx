import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { deadlineIsNear, type Club } from '@matchday/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { dueDeadline, useConnectStatus } from '../../../lib/api/use-connect-status';
import { formatWordyDateTime } from '../../../lib/date-time-format';
import { clubPagePath } from '../../../lib/routes';
import { useNow } from '../../../lib/use-now';

/** Clubs learn of a restricted account before their players cannot pay: payments off, or a deadline coming. */
export function ConnectAlertBanner({ club }: { club: Club }) {
  const intl = useIntl();
  const now = useNow();
  const { data: status } = useConnectStatus(club);
  if (!status || status.state === 'not_connected' || status.state === 'onboarding_incomplete') return null;
  const deadline = dueDeadline(status);
  const restricted = !status.charges_enabled;
  if (!restricted && !deadlineIsNear(deadline, now)) return null;
  return (
    <Alert
      severity={restricted ? 'error' : 'warning'}
      action={
        <Button component={RouterLink} to={clubPagePath(club.slug, 'connect')} color="inherit" size="small">
          <FormattedMessage id="connect.banner.open" />
        </Button>
      }
    >
      {restricted || !deadline ? (
        <FormattedMessage id="connect.banner.restricted" />
      ) : (
        <FormattedMessage id="connect.banner.deadline" values={{ date: formatWordyDateTime(intl, deadline, club.timezone, 'long') }} />
      )}
    </Alert>
  );
}
