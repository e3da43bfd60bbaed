/** A column of amounts: right-aligned, digits lined up, never wrapped. */
export const AMOUNT_CELL = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** A payments table's cells, header and body: narrower side padding on a phone, so the columns it keeps fit its card. */
export const PHONE_CELL_PADDING = { '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } } as const;
