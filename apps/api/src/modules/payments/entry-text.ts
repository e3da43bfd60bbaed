import { LEDGER_HEADS } from '@matchday/domain';

/** A ledger entry's description with the admin's note (or reason) after it, when there is one. */
export const withNote = (text: string, note: string | null) => (note ? `${text} (${note})` : text);

/**
 * A ledger entry's description: its head ('Cash payment'), what it is for (the league), the note. The domain's
 * ledgerTextOf reads these back for pages in other languages, so every writer names its entries through here.
 */
export const entryDescription = (topic: keyof typeof LEDGER_HEADS, subject: string, note: string | null = null) =>
  withNote(`${LEDGER_HEADS[topic]} — ${subject}`, note);
