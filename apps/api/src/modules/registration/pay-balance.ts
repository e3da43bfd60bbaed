import { applicationFeeCents, CHECKOUT_HOLD_MINUTES } from '@matchday/domain';
import { inTransaction } from '../../db/transaction.js';
import { addMinutes } from '../../lib/clock.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import type { ClubRow } from '../clubs/club-row.js';
import { cardPaymentsAccount, paymentsUnavailable } from '../connect/card-payments.js';
import { findLeague } from '../leagues/league-access.js';
import { leagueMoney } from '../payments/league-money.js';
import type { MoneyDeps } from '../payments/money-deps.js';
import { openOrderCheckout } from '../payments/order-checkout.js';
import { pendingBalanceOrderOf, placeOrder } from '../payments/order-book.js';
import { registrationsOfEmail } from '../teams/public-join.js';
import { expireCheckout } from './checkout-expiry.js';
import { releaseCheckout } from './release.js';

/** How long a second click waits for the first one's checkout to open before saying so. */
const OPENING_WAIT_MS = 10_000;
const OPENING_POLL_MS = 100;

const stillOpening = () => new HttpError(409, 'conflict', 'Your payment page is being opened. Try again in a moment.');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A checkout for what a person owes on a registration: their own balance (a share, a player fee), or, for a captain
 * with nothing of their own left, their team's (a player added in full_player_fee_from_captain, a remainder).
 * One intent, one order (issue 19 §2): under the league's lock, a pending balance order of this registration is
 * answered again rather than doubled (the database allows one), and a click that arrives while the first one is still
 * opening its checkout waits for that checkout. The Stripe call's Idempotency-Key is the order's.
 */
export async function payBalance(deps: MoneyDeps, club: ClubRow, email: string, registrationId: string): Promise<{ order_id: string; checkout_url: string }> {
  const registration = (await registrationsOfEmail(deps.db, club.id, email)).find((row) => row.id === registrationId);
  if (!registration) throw notFound('Registration not found');
  const card = await cardPaymentsAccount(deps.db, club, deps.config.PLATFORM_FEE_BPS);
  if (!card) throw paymentsUnavailable();
  const stale = await pendingBalanceOrderOf(deps.db, registrationId);
  // A pending order whose time ran out (its expiry job not run yet) is ended at Stripe first, then a new one is made.
  if (stale?.expiresAt && stale.expiresAt <= deps.clock()) await expireCheckout(deps, stale.id);

  const placed = await inTransaction(deps.db, async (tx) => {
    const league = await findLeague(tx, club.id, registration.leagueId, 'update');
    const pending = await pendingBalanceOrderOf(tx, registrationId);
    if (pending) return { orderId: pending.id, opener: false };
    const now = deps.clock();
    const money = await leagueMoney(tx, league, now);
    const mine = money.registrations.find((row) => row.id === registrationId)!;
    const team = money.teams.find((row) => row.id === registration.teamId && row.captainPlayerId === registration.playerId);
    const owner =
      mine.totals.balance > 0
        ? { registrationId, amount: mine.totals.balance }
        : team && team.totals.balance > 0
          ? { registrationId: null, amount: team.totals.balance }
          : null;
    if (!owner) throw new HttpError(409, 'conflict', 'Nothing is owed on this registration');
    const orderId = await placeOrder(tx, deps.jobs, {
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
      paysBalanceOf: registrationId,
      expiresAt: addMinutes(now, CHECKOUT_HOLD_MINUTES),
      at: now,
    });
    return { orderId, opener: true };
  });

  if (!placed.opener) return { order_id: placed.orderId, checkout_url: await openedUrl(deps, registrationId, placed.orderId) };
  try {
    const { url } = await openOrderCheckout(deps, placed.orderId, { customerEmail: email, clubSlug: club.slug, saveCard: false });
    return { order_id: placed.orderId, checkout_url: url };
  } catch (error) {
    await releaseCheckout(deps, placed.orderId, 'canceled', 'stripe_unavailable');
    throw error;
  }
}

/** The checkout URL of the order another click is opening, once it is there. */
async function openedUrl(deps: MoneyDeps, registrationId: string, orderId: string): Promise<string> {
  for (let waited = 0; waited <= OPENING_WAIT_MS; waited += OPENING_POLL_MS) {
    const order = await pendingBalanceOrderOf(deps.db, registrationId);
    if (order?.id !== orderId) throw stillOpening();
    if (order.checkoutUrl) return order.checkoutUrl;
    await sleep(OPENING_POLL_MS);
  }
  throw stillOpening();
}
