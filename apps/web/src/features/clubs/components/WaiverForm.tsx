import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { WaiverInputSchema, type Waiver, type WaiverInput } from '@matchday/domain';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormActions } from '../../../components/form/FormActions';
import { FormErrorAlert } from '../../../components/form/FormErrorAlert';
import { FormTextField } from '../../../components/form/FormTextField';
import { SettingsSection } from '../../../components/form/SettingsSection';
import { useSubmitError } from '../../../components/form/use-submit-error';
import { formatDateTime } from '../../../components/history/format-date-time';
import { useNotify } from '../../../lib/notify';
import { useSaveWaiver } from '../api/waiver';

const FIELDS = ['body'] as const;

interface WaiverFormProps {
  slug: string;
  timezone: string;
  waiver: Waiver;
}

/** The club's registration waiver: one text, each saved change a new version that later registrants accept. */
export function WaiverForm({ slug, timezone, waiver }: WaiverFormProps) {
  const intl = useIntl();
  const notify = useNotify();
  const save = useSaveWaiver(slug);
  const { control, handleSubmit, setError, reset, formState } = useForm<WaiverInput>({
    resolver: zodResolver(WaiverInputSchema),
    defaultValues: { body: waiver.body },
    mode: 'onChange',
  });
  const submitError = useSubmitError(setError, FIELDS);

  const onSubmit = handleSubmit((values) => {
    submitError.clear();
    save.mutate(values, {
      // The saved text (trimmed) is the form's new starting point, also when it was unchanged and no version was added.
      onSuccess: (saved) => {
        reset({ body: saved.body });
        notify.success(intl.formatMessage({ id: 'clubs.waiver.saved' }));
      },
      onError: submitError.fail,
    });
  });

  return (
    <Card variant="outlined" component="form" noValidate onSubmit={onSubmit}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <SettingsSection titleId="clubs.waiver.title" descriptionId="clubs.waiver.description">
          <FormErrorAlert error={submitError.error} />
          <FormTextField
            control={control}
            name="body"
            label={intl.formatMessage({ id: 'clubs.waiver.body' })}
            helperText={intl.formatMessage({ id: 'clubs.waiver.bodyHint' })}
            multiline
            minRows={6}
            maxRows={20}
          />
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {waiver.sha256 && waiver.updated_at ? (
              <FormattedMessage id="clubs.waiver.version" values={{ version: waiver.version_count, date: formatDateTime(intl, waiver.updated_at, timezone) }} />
            ) : (
              <FormattedMessage id="clubs.waiver.none" />
            )}
          </Typography>
        </SettingsSection>
      </CardContent>
      <Divider />
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} justifyContent="flex-end" sx={{ px: { xs: 2.5, sm: 3 }, py: 2 }}>
        <FormActions isDirty={formState.isDirty} isPending={save.isPending} onCancel={() => reset()} saveId="clubs.waiver.save" />
      </Stack>
    </Card>
  );
}
