import type { ReactNode } from 'react';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/messages';

interface SettingsSectionProps {
  titleId: MessageId;
  descriptionId: MessageId;
  children: ReactNode;
}

/** One block of a settings form: what it is about on the left, its fields on the right (stacked on phones). */
export function SettingsSection({ titleId, descriptionId, children }: SettingsSectionProps) {
  return (
    <Grid container spacing={{ xs: 2, md: 4 }}>
      <Grid size={{ xs: 12, md: 4 }}>
        <Typography variant="subtitle1" component="h2" fontWeight={600}>
          <FormattedMessage id={titleId} />
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id={descriptionId} />
        </Typography>
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <Stack spacing={2.5}>{children}</Stack>
      </Grid>
    </Grid>
  );
}
