import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { RegisterRequestSchema, newRegistrationKey } from '@matchday/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormErrorAlert } from '../../../components/form/FormErrorAlert';
import { FormTextField } from '../../../components/form/FormTextField';
import { NewPasswordField } from '../../../components/form/NewPasswordField';
import { useSubmitError } from '../../../components/form/use-submit-error';
import { useAuth } from '../../../lib/auth/use-auth';
import type { LoginState } from './login-state';
import { paths } from '../../../lib/paths';

// The id is not typed by the user: a PIN-like value generated in the browser (spec §3), the sign-up's idempotency key.
const RegisterFormSchema = RegisterRequestSchema.omit({ id: true });

export function RegisterForm() {
  const intl = useIntl();
  const { register } = useAuth();
  const navigate = useNavigate();
  // One key for the form's life: submitting again after a lost answer is recognised as the same sign-up.
  const [registrationKey] = useState(newRegistrationKey);
  const { control, handleSubmit, setError, formState } = useForm<z.input<typeof RegisterFormSchema>, unknown, z.output<typeof RegisterFormSchema>>({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const submitError = useSubmitError(setError, ['firstName', 'lastName', 'email', 'password']);

  const onSubmit = handleSubmit(async (values) => {
    submitError.clear();
    try {
      const user = await register({ id: registrationKey, ...values });
      const next: LoginState = { email: user.email, registered: true };
      navigate(paths.login, { state: next });
    } catch (error) {
      submitError.fail(error);
    }
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
      <FormErrorAlert error={submitError.error} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={control} name="firstName" label={intl.formatMessage({ id: 'auth.fields.firstName' })} autoComplete="given-name" autoFocus />
        <FormTextField control={control} name="lastName" label={intl.formatMessage({ id: 'auth.fields.lastName' })} autoComplete="family-name" />
      </Stack>
      <FormTextField control={control} name="email" type="email" label={intl.formatMessage({ id: 'auth.fields.email' })} autoComplete="email" />
      <NewPasswordField control={control} name="password" label={intl.formatMessage({ id: 'auth.fields.password' })} />
      <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting} fullWidth>
        <FormattedMessage id="auth.register.submit" />
      </Button>
    </Stack>
  );
}
