import type { AddOnOffer, PriceList } from '@matchday/domain';
import type { Executor } from '../../db/database.js';
import type { LeagueRow } from '../leagues/league-access.js';
import { addOnsOfLeague } from './products-repository.js';

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

/** The add-ons a registration may buy now (those still on sale), for the registration flow. */
export async function addOnsOnSale(db: Executor, leagueId: string): Promise<(AddOnOffer & { description: string | null })[]> {
  const rows = await addOnsOfLeague(db, leagueId, true);
  return rows.map((row) => ({ id: row.id, name: row.name, description: row.description, price_cents: row.priceCents, max_quantity: row.maxQuantity }));
}
