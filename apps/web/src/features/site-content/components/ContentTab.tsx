import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import type { SiteMedia } from '@matchday/domain';
import type { Control } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { FormTextField } from '../../../components/form/FormTextField';
import { SettingsSection } from '../../../components/form/SettingsSection';
import { FaqEditor } from './FaqEditor';
import { RichText } from './RichText';
import type { SiteFormValues } from './site-form';
import { SponsorsEditor } from './SponsorsEditor';

interface ContentTabProps {
  control: Control<SiteFormValues>;
  media: Record<string, SiteMedia>;
}

/** The text sections' content: About, the FAQ, the sponsors and how to reach the club. */
export function ContentTab({ control, media }: ContentTabProps) {
  const intl = useIntl();
  return (
    <Card variant="outlined">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <SettingsSection titleId="siteContent.about.title" descriptionId="siteContent.about.hint">
          <RichText control={control} name="about" label={intl.formatMessage({ id: 'siteContent.about.label' })} minHeight={200} />
        </SettingsSection>
        <Divider sx={{ my: 3 }} />
        <SettingsSection titleId="siteContent.faq.title" descriptionId="siteContent.faq.hint">
          <FaqEditor control={control} />
        </SettingsSection>
        <Divider sx={{ my: 3 }} />
        <SettingsSection titleId="siteContent.sponsors.title" descriptionId="siteContent.sponsors.hint">
          <SponsorsEditor control={control} media={media} />
        </SettingsSection>
        <Divider sx={{ my: 3 }} />
        <SettingsSection titleId="siteContent.contact.title" descriptionId="siteContent.contact.hint">
          <FormTextField
            control={control}
            name="contact.email"
            type="email"
            label={intl.formatMessage({ id: 'siteContent.contact.email' })}
            autoComplete="email"
          />
          <FormTextField
            control={control}
            name="contact.phone"
            type="tel"
            label={intl.formatMessage({ id: 'siteContent.contact.phone' })}
            autoComplete="tel"
            slotProps={{ htmlInput: { maxLength: 40 } }}
          />
          <FormTextField
            control={control}
            name="contact.address"
            label={intl.formatMessage({ id: 'siteContent.contact.address' })}
            multiline
            minRows={2}
            autoComplete="street-address"
            slotProps={{ htmlInput: { maxLength: 300 } }}
          />
        </SettingsSection>
      </CardContent>
    </Card>
  );
}
