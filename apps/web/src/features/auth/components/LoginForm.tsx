import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoginRequestSchema, type LoginRequest } from '@matchday/domain';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormErrorAlert } from '../../../components/form/FormErrorAlert';
import { FormTextField } from '../../../components/form/FormTextField';
import { PasswordField } from '../../../components/form/PasswordField';
import { useSubmitError } from '../../../components/form/use-submit-error';
import { useAuth } from '../../../lib/auth/use-auth';
import { readLoginState, type LoginState } from './login-state';
import { paths } from '../../../lib/paths';
import { returnPathIn, signedInDestination } from '../../../lib/auth/access';

export function LoginForm() {
  const intl = useIntl();
  const { login, logout } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const state = readLoginState(location.state);
  const { control, handleSubmit, setError, formState } = useForm<z.input<typeof LoginRequestSchema>, unknown, LoginRequest>({
    resolver: zodResolver(LoginRequestSchema),
    defaultValues: { email: state.email ?? '', password: '' },
  });
  const submitError = useSubmitError(setError, ['email', 'password']);

  const onSubmit = handleSubmit(async ({ email, password }) => {
    submitError.clear();
    try {
      const user = await login(email, password);
      const destination = signedInDestination(user.roles, returnPathIn(location.state));
      if (destination === paths.login) {
        // An account without a club has nothing to open: sign it out again and say why.
        await logout();
        const next: LoginState = { email, noClub: true };
        navigate(paths.login, { replace: true, state: next });
        return;
      }
      navigate(destination, { replace: true });
    } catch (error) {
      submitError.fail(error);
    }
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
      {state.noClub && (
        <Alert severity="warning" variant="outlined">
          <FormattedMessage id="auth.login.noClub" />
        </Alert>
      )}
      {state.registered && (
        <Alert severity="success" variant="outlined">
          <FormattedMessage id="auth.login.registered" />
        </Alert>
      )}
      {state.passwordReset && (
        <Alert severity="success" variant="outlined">
          <FormattedMessage id="auth.login.passwordReset" />
        </Alert>
      )}
      <FormErrorAlert error={submitError.error} />
      <FormTextField control={control} name="email" type="email" label={intl.formatMessage({ id: 'auth.fields.email' })} autoComplete="username" autoFocus={!state.email} />
      <Stack spacing={0.75}>
        <PasswordField control={control} name="password" label={intl.formatMessage({ id: 'auth.fields.password' })} autoComplete="current-password" autoFocus={Boolean(state.email)} />
        <Link component={RouterLink} to={paths.forgotPassword} variant="body2" underline="hover" sx={{ alignSelf: 'flex-end' }}>
          <FormattedMessage id="auth.login.forgotPassword" />
        </Link>
      </Stack>
      <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting} fullWidth>
        <FormattedMessage id="auth.login.submit" />
      </Button>
    </Stack>
  );
}
