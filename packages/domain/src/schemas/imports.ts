import { z } from 'zod';
import { text } from './common.js';
import { fieldMessage } from '../validation-messages.js';

/** POST /api/{slug}/leagues/{leagueId}/import: the CSV text (ROSTER_CSV_COLUMNS). All rows are written, or none. */
export const RosterImportInputSchema = z
  .strictObject({
    csv: text()
      .min(1, { message: fieldMessage('required') })
      .max(1_000_000),
  })
  .meta({ id: 'RosterImportInput' });
export type RosterImportInput = z.infer<typeof RosterImportInputSchema>;

export const RosterImportResultSchema = z
  .object({
    rows: z.number().int(),
    teams_created: z.number().int(),
    players_created: z.number().int(),
    registrations_created: z.number().int(),
  })
  .meta({ id: 'RosterImportResult' });
export type RosterImportResult = z.infer<typeof RosterImportResultSchema>;
