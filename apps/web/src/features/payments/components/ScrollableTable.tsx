import TableContainer from '@mui/material/TableContainer';
import type { ReactNode } from 'react';

/**
 * A wide table inside its own horizontal scroll, so a phone scrolls the table and never the page. The
 * region is named and focusable: a keyboard user can scroll it with the arrow keys.
 */
export function ScrollableTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableContainer
      role="region"
      aria-label={label}
      tabIndex={0}
      sx={{ overflowX: 'auto', '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid', outlineOffset: -2 } }}
    >
      {children}
    </TableContainer>
  );
}
