import CheckRounded from '@mui/icons-material/CheckRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Tooltip from '@mui/material/Tooltip';
import { useIntl } from 'react-intl';
import { PRESET_COLORS, type PresetColor } from '../../stores/preferences-schema';
import { PRESETS } from '../../theme/presets';

export function PresetPicker({
  value,
  mode,
  onChange,
  labelledBy,
}: {
  value: PresetColor;
  mode: 'light' | 'dark';
  onChange(value: PresetColor): void;
  labelledBy: string;
}) {
  const intl = useIntl();
  return (
    <Box role="radiogroup" aria-labelledby={labelledBy} sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 1 }}>
      {PRESET_COLORS.map((preset) => {
        const colors = PRESETS[preset][mode];
        const name = intl.formatMessage({ id: `customization.preset_${preset}` });
        const selected = preset === value;
        return (
          <Tooltip key={preset} title={name}>
            <ButtonBase
              role="radio"
              aria-checked={selected}
              aria-label={name}
              onClick={() => onChange(preset)}
              sx={{
                aspectRatio: '1',
                borderRadius: '50%',
                background: `linear-gradient(135deg, ${colors.primary} 0 55%, ${colors.secondary} 55% 100%)`,
                boxShadow: (theme) => (selected ? `0 0 0 2px ${theme.palette.background.paper}, 0 0 0 4px ${colors.primary}` : 'none'),
                color: '#fff',
                transition: 'transform 120ms',
                '&:hover': { transform: 'scale(1.08)' },
              }}
            >
              {selected ? <CheckRounded fontSize="small" /> : null}
            </ButtonBase>
          </Tooltip>
        );
      })}
    </Box>
  );
}
