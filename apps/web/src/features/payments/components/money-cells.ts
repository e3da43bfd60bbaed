/** A column of amounts: right-aligned, digits lined up, never wrapped. */
export const AMOUNT_CELL = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
