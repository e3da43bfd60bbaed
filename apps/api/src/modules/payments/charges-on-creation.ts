import { dateInTimezone, newRegistrationCharges, newTeamCharges, type FeeLine } from '@matchday/domain';
import type { Executor } from '../../db/database.js';
import type { Actor } from '../audit/recorder.js';
import type { LeagueRow } from '../leagues/league-access.js';
import { recordMoney, type MoneyMovement } from './ledger.js';
import { chargesWithProducts } from './charge-products.js';
import { priceListOf } from './price-list.js';

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
  const owed: { charge: FeeLine; teamId: string | null; registrationId: string | null }[] = [];
  for (const team of created.teams ?? [])
    for (const charge of newTeamCharges(pricing, today, team.rosterSize)) owed.push({ charge, teamId: team.id, registrationId: null });
  for (const registration of created.registrations ?? [])
    for (const charge of newRegistrationCharges(pricing, today, registration.rosterAfterJoin))
      owed.push({ charge, teamId: registration.teamId, registrationId: charge.owner === 'registration' ? registration.id : null });
  const movements: MoneyMovement[] = (await chargesWithProducts(tx, league, owed, at)).map(({ charge, productId, productName, teamId, registrationId }) => ({
    kind: 'charge',
    amountCents: charge.amount_cents,
    quantity: charge.quantity,
    productId,
    description: productName,
    teamId,
    registrationId,
  }));
  if (movements.length) await recordMoney(tx, { league, actor, at }, movements);
}
