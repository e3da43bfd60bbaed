import type { FastifyInstance } from 'fastify';
import { addDays, applicationFeeCents, formatMoney } from '@matchday/domain';
import type { Executor } from '../../db/database.js';
import type { JobQueue } from '../../lib/jobs/job-queue.js';
import { startOfDay } from '../audit/day-bounds.js';
import { inTransaction } from '../../db/transaction.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import type { Actor } from '../audit/recorder.js';
import type { ClubRow } from '../clubs/club-row.js';
import { cardPaymentsAccount, paymentsUnavailable } from '../connect/card-payments.js';
import { findLeague, type LeagueRow } from '../leagues/league-access.js';
import { markTeamIncomplete } from '../teams/public-join.js';
import { stripeCall } from '../../lib/stripe/stripe-errors.js';
import { recordMoney } from './ledger.js';
import { leagueMoney } from './league-money.js';
import { customerOfPlayer } from './orders-repository.js';

const noConsent = () => new HttpError(409, 'conflict', 'The captain did not agree at checkout to be charged the rest of the team fee');

/**
 * players_pay: charges what the shares left of the team fee to the captain's card saved at checkout (only with the
 * consent given there), off session, on the club's account; then the charge and the payment enter the ledger together.
 * The Idempotency-Key is the team and the amount, so a retried request charges once.
 */
export async function chargeRemainder(app: FastifyInstance, club: ClubRow, league: LeagueRow, teamId: string, actor: Actor): Promise<number> {
  const team = (await leagueMoney(app.db, league, app.clock())).teams.find((row) => row.id === teamId);
  if (!team) throw notFound('Team not found');
  if (team.shortfallCents <= 0) throw new HttpError(409, 'conflict', 'The shares already cover the team fee');
  const captain = team.captainPlayerId ? await customerOfPlayer(app.db, club.id, team.captainPlayerId) : undefined;
  if (!captain?.offSessionConsentAt || !captain.stripePaymentMethodId || !captain.stripeCustomerId) throw noConsent();
  const card = await cardPaymentsAccount(app.db, club, app.config.PLATFORM_FEE_BPS);
  if (!card) throw paymentsUnavailable();
  const amount = team.shortfallCents;
  const saved = { customer: captain.stripeCustomerId, payment_method: captain.stripePaymentMethodId };
  const intent = await stripeCall(
    () =>
      app.stripe.paymentIntents.create(
        {
          amount,
          currency: 'usd',
          ...saved,
          off_session: true,
          confirm: true,
          description: `Rest of the team fee — ${team.name}, ${league.name}`,
          metadata: { team_id: team.id, league_id: league.id },
          ...(card.feeBps > 0 ? { application_fee_amount: applicationFeeCents(amount, card.feeBps) } : {}),
        },
        { stripeAccount: card.accountId, idempotencyKey: `remainder_${team.id}_${amount}` },
      ),
    app.log,
  );
  // A card that needs its owner (3-D Secure) or was declined leaves the payment unmade: nothing enters the ledger.
  if (intent.status !== 'succeeded') throw new HttpError(502, 'payment_provider_error', `The captain's card was not charged: the payment is ${intent.status}`);
  const intentId = intent.id;
  await inTransaction(app.db, async (tx) => {
    const locked = await findLeague(tx, club.id, league.id, 'update');
    const description = `Rest of the team fee — ${league.name}`;
    await recordMoney(tx, { league: locked, actor, at: app.clock() }, [
      { kind: 'charge', amountCents: amount, description, teamId: team.id, registrationId: null },
      {
        kind: 'payment',
        method: 'card',
        amountCents: amount,
        description: `Card payment (saved card): ${formatMoney(amount)}`,
        teamId: team.id,
        registrationId: null,
        stripeRef: intentId,
      },
    ]);
  });
  return amount;
}

/**
 * The 'payment-deadline' job of a players_pay league: each team whose shares fall short is charged the rest (when the
 * league's policy says so and its captain consented) or marked incomplete.
 */
export async function applyPaymentDeadline(app: FastifyInstance, club: ClubRow, leagueId: string): Promise<void> {
  const league = await findLeague(app.db, club.id, leagueId);
  if (league.paymentMode !== 'players_pay') return;
  const actor = { id: null, name: 'Matchday (payment deadline)' };
  for (const team of (await leagueMoney(app.db, league, app.clock())).teams) {
    if (team.shortfallCents <= 0 || team.status === 'held') continue;
    if (league.remainderPolicy === 'charge_captain') {
      const charged = await chargeRemainder(app, club, league, team.id, actor).then(
        () => true,
        () => false,
      );
      if (charged) continue;
    }
    await inTransaction(app.db, (tx) => markTeamIncomplete(tx, team.id, app.clock()));
  }
}

/** Queues the deadline's job for the end of its day in the club's timezone (a changed deadline queues its own). */
export async function schedulePaymentDeadline(
  tx: Executor,
  jobs: JobQueue,
  club: Pick<ClubRow, 'id' | 'slug' | 'timezone'>,
  league: Pick<LeagueRow, 'id' | 'paymentDeadline' | 'paymentMode'>,
): Promise<void> {
  if (league.paymentMode !== 'players_pay' || !league.paymentDeadline) return;
  await jobs.enqueue(tx, {
    queue: 'payment-deadline',
    key: `payment-deadline:${league.id}:${league.paymentDeadline}`,
    clubId: club.id,
    payload: { league_id: league.id, club_slug: club.slug },
    runAt: startOfDay(addDays(league.paymentDeadline, 1), club.timezone),
  });
}
