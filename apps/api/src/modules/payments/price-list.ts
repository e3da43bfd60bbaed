import type { AddOnOffer, PriceList } from '@matchday/domain';
import type { Executor } from '../../db/database.js';
import type { LeagueRow } from '../leagues/league-access.js';
import { addOnsOfLeagues } from './products-repository.js';

export { productFor } from './products-repository.js';

/** A league's fees, early-bird prices and deposit, as the domain prices a registration with them. */
type PricedLeague = Pick<
  LeagueRow,
  'paymentMode' | 'teamFeeCents' | 'playerFeeCents' | 'rosterMin' | 'earlyBirdUntil' | 'earlyBirdTeamFeeCents' | 'earlyBirdPlayerFeeCents' | 'depositCents'
>;

export const priceListOf = (league: PricedLeague): PriceList => ({
  payment_mode: league.paymentMode,
  team_fee_cents: league.teamFeeCents,
  player_fee_cents: league.playerFeeCents,
  roster_min: league.rosterMin,
  early_bird_until: league.earlyBirdUntil,
  early_bird_team_fee_cents: league.earlyBirdTeamFeeCents,
  early_bird_player_fee_cents: league.earlyBirdPlayerFeeCents,
  deposit_cents: league.depositCents,
});

export type AddOnOnSale = AddOnOffer & { description: string | null };

/** The add-ons each of some leagues sells now (those still on sale), in one read: the club site's pages. */
export async function addOnsOnSaleByLeague(db: Executor, leagueIds: readonly string[]): Promise<Map<string, AddOnOnSale[]>> {
  const byLeague = new Map<string, AddOnOnSale[]>(leagueIds.map((id) => [id, []]));
  for (const row of await addOnsOfLeagues(db, leagueIds, true))
    byLeague.get(row.leagueId)?.push({ id: row.id, name: row.name, description: row.description, price_cents: row.priceCents, max_quantity: row.maxQuantity });
  return byLeague;
}

/** The add-ons a registration may buy now, for the registration flow. */
export const addOnsOnSale = async (db: Executor, leagueId: string): Promise<AddOnOnSale[]> => (await addOnsOnSaleByLeague(db, [leagueId])).get(leagueId)!;
