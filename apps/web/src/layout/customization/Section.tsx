import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ py: 2, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
      {/* Under the panel's h2 title. */}
      <Typography id={id} variant="subtitle2" component="h3" sx={{ mb: 1.25, fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
