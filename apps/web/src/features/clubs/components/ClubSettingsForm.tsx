import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Club, GRID_SPACING } from '@matchday/domain';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormActions } from '../../../components/form/FormActions';
import { FormErrorAlert } from '../../../components/form/FormErrorAlert';
import { FormTextField } from '../../../components/form/FormTextField';
import { UnsavedChangesDialog } from '../../../components/form/UnsavedChangesDialog';
import { labelledFields } from '../../../components/form/stale-save/labelled-fields';
import { StaleSaveDialog } from '../../../components/form/stale-save/StaleSaveDialog';
import { useStaleSave } from '../../../components/form/stale-save/use-stale-save';
import { useSubmitError } from '../../../components/form/use-submit-error';
import { useUnsavedChangesGuard } from '../../../components/form/use-unsaved-changes-guard';
import type { MessageId } from '../../../i18n/messages';
import { useNotify } from '../../../lib/notify';
import { readClub, useUpdateClub } from '../api/update-club';
import { ClubSettingsFormSchema, clubSettingsDefaults, clubSettingsFormData, type ClubSettingsInput, type ClubSettingsValues } from './club-settings-form';
import { LogoField } from './LogoField';
import { SportField } from './SportField';
import { TimezoneField } from '../../../components/form/TimezoneField';
import { SettingsSection } from '../../../components/form/SettingsSection';

const FIELDS = ['name', 'timezone', 'contact_email', 'address', 'default_sport', 'logo'] as const;

/** The club's settings: profile, contact and play defaults, saved as one multipart PUT. */
export function ClubSettingsForm({ club }: { club: Club }) {
  const intl = useIntl();
  const notify = useNotify();
  const update = useUpdateClub(club.slug);
  const form = useForm<ClubSettingsInput, unknown, ClubSettingsValues>({
    resolver: zodResolver(ClubSettingsFormSchema),
    defaultValues: clubSettingsDefaults(club),
    mode: 'onChange',
  });
  const { control, handleSubmit, setError, reset, formState } = form;
  const stale = useStaleSave({ record: club, form, toValues: clubSettingsDefaults, reload: () => readClub(club.slug), resubmit: () => void onSubmit() });
  const submitError = useSubmitError(setError, FIELDS);
  const guard = useUnsavedChangesGuard({ isDirty: formState.isDirty, isSaving: update.isPending });
  const label = (id: MessageId) => intl.formatMessage({ id });

  const onSubmit = handleSubmit((values) => {
    submitError.clear();
    update.mutate(clubSettingsFormData(stale.versioned(values)), {
      onSuccess: (saved) => {
        stale.saved(saved);
        notify.success(intl.formatMessage({ id: 'clubs.settings.saved' }));
      },
      onError: stale.orElse(submitError.fail),
    });
  });

  return (
    <Stack component="form" noValidate spacing={GRID_SPACING} onSubmit={onSubmit}>
      <UnsavedChangesDialog guard={guard} />
      <StaleSaveDialog
        stale={stale}
        pending={update.isPending}
        fields={labelledFields<ClubSettingsInput>(intl, {
          name: 'clubs.settings.name',
          contact_email: 'clubs.settings.contactEmail',
          address: 'clubs.settings.address',
          timezone: 'clubs.settings.timezone',
          default_sport: 'clubs.settings.defaultSport',
        })}
      />
      <FormErrorAlert error={submitError.error} />
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
          <SettingsSection titleId="clubs.settings.profileSection" descriptionId="clubs.settings.profileSectionHint">
            <LogoField control={control} clubName={club.name} currentLogoUrl={club.logo_url} />
            <FormTextField control={control} name="name" label={label('clubs.settings.name')} required autoComplete="organization" />
          </SettingsSection>
          <Divider sx={{ my: 3 }} />
          <SettingsSection titleId="clubs.settings.contactSection" descriptionId="clubs.settings.contactSectionHint">
            <FormTextField control={control} name="contact_email" type="email" label={label('clubs.settings.contactEmail')} autoComplete="email" />
            <FormTextField control={control} name="address" label={label('clubs.settings.address')} multiline minRows={2} autoComplete="street-address" />
          </SettingsSection>
          <Divider sx={{ my: 3 }} />
          <SettingsSection titleId="clubs.settings.playSection" descriptionId="clubs.settings.playSectionHint">
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 6 }}>
                <TimezoneField control={control} name="timezone" />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <SportField control={control} />
              </Grid>
            </Grid>
          </SettingsSection>
        </CardContent>
        <Divider />
        <Stack
          direction={{ xs: 'column-reverse', sm: 'row' }}
          spacing={1.5}
          alignItems={{ sm: 'center' }}
          justifyContent="flex-end"
          sx={{ px: { xs: 2.5, sm: 3 }, py: 2 }}
        >
          {formState.isDirty && (
            <Typography variant="body2" color="text.secondary" sx={{ mr: { sm: 'auto' } }}>
              <FormattedMessage id="clubs.settings.unsaved" />
            </Typography>
          )}
          <FormActions isDirty={formState.isDirty} isPending={update.isPending} onCancel={() => reset()} />
        </Stack>
      </Card>
    </Stack>
  );
}
