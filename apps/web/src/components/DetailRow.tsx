import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A label and its value on one line (stacked when the value is long). */
export function DetailRow({ label, value }: { label: ReactNode; value: ReactNode }) {
  return (
    <Stack direction="row" justifyContent="space-between" alignItems="baseline" spacing={2}>
      <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography variant="body2" fontWeight={600} component="div" sx={{ textAlign: 'end', overflowWrap: 'anywhere', minWidth: 0 }}>
        {value}
      </Typography>
    </Stack>
  );
}
