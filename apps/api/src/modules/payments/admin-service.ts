import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import {
  formatMoney,
  ledgerTotals,
  newId,
  type BalanceAdjustmentInputSchema,
  type LeaguePayments,
  type LedgerEntry,
  type OfflinePaymentInputSchema,
  type RefundInputSchema,
} from '@matchday/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { HttpError, notFound, validationError } from '../../lib/http-error.js';
import type { Actor } from '../audit/recorder.js';
import type { ClubRow } from '../clubs/club-row.js';
import { connectedAccountIdOf } from '../connect/connected-account.js';
import { assertEditable, findLeague, type LeagueRow } from '../leagues/league-access.js';
import { updatePaymentSettings, type PaymentSettings } from '../leagues/payment-settings.js';
import { offerFreedPlace } from '../registration/release.js';
import { placeReleaseRefusal, releasePlace } from '../teams/public-join.js';
import { leagueMoney, toLine, type LeagueMoney } from './league-money.js';
import { recordMoney, type MoneyMovement } from './ledger.js';
import { queuePaymentNotice } from './payment-notice.js';
import { schedulePaymentDeadline } from './remainder.js';
import { findLedgerEntry, lockLedgerEntry, refundedOf, type LedgerRow } from './ledger-repository.js';
import { findOrder, ordersOfLeague } from './orders-repository.js';

type OfflineInput = z.output<typeof OfflinePaymentInputSchema>;
type AdjustmentInput = z.output<typeof BalanceAdjustmentInputSchema>;
type RefundInput = z.output<typeof RefundInputSchema>;
type Target = { team_id: string | null; registration_id: string | null };

const paymentNotFound = () => notFound('Payment not found');
const refundTooLarge = (left?: number) =>
  new HttpError(422, 'refund_too_large', `That is more than what is left to refund of this payment${left === undefined ? '' : ` (${formatMoney(left)})`}`);
const refundProviderError = () =>
  new HttpError(502, 'payment_provider_error', 'Stripe could not be reached or refused the refund. Nothing was refunded; try again.');
/** Stripe's own refusals of an amount the charge no longer has (a refund made meanwhile, here or in its dashboard). */
const STRIPE_TOO_LARGE = new Set(['amount_too_large', 'charge_already_refunded']);

/** The Payments tab's view: the ledger's figures by team and registration, the orders, the entries newest first. */
export function paymentsView(league: LeagueRow, money: LeagueMoney, orders: Awaited<ReturnType<typeof ordersOfLeague>>): LeaguePayments {
  const teamNames = new Map(money.teams.map((team) => [team.id, team.name]));
  const playerNames = new Map(money.registrations.map((registration) => [registration.id, `${registration.firstName} ${registration.lastName}`]));
  const refundsOf = (paymentId: string) => money.entries.filter((row) => row.kind === 'refund' && row.refundOfId === paymentId);
  const entry = (row: LedgerRow): LedgerEntry => ({
    id: row.id,
    kind: row.kind,
    method: row.method,
    amount_cents: row.amountCents,
    description: row.description,
    team_id: row.teamId,
    team_name: row.teamId ? (teamNames.get(row.teamId) ?? null) : null,
    registration_id: row.registrationId,
    player_name: row.registrationId ? (playerNames.get(row.registrationId) ?? null) : null,
    order_id: row.orderId,
    refund_of_id: row.refundOfId,
    refundable_cents: row.kind === 'payment' ? ledgerTotals([row, ...refundsOf(row.id)].map((line) => toLine(line))).collected : null,
    fee_borne_by: row.feeBorneBy,
    created_at: row.createdAt.toISOString(),
    created_by: row.createdByName,
  });
  return {
    totals: money.totals,
    teams: money.teams.map((team) => ({
      id: team.id,
      name: team.name,
      status: team.status,
      captain_name: team.captainName,
      roster_size: team.rosterSize,
      totals: team.allTotals,
      shortfall_cents: team.shortfallCents,
      hold_expires_at: team.holdExpiresAt?.toISOString() ?? null,
    })),
    registrations: money.registrations.map((registration) => ({
      id: registration.id,
      player_id: registration.playerId,
      player_name: `${registration.firstName} ${registration.lastName}`,
      team_id: registration.teamId,
      team_name: registration.teamId ? (teamNames.get(registration.teamId) ?? null) : null,
      payment_status: registration.status,
      totals: registration.totals,
    })),
    orders: orders.map(({ order, customerName, customerEmail }) => ({
      id: order.id,
      customer_name: customerName,
      customer_email: customerEmail,
      status: order.status,
      total_cents: order.totalCents,
      team_name: order.teamId ? (teamNames.get(order.teamId) ?? null) : null,
      created_at: order.createdAt.toISOString(),
      paid_at: order.paidAt?.toISOString() ?? null,
    })),
    entries: [...money.entries].reverse().map(entry),
    remainder_policy: league.remainderPolicy,
    payment_deadline: league.paymentDeadline,
  };
}

/** The team or registration of this league a movement is for (404 otherwise), as ledger columns. */
async function targetOf(tx: Executor, league: LeagueRow, target: Target, at: Date): Promise<Pick<MoneyMovement, 'teamId' | 'registrationId'>> {
  const money = await leagueMoney(tx, league, at);
  if (target.team_id) {
    if (!money.teams.some((team) => team.id === target.team_id)) throw notFound('Team not found');
    return { teamId: target.team_id, registrationId: null };
  }
  const registration = money.registrations.find((candidate) => candidate.id === target.registration_id);
  if (!registration) throw notFound('Registration not found');
  return { teamId: registration.teamId, registrationId: registration.id };
}

const withNote = (text: string, note: string | null) => (note ? `${text} (${note})` : text);
const OFFLINE_NAMES = { cash: 'Cash payment', check: 'Check payment' } as const;
const ADJUSTMENT_NAMES = { waiver: 'Waiver', credit: 'Credit' } as const;

/** Which place a payment paid for: the registration's roster place, else the team's. */
const placeOf = (payment: LedgerRow): { teamId: string } | { registrationId: string } | null =>
  payment.registrationId ? { registrationId: payment.registrationId } : payment.teamId ? { teamId: payment.teamId } : null;

/**
 * The admin's side of a league's money (issue 12 §4). Every write goes through recordMoney (entries, History, derived
 * statuses) under the league's row lock. A card refund is three steps, since no transaction may stay open across a
 * Stripe call: check the amount with the payment row locked, ask Stripe (idempotency key `refund_<entry id>`, Stripe
 * refusing more than the charge has left), then write the refund entry with Stripe's refund id, which the later
 * `charge.refunded` event finds already in the ledger.
 */
export function createPaymentsAdmin(app: FastifyInstance) {
  const { db, clock, stripe } = app;

  async function view(club: ClubRow, leagueId: string): Promise<LeaguePayments> {
    const league = await findLeague(db, club.id, leagueId);
    const [money, orders] = await Promise.all([leagueMoney(db, league, clock()), ordersOfLeague(db, league.id)]);
    return paymentsView(league, money, orders);
  }

  async function entryOf(club: ClubRow, leagueId: string, entryId: string): Promise<LedgerEntry> {
    const entry = (await view(club, leagueId)).entries.find((candidate) => candidate.id === entryId);
    if (!entry) throw new Error(`ledger entry ${entryId} was just written`);
    return entry;
  }

  async function record(
    club: ClubRow,
    leagueId: string,
    actor: Actor,
    movement: (tx: Executor, league: LeagueRow, at: Date) => Promise<MoneyMovement>,
  ): Promise<LedgerEntry> {
    const id = newId();
    await inTransaction(db, async (tx) => {
      const at = clock();
      const league = await findLeague(tx, club.id, leagueId, 'update');
      const written = await recordMoney(tx, { league, actor, at }, [{ ...(await movement(tx, league, at)), id }]);
      for (const entry of written) await queuePaymentNotice(tx, app.mailer, league, entry);
    });
    return entryOf(club, leagueId, id);
  }

  /** The place a refund gives up: what is still owed on it is waived (nobody owes for a place they left), then it goes. */
  async function release(tx: Executor, league: LeagueRow, club: ClubRow, actor: Actor, at: Date, place: { teamId: string } | { registrationId: string }) {
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
          description: `Place released — balance waived — ${league.name}`,
          teamId: line.teamId,
          registrationId: line.registrationId,
        })),
    );
    const { teamFreed } = await releasePlace(tx, { clubId: club.id, leagueId: league.id, actor, at }, place);
    if (teamFreed) await offerFreedPlace(app, tx, league, club.slug, at);
  }

  /** Step one of a refund: the payment, locked, with room for the amount; the place checked releasable when asked. */
  async function checkRefund(tx: Executor, club: ClubRow, leagueId: string, entryId: string, input: RefundInput) {
    const league = await findLeague(tx, club.id, leagueId, 'update');
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
    return { league, payment, place };
  }

  async function writeRefund(
    tx: Executor,
    club: ClubRow,
    leagueId: string,
    actor: Actor,
    input: RefundInput,
    id: string,
    payment: LedgerRow,
    stripeRef: string | null,
  ) {
    const at = clock();
    const league = await findLeague(tx, club.id, leagueId, 'update');
    await lockLedgerEntry(tx, payment.id);
    const written = await recordMoney(tx, { league, actor, at }, [
      {
        id,
        kind: 'refund',
        method: payment.method,
        amountCents: input.amount_cents,
        description: withNote(`Refund — ${league.name}`, input.reason),
        teamId: payment.teamId,
        registrationId: payment.registrationId,
        orderId: payment.orderId,
        refundOfId: payment.id,
        stripeRef,
        feeBorneBy: payment.method === 'card' ? input.fee_borne_by : null,
      },
    ]);
    for (const entry of written) await queuePaymentNotice(tx, app.mailer, league, entry);
    const place = input.release_place ? placeOf(payment) : null;
    // A card refund is already made: if the team got onto the schedule meanwhile, the refund is still recorded and the place stays.
    if (place && league.status !== 'archived' && !(await placeReleaseRefusal(tx, league.id, place))) await release(tx, league, club, actor, at, place);
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
    try {
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
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code && STRIPE_TOO_LARGE.has(error.code)) throw refundTooLarge();
      if (error instanceof Stripe.errors.StripeError) {
        app.log.warn(
          { stripe: { type: error.type, code: error.code, status: error.statusCode, requestId: error.requestId, message: error.message } },
          'Stripe refund failed',
        );
        throw refundProviderError();
      }
      throw error;
    }
  }

  return {
    view,

    recordOffline: (club: ClubRow, leagueId: string, input: OfflineInput, actor: Actor) =>
      record(club, leagueId, actor, async (tx, league, at) => ({
        kind: 'payment',
        method: input.method,
        amountCents: input.amount_cents,
        description: withNote(`${OFFLINE_NAMES[input.method]} — ${league.name}`, input.note),
        ...(await targetOf(tx, league, input, at)),
      })),

    adjust: (club: ClubRow, leagueId: string, input: AdjustmentInput, actor: Actor) =>
      record(club, leagueId, actor, async (tx, league, at) => ({
        kind: input.kind,
        amountCents: input.amount_cents,
        description: withNote(`${ADJUSTMENT_NAMES[input.kind]} — ${league.name}`, input.note),
        ...(await targetOf(tx, league, input, at)),
      })),

    async refund(club: ClubRow, leagueId: string, entryId: string, input: RefundInput, actor: Actor): Promise<LedgerEntry> {
      const id = newId();
      const card = await inTransaction(db, async (tx) => {
        const { payment } = await checkRefund(tx, club, leagueId, entryId, input);
        if (payment.method !== 'card') await writeRefund(tx, club, leagueId, actor, input, id, payment, null);
        return payment.method === 'card' ? payment : null;
      });
      if (card === null) return entryOf(club, leagueId, id);
      const refundId = await refundThroughStripe(club, card, id, input, actor);
      await inTransaction(db, (tx) => writeRefund(tx, club, leagueId, actor, input, id, card, refundId));
      return entryOf(club, leagueId, id);
    },

    async updateSettings(club: ClubRow, leagueId: string, input: PaymentSettings, actor: Actor): Promise<PaymentSettings> {
      await inTransaction(db, async (tx) => {
        const league = await findLeague(tx, club.id, leagueId, 'update');
        if (league.paymentMode !== 'players_pay' && input.payment_deadline !== null) {
          throw validationError({ payment_deadline: ['Only a league whose players pay their shares has a payment deadline'] });
        }
        await updatePaymentSettings(tx, league, input, actor, clock());
        await schedulePaymentDeadline(tx, app.jobs, club, { ...league, paymentDeadline: input.payment_deadline });
      });
      return input;
    },
  };
}
