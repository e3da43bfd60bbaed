import Link from '@mui/material/Link';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths';

export function BackToLoginLink() {
  return (
    <Link component={RouterLink} to={paths.login} underline="hover" fontWeight={600}>
      <FormattedMessage id="auth.backToLogin" />
    </Link>
  );
}
