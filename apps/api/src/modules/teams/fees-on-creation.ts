import type { Executor } from '../../db/database.js';
import type { Actor } from '../audit/recorder.js';
import type { LeagueRow } from '../leagues/league-access.js';

/**
 * What teams asks of whoever keeps the money when the admin creates teams or registrations (issue 19 §4, §7): charge
 * them what the league's payment mode charges, in the creating transaction. Teams declares it; payments implements it
 * and the composition root hands it in, so teams never imports payments (payments reads teams, not the other way).
 */
export interface CreatedTeam {
  id: string;
  /** Its roster as created (players moved onto it included). */
  rosterSize: number;
}

export interface CreatedRegistration {
  id: string;
  teamId: string | null;
  /** The roster of the existing team it joined, with it; null for a free agent or a player created with their new team. */
  rosterAfterJoin: number | null;
}

export interface CreationContext {
  league: LeagueRow;
  actor: Actor;
  at: Date;
  /** The club's timezone, for the day the prices of (early bird or not) are read. */
  timezone: string;
}

export type ChargeOnCreation = (
  tx: Executor,
  context: CreationContext,
  created: { teams?: readonly CreatedTeam[]; registrations?: readonly CreatedRegistration[] },
) => Promise<void>;
