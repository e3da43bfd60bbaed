import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { ANNOUNCEMENT_SEVERITIES } from '@matchday/domain';
import { useController, useWatch, type Control } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormSelect } from '../../../components/form/FormSelect';
import { FormTextField } from '../../../components/form/FormTextField';
import { SettingsSection } from '../../../components/form/SettingsSection';
import type { MessageId } from '../../../i18n/messages';
import type { SiteFormValues } from './site-form';

const SEVERITY_LABELS: Record<(typeof ANNOUNCEMENT_SEVERITIES)[number], MessageId> = {
  info: 'siteContent.announcement.info',
  success: 'siteContent.announcement.success',
  warning: 'siteContent.announcement.warning',
};

/** When the bar shows: from, until (either may be left empty). */
const WINDOW = [
  { name: 'announcement.starts_at', label: 'siteContent.announcement.startsAt', hint: 'siteContent.announcement.startsAtHint' },
  { name: 'announcement.ends_at', label: 'siteContent.announcement.endsAt', hint: 'siteContent.announcement.endsAtHint' },
] as const;

/** The bar across the top of every page: on or off, its words and look, and when it shows (in the club's timezone). */
export function AnnouncementTab({ control, timezone }: { control: Control<SiteFormValues>; timezone: string }) {
  const intl = useIntl();
  const enabled = useController({ control, name: 'announcement.enabled' });
  const [text, severity] = useWatch({ control, name: ['announcement.text', 'announcement.severity'] });
  const on = enabled.field.value;

  return (
    <Card variant="outlined">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <SettingsSection titleId="siteContent.announcement.title" descriptionId="siteContent.announcement.hint">
          <FormControlLabel
            control={<Switch checked={on} onChange={(event) => enabled.field.onChange(event.target.checked)} onBlur={enabled.field.onBlur} />}
            label={intl.formatMessage({ id: 'siteContent.announcement.enabled' })}
          />
          {on && (
            <Stack spacing={2.5}>
              <FormTextField
                control={control}
                name="announcement.text"
                label={intl.formatMessage({ id: 'siteContent.announcement.text' })}
                required
                multiline
                minRows={2}
                slotProps={{ htmlInput: { maxLength: 200 } }}
              />
              <FormSelect
                control={control}
                name="announcement.severity"
                label={intl.formatMessage({ id: 'siteContent.announcement.severity' })}
                options={ANNOUNCEMENT_SEVERITIES.map((value) => ({ value, label: intl.formatMessage({ id: SEVERITY_LABELS[value] }) }))}
              />
              <Grid container spacing={2}>
                {WINDOW.map(({ name, label, hint }) => (
                  <Grid key={name} size={{ xs: 12, sm: 6 }}>
                    <FormTextField
                      control={control}
                      name={name}
                      type="datetime-local"
                      label={intl.formatMessage({ id: label })}
                      helperText={intl.formatMessage({ id: hint })}
                      slotProps={{ inputLabel: { shrink: true } }}
                    />
                  </Grid>
                ))}
              </Grid>
              <Typography variant="body2" color="text.secondary">
                <FormattedMessage id="siteContent.timesIn" values={{ timezone }} />
              </Typography>
              {text.trim() && (
                <Stack spacing={0.75}>
                  <Typography variant="caption" color="text.secondary">
                    <FormattedMessage id="siteContent.announcement.preview" />
                  </Typography>
                  <Alert severity={severity} variant="filled">
                    {text}
                  </Alert>
                </Stack>
              )}
            </Stack>
          )}
        </SettingsSection>
      </CardContent>
    </Card>
  );
}
