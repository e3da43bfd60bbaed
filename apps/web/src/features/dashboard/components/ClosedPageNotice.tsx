import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import type { Club } from '@matchday/domain';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router';
import { closedPageOf } from '../../../lib/closed-page';
import { clubPagePath } from '../../../lib/routes';

/**
 * Why the dashboard opened instead of the page asked for: Leagues & Tournaments stays closed until the club has
 * finished its Stripe onboarding (spec §4), and the admin is told so, with the way to finish it.
 */
export function ClosedPageNotice({ club }: { club: Club }) {
  const { state } = useLocation();
  if (closedPageOf(state) === null || club.stripe_connect.onboarding_done) return null;
  return (
    <Alert
      severity="info"
      role="status"
      action={
        <Button component={RouterLink} to={clubPagePath(club.slug, 'connect')} color="inherit" size="small">
          <FormattedMessage id="dashboard.closed.finish" />
        </Button>
      }
    >
      <AlertTitle>
        <FormattedMessage id="dashboard.closed.title" />
      </AlertTitle>
      <FormattedMessage id="dashboard.closed.body" />
    </Alert>
  );
}
