import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { LeagueSummary, SiteMedia } from '@matchday/domain';
import { useController, useWatch, type Control } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormTextField } from '../../../components/form/FormTextField';
import { FormErrorAlert } from '../../../components/form/FormErrorAlert';
import { SettingsSection } from '../../../components/form/SettingsSection';
import { useFieldErrorText } from '../../../components/form/use-field-error-text';
import { CtaFields } from './CtaFields';
import { CropPreviews, FocalPointPicker } from './FocalPointPicker';
import { ImageDropZone } from './ImageDropZone';
import { shownImage } from './shown-image';
import type { SiteFormValues } from './site-form';
import { ThemeColorField } from './ThemeColorField';
import { useImageFile } from './use-image-file';

interface HeroTabProps {
  control: Control<SiteFormValues>;
  media: Record<string, SiteMedia>;
  leagues: LeagueSummary[] | undefined;
  /** Takes the saved image out of the draft (DELETE …/remove-hero-image). */
  onRemoveSavedImage: () => void;
  removing: boolean;
  removeError: unknown;
}

/** The hero (image, focal point, words, call to action) and the club's colours. */
export function HeroTab({ control, media, leagues, onRemoveSavedImage, removing, removeError }: HeroTabProps) {
  const intl = useIntl();
  return (
    <Card variant="outlined">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <SettingsSection titleId="siteContent.hero.imageSection" descriptionId="siteContent.hero.imageSectionHint">
          <HeroImageField control={control} media={media} onRemoveSavedImage={onRemoveSavedImage} removing={removing} />
          <FormErrorAlert error={removeError} />
        </SettingsSection>
        <Divider sx={{ my: 3 }} />
        <SettingsSection titleId="siteContent.hero.textSection" descriptionId="siteContent.hero.textSectionHint">
          <FormTextField
            control={control}
            name="hero.headline"
            label={intl.formatMessage({ id: 'siteContent.hero.headline' })}
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
          <FormTextField
            control={control}
            name="hero.subheadline"
            label={intl.formatMessage({ id: 'siteContent.hero.subheadline' })}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 240 } }}
          />
          <CtaFields control={control} leagues={leagues} />
        </SettingsSection>
        <Divider sx={{ my: 3 }} />
        <SettingsSection titleId="siteContent.theme.section" descriptionId="siteContent.theme.sectionHint">
          <Grid container spacing={2.5}>
            <Grid size={{ xs: 12, md: 6 }}>
              <ThemeColorField control={control} name="theme.primary" label={intl.formatMessage({ id: 'siteContent.theme.primary' })} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <ThemeColorField control={control} name="theme.secondary" label={intl.formatMessage({ id: 'siteContent.theme.secondary' })} />
            </Grid>
          </Grid>
          <ThemeModeSwitch control={control} />
        </SettingsSection>
      </CardContent>
    </Card>
  );
}

function HeroImageField({ control, media, onRemoveSavedImage, removing }: Pick<HeroTabProps, 'control' | 'media' | 'onRemoveSavedImage' | 'removing'>) {
  const intl = useIntl();
  const file = useImageFile(control, 'files.hero_image');
  const mediaId = useWatch({ control, name: 'hero.media_id' });
  const focalX = useController({ control, name: 'hero.focal_x' });
  const focalY = useController({ control, name: 'hero.focal_y' });
  const alt = useWatch({ control, name: 'hero.alt' });
  const focalError = useFieldErrorText(focalX.fieldState.error ?? focalY.fieldState.error);
  const image = shownImage(file.chosenUrl, mediaId ? media[mediaId] : undefined);
  const hasImage = Boolean(file.file ?? mediaId);

  // A file chosen since the last save is simply put down; the saved image leaves the draft on the server.
  const remove = () => (file.file ? file.clear() : onRemoveSavedImage());

  return (
    <Stack spacing={2}>
      {image && (
        <Stack spacing={1}>
          <FocalPointPicker
            image={image}
            alt={alt}
            x={focalX.field.value}
            y={focalY.field.value}
            onChange={(x, y) => {
              focalX.field.onChange(x);
              focalY.field.onChange(y);
            }}
            onBlur={focalX.field.onBlur}
          />
          <Typography variant="body2" color={focalError ? 'error' : 'text.secondary'}>
            {focalError ?? <FormattedMessage id="siteContent.focal.hint" />}
          </Typography>
          <CropPreviews image={image} x={focalX.field.value} y={focalY.field.value} />
        </Stack>
      )}
      <ImageDropZone label={intl.formatMessage({ id: 'siteContent.hero.image' })} hasImage={hasImage} error={file.error} onFile={file.choose} />
      {hasImage && (
        <Button color="error" variant="outlined" startIcon={<DeleteOutline />} onClick={remove} loading={removing} sx={{ alignSelf: 'flex-start' }}>
          <FormattedMessage id={file.file ? 'siteContent.hero.removeChosen' : 'siteContent.hero.removeImage'} />
        </Button>
      )}
      <FormTextField
        control={control}
        name="hero.alt"
        label={intl.formatMessage({ id: 'siteContent.hero.alt' })}
        required={hasImage}
        helperText={intl.formatMessage({ id: 'siteContent.hero.altHint' })}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
    </Stack>
  );
}

function ThemeModeSwitch({ control }: { control: Control<SiteFormValues> }) {
  const intl = useIntl();
  const { field } = useController({ control, name: 'theme.mode' });
  return (
    <Stack spacing={0.5}>
      <FormControlLabel
        control={
          <Switch checked={field.value === 'dark'} onChange={(event) => field.onChange(event.target.checked ? 'dark' : 'light')} onBlur={field.onBlur} />
        }
        label={intl.formatMessage({ id: 'siteContent.theme.dark' })}
      />
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage id="siteContent.theme.darkHint" />
      </Typography>
    </Stack>
  );
}
