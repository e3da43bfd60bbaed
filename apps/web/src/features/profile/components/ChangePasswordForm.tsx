import Button from '@mui/material/Button';
import { zodResolver } from '@hookform/resolvers/zod';
import { ChangePasswordSchema, type ChangePassword } from '@matchday/domain';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import { FormErrorAlert } from '../../../components/form/FormErrorAlert';
import { NewPasswordField } from '../../../components/form/NewPasswordField';
import { PasswordField } from '../../../components/form/PasswordField';
import { useSubmitError } from '../../../components/form/use-submit-error';
import { useNotify } from '../../../lib/notify';
import { useChangePassword } from '../api/change-password';
import { ProfileSection } from './ProfileSection';

const EMPTY: ChangePassword = { current_password: '', password: '', password_confirmation: '' };

/** Changes the signed-in user's password (PUT /api/me/password); other sessions are signed out by the server. */
export function ChangePasswordForm() {
  const intl = useIntl();
  const notify = useNotify();
  const change = useChangePassword();
  const { control, handleSubmit, setError, reset, formState } = useForm<z.input<typeof ChangePasswordSchema>, unknown, ChangePassword>({
    resolver: zodResolver(ChangePasswordSchema),
    defaultValues: EMPTY,
  });
  const submitError = useSubmitError(setError, ['current_password', 'password', 'password_confirmation']);

  const onSubmit = handleSubmit((values) => {
    submitError.clear();
    change.mutate(values, {
      onSuccess: () => {
        reset(EMPTY);
        notify.success(intl.formatMessage({ id: 'profile.password.saved' }));
      },
      onError: submitError.fail,
    });
  });

  return (
    <ProfileSection
      title={intl.formatMessage({ id: 'profile.password.title' })}
      description={intl.formatMessage({ id: 'profile.password.description' })}
      onSubmit={onSubmit}
      footer={
        <Button type="submit" variant="contained" disabled={!formState.isDirty} loading={change.isPending}>
          <FormattedMessage id="profile.password.submit" />
        </Button>
      }
    >
      <FormErrorAlert error={submitError.error} />
      <PasswordField
        control={control}
        name="current_password"
        label={intl.formatMessage({ id: 'profile.password.current' })}
        autoComplete="current-password"
        required
      />
      <NewPasswordField control={control} name="password" label={intl.formatMessage({ id: 'profile.password.new' })} required />
      <PasswordField
        control={control}
        name="password_confirmation"
        label={intl.formatMessage({ id: 'profile.password.confirm' })}
        autoComplete="new-password"
        required
      />
    </ProfileSection>
  );
}
