import Box from '@mui/material/Box';
import type { KeyboardEvent, MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import type { ShownImage } from './shown-image';

/** How far one arrow key press moves the point; with Shift, a finer step. */
const STEP = 0.05;
const FINE_STEP = 0.01;

const clamp = (value: number) => Math.min(1, Math.max(0, Math.round(value * 100) / 100));

const MOVES: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

interface FocalPointPickerProps {
  image: ShownImage;
  alt: string;
  /** Where the subject is, as fractions of the width and height (0..1). */
  x: number;
  y: number;
  onChange: (x: number, y: number) => void;
  onBlur?: () => void;
}

/**
 * The hero image with its focal point: a click puts the point there, the arrow keys move it (Shift for
 * finer steps). Narrow screens crop the image around it. For assistive technology it is a slider whose
 * value is the horizontal position, its text both positions.
 */
export function FocalPointPicker({ image, alt, x, y, onChange, onBlur }: FocalPointPickerProps) {
  const intl = useIntl();
  const percent = (value: number) => Math.round(value * 100);

  const click = (event: MouseEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    onChange(clamp((event.clientX - box.left) / box.width), clamp((event.clientY - box.top) / box.height));
  };
  const key = (event: KeyboardEvent<HTMLElement>) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const step = event.shiftKey ? FINE_STEP : STEP;
    onChange(clamp(x + move[0] * step), clamp(y + move[1] * step));
  };

  return (
    <Box
      role="slider"
      tabIndex={0}
      aria-label={intl.formatMessage({ id: 'siteContent.focal.label' })}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent(x)}
      aria-valuetext={intl.formatMessage({ id: 'siteContent.focal.value' }, { x: percent(x), y: percent(y) })}
      onClick={click}
      onKeyDown={key}
      onBlur={onBlur}
      sx={(theme) => ({
        position: 'relative',
        display: 'block',
        lineHeight: 0,
        borderRadius: 2,
        overflow: 'hidden',
        cursor: 'crosshair',
        bgcolor: 'action.hover',
        '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
      })}
    >
      <Box
        component="img"
        src={image.src}
        srcSet={image.srcSet}
        sizes="(max-width: 900px) 100vw, 640px"
        alt={alt}
        draggable={false}
        sx={{ display: 'block', width: 1, height: 'auto', maxHeight: 420, objectFit: 'contain', userSelect: 'none' }}
      />
      <Box
        aria-hidden
        data-testid="focal-marker"
        // Inline: the point moves with every key press, and a style class per position would pile up.
        style={{ left: `${percent(x)}%`, top: `${percent(y)}%` }}
        sx={{
          position: 'absolute',
          width: 28,
          height: 28,
          transform: 'translate(-50%, -50%)',
          borderRadius: '50%',
          border: '3px solid #fff',
          boxShadow: '0 0 0 2px rgba(0,0,0,0.65), 0 2px 8px rgba(0,0,0,0.5)',
          pointerEvents: 'none',
          '&::after': {
            content: '""',
            position: 'absolute',
            inset: '50%',
            width: 6,
            height: 6,
            transform: 'translate(-50%, -50%)',
            borderRadius: '50%',
            bgcolor: '#fff',
          },
        }}
      />
    </Box>
  );
}

/** How the hero is cropped on a wide screen and on a phone, around the focal point. */
export function CropPreviews({ image, x, y }: { image: ShownImage; x: number; y: number }) {
  const intl = useIntl();
  const crops = [
    { id: 'siteContent.focal.wide', ratio: '16 / 6', width: { xs: 1, sm: 0.62 } },
    { id: 'siteContent.focal.phone', ratio: '9 / 14', width: { xs: 0.45, sm: 0.22 } },
  ] as const;
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-end' }}>
      {crops.map((crop) => (
        <Box key={crop.id} component="figure" sx={{ m: 0, width: crop.width }}>
          <Box
            component="img"
            src={image.src}
            srcSet={image.srcSet}
            sizes="320px"
            alt=""
            sx={{
              display: 'block',
              width: 1,
              aspectRatio: crop.ratio,
              objectFit: 'cover',
              objectPosition: `${Math.round(x * 100)}% ${Math.round(y * 100)}%`,
              borderRadius: 1.5,
              border: 1,
              borderColor: 'divider',
            }}
          />
          <Box component="figcaption" sx={{ typography: 'caption', color: 'text.secondary', mt: 0.5 }}>
            {intl.formatMessage({ id: crop.id })}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
