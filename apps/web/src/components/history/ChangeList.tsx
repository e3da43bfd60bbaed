import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ChangeLine } from './audit-changes';

// Long creations (a league has twenty fields) fold after this many lines.
const FOLDED_LINES = 6;

/** The changed fields of one entry, 'Field: before → after', folded when long. */
export function ChangeList({ lines }: { lines: readonly ChangeLine[] }) {
  const [open, setOpen] = useState(false);
  if (lines.length === 0) return null;
  const shown = open ? lines : lines.slice(0, FOLDED_LINES);
  return (
    <Stack spacing={0.5}>
      <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
        {shown.map((line) => (
          <Typography key={line.field} component="li" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {line.label}:
            </Box>{' '}
            {line.before !== null && (
              <Box component="span" sx={{ textDecoration: line.after !== null ? 'line-through' : 'none', color: 'text.secondary' }}>
                {line.before}
              </Box>
            )}
            {line.before !== null && line.after !== null && (
              <Box component="span" aria-hidden sx={{ mx: 0.75, color: 'text.disabled' }}>
                →
              </Box>
            )}
            {line.after !== null && (
              <Box component="span" sx={{ fontWeight: 600 }}>
                {line.after}
              </Box>
            )}
          </Typography>
        ))}
      </Box>
      {lines.length > FOLDED_LINES && (
        <Button size="small" onClick={() => setOpen((value) => !value)} sx={{ alignSelf: 'flex-start', px: 0.5, minWidth: 0 }}>
          <FormattedMessage id={open ? 'audit.entry.showFewer' : 'audit.entry.showAll'} values={{ count: lines.length }} />
        </Button>
      )}
    </Stack>
  );
}
