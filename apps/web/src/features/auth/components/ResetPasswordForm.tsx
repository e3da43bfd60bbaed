import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { ResetPasswordSchema, type ResetPassword } from '@matchday/domain';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormErrorAlert } from '../../../components/form/FormErrorAlert';
import { NewPasswordField } from '../../../components/form/NewPasswordField';
import { PasswordField } from '../../../components/form/PasswordField';
import { useSubmitError } from '../../../components/form/use-submit-error';
import { isApiError } from '../../../lib/api-client';
import { useResetPassword } from '../api/reset-password';
import { linkChunk } from '../../../components/form/link-chunk';
import type { LoginState } from './login-state';
import { paths } from '../../../lib/paths';

export function ResetPasswordForm({ token }: { token: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const { control, handleSubmit, setError } = useForm<z.input<typeof ResetPasswordSchema>, unknown, ResetPassword>({
    resolver: zodResolver(ResetPasswordSchema),
    defaultValues: { token, password: '', password_confirmation: '' },
  });
  const submitError = useSubmitError(setError, ['password', 'password_confirmation']);
  const invalidToken = isApiError(submitError.error) && submitError.error.code === 'invalid_reset_token';

  const onSubmit = handleSubmit((values) => {
    submitError.clear();
    reset.mutate(values, {
      onSuccess: () => {
        const next: LoginState = { passwordReset: true };
        navigate(paths.login, { replace: true, state: next });
      },
      onError: submitError.fail,
    });
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
      {invalidToken ? (
        <Alert severity="error" variant="outlined">
          <FormattedMessage id="auth.reset.invalidToken" values={{ link: linkChunk(paths.forgotPassword) }} />
        </Alert>
      ) : (
        <FormErrorAlert error={submitError.error} />
      )}
      <NewPasswordField control={control} name="password" label={intl.formatMessage({ id: 'auth.fields.newPassword' })} autoFocus />
      <PasswordField
        control={control}
        name="password_confirmation"
        label={intl.formatMessage({ id: 'auth.fields.confirmPassword' })}
        autoComplete="new-password"
      />
      <Button type="submit" variant="contained" size="large" loading={reset.isPending} fullWidth>
        <FormattedMessage id="auth.reset.submit" />
      </Button>
    </Stack>
  );
}
