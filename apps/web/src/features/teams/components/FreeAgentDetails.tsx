import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate, type RegistrationWithTeam } from '@matchday/domain';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { recordPaths } from '../../../lib/record-paths';
import { PaymentStatusChip } from './PaymentStatusChip';

interface FreeAgentDetailsProps {
  slug: string;
  timezone: string;
  registration: RegistrationWithTeam;
}

/** The free agent's contact, registration date, player record and payment status. */
export function FreeAgentDetails({ slug, timezone, registration }: FreeAgentDetailsProps) {
  const intl = useIntl();
  const { player } = registration;
  return (
    <Card variant="outlined" component="section" aria-labelledby="free-agent-details-title" sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id="free-agent-details-title" variant="h6" component="h2" gutterBottom>
          <FormattedMessage id="teams.freeAgentPage.details" />
        </Typography>
        <Stack spacing={1.5}>
          <Detail label={intl.formatMessage({ id: 'teams.column.email' })}>{player.email}</Detail>
          <Detail label={intl.formatMessage({ id: 'teams.column.phone' })}>{player.phone ?? '—'}</Detail>
          <Detail label={intl.formatMessage({ id: 'teams.column.registered' })}>{formatDate(registration.created_at, timezone)}</Detail>
          <Detail label={intl.formatMessage({ id: 'teams.freeAgentPage.playerRecord' })}>
            <Link component={RouterLink} to={recordPaths.player(slug, player.id)} underline="hover">
              <FormattedMessage id="teams.freeAgentPage.openPlayer" />
            </Link>
          </Detail>
          <Detail label={intl.formatMessage({ id: 'teams.column.payment' })}>
            <PaymentStatusChip registration={registration} />
          </Detail>
        </Stack>
      </CardContent>
    </Card>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Box sx={{ typography: 'body2', overflowWrap: 'anywhere' }}>{children}</Box>
    </Box>
  );
}
