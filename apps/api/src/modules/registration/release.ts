import type { FastifyInstance } from 'fastify';
import { WAITLIST_OFFER_HOURS } from '@matchday/domain';
import type { Executor } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { addMinutes } from '../../lib/clock.js';
import { newSecretToken } from '../../lib/secret-token.js';
import { findLeague, type LeagueRow } from '../leagues/league-access.js';
import { refreshPaymentStatuses } from '../payments/ledger.js';
import { closeUnpaidOrder } from '../payments/order-book.js';
import { releaseHolds } from '../teams/public-join.js';
import { lockNextWaiting, updateWaitlistEntry } from './waitlist-repository.js';

const SYSTEM = { id: null, name: 'Matchday (checkout not completed)' };

/** Offers a freed team place to the first team waiting: a 48-hour link to register and pay, e-mailed in the same transaction. */
export async function offerFreedPlace(app: FastifyInstance, tx: Executor, league: LeagueRow, clubSlug: string, now: Date): Promise<void> {
  const next = await lockNextWaiting(tx, league.id);
  if (!next) return;
  const token = newSecretToken();
  const expiresAt = addMinutes(now, WAITLIST_OFFER_HOURS * 60);
  await updateWaitlistEntry(tx, next.id, { status: 'offered', offerToken: token, offerExpiresAt: expiresAt });
  const link = `${app.config.APP_URL}/c/${encodeURIComponent(clubSlug)}/leagues/${league.id}/register?offer=${token}`;
  await app.mailer.send(
    {
      to: next.email,
      subject: `A place opened in ${league.name}`,
      text: `Good news, ${next.name}: a team place opened in ${league.name}.\n\nIt is kept for you for ${WAITLIST_OFFER_HOURS} hours. Register and pay here:\n${link}\n`,
      secrets: [token],
    },
    tx,
  );
}

/**
 * Ends an unpaid checkout (expired or abandoned): the order closes, its charges leave the ledger, the held team or
 * roster place is given back, and a freed team place goes to the waitlist. Idempotent: an order no longer pending
 * is left alone (the payment came first, or this already ran).
 */
export async function releaseCheckout(app: FastifyInstance, orderId: string, status: 'expired' | 'canceled', clubSlug?: string): Promise<void> {
  await inTransaction(app.db, async (tx) => {
    const order = await closeUnpaidOrder(tx, orderId, status);
    if (!order) return;
    const now = app.clock();
    const league = await findLeague(tx, order.clubId, order.leagueId, 'update');
    const { teamFreed } = await releaseHolds(
      tx,
      { clubId: order.clubId, leagueId: league.id, actor: SYSTEM, at: now },
      { teamId: order.teamId, registrationId: order.registrationId },
    );
    await refreshPaymentStatuses(tx, league, now);
    if (teamFreed && clubSlug) await offerFreedPlace(app, tx, league, clubSlug, now);
  });
}
