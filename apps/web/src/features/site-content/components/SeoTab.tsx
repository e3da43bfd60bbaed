import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { SiteMedia } from '@matchday/domain';
import { useWatch, type Control } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormTextField } from '../../../components/form/FormTextField';
import { SettingsSection } from '../../../components/form/SettingsSection';
import { SavedImageField } from './SavedImageField';
import type { SiteFormValues } from './site-form';

const TITLE_MAX = 70;
const DESCRIPTION_MAX = 160;

interface SeoTabProps {
  control: Control<SiteFormValues>;
  media: Record<string, SiteMedia>;
  /** What a search result shows without a title of the site's own. */
  clubName: string;
  /** The live site's address, as a search result shows it. */
  publicUrl: string;
}

/** How the site shows in search results and when it is shared: its title, description and sharing image. */
export function SeoTab({ control, media, clubName, publicUrl }: SeoTabProps) {
  const intl = useIntl();
  const [title, description] = useWatch({ control, name: ['seo.title', 'seo.description'] });
  const count = (length: number, max: number) => intl.formatMessage({ id: 'siteContent.seo.count' }, { count: length, max });

  return (
    <Card variant="outlined">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <SettingsSection titleId="siteContent.seo.title" descriptionId="siteContent.seo.hint">
          <FormTextField
            control={control}
            name="seo.title"
            label={intl.formatMessage({ id: 'siteContent.seo.pageTitle' })}
            helperText={count(title.length, TITLE_MAX)}
            slotProps={{ htmlInput: { maxLength: TITLE_MAX } }}
          />
          <FormTextField
            control={control}
            name="seo.description"
            label={intl.formatMessage({ id: 'siteContent.seo.description' })}
            helperText={count(description.length, DESCRIPTION_MAX)}
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: DESCRIPTION_MAX } }}
          />
          <SearchResultPreview title={title.trim() || clubName} description={description.trim()} url={publicUrl} />
        </SettingsSection>
        <Divider sx={{ my: 3 }} />
        <SettingsSection titleId="siteContent.seo.shareTitle" descriptionId="siteContent.seo.shareHint">
          <SavedImageField
            control={control}
            fileName="files.share_image"
            savedName="seo.share_media_id"
            media={media}
            label={intl.formatMessage({ id: 'siteContent.seo.shareImage' })}
            removeLabel={intl.formatMessage({ id: 'siteContent.seo.removeShareImage' })}
            thumbnailSx={{ width: { xs: 96, sm: 160 }, aspectRatio: '1.91 / 1', objectFit: 'cover' }}
            sizes="160px"
          />
        </SettingsSection>
      </CardContent>
    </Card>
  );
}

/** A search result as the title and description would make it. */
function SearchResultPreview({ title, description, url }: { title: string; description: string; url: string }) {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return (
    <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2, minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
        <FormattedMessage id="siteContent.seo.preview" />
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {`${origin}${url}`}
      </Typography>
      <Typography variant="subtitle1" color="primary" sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {description && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {description}
        </Typography>
      )}
    </Box>
  );
}
