import { newId } from '@matchday/domain';
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
  settleOrder,
  setCheckoutSession,
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
  /** The end of the hold; the order's expiry job runs a minute later. */
  expiresAt: Date;
  at: Date;
}

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
      expiresAt: order.expiresAt,
      createdAt: order.at,
    },
    order.items.map((item) => ({ id: newId(), ...item })),
  );
  await jobs.enqueue(tx, {
    queue: 'checkout-expiry',
    key: `checkout-expiry:${id}`,
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

export const attachCheckoutSession = setCheckoutSession;

/** Ends a pending order unpaid and takes its charges out of the ledger; null when it was no longer pending. */
export async function closeUnpaidOrder(tx: Executor, orderId: string, status: 'expired' | 'canceled'): Promise<OrderRow | null> {
  const order = await findOrder(tx, orderId, true);
  if (!order || !(await settleOrder(tx, orderId, status))) return null;
  await deleteChargesOfOrder(tx, orderId);
  return order;
}

/** A person's orders in a club, newest first, with the first item's description. */
export async function ordersOfEmail(db: Executor, clubId: string, email: string) {
  const rows = await ordersOfCustomerEmail(db, clubId, email);
  return Promise.all(rows.map(async ({ order }) => ({ ...order, description: (await itemsOf(db, order.id))[0]?.description ?? '' })));
}

export const customerEmailOf = async (db: Executor, customerId: string): Promise<string> => (await customerOf(db, customerId)).email;
