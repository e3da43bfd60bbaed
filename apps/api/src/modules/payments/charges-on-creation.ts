import { chargeName, dateInTimezone, newRegistrationCharges, newTeamCharges, type FeeLine } from '@matchday/domain';
import type { Executor } from '../../db/database.js';
import type { Actor } from '../audit/recorder.js';
import type { LeagueRow } from '../leagues/league-access.js';
import { recordMoney, type MoneyMovement } from './ledger.js';
import { priceListOf, productFor } from './price-list.js';

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

/**
 * The fees teams and registrations the admin creates owe (issue 19 §4), into the ledger in the creating transaction:
 * what the payment mode charges (newTeamCharges, newRegistrationCharges), each charge naming its product like a
 * registration's from the club site. A free league writes nothing.
 */
export async function chargeOnCreation(
  tx: Executor,
  { league, actor, at, timezone }: CreationContext,
  created: { teams?: readonly CreatedTeam[]; registrations?: readonly CreatedRegistration[] },
): Promise<void> {
  const pricing = priceListOf(league);
  const today = dateInTimezone(at, timezone);
  const owed: { line: FeeLine; teamId: string | null; registrationId: string | null }[] = [];
  for (const team of created.teams ?? [])
    for (const line of newTeamCharges(pricing, today, team.rosterSize)) owed.push({ line, teamId: team.id, registrationId: null });
  for (const registration of created.registrations ?? [])
    for (const line of newRegistrationCharges(pricing, today, registration.rosterAfterJoin))
      owed.push({ line, teamId: registration.teamId, registrationId: line.owner === 'registration' ? registration.id : null });
  const movements: MoneyMovement[] = [];
  // One after the other: the products are read and made on the transaction's one connection.
  for (const { line, teamId, registrationId } of owed) {
    const description = `${chargeName(line)} — ${league.name}`;
    const productId = await productFor(tx, league, { kind: line.kind, name: description, priceCents: line.unit_cents, at });
    movements.push({ kind: 'charge', amountCents: line.amount_cents, quantity: line.quantity, productId, description, teamId, registrationId });
  }
  if (movements.length) await recordMoney(tx, { league, actor, at }, movements);
}
