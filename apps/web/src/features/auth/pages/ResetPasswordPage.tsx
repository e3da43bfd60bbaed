import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { AuthScreen } from '../components/AuthScreen';
import { BackToLoginLink } from '../components/BackToLoginLink';
import { ResetPasswordForm } from '../components/ResetPasswordForm';

export default function ResetPasswordPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <AuthScreen title={intl.formatMessage({ id: 'auth.reset.title' })} subtitle={<FormattedMessage id="auth.reset.subtitle" />} footer={<BackToLoginLink />}>
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <Stack spacing={3}>
          <Alert severity="warning" variant="outlined">
            <FormattedMessage id="auth.reset.missingToken" />
          </Alert>
          <Button component={RouterLink} to="/forgot-password" variant="contained" size="large" fullWidth>
            <FormattedMessage id="auth.reset.requestLink" />
          </Button>
        </Stack>
      )}
    </AuthScreen>
  );
}
