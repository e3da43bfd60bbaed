import type { Executor } from '../../db/database.js';
import { findLeague } from '../leagues/league-access.js';
import { leagueMoney, owedBy } from './league-money.js';

/** What each registration's person owes (owedBy), for pages outside the Payments tab: one ledger read per league. */
export async function balancesOf(
  db: Executor,
  clubId: string,
  registrations: readonly { id: string; leagueId: string }[],
  now: Date,
): Promise<Map<string, number>> {
  const balances = new Map<string, number>();
  for (const leagueId of new Set(registrations.map((registration) => registration.leagueId))) {
    const money = await leagueMoney(db, await findLeague(db, clubId, leagueId), now);
    for (const registration of registrations.filter((row) => row.leagueId === leagueId)) balances.set(registration.id, owedBy(money, registration.id));
  }
  return balances;
}
