import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { customers, ledgerEntries, orderItems, orders } from '../../db/schema.js';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

/** The club's customer for an e-mail, made on first payment (the unique e-mail index keeps one per club). */
export async function upsertCustomer(
  tx: Executor,
  row: { id: string; clubId: string; playerId: string | null; email: string; name: string; createdAt: Date },
): Promise<string> {
  await tx.insert(customers).values(row).onConflictDoNothing();
  const [customer] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.clubId, row.clubId), sql`lower(${customers.email}) = ${row.email.toLowerCase()}`));
  return customer!.id;
}

export async function insertOrder(
  tx: Executor,
  order: typeof orders.$inferInsert,
  items: readonly Omit<typeof orderItems.$inferInsert, 'orderId'>[],
): Promise<void> {
  await tx.insert(orders).values(order);
  if (items.length) await tx.insert(orderItems).values(items.map((item) => ({ ...item, orderId: order.id })));
}

export async function findOrder(db: Executor, orderId: string, lock = false): Promise<OrderRow | undefined> {
  const query = db.select().from(orders).where(eq(orders.id, orderId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findOrderBySession(db: Executor, sessionId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.checkoutSessionId, sessionId));
  return row;
}

export function itemsOf(db: Executor, orderId: string): Promise<OrderItemRow[]> {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.id);
}

/** The order's Checkout session, and its hold kept until the session's end (never shortened). */
export async function setCheckoutSession(db: Executor, orderId: string, session: { id: string; url: string | null; expiresAt: Date }): Promise<void> {
  await db
    .update(orders)
    .set({
      checkoutSessionId: session.id,
      checkoutUrl: session.url,
      expiresAt: sql`greatest(${orders.expiresAt}, ${session.expiresAt.toISOString()}::timestamptz)`,
    })
    .where(eq(orders.id, orderId));
}

/** The pending balance order asked from this registration, if any. */
export async function pendingBalanceOrder(db: Executor, registrationId: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.paysBalanceOf, registrationId), eq(orders.status, 'pending')));
  return row;
}

/** Moves a pending order on; false when it was no longer pending (a replay, or the other outcome came first). */
export async function settleOrder(
  tx: Executor,
  orderId: string,
  status: 'paid' | 'expired' | 'canceled',
  changes: Partial<Pick<OrderRow, 'paidAt' | 'paymentIntentId' | 'endReason'>> = {},
): Promise<boolean> {
  const updated = await tx
    .update(orders)
    .set({ status, ...changes })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
    .returning({ id: orders.id });
  return updated.length > 0;
}

/** The customer an order is for. */
export async function customerOf(db: Executor, customerId: string) {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId));
  return row!;
}

/** A pending order's unpaid charges go when its hold is released: the registration never happened. */
export async function deleteChargesOfOrder(tx: Executor, orderId: string): Promise<void> {
  await tx.delete(ledgerEntries).where(and(eq(ledgerEntries.orderId, orderId), eq(ledgerEntries.kind, 'charge')));
}

export function ordersOfLeague(db: Executor, leagueId: string) {
  return db
    .select({ order: orders, customerName: customers.name, customerEmail: customers.email })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.leagueId, leagueId))
    .orderBy(sql`${orders.createdAt} desc`);
}

export function ordersOfCustomerEmail(db: Executor, clubId: string, email: string) {
  return db
    .select({ order: orders })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(and(eq(orders.clubId, clubId), sql`lower(${customers.email}) = ${email.toLowerCase()}`))
    .orderBy(sql`${orders.createdAt} desc`);
}

/** Keeps the card a customer agreed, at checkout, to be charged later without them (players_pay remainders). */
export async function saveOffSessionCard(
  tx: Executor,
  customerId: string,
  card: { stripeCustomerId: string; paymentMethodId: string; at: Date },
): Promise<void> {
  await tx
    .update(customers)
    .set({ stripeCustomerId: card.stripeCustomerId, stripePaymentMethodId: card.paymentMethodId, offSessionConsentAt: card.at })
    .where(eq(customers.id, customerId));
}

/** The club's customer who is this player (a team's captain), with any saved card. */
export async function customerOfPlayer(db: Executor, clubId: string, playerId: string) {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.clubId, clubId), eq(customers.playerId, playerId)));
  return row;
}
