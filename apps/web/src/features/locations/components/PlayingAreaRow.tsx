import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import UnarchiveOutlined from '@mui/icons-material/UnarchiveOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AreaDraft } from './playing-areas';
import { RowIconButton } from '../../../components/form/RowIconButton';

interface PlayingAreaRowProps {
  area: AreaDraft;
  index: number;
  count: number;
  /** The sport's 'Field name' label. */
  label: string;
  /** What the row is called in button names when its name is blank ('Field 3'). */
  fallbackName: string;
  error: string | undefined;
  autoFocus: boolean;
  onRename: (name: string) => void;
  onBlur: () => void;
  onMove: (delta: number) => void;
  onToggleArchived: () => void;
  onRemove: () => void;
}

/** One playing area in the location form: its place, its name and what can be done with it. */
export function PlayingAreaRow({
  area,
  index,
  count,
  label,
  fallbackName,
  error,
  autoFocus,
  onRename,
  onBlur,
  onMove,
  onToggleArchived,
  onRemove,
}: PlayingAreaRowProps) {
  const intl = useIntl();
  const name = area.name.trim() || fallbackName;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      alignItems={{ sm: 'flex-start' }}
      sx={{ p: 1.5, borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: area.archived ? 'action.hover' : 'background.paper' }}
    >
      <Stack direction="row" spacing={1.5} alignItems="flex-start" sx={{ flex: 1, minWidth: 0 }}>
        <Box
          aria-hidden
          sx={{
            mt: 1,
            width: 28,
            height: 28,
            flexShrink: 0,
            display: 'grid',
            placeItems: 'center',
            borderRadius: '50%',
            bgcolor: 'action.selected',
            typography: 'caption',
            fontWeight: 700,
          }}
        >
          {index + 1}
        </Box>
        <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
          <TextField
            size="small"
            label={label}
            value={area.name}
            onChange={(event) => onRename(event.target.value)}
            onBlur={onBlur}
            onFocus={(event) => autoFocus && event.target.select()}
            autoFocus={autoFocus}
            required
            error={Boolean(error)}
            helperText={error}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 60 } }}
          />
          {(area.archived || area.games_count > 0) && (
            <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
              {area.archived && <Chip size="small" label={<FormattedMessage id="locations.areas.archived" />} />}
              {area.games_count > 0 && (
                <Chip
                  size="small"
                  variant="outlined"
                  color="info"
                  label={<FormattedMessage id="locations.areas.games" values={{ count: area.games_count }} />}
                />
              )}
            </Stack>
          )}
        </Stack>
      </Stack>
      <Stack direction="row" spacing={0.5} justifyContent="flex-end" sx={{ pt: { sm: 0.5 } }}>
        <RowIconButton title={intl.formatMessage({ id: 'locations.areas.moveUp' }, { name })} disabled={index === 0} onClick={() => onMove(-1)}>
          <ArrowUpwardRounded fontSize="small" />
        </RowIconButton>
        <RowIconButton title={intl.formatMessage({ id: 'locations.areas.moveDown' }, { name })} disabled={index === count - 1} onClick={() => onMove(1)}>
          <ArrowDownwardRounded fontSize="small" />
        </RowIconButton>
        <RowIconButton
          title={intl.formatMessage({ id: area.archived ? 'locations.areas.restore' : 'locations.areas.archive' }, { name })}
          onClick={onToggleArchived}
        >
          {area.archived ? <UnarchiveOutlined fontSize="small" /> : <ArchiveOutlined fontSize="small" />}
        </RowIconButton>
        <RowIconButton title={intl.formatMessage({ id: 'locations.areas.remove' }, { name })} onClick={onRemove} color="error">
          <DeleteOutlineRounded fontSize="small" />
        </RowIconButton>
      </Stack>
    </Stack>
  );
}
