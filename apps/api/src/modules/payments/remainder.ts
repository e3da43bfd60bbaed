import { createHash } from 'node:crypto';
import Stripe from 'stripe';
import { addDays, applicationFeeCents, formatMoney, SYSTEM_ACTOR_NAMES } from '@matchday/domain';
import type { Executor } from '../../db/database.js';
import type { JobQueue } from '../../lib/jobs/job-queue.js';
import { startOfDay } from '../audit/day-bounds.js';
import { inTransaction } from '../../db/transaction.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import type { Actor } from '../audit/recorder.js';
import type { ClubRow } from '../clubs/club-row.js';
import { cardPaymentsAccount, paymentsUnavailable, type CardPaymentsAccount } from '../connect/card-payments.js';
import { findLeague, type LeagueRow } from '../leagues/league-access.js';
import { markTeamIncomplete } from '../teams/public-join.js';
import { stripeCall } from '../../lib/stripe/stripe-errors.js';
import { entryDescription } from './entry-text.js';
import { recordMoney } from './ledger.js';
import { leagueMoney, type LeagueMoney, type TeamMoneyView } from './league-money.js';
import type { MoneyDeps } from './money-deps.js';
import { raisePaymentAlert } from './payment-alerts.js';
import { savedCardsOf, type SavedCard } from './saved-cards.js';

const noConsent = () => new HttpError(409, 'conflict', 'The captain did not agree at checkout to be charged the rest of the team fee');
const covered = () => new HttpError(409, 'conflict', 'The shares already cover the team fee');

/** The captain's card was declined (or needs its owner): Stripe's reason, said to the admin and kept for the alert. */
export class RemainderDeclined extends HttpError {
  constructor(
    readonly reason: string,
    readonly attempt: string,
  ) {
    super(402, 'card_declined', `The captain’s card was not charged: ${reason}`);
  }
}

/** What a remainder charge is about, read before Stripe is asked (no transaction may stay open across its call). */
interface Remainder {
  league: LeagueRow;
  team: TeamMoneyView;
  amount: number;
  card: SavedCard;
  account: CardPaymentsAccount;
  /** The Idempotency-Key: the team and the ledger it was read from, so two charges of the same shortfall are one. */
  key: string;
}

/**
 * The team's shortfall as read now, with the entries that made it and the card that would pay it: requests (the admin's
 * click, the deadline's job) that read the same ledger send Stripe the same key and charge once, while a shortfall
 * changed by a payment, a refund or a newly saved card is a new charge.
 */
function snapshotKey(money: LeagueMoney, team: TeamMoneyView, amount: number, card: SavedCard): string {
  const roster = new Set(money.registrations.filter((registration) => registration.teamId === team.id).map((registration) => registration.id));
  const counted = money.entries.filter((row) => (row.registrationId === null ? row.teamId === team.id : roster.has(row.registrationId)));
  const digest = createHash('sha256')
    .update(JSON.stringify([amount, card.stripePaymentMethodId, [...roster].sort(), counted.map((row) => row.id).sort()]))
    .digest('base64url');
  return `remainder_${team.id}_${digest.slice(0, 32)}`;
}

async function readRemainder({ db, clock, config }: MoneyDeps, club: ClubRow, leagueId: string, teamId: string): Promise<Remainder> {
  const league = await findLeague(db, club.id, leagueId);
  const money = await leagueMoney(db, league, clock());
  const team = money.teams.find((row) => row.id === teamId);
  if (!team) throw notFound('Team not found');
  if (team.shortfallCents <= 0) throw covered();
  const card = team.captainPlayerId ? (await savedCardsOf(db, club.id, [team.captainPlayerId])).get(team.captainPlayerId) : undefined;
  if (!card) throw noConsent();
  const account = await cardPaymentsAccount(db, club, config.PLATFORM_FEE_BPS);
  if (!account) throw paymentsUnavailable();
  const amount = team.shortfallCents;
  return { league, team, amount, card, account, key: snapshotKey(money, team, amount, card) };
}

/** Charges the captain's saved card off session on the club's account; a decline (or a card needing its owner) is RemainderDeclined. */
async function chargeCard({ stripe, log }: MoneyDeps, { league, team, amount, card, account, key }: Remainder): Promise<Stripe.PaymentIntent> {
  const create = () =>
    stripe.paymentIntents
      .create(
        {
          amount,
          currency: 'usd',
          customer: card.stripeCustomerId,
          payment_method: card.stripePaymentMethodId,
          off_session: true,
          confirm: true,
          description: entryDescription('team_fee_rest', `${team.name}, ${league.name}`),
          metadata: { team_id: team.id, league_id: league.id },
          ...(account.feeBps > 0 ? { application_fee_amount: applicationFeeCents(amount, account.feeBps) } : {}),
        },
        { stripeAccount: account.accountId, idempotencyKey: key },
      )
      .catch((error: unknown) => {
        // A decline is the captain's card saying no, not Stripe failing: the admin reads Stripe's reason.
        if (error instanceof Stripe.errors.StripeCardError) throw new RemainderDeclined(error.message, key);
        throw error;
      });
  const intent = await stripeCall(create, log);
  if (intent.status !== 'succeeded') throw new RemainderDeclined(`the payment is ${intent.status.replaceAll('_', ' ')}`, key);
  return intent;
}

/**
 * Writes the charged remainder under the league's row lock, once per PaymentIntent: the payment entry carries the
 * intent's id (unique in the ledger), and the charge is written only with a new payment, so a second request that
 * got the same intent from Stripe writes nothing. The charge is the shortfall re-read under the lock: money taken
 * beyond it (the shares grew meanwhile) stays on the team as a credit, for the admin to refund, and is said in an alert.
 */
async function recordRemainder({ db, clock, jobs }: MoneyDeps, club: ClubRow, remainder: Remainder, intent: Stripe.PaymentIntent, actor: Actor) {
  const { team, amount } = remainder;
  await inTransaction(db, async (tx) => {
    const at = clock();
    const league = await findLeague(tx, club.id, remainder.league.id, 'update');
    const shortfall = (await leagueMoney(tx, league, at)).teams.find((row) => row.id === team.id)?.shortfallCents ?? 0;
    const owner = { teamId: team.id, registrationId: null };
    const payment = await recordMoney(tx, { league, actor, at }, [
      {
        kind: 'payment',
        method: 'card',
        amountCents: amount,
        description: `Card payment (saved card): ${formatMoney(amount)}`,
        stripeRef: intent.id,
        ...owner,
      },
    ]);
    if (payment.length === 0) return;
    const charged = Math.min(shortfall, amount);
    if (charged > 0)
      await recordMoney(tx, { league, actor, at }, [
        { kind: 'charge', amountCents: charged, description: entryDescription('team_fee_rest', league.name), ...owner },
      ]);
    if (charged < amount)
      await raisePaymentAlert(tx, jobs, {
        clubId: club.id,
        key: `remainder:${team.id}:${intent.id}`,
        summary: `${team.name} (${league.name}): the captain’s card paid ${formatMoney(amount - charged)} more than the rest of the team fee`,
        reason: `The shares grew while the card was charged ${formatMoney(amount)}: refund the excess from the Payments tab.`,
      });
  });
}

/**
 * players_pay: charges what the shares left of the team fee to the captain's card saved at checkout (only with the
 * consent given there), off session, on the club's account; then the charge and the payment enter the ledger together.
 * Read and checked first, Stripe asked outside any transaction, written under the lock with the shortfall re-read.
 */
export async function chargeRemainder(deps: MoneyDeps, club: ClubRow, leagueId: string, teamId: string, actor: Actor): Promise<number> {
  const remainder = await readRemainder(deps, club, leagueId, teamId);
  const intent = await chargeCard(deps, remainder);
  await recordRemainder(deps, club, remainder, intent, actor);
  return remainder.amount;
}

/** Why the deadline could not charge a team's remainder, for its alert: Stripe's decline, or the club's account refusing. */
const refusalOf = (error: unknown, team: TeamMoneyView): { reason: string; key: string } | null => {
  if (error instanceof RemainderDeclined) return { reason: error.reason, key: error.attempt };
  if (error instanceof HttpError && error.code === 'payments_unavailable') return { reason: error.message, key: `unavailable:${team.shortfallCents}` };
  return null;
};

/**
 * The 'payment-deadline' job of a players_pay league: each team whose shares fall short is charged the rest (when the
 * league's policy says so and its captain consented) or marked incomplete. A card declined (or the club's account
 * unable to charge) is logged and raised to the admin with Stripe's reason, and the team marked incomplete; a team
 * covered meanwhile (an admin's click) is left alone; Stripe out of reach fails the job after the other teams, so it
 * runs again.
 */
export async function applyPaymentDeadline(deps: MoneyDeps, club: ClubRow, leagueId: string): Promise<void> {
  const { db, clock, jobs, log } = deps;
  const league = await findLeague(db, club.id, leagueId);
  if (league.paymentMode !== 'players_pay') return;
  const actor = { id: null, name: SYSTEM_ACTOR_NAMES.payment_deadline };
  let unreachable: unknown = null;
  for (const team of (await leagueMoney(db, league, clock())).teams) {
    if (team.shortfallCents <= 0 || team.status === 'held') continue;
    let refusal: { reason: string; key: string } | null = null;
    // Tried for every team short under this policy: one whose captain never consented (or whose card is gone) is
    // refused before Stripe, and the admin is told why the team is incomplete instead of finding it so.
    if (league.remainderPolicy === 'charge_captain') {
      try {
        await chargeRemainder(deps, club, league.id, team.id, actor);
        continue;
      } catch (error) {
        refusal = refusalOf(error, team);
        if (!refusal && !(error instanceof HttpError && error.statusCode < 500)) {
          unreachable = error;
          continue;
        }
        // Refused before any charge (covered meanwhile by an admin's click, or the saved card or consent gone since):
        // only a team still short is marked incomplete, and the admin is told why.
        if (!refusal) {
          const still = (await leagueMoney(db, league, clock())).teams.find((row) => row.id === team.id)?.shortfallCents ?? 0;
          if (still <= 0) continue;
          refusal = { reason: (error as HttpError).message, key: `refused:${still}` };
        }
      }
    }
    if (refusal) log.warn({ team_id: team.id, league_id: league.id, reason: refusal.reason }, 'The rest of a team fee was not charged at the payment deadline');
    await inTransaction(db, async (tx) => {
      await markTeamIncomplete(tx, team.id, clock());
      if (refusal)
        await raisePaymentAlert(tx, jobs, {
          clubId: club.id,
          key: `remainder:${team.id}:${refusal.key}`,
          summary: `${team.name} (${league.name}): the captain’s card was not charged the rest of the team fee at the payment deadline; the team is incomplete`,
          reason: refusal.reason,
        });
    });
  }
  if (unreachable) throw unreachable;
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
