import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoginRequestSchema, type LoginRequest } from '@matchday/domain';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import { FormErrorAlert } from './form/FormErrorAlert';
import { PasswordField } from './form/PasswordField';
import { useSubmitError } from './form/use-submit-error';

interface SessionExpiredDialogProps {
  /** The account whose session ended: the sign-in is for it only, so what waits is sent as the same user. */
  email: string;
  /** Signs in again; resolves once the new session is installed (the waiting calls then go again). */
  onSignIn: (password: string) => Promise<void>;
  /** Gives up the page: signs out, and /login brings the user back here afterwards. */
  onLeave: () => void;
}

/**
 * Asked over the page when a call finds the session expired or revoked, so the page and what was typed
 * into it stay as they are. Only its buttons close it: Escape or a click outside would leave the calls
 * waiting with no way to answer them. The password lives in this form's state only, never in storage.
 */
export default function SessionExpiredDialog({ email, onSignIn, onLeave }: SessionExpiredDialogProps) {
  const intl = useIntl();
  const titleId = useId();
  const descriptionId = useId();
  const { control, handleSubmit, setError, formState } = useForm<z.input<typeof LoginRequestSchema>, unknown, LoginRequest>({
    resolver: zodResolver(LoginRequestSchema),
    defaultValues: { email, password: '' },
  });
  const submitError = useSubmitError(setError, ['password']);

  const onSubmit = handleSubmit(async ({ password }) => {
    submitError.clear();
    try {
      await onSignIn(password);
    } catch (error) {
      submitError.fail(error);
    }
  });

  return (
    <Dialog open aria-labelledby={titleId} aria-describedby={descriptionId} maxWidth="xs" fullWidth>
      <Stack component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>
          <FormattedMessage id="auth.expired.title" />
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.5}>
            <DialogContentText id={descriptionId}>
              <FormattedMessage id="auth.expired.description" />
            </DialogContentText>
            <FormErrorAlert error={submitError.error} />
            {/* Shown, not editable: another account signs in through /login (Sign in as someone else). */}
            <TextField
              value={email}
              label={intl.formatMessage({ id: 'auth.fields.email' })}
              type="email"
              autoComplete="username"
              fullWidth
              slotProps={{ htmlInput: { readOnly: true } }}
            />
            <PasswordField
              control={control}
              name="password"
              label={intl.formatMessage({ id: 'auth.fields.password' })}
              autoComplete="current-password"
              autoFocus
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
          <Button onClick={onLeave} disabled={formState.isSubmitting}>
            <FormattedMessage id="auth.expired.otherAccount" />
          </Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            <FormattedMessage id="auth.login.submit" />
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
