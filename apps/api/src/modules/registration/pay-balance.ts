import type { FastifyInstance } from 'fastify';
import { applicationFeeCents, CHECKOUT_HOLD_MINUTES } from '@matchday/domain';
import { inTransaction } from '../../db/transaction.js';
import { addMinutes } from '../../lib/clock.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import type { ClubRow } from '../clubs/club-row.js';
import { cardPaymentsAccount, paymentsUnavailable } from '../connect/card-payments.js';
import { findLeague } from '../leagues/league-access.js';
import { openCheckoutSession } from '../payments/checkout.js';
import { leagueMoney } from '../payments/league-money.js';
import { attachCheckoutSession, orderWithItems, ordersOfEmail, placeOrder } from '../payments/order-book.js';
import { registrationsOfEmail } from '../teams/public-join.js';

/**
 * A checkout for what a person owes on a registration: their own balance (a share, a player fee), or, for a captain
 * with nothing of their own left, their team's (a player added in full_player_fee_from_captain, a remainder). An order
 * still open for it is answered again rather than doubled.
 */
export async function payBalance(
  app: FastifyInstance,
  club: ClubRow,
  email: string,
  registrationId: string,
): Promise<{ order_id: string; checkout_url: string }> {
  const registration = (await registrationsOfEmail(app.db, club.id, email)).find((row) => row.id === registrationId);
  if (!registration) throw notFound('Registration not found');
  const card = await cardPaymentsAccount(app.db, club, app.config.PLATFORM_FEE_BPS);
  if (!card) throw paymentsUnavailable();
  const existing = (await ordersOfEmail(app.db, club.id, email)).find(
    (order) => order.status === 'pending' && order.leagueId === registration.leagueId && order.checkoutUrl,
  );
  if (existing) return { order_id: existing.id, checkout_url: existing.checkoutUrl! };

  const orderId = await inTransaction(app.db, async (tx) => {
    const league = await findLeague(tx, club.id, registration.leagueId, 'update');
    const money = await leagueMoney(tx, league, app.clock());
    const mine = money.registrations.find((row) => row.id === registrationId)!;
    const team = money.teams.find((row) => row.id === registration.teamId && row.captainPlayerId === registration.playerId);
    const owner =
      mine.totals.balance > 0
        ? { registrationId, amount: mine.totals.balance }
        : team && team.totals.balance > 0
          ? { registrationId: null, amount: team.totals.balance }
          : null;
    if (!owner) throw new HttpError(409, 'conflict', 'Nothing is owed on this registration');
    const now = app.clock();
    return placeOrder(tx, app.jobs, {
      clubId: club.id,
      clubSlug: club.slug,
      leagueId: league.id,
      customer: { playerId: registration.playerId, email, name: `${mine.firstName} ${mine.lastName}` },
      teamId: registration.teamId,
      registrationId: owner.registrationId,
      items: [{ description: `Balance — ${league.name}`, quantity: 1, unitCents: owner.amount, amountCents: owner.amount }],
      applicationFeeCents: applicationFeeCents(owner.amount, card.feeBps),
      stripeAccountId: card.accountId,
      remainderConsent: false,
      expiresAt: addMinutes(now, CHECKOUT_HOLD_MINUTES),
      at: now,
    });
  });
  const { order, items } = (await orderWithItems(app.db, orderId))!;
  const session = await openCheckoutSession(
    app.stripe,
    {
      order,
      items,
      customerEmail: email,
      accountId: card.accountId,
      appUrl: app.config.APP_URL,
      clubSlug: club.slug,
      saveCard: false,
    },
    app.log,
  );
  await attachCheckoutSession(app.db, orderId, { id: session.id, url: session.url });
  return { order_id: orderId, checkout_url: session.url! };
}
