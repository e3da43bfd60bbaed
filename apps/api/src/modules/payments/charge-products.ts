import { chargeName, type ChargeLine } from '@matchday/domain';
import type { Executor } from '../../db/database.js';
import type { LeagueRow } from '../leagues/league-access.js';
import { productFor } from './price-list.js';

/** What a charge's product is called: the charge's name and the league's. */
const productName = (charge: ChargeLine, leagueName: string): string => `${chargeName(charge)} — ${leagueName}`;

/**
 * Each charge with the product it sells: an add-on the admin's, a fee the league's product of its name and price (made
 * on its first sale). Whatever else an item carries (whose balance it goes on) comes along.
 */
export async function chargesWithProducts<T extends { charge: ChargeLine }>(
  tx: Executor,
  league: LeagueRow,
  items: readonly T[],
  at: Date,
): Promise<(T & { productId: string; productName: string })[]> {
  const sold: (T & { productId: string; productName: string })[] = [];
  // One after the other: the products are read and made on the transaction's one connection.
  for (const item of items) {
    const { charge } = item;
    const name = productName(charge, league.name);
    const productId =
      charge.kind === 'add_on' ? charge.product_id! : await productFor(tx, league, { kind: charge.kind, name, priceCents: charge.unit_cents, at });
    sold.push({ ...item, productId, productName: name });
  }
  return sold;
}
