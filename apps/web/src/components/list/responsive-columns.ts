import type { Breakpoint } from '@mui/material/styles';

/**
 * The cells of a column a narrower window drops, header and body alike, so the table fits its card instead of
 * scrolling sideways (spec §1): shown from `from` up. What the column held stays one click away (the record's page).
 */
export const columnFrom = (from: Breakpoint) => ({ display: { xs: 'none', [from]: 'table-cell' } });

/** A table's least width, kept from `from` up: below it the table is as wide as the columns it still shows. */
export const minWidthFrom = (width: number, from: Breakpoint = 'sm') => ({ minWidth: { [from]: width } });
