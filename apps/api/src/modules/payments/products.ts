import { and, eq } from 'drizzle-orm';
import { newId, type ChargeLine } from '@matchday/domain';
import type { Executor } from '../../db/database.js';
import { products } from '../../db/schema.js';
import type { LeagueRow } from '../leagues/league-access.js';

const NAMES: Record<ChargeLine['kind'], string> = { team_fee: 'Team fee', player_fee: 'Player fee', player_share: 'Player share' };

/**
 * The league's product for a kind of charge at its price: what an order item sells. Made from the league's payment
 * mode and fees on first sale; a changed fee makes a new product, so past orders keep what they bought.
 */
export async function productFor(tx: Executor, league: LeagueRow, kind: ChargeLine['kind'], priceCents: number, at: Date): Promise<string> {
  const [existing] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.leagueId, league.id), eq(products.kind, kind), eq(products.priceCents, priceCents), eq(products.active, true)));
  if (existing) return existing.id;
  const id = newId();
  await tx
    .insert(products)
    .values({ id, clubId: league.clubId, leagueId: league.id, kind, name: `${NAMES[kind]} — ${league.name}`, priceCents, createdAt: at });
  return id;
}
