import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordResetRequestSchema, type PasswordResetRequest } from '@matchday/domain';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { FormErrorAlert } from '../../../components/form/FormErrorAlert';
import { FormTextField } from '../../../components/form/FormTextField';
import { useSubmitError } from '../../../components/form/use-submit-error';
import { useRequestPasswordReset } from '../api/request-password-reset';

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
    return (
      <Stack spacing={3}>
        <Alert severity="success" variant="outlined">
          <FormattedMessage id="auth.forgot.sent" />
        </Alert>
        <Button component={RouterLink} to="/login" variant="contained" size="large" fullWidth>
          <FormattedMessage id="auth.backToLogin" />
        </Button>
      </Stack>
    );
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
