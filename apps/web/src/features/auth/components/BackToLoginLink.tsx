import Link from '@mui/material/Link';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';

export function BackToLoginLink() {
  return (
    <Link component={RouterLink} to="/login" underline="hover" fontWeight={600}>
      <FormattedMessage id="auth.backToLogin" />
    </Link>
  );
}
