import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { openCheckoutRefusal, type OpenCheckouts } from '@matchday/domain';
import type { Executor } from '../../db/database.js';
import { customers, orders } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { networkOf } from './network-of.js';

export interface WouldHold {
  clubId: string;
  leagueId: string;
  /** The signed-in registrant's e-mail. */
  email: string;
  /** The address the registration comes from (behind the club's proxy, the client's: TRUST_PROXY). */
  ip: string;
  now: Date;
}

/**
 * The open checkouts that bear on a new one: pending, not yet expired, holding a place (a balance payment holds
 * none). Read from the orders the registration flow placed (payments keeps them; this only counts them). Addresses
 * are compared by their network (networkOf), in code: a club has few checkouts open at any moment.
 */
async function openCheckouts(tx: Executor, would: WouldHold): Promise<OpenCheckouts> {
  const open = await tx
    .select({
      leagueId: orders.leagueId,
      requestIp: orders.requestIp,
      samePerson: sql<boolean>`lower(${customers.email}) = ${would.email.toLowerCase()}`,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(and(eq(orders.clubId, would.clubId), eq(orders.status, 'pending'), gt(orders.expiresAt, would.now), isNull(orders.paysBalanceOf)));
  const network = networkOf(would.ip);
  const fromThere = open.filter((order) => order.requestIp !== null && networkOf(order.requestIp) === network);
  return {
    personInLeague: open.filter((order) => order.samePerson && order.leagueId === would.leagueId).length,
    addressInLeague: fromThere.filter((order) => order.leagueId === would.leagueId).length,
    addressInClub: fromThere.length,
  };
}

/**
 * Refuses a registration that would hold one place too many unpaid (issue 19 §2): a second open checkout of one
 * person in a league, or more than the domain's limits from one address. Called under the league's row lock, so
 * two registrations to one league count one after the other (two to different leagues may both pass the club's
 * limit at once: the league's is the one that keeps a league from being held).
 */
export async function assertMayHold(tx: Executor, would: WouldHold): Promise<void> {
  const refusal = openCheckoutRefusal(await openCheckouts(tx, would));
  if (refusal === 'person')
    throw new HttpError(
      409,
      'too_many_open_checkouts',
      'You already have a checkout open in this league: finish paying it (My registrations) or wait until it runs out, then try again',
    );
  if (refusal === 'address')
    throw new HttpError(
      409,
      'too_many_open_checkouts',
      'Too many places are waiting for payment from your connection: finish an open checkout or wait until one runs out, then try again',
    );
}
