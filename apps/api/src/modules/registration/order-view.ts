import type { PublicOrder } from '@matchday/domain';
import type { Database } from '../../db/database.js';
import { notFound } from '../../lib/http-error.js';
import type { ClubRow } from '../clubs/club-row.js';
import { findLeague } from '../leagues/league-access.js';
import { leagueMoney } from '../payments/league-money.js';
import { customerEmailOf, endReasonOf, orderWithItems, type OrderItemRow } from '../payments/order-book.js';

/** An order's lines as its payer reads them (on the order page and on My registrations' receipts). */
export const publicItemsOf = (items: readonly OrderItemRow[]): PublicOrder['items'] =>
  items.map((item) => ({ description: item.description, quantity: item.quantity, amount_cents: item.amountCents }));

/** An order as its payer sees it; another person's order is the same 404 as an unknown one. */
export async function publicOrder(db: Database, club: ClubRow, email: string, orderId: string, now: Date): Promise<PublicOrder> {
  const found = await orderWithItems(db, orderId);
  if (!found || found.order.clubId !== club.id || (await customerEmailOf(db, found.order.customerId)).toLowerCase() !== email.toLowerCase())
    throw notFound('Order not found');
  const { order, items } = found;
  const league = await findLeague(db, club.id, order.leagueId);
  const team = order.teamId ? (await leagueMoney(db, league, now)).teams.find((row) => row.id === order.teamId) : undefined;
  return {
    id: order.id,
    status: order.status,
    total_cents: order.totalCents,
    items: publicItemsOf(items),
    league: { id: league.id, name: league.name },
    team: team ? { id: team.id, name: team.name, status: team.status } : null,
    checkout_url: order.status === 'pending' ? order.checkoutUrl : null,
    expires_at: order.expiresAt?.toISOString() ?? null,
    paid_at: order.paidAt?.toISOString() ?? null,
    end_reason: endReasonOf(order),
  };
}
