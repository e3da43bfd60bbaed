import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { SITE_IMAGE_MAX_BYTES } from '@matchday/domain';
import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { SITE_IMAGE_TYPES } from './image-file';

interface ImageDropZoneProps {
  /** What the image is for ('Hero image'): the start of the zone's text, and so of its name. */
  label: string;
  /** Whether there is an image already: the zone offers to replace it. */
  hasImage: boolean;
  error?: string;
  onFile: (file: File) => void;
  /** A thumbnail of the current image, shown in the zone. */
  children?: ReactNode;
  dense?: boolean;
}

const MAX_MB = SITE_IMAGE_MAX_BYTES / 1024 / 1024;

/**
 * Where an image is chosen: a button that opens the file picker, and a target a file can be dropped on. Its name is
 * the text it shows, what the image is for then what to do ('Hero image Drag an image here…'), so a voice user can
 * say what they see (WCAG 2.5.3). Its two lines are spans, as a button holds phrasing content only: the space between
 * them keeps their last and first words apart in the name.
 */
export function ImageDropZone({ label, hasImage, error, onFile, children, dense = false }: ImageDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const hintId = useId();
  const errorId = useId();

  const take = (files: FileList | null | undefined) => {
    const file = files?.[0];
    if (file) onFile(file);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    take(event.dataTransfer.files);
  };

  return (
    <Stack spacing={0.5}>
      <ButtonBase
        onClick={() => input.current?.click()}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        sx={(theme) => ({
          width: 1,
          justifyContent: 'flex-start',
          textAlign: 'start',
          gap: 2,
          p: dense ? 1.5 : 2.5,
          minHeight: dense ? 72 : 120,
          borderRadius: 2,
          border: '2px dashed',
          borderColor: error ? 'error.main' : over ? 'primary.main' : 'divider',
          bgcolor: over ? alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.16 : 0.06) : 'transparent',
          transition: theme.transitions.create(['border-color', 'background-color']),
          '&:hover': { borderColor: 'primary.main' },
          '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
        })}
      >
        {children ?? (
          <Box component="span" sx={{ display: 'grid', placeItems: 'center', color: 'primary.main', flexShrink: 0 }}>
            <AddPhotoAlternateOutlined fontSize={dense ? 'medium' : 'large'} />
          </Box>
        )}
        <Box component="span" sx={{ display: 'block', minWidth: 0 }}>
          <Typography component="span" variant="subtitle2" sx={{ display: 'block' }}>
            {label}
          </Typography>{' '}
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            <FormattedMessage id={hasImage ? 'siteContent.image.replace' : 'siteContent.image.choose'} />
          </Typography>
        </Box>
      </ButtonBase>
      <FormHelperText id={hintId} sx={{ mx: 0 }}>
        <FormattedMessage id="siteContent.image.hint" values={{ max: MAX_MB }} />
      </FormHelperText>
      {error && (
        <FormHelperText id={errorId} error sx={{ mx: 0 }}>
          {error}
        </FormHelperText>
      )}
      <input
        ref={input}
        type="file"
        hidden
        accept={SITE_IMAGE_TYPES.join(',')}
        onChange={(event) => {
          take(event.target.files);
          event.target.value = '';
        }}
      />
    </Stack>
  );
}
