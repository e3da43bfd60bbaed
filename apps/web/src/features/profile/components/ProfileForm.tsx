import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { UpdateProfileSchema, type UpdateProfile, type User } from '@matchday/domain';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { FormActions } from '../../../components/form/FormActions';
import { FormErrorAlert } from '../../../components/form/FormErrorAlert';
import { FormTextField } from '../../../components/form/FormTextField';
import { UnsavedChangesDialog } from '../../../components/form/UnsavedChangesDialog';
import { useSubmitError } from '../../../components/form/use-submit-error';
import { useUnsavedChangesGuard } from '../../../components/form/use-unsaved-changes-guard';
import { useNotify } from '../../../lib/notify';
import { useAuth } from '../../../lib/auth/use-auth';
import { useUpdateProfile } from '../api/update-profile';
import { ProfileSection } from './ProfileSection';

const profileValues = (user: User): UpdateProfile => ({ first_name: user.first_name, last_name: user.last_name, email: user.email });

/** Name and email of the signed-in user (PUT /api/me). */
export function ProfileForm({ user }: { user: User }) {
  const intl = useIntl();
  const notify = useNotify();
  const { updateUser } = useAuth();
  const update = useUpdateProfile();
  const { control, handleSubmit, setError, reset, formState } = useForm<z.input<typeof UpdateProfileSchema>, unknown, UpdateProfile>({
    resolver: zodResolver(UpdateProfileSchema),
    defaultValues: profileValues(user),
  });
  const submitError = useSubmitError(setError, ['first_name', 'last_name', 'email']);
  const guard = useUnsavedChangesGuard({ isDirty: formState.isDirty, isSaving: update.isPending });

  const onSubmit = handleSubmit((values) => {
    submitError.clear();
    update.mutate(values, {
      onSuccess: (saved) => {
        updateUser(saved);
        reset(profileValues(saved));
        notify.success(intl.formatMessage({ id: 'profile.details.saved' }));
      },
      onError: submitError.fail,
    });
  });

  return (
    <ProfileSection
      title={intl.formatMessage({ id: 'profile.details.title' })}
      description={intl.formatMessage({ id: 'profile.details.description' })}
      onSubmit={onSubmit}
      footer={
        <>
          <FormActions isDirty={formState.isDirty} isPending={update.isPending} onCancel={() => reset()} />
        </>
      }
    >
      <UnsavedChangesDialog guard={guard} />
      <FormErrorAlert error={submitError.error} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={control} name="first_name" label={intl.formatMessage({ id: 'profile.details.firstName' })} autoComplete="given-name" required />
        <FormTextField control={control} name="last_name" label={intl.formatMessage({ id: 'profile.details.lastName' })} autoComplete="family-name" required />
      </Stack>
      <FormTextField control={control} name="email" type="email" label={intl.formatMessage({ id: 'profile.details.email' })} autoComplete="email" required />
    </ProfileSection>
  );
}
