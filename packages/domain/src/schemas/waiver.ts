import { z } from 'zod';
import { text } from './common.js';

/** The longest waiver text a club may keep (a few pages). */
export const MAX_WAIVER_LENGTH = 20_000;

/** The club's registration waiver as its admin edits it: the text in force ('' when the club has none) and its versions. */
export const WaiverSchema = z
  .object({
    body: z.string(),
    /** The SHA-256 of the text in force, which a registrant's acceptance keeps; null when the club has no waiver. */
    sha256: z.string().nullable(),
    /** When the newest version was saved; null when no version ever was. */
    updated_at: z.string().nullable(),
    /** How many versions were saved, removing the waiver included. */
    version_count: z.number().int(),
  })
  .meta({ id: 'Waiver' });
export type Waiver = z.infer<typeof WaiverSchema>;

/** A new waiver text; '' means the club has no waiver. An unchanged text saves no new version. */
export const WaiverInputSchema = z.strictObject({ body: text().trim().max(MAX_WAIVER_LENGTH) }).meta({ id: 'WaiverText' });
export type WaiverInput = z.infer<typeof WaiverInputSchema>;
