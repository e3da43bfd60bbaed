import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { newId } from '@matchday/domain';
import type { Executor } from '../../db/database.js';
import { ledgerEntries, products } from '../../db/schema.js';
import type { LeagueRow } from '../leagues/league-access.js';
import { updateVersioned } from '../../lib/row-version.js';

export type ProductRow = typeof products.$inferSelect;
type FeeKind = 'team_fee' | 'player_fee' | 'player_share' | 'deposit';

/**
 * The league's product for a fee at its price: what an order item and a charge sell. Made on first sale from the
 * league's payment mode and fees (early-bird prices and deposits are products of their own); a changed fee makes a
 * new product, so past orders keep what they bought.
 */
export async function productFor(tx: Executor, league: LeagueRow, sale: { kind: FeeKind; name: string; priceCents: number; at: Date }): Promise<string> {
  const [existing] = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.leagueId, league.id),
        eq(products.kind, sale.kind),
        eq(products.name, sale.name),
        eq(products.priceCents, sale.priceCents),
        eq(products.active, true),
      ),
    );
  if (existing) return existing.id;
  const id = newId();
  await tx
    .insert(products)
    .values({ id, clubId: league.clubId, leagueId: league.id, kind: sale.kind, name: sale.name, priceCents: sale.priceCents, createdAt: sale.at });
  return id;
}

/** The add-ons of some leagues, in the order they were made; with `onSale`, only those still sold. */
export function addOnsOfLeagues(db: Executor, leagueIds: readonly string[], onSale = false): Promise<ProductRow[]> {
  if (leagueIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(products)
    .where(and(inArray(products.leagueId, [...leagueIds]), eq(products.kind, 'add_on'), ...(onSale ? [eq(products.active, true)] : [])))
    .orderBy(asc(products.createdAt), asc(products.id));
}

/** How many of each add-on of the league are bought: the quantities of their charges still in the ledger. */
export async function addOnsSold(db: Executor, leagueId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ productId: ledgerEntries.productId, sold: sql<number>`coalesce(sum(${ledgerEntries.quantity}), 0)::int` })
    .from(ledgerEntries)
    .innerJoin(products, eq(products.id, ledgerEntries.productId))
    .where(and(eq(ledgerEntries.leagueId, leagueId), eq(ledgerEntries.kind, 'charge'), eq(products.kind, 'add_on')))
    .groupBy(ledgerEntries.productId);
  return new Map(rows.map((row) => [row.productId!, row.sold]));
}

export async function findAddOn(db: Executor, leagueId: string, productId: string): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.leagueId, leagueId), eq(products.id, productId), eq(products.kind, 'add_on')));
  return row;
}

export async function insertAddOn(tx: Executor, row: Omit<typeof products.$inferInsert, 'kind'>): Promise<void> {
  await tx.insert(products).values({ ...row, kind: 'add_on' });
}

/** A change to an add-on over the version it was read at, as its next version; false when another write came first. */
export function updateAddOn(
  tx: Executor,
  productId: string,
  changes: Partial<Pick<ProductRow, 'name' | 'description' | 'priceCents' | 'maxQuantity' | 'active'>>,
  version: number,
): Promise<boolean> {
  return updateVersioned(tx, products, productId, changes, version);
}

/** The ids of a league's add-on products: the charges the ledger tells apart from fees. */
export async function addOnIds(db: Executor, leagueId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.leagueId, leagueId), eq(products.kind, 'add_on')));
  return new Set(rows.map((row) => row.id));
}
