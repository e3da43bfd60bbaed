import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { FieldError, UseFormSetError } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { FormErrorAlert } from '../../../components/form/FormErrorAlert';
import { LiteTextField } from '../../../components/form/LiteTextField';
import { usePasswordVisibility } from '../../../components/form/password-visibility';
import { useFieldErrorText } from '../../../components/form/use-field-error-text';
import { useSubmitError } from '../../../components/form/use-submit-error';
import { returnPathIn, signedInDestination } from '../../../lib/auth/access';
import { useAuth } from '../../../lib/auth/use-auth';
import { paths } from '../../../lib/paths';
import { readLoginState, type LoginState } from './login-state';
import { validateLogin, type LoginErrors, type LoginField, type LoginValues } from './login-validation';

const FIELDS: readonly LoginField[] = ['email', 'password'];

/**
 * The sign-in form. It is the first screen of most visits, so it is built from light parts: plain state
 * rather than react-hook-form, MUI's input parts rather than TextField, and the shared schema (with zod)
 * loaded when the form is first sent (login-validation.ts). It behaves as the app's other forms do: checked
 * on submit, then again as a field changes; the first field in error takes the focus; the server's field
 * errors go under their fields, anything else above the form.
 */
export function LoginForm() {
  const intl = useIntl();
  const { login, logout } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const state = readLoginState(location.state);
  const [values, setValues] = useState<LoginValues>({ email: state.email ?? '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const inputs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
  // Checks finish in the order they were asked for only by chance: only the latest one's result counts.
  const latestCheck = useRef(0);
  const password = usePasswordVisibility();

  const setFieldError: UseFormSetError<LoginValues> = (field, error, options) => {
    if (field !== 'email' && field !== 'password') return;
    setErrors((current) => ({ ...current, [field]: { type: error.type ?? 'server', message: error.message } satisfies FieldError }));
    if (options?.shouldFocus) inputs[field].current?.focus();
  };
  const submitError = useSubmitError(setFieldError, FIELDS);

  const check = async (next: LoginValues) => {
    const run = ++latestCheck.current;
    const result = await validateLogin(next);
    return run === latestCheck.current ? result : null;
  };

  const change = (field: LoginField) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (!submitted) return;
    void check(next).then((result) => {
      if (result) setErrors((current) => ({ ...current, [field]: 'errors' in result ? result.errors[field] : undefined }));
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitted(true);
    setSubmitting(true);
    try {
      const result = await check(values);
      if (!result) return;
      if ('errors' in result) {
        setErrors(result.errors);
        const first = FIELDS.find((field) => result.errors[field]);
        if (first) inputs[first].current?.focus();
        return;
      }
      setErrors({});
      submitError.clear();
      const { email, password: secret } = result.request;
      const user = await login(email, secret);
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
    } finally {
      setSubmitting(false);
    }
  };

  const emailError = useFieldErrorText(errors.email);
  const passwordError = useFieldErrorText(errors.password);

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={submit}>
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
      <LiteTextField
        name="email"
        type="email"
        label={intl.formatMessage({ id: 'auth.fields.email' })}
        autoComplete="username"
        autoFocus={!state.email}
        value={values.email}
        onChange={change('email')}
        inputRef={inputs.email}
        error={Boolean(errors.email)}
        helperText={emailError}
      />
      <Stack spacing={0.75}>
        <LiteTextField
          name="password"
          type={password.type}
          label={intl.formatMessage({ id: 'auth.fields.password' })}
          autoComplete="current-password"
          autoFocus={Boolean(state.email)}
          value={values.password}
          onChange={change('password')}
          inputRef={inputs.password}
          error={Boolean(errors.password)}
          helperText={passwordError}
          endAdornment={password.toggle}
        />
        <Link component={RouterLink} to={paths.forgotPassword} variant="body2" underline="hover" sx={{ alignSelf: 'flex-end' }}>
          <FormattedMessage id="auth.login.forgotPassword" />
        </Link>
      </Stack>
      <Button type="submit" variant="contained" size="large" loading={submitting} fullWidth>
        <FormattedMessage id="auth.login.submit" />
      </Button>
    </Stack>
  );
}
