import HideImageOutlined from '@mui/icons-material/HideImageOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import type { SiteMedia } from '@matchday/domain';
import { useController, type Control } from 'react-hook-form';
import { ImageDropZone } from './ImageDropZone';
import { shownImage } from './shown-image';
import type { SiteFormValues } from './site-form';
import { useImageFile, type ImageFileName } from './use-image-file';

interface SavedImageFieldProps {
  control: Control<SiteFormValues>;
  /** The field of a file chosen since the last save. */
  fileName: ImageFileName;
  /** The field of the saved image's id. */
  savedName: 'seo.share_media_id' | `sponsors.${number}.logo_media_id`;
  media: Record<string, SiteMedia>;
  label: string;
  removeLabel: string;
  /** The thumbnail's size and fit in the drop zone. */
  thumbnailSx: SxProps<Theme>;
  sizes: string;
  dense?: boolean;
}

/** An image of the document that is replaced by dropping or choosing another, or taken off (saved with the draft). */
export function SavedImageField({ control, fileName, savedName, media, label, removeLabel, thumbnailSx, sizes, dense = false }: SavedImageFieldProps) {
  const file = useImageFile(control, fileName);
  const saved = useController({ control, name: savedName });
  const savedId = saved.field.value;
  const image = shownImage(file.chosenUrl, savedId ? media[savedId] : undefined);
  const remove = () => {
    file.clear();
    saved.field.onChange(null);
  };

  return (
    <Stack direction={dense ? { xs: 'column', sm: 'row' } : 'column'} spacing={1} alignItems={dense ? { sm: 'center' } : 'stretch'}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <ImageDropZone label={label} hasImage={Boolean(image)} error={file.error} onFile={file.choose} dense={dense}>
          {image && <Box component="img" src={image.src} srcSet={image.srcSet} sizes={sizes} alt="" sx={{ flexShrink: 0, borderRadius: 1, ...thumbnailSx }} />}
        </ImageDropZone>
      </Box>
      {image && (
        <Button color="error" startIcon={<HideImageOutlined />} onClick={remove} sx={{ alignSelf: 'flex-start' }}>
          {removeLabel}
        </Button>
      )}
    </Stack>
  );
}
