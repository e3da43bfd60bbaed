import { newId, ORDER_END_REASONS, type OrderEndReason } from '@matchday/domain';
import type { Executor } from '../../db/database.js';
import type { JobQueue } from '../../lib/jobs/job-queue.js';
import { addMinutes } from '../../lib/clock.js';
import {
  customerOf,
  deleteChargesOfOrder,
  findOrder,
  insertOrder,
  itemsOf,
  ordersOfCustomerEmail,
  pendingBalanceOrder,
  settleOrder,
  upsertCustomer,
  type OrderItemRow,
  type OrderRow,
} from './orders-repository.js';

export type { OrderItemRow, OrderRow };

/** What other modules (registration) may do with orders: place one, read it, attach its checkout, settle it. */

export interface PlaceOrder {
  clubId: string;
  /** For the links the expiry job e-mails (a waitlist offer). */
  clubSlug: string;
  leagueId: string;
  customer: { playerId: string | null; email: string; name: string };
  teamId: string | null;
  /** The registration whose balance the order pays; null when it pays the team's. */
  registrationId: string | null;
  items: readonly { productId?: string | null; description: string; quantity: number; unitCents: number; amountCents: number }[];
  applicationFeeCents: number;
  stripeAccountId: string;
  remainderConsent: boolean;
  /** A balance order: the registration whose Pay asked for it (one pending such order each, by the database). */
  paysBalanceOf?: string | null;
  /** The address the checkout was asked from (open checkouts per address are limited). */
  requestIp?: string | null;
  /** The end of the hold; the order's expiry job runs a minute later. */
  expiresAt: Date;
  at: Date;
}

/** The expiry job of an order: its key, to move it when the hold is extended to the session's end. */
export const checkoutExpiryKey = (orderId: string) => `checkout-expiry:${orderId}`;

export async function placeOrder(tx: Executor, jobs: JobQueue, order: PlaceOrder): Promise<string> {
  const customerId = await upsertCustomer(tx, { id: newId(), clubId: order.clubId, ...order.customer, createdAt: order.at });
  const id = newId();
  await insertOrder(
    tx,
    {
      id,
      clubId: order.clubId,
      leagueId: order.leagueId,
      customerId,
      teamId: order.teamId,
      registrationId: order.registrationId,
      status: 'pending',
      totalCents: order.items.reduce((sum, item) => sum + item.amountCents, 0),
      applicationFeeCents: order.applicationFeeCents,
      stripeAccountId: order.stripeAccountId,
      remainderConsent: order.remainderConsent,
      paysBalanceOf: order.paysBalanceOf ?? null,
      requestIp: order.requestIp ?? null,
      expiresAt: order.expiresAt,
      createdAt: order.at,
    },
    order.items.map((item) => ({ id: newId(), ...item })),
  );
  await jobs.enqueue(tx, {
    queue: 'checkout-expiry',
    key: checkoutExpiryKey(id),
    clubId: order.clubId,
    payload: { order_id: id, club_slug: order.clubSlug },
    runAt: addMinutes(order.expiresAt, 1),
  });
  return id;
}

export async function orderWithItems(db: Executor, orderId: string, lock = false): Promise<{ order: OrderRow; items: OrderItemRow[] } | undefined> {
  const order = await findOrder(db, orderId, lock);
  return order && { order, items: await itemsOf(db, orderId) };
}

/** Ends a pending order unpaid, saying why, and takes its charges out of the ledger; null when it was no longer pending. */
export async function closeUnpaidOrder(tx: Executor, orderId: string, status: 'expired' | 'canceled', reason: OrderEndReason): Promise<OrderRow | null> {
  const order = await findOrder(tx, orderId, true);
  if (!order || !(await settleOrder(tx, orderId, status, { endReason: reason }))) return null;
  await deleteChargesOfOrder(tx, orderId);
  return order;
}

/** A person's orders in a club, newest first, each with its items (a receipt lists them all). */
export async function ordersOfEmail(db: Executor, clubId: string, email: string): Promise<(OrderRow & { items: OrderItemRow[] })[]> {
  const rows = await ordersOfCustomerEmail(db, clubId, email);
  return Promise.all(rows.map(async ({ order }) => ({ ...order, items: await itemsOf(db, order.id) })));
}

export const customerEmailOf = async (db: Executor, customerId: string): Promise<string> => (await customerOf(db, customerId)).email;

/** The pending balance order asked from a registration's Pay, if any (at most one, by the database). */
export const pendingBalanceOrderOf = pendingBalanceOrder;

/** Why an order ended unpaid, as the contracts say it (orders written before reasons were kept have none). */
export const endReasonOf = (order: Pick<OrderRow, 'endReason'>): OrderEndReason | null =>
  (ORDER_END_REASONS as readonly string[]).includes(order.endReason ?? '') ? (order.endReason as OrderEndReason) : null;
