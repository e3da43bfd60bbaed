import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordResetRequestSchema, type PasswordResetRequest } from '@matchday/domain';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import { FormErrorAlert } from '../../../components/form/FormErrorAlert';
import { FormTextField } from '../../../components/form/FormTextField';
import { useSubmitError } from '../../../components/form/use-submit-error';
import { paths } from '../../../lib/paths';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthNotice } from './AuthNotice';

export function ForgotPasswordForm() {
  const intl = useIntl();
  const request = useRequestPasswordReset();
  const { control, handleSubmit, setError } = useForm<z.input<typeof PasswordResetRequestSchema>, unknown, PasswordResetRequest>({
    resolver: zodResolver(PasswordResetRequestSchema),
    defaultValues: { email: '' },
  });
  const submitError = useSubmitError(setError, ['email']);

  const onSubmit = handleSubmit((values) => {
    submitError.clear();
    request.mutate(values, { onError: submitError.fail });
  });

  if (request.isSuccess) {
    return <AuthNotice severity="success" message="auth.forgot.sent" action="auth.backToLogin" to={paths.login} />;
  }

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
      <FormErrorAlert error={submitError.error} />
      <FormTextField control={control} name="email" type="email" label={intl.formatMessage({ id: 'auth.fields.email' })} autoComplete="email" autoFocus />
      <Button type="submit" variant="contained" size="large" loading={request.isPending} fullWidth>
        <FormattedMessage id="auth.forgot.submit" />
      </Button>
    </Stack>
  );
}
