import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import type { MessageId } from '../../../i18n/messages';
import { GRID_SPACING } from '@matchday/domain';

interface AuthNoticeProps {
  severity: AlertColor;
  message: MessageId;
  action: MessageId;
  to: string;
}

/** What an auth card shows instead of its form once there is nothing left to fill in: a notice and the one way on. */
export function AuthNotice({ severity, message, action, to }: AuthNoticeProps) {
  return (
    <Stack spacing={GRID_SPACING}>
      <Alert severity={severity} variant="outlined">
        <FormattedMessage id={message} />
      </Alert>
      <Button component={RouterLink} to={to} variant="contained" size="large" fullWidth>
        <FormattedMessage id={action} />
      </Button>
    </Stack>
  );
}
