/** A ledger entry's description with the admin's note (or reason) after it, when there is one. */
export const withNote = (text: string, note: string | null) => (note ? `${text} (${note})` : text);
