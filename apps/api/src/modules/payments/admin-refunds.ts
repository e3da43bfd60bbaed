import { setTimeout as sleep } from 'node:timers/promises';
import Stripe from 'stripe';
import { formatMoney, newId, type LedgerEntry, type RefundInputSchema } from '@matchday/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import type { Actor } from '../audit/recorder.js';
import type { ClubRow } from '../clubs/club-row.js';
import { connectedAccountIdOf } from '../connect/connected-account.js';
import { assertEditable, findLeague, type LeagueRow } from '../leagues/league-access.js';
import { placeReleaseRefusal, releasePlace } from '../teams/holds.js';
import { abandonActionKey, deleteActionKey } from './action-keys-repository.js';
import { claimActionKey, earlierUse, keyUsedElsewhere } from './action-keys.js';
import { entryDescription } from './entry-text.js';
import { leagueMoney } from './league-money.js';
import { recordMoney } from './ledger.js';
import { findLedgerEntry, lockLedgerEntry, refundedOf, type LedgerRow } from './ledger-repository.js';
import type { MoneyDeps } from './money-deps.js';
import { findOrder } from './orders-repository.js';
import { queuePaymentNotice } from './payment-notice.js';

type RefundInput = z.output<typeof RefundInputSchema>;
type Place = { teamId: string } | { registrationId: string };

const paymentNotFound = () => notFound('Payment not found');
const refundTooLarge = (left?: number) =>
  new HttpError(422, 'refund_too_large', `That is more than what is left to refund of this payment${left === undefined ? '' : ` (${formatMoney(left)})`}`);
const refundProviderError = () =>
  new HttpError(502, 'payment_provider_error', 'Stripe could not be reached or refused the refund. Nothing was refunded; try again.');
/** Stripe's own refusals of an amount the charge no longer has (a refund made meanwhile, here or in its dashboard). */
const STRIPE_TOO_LARGE = new Set(['amount_too_large', 'charge_already_refunded']);

/**
 * How long a request waits for the first request with its key to finish its card refund before doing it itself (that
 * one died). Below the request timeout; a takeover sends Stripe the same idempotency key, so it cannot refund twice.
 */
const IN_FLIGHT_WAIT_MS = 20_000;
const POLL_MS = 100;

/** Which place a payment paid for: the registration's roster place, else the team's. */
const placeOf = (payment: LedgerRow): Place | null =>
  payment.registrationId ? { registrationId: payment.registrationId } : payment.teamId ? { teamId: payment.teamId } : null;

/** What the first step of a refund decided: answer an entry written, wait for the request doing it, or ask Stripe. */
type FirstStep = { kind: 'done'; entryId: string } | { kind: 'wait' } | { kind: 'card'; payment: LedgerRow; entryId: string };

/**
 * Refunds from the Payments tab, once per action key (issue 19 §2). A cash or check refund is one transaction. A card
 * refund is three steps, since no transaction may stay open across a Stripe call: check the amount with the payment
 * row locked and claim the key for the entry's id; ask Stripe (idempotency key `refund_<entry id>`, Stripe refusing
 * more than the charge has left); write the entry with Stripe's refund id, which the later `charge.refunded` event
 * finds already in the ledger. A request sent again with the key meanwhile finds it claimed without its entry and
 * waits for the entry, so Stripe is asked once, and one entry, one History line and one e-mail are written.
 */
export function createAdminRefunds(deps: MoneyDeps, entryOf: (club: ClubRow, leagueId: string, entryId: string) => Promise<LedgerEntry>) {
  const { db, clock, stripe } = deps;

  /** The place a refund gives up: what is still owed on it is waived (nobody owes for a place they left), then it goes. */
  async function release(tx: Executor, league: LeagueRow, club: ClubRow, actor: Actor, at: Date, place: Place) {
    const money = await leagueMoney(tx, league, at);
    const owed =
      'teamId' in place
        ? [
            ...money.teams.filter((team) => team.id === place.teamId).map((team) => ({ teamId: team.id, registrationId: null, balance: team.totals.balance })),
            ...money.registrations
              .filter((registration) => registration.teamId === place.teamId)
              .map((registration) => ({ teamId: registration.teamId, registrationId: registration.id, balance: registration.totals.balance })),
          ]
        : money.registrations
            .filter((registration) => registration.id === place.registrationId)
            .map((registration) => ({ teamId: registration.teamId, registrationId: registration.id, balance: registration.totals.balance }));
    await recordMoney(
      tx,
      { league, actor, at },
      owed
        .filter((line) => line.balance > 0)
        .map((line) => ({
          kind: 'waiver' as const,
          amountCents: line.balance,
          description: entryDescription('place_released', league.name),
          teamId: line.teamId,
          registrationId: line.registrationId,
        })),
    );
    await releasePlace(tx, deps.jobs, { clubId: club.id, leagueId: league.id, actor, at }, place);
  }

  /** The payment, locked, with room for the amount; the place checked releasable when asked. */
  async function checkRefund(tx: Executor, league: LeagueRow, entryId: string, input: RefundInput): Promise<LedgerRow> {
    const payment = await findLedgerEntry(tx, league.id, entryId);
    if (!payment || payment.kind !== 'payment') throw paymentNotFound();
    await lockLedgerEntry(tx, payment.id);
    const left = payment.amountCents - (await refundedOf(tx, payment.id));
    if (input.amount_cents > left) throw refundTooLarge(left);
    const place = input.release_place ? placeOf(payment) : null;
    if (place) {
      assertEditable(league);
      const refusal = await placeReleaseRefusal(tx, league.id, place);
      if (refusal) throw new HttpError(409, 'in_use', refusal);
    }
    return payment;
  }

  /** Writes the refund entry (with its History line, e-mail and the place's release), unless it is in the ledger already. */
  async function writeRefund(
    tx: Executor,
    league: LeagueRow,
    club: ClubRow,
    actor: Actor,
    input: RefundInput,
    id: string,
    payment: LedgerRow,
    stripeRef: string | null,
  ) {
    const at = clock();
    const written = await recordMoney(tx, { league, actor, at }, [
      {
        id,
        kind: 'refund',
        method: payment.method,
        amountCents: input.amount_cents,
        description: entryDescription('refund', league.name, input.reason),
        teamId: payment.teamId,
        registrationId: payment.registrationId,
        orderId: payment.orderId,
        refundOfId: payment.id,
        stripeRef,
        feeBorneBy: payment.method === 'card' ? input.fee_borne_by : null,
      },
    ]);
    if (!written.length) return;
    for (const entry of written) await queuePaymentNotice(tx, deps.mailer, league, entry);
    const place = input.release_place ? placeOf(payment) : null;
    // A card refund is already made: if the team got onto the schedule meanwhile, the refund is still recorded and the place stays.
    if (place && league.status !== 'archived' && !(await placeReleaseRefusal(tx, league.id, place))) await release(tx, league, club, actor, at, place);
  }

  /** Step one, under the league's lock: what the key already did, or the checked payment and the key claimed for its refund. */
  async function firstStep(
    tx: Executor,
    club: ClubRow,
    leagueId: string,
    entryId: string,
    input: RefundInput,
    actor: Actor,
    waited: boolean,
  ): Promise<FirstStep> {
    const league = await findLeague(tx, club.id, leagueId, 'update');
    const earlier = await earlierUse(tx, club.id, input.action_key, 'refund');
    if (earlier) {
      if (earlier.entryLeagueId !== null) {
        if (earlier.entryLeagueId !== league.id) throw keyUsedElsewhere();
        return { kind: 'done', entryId: earlier.resultId };
      }
      const abandoned = clock().getTime() - earlier.createdAt.getTime() > IN_FLIGHT_WAIT_MS;
      if (!waited && !abandoned) return { kind: 'wait' };
      const payment = await findLedgerEntry(tx, league.id, entryId);
      if (!payment || payment.kind !== 'payment') throw keyUsedElsewhere();
      return { kind: 'card', payment, entryId: earlier.resultId };
    }
    const payment = await checkRefund(tx, league, entryId, input);
    const id = newId();
    // Another league's request with this key got it first (we hold this league's lock only): its answer is awaited like any.
    if ((await claimActionKey(tx, { clubId: club.id, key: input.action_key, action: 'refund', resultId: id, at: clock() })) !== null) return { kind: 'wait' };
    if (payment.method === 'card') return { kind: 'card', payment, entryId: id };
    await writeRefund(tx, league, club, actor, input, id, payment, null);
    return { kind: 'done', entryId: id };
  }

  async function refundThroughStripe(club: ClubRow, payment: LedgerRow, id: string, input: RefundInput, actor: Actor): Promise<string> {
    const order = payment.orderId ? await findOrder(db, payment.orderId) : undefined;
    const paymentIntent = payment.stripeRef?.startsWith('pi_') ? payment.stripeRef : (order?.paymentIntentId ?? null);
    const account = order?.stripeAccountId ?? (await connectedAccountIdOf(db, club.id));
    if (!paymentIntent || !account)
      throw new HttpError(
        409,
        'payments_unavailable',
        'This card payment cannot be refunded through Stripe: the club’s Stripe account or the payment is unknown to it. Refund it from the Stripe dashboard.',
      );
    const refund = await stripe.refunds.create(
      {
        payment_intent: paymentIntent,
        amount: input.amount_cents,
        // 'club': Matchday gives its application fee back with the refund, so the club loses only Stripe's processing fee.
        // 'registrant': Matchday keeps it; the admin refunds the registrant net of the fees.
        refund_application_fee: input.fee_borne_by === 'club',
        reason: 'requested_by_customer',
        metadata: {
          matchday_entry_id: id,
          matchday_payment_id: payment.id,
          fee_borne_by: input.fee_borne_by,
          actor_name: actor.name,
          reason: input.reason ?? '',
        },
      },
      { stripeAccount: account, idempotencyKey: `refund_${id}` },
    );
    return refund.id;
  }

  /**
   * A failed refund, for the admin and for the key: a refusal (Stripe's 4xx, or nothing sent) refunded nothing, so the
   * key is freed for a retry to start afresh; when Stripe was unreachable or failed (5xx) the refund may have been made,
   * so a retry with the key takes it over at once with the same idempotency key, and Stripe answers what it did.
   */
  async function stripeFailure(club: ClubRow, input: RefundInput, error: unknown): Promise<never> {
    const unknownOutcome = error instanceof Stripe.errors.StripeError && (error.statusCode === undefined || error.statusCode >= 500);
    await (unknownOutcome ? abandonActionKey(db, club.id, input.action_key) : deleteActionKey(db, club.id, input.action_key));
    if (error instanceof Stripe.errors.StripeIdempotencyError) throw keyUsedElsewhere();
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code && STRIPE_TOO_LARGE.has(error.code)) throw refundTooLarge();
    if (error instanceof Stripe.errors.StripeError) {
      deps.log.warn(
        { stripe: { type: error.type, code: error.code, status: error.statusCode, requestId: error.requestId, message: error.message } },
        'Stripe refund failed',
      );
      throw refundProviderError();
    }
    throw error;
  }

  return async function refund(club: ClubRow, leagueId: string, entryId: string, input: RefundInput, actor: Actor): Promise<LedgerEntry> {
    const waitUntil = Date.now() + IN_FLIGHT_WAIT_MS;
    for (;;) {
      const waited = Date.now() > waitUntil;
      const step = await inTransaction(db, (tx) => firstStep(tx, club, leagueId, entryId, input, actor, waited));
      if (step.kind === 'wait') {
        await sleep(POLL_MS);
        continue;
      }
      if (step.kind === 'card') {
        const refundId = await refundThroughStripe(club, step.payment, step.entryId, input, actor).catch((error: unknown) => stripeFailure(club, input, error));
        await inTransaction(db, async (tx) => {
          const league = await findLeague(tx, club.id, leagueId, 'update');
          await lockLedgerEntry(tx, step.payment.id);
          await writeRefund(tx, league, club, actor, input, step.entryId, step.payment, refundId);
        });
      }
      return entryOf(club, leagueId, step.entryId);
    }
  };
}
