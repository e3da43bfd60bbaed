import { teamPlacesLeft, WAITLIST_OFFER_HOURS, type OrderEndReason } from '@matchday/domain';
import type { Executor } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { addMinutes } from '../../lib/clock.js';
import { newSecretToken } from '../../lib/secret-token.js';
import { clubById } from '../clubs/club-by-id.js';
import { findLeague, type LeagueRow } from '../leagues/league-access.js';
import type { MoneyDeps } from '../payments/money-deps.js';
import { refreshPaymentStatuses } from '../payments/ledger.js';
import { closeUnpaidOrder } from '../payments/order-book.js';
import { removeUnusedNewPlayers } from '../players/player-writer.js';
import { releaseHolds, WAITLIST_OFFER_QUEUE } from '../teams/holds.js';
import { teamPlacesOf } from './team-places.js';
import { lockNextWaiting, updateWaitlistEntry } from './waitlist-repository.js';

const SYSTEM = { id: null, name: 'Matchday (checkout not completed)' };

/** Offers a freed team place to the first team waiting: a 48-hour link to register and pay, e-mailed in the same transaction. */
export async function offerFreedPlace(deps: Pick<MoneyDeps, 'mailer' | 'config'>, tx: Executor, league: LeagueRow, clubSlug: string, now: Date): Promise<void> {
  const next = await lockNextWaiting(tx, league.id);
  if (!next) return;
  const token = newSecretToken();
  const expiresAt = addMinutes(now, WAITLIST_OFFER_HOURS * 60);
  await updateWaitlistEntry(tx, next.id, { status: 'offered', offerToken: token, offerExpiresAt: expiresAt });
  const link = `${deps.config.APP_URL}/c/${encodeURIComponent(clubSlug)}/leagues/${league.id}/register?offer=${token}`;
  await deps.mailer.send(
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
 * The 'waitlist-offer' job the teams module queues whenever a team place is freed (an unpaid checkout, a refund that
 * released the place): under the league's lock, if a place is still free once the offers already made are counted,
 * the first team waiting is offered it. It needs only the club's id, which every freed place knows.
 */
export function handleWaitlistOffers(deps: MoneyDeps): void {
  deps.jobs.describe(WAITLIST_OFFER_QUEUE, () => 'Offering a freed team place to the first team on the waitlist');
  deps.jobs.handle(WAITLIST_OFFER_QUEUE, async (payload) => {
    await inTransaction(deps.db, async (tx) => {
      const club = await clubById(tx, String(payload.club_id));
      if (!club) return;
      const league = await findLeague(tx, club.id, String(payload.league_id), 'update').catch(() => undefined);
      if (!league || league.status === 'archived') return;
      const now = deps.clock();
      if (teamPlacesLeft((await teamPlacesOf(tx, [league], now)).get(league.id)!) === 0) return;
      await offerFreedPlace(deps, tx, league, club.slug, now);
    });
  });
}

/**
 * Ends an unpaid checkout (expired, abandoned, or never opened) and says why: the order closes, its charges leave the
 * ledger, the held team or roster place is given back (a freed team place goes to the waitlist through its job), and a
 * person the registration put in the club's directory leaves it again. Idempotent: an order no longer pending is left
 * alone (the payment came first, or this already ran).
 */
export async function releaseCheckout(deps: MoneyDeps, orderId: string, status: 'expired' | 'canceled', reason: OrderEndReason): Promise<void> {
  await inTransaction(deps.db, async (tx) => {
    const order = await closeUnpaidOrder(tx, orderId, status, reason);
    if (!order) return;
    const now = deps.clock();
    const league = await findLeague(tx, order.clubId, order.leagueId, 'update');
    const context = { clubId: order.clubId, leagueId: league.id, actor: SYSTEM, at: now };
    const { playerIds } = await releaseHolds(tx, deps.jobs, context, { teamId: order.teamId, registrationId: order.registrationId });
    await removeUnusedNewPlayers(tx, context, playerIds, order.createdAt);
    await refreshPaymentStatuses(tx, league, now);
  });
}
