import {
  fieldMessage,
  formatMoney,
  ledgerTextOf,
  ledgerTotals,
  newId,
  type BalanceAdjustmentInputSchema,
  type ChargeInputSchema,
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
import { assertEditable, findLeague, type LeagueRow } from '../leagues/league-access.js';
import { updatePaymentSettings, type PaymentSettings } from '../leagues/payment-settings.js';
import { claimActionKey, keyUsedElsewhere, type KeyedAction } from './action-keys.js';
import { createAdminRefunds } from './admin-refunds.js';
import { entryDescription } from './entry-text.js';
import { leagueMoney, toLine, type LeagueMoney } from './league-money.js';
import { recordMoney, type MoneyMovement } from './ledger.js';
import type { LedgerRow } from './ledger-repository.js';
import type { MoneyDeps } from './money-deps.js';
import { queuePaymentNotice } from './payment-notice.js';
import { schedulePaymentDeadline } from './remainder.js';
import { ordersOfLeague } from './orders-repository.js';
import { endReasonOf } from './order-book.js';

type OfflineInput = z.output<typeof OfflinePaymentInputSchema>;
type AdjustmentInput = z.output<typeof BalanceAdjustmentInputSchema>;
type ChargeInput = z.output<typeof ChargeInputSchema>;
type RefundInput = z.output<typeof RefundInputSchema>;
type Target = { team_id: string | null; registration_id: string | null };

/** An offline payment above the balance, which the admin has not confirmed as a credit (issue 19 §4). */
const moreThanBalance = (balance: number) =>
  new HttpError(
    422,
    'validation_error',
    `That is more than the balance of ${formatMoney(balance)}: lower the amount, or confirm that the excess becomes a credit`,
    { amount_cents: [fieldMessage('atMost', { max: formatMoney(Math.max(0, balance)) })] },
  );

/** A write-off (stored as kind waiver) forgives what is owed, so never more: a credit is how the club gives beyond the balance. */
const waiverAboveBalance = (balance: number) =>
  new HttpError(422, 'validation_error', `A write-off forgives at most what is owed (${formatMoney(Math.max(0, balance))}): give a credit for more`, {
    amount_cents: [fieldMessage('atMost', { max: formatMoney(Math.max(0, balance)) })],
  });

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
    text: ledgerTextOf(row.description, league.name),
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
      remainder_chargeable: team.remainderChargeable,
      hold_expires_at: team.holdExpiresAt?.toISOString() ?? null,
    })),
    registrations: money.registrations.map((registration) => ({
      id: registration.id,
      player_id: registration.playerId,
      player_name: `${registration.firstName} ${registration.lastName}`,
      team_id: registration.teamId,
      team_name: registration.teamId ? (teamNames.get(registration.teamId) ?? null) : null,
      payment_status: registration.status,
      covered_by_team: registration.coveredByTeam,
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
      end_reason: endReasonOf(order),
    })),
    entries: [...money.entries].reverse().map(entry),
    remainder_policy: league.remainderPolicy,
    payment_deadline: league.paymentDeadline,
  };
}

/** The team or registration of this league a movement is for (404 otherwise), as ledger columns, with what it owes as the Payments tab shows it. */
async function targetOf(
  tx: Executor,
  league: LeagueRow,
  target: Target,
  at: Date,
): Promise<Pick<MoneyMovement, 'teamId' | 'registrationId'> & { balance: number }> {
  const money = await leagueMoney(tx, league, at);
  if (target.team_id) {
    const team = money.teams.find((candidate) => candidate.id === target.team_id);
    if (!team) throw notFound('Team not found');
    return { teamId: team.id, registrationId: null, balance: team.allTotals.balance };
  }
  const registration = money.registrations.find((candidate) => candidate.id === target.registration_id);
  if (!registration) throw notFound('Registration not found');
  return { teamId: registration.teamId, registrationId: registration.id, balance: registration.totals.balance };
}

const OFFLINE_TOPICS = { cash: 'cash_payment', check: 'check_payment' } as const;
const ADJUSTMENT_TOPICS = { waiver: 'write_off', credit: 'credit' } as const;

/**
 * The admin's side of a league's money (issue 12 §4). Every write goes through recordMoney (entries, History, derived
 * statuses) under the league's row lock, once per action key (issue 19 §2): the request's key is claimed in the
 * write's transaction, and a request sent again with it is answered the entry the first one wrote. Refunds are
 * admin-refunds.ts's.
 */
export function createPaymentsAdmin(deps: MoneyDeps) {
  const { db, clock } = deps;

  async function view(club: ClubRow, leagueId: string): Promise<LeaguePayments> {
    const league = await findLeague(db, club.id, leagueId);
    const [money, orders] = await Promise.all([leagueMoney(db, league, clock()), ordersOfLeague(db, league.id)]);
    return paymentsView(league, money, orders);
  }

  /** An entry of the league as the Payments tab lists it; one of another league is what a key sent there made. */
  async function entryOf(club: ClubRow, leagueId: string, entryId: string): Promise<LedgerEntry> {
    const entry = (await view(club, leagueId)).entries.find((candidate) => candidate.id === entryId);
    if (!entry) throw keyUsedElsewhere();
    return entry;
  }

  async function record(
    club: ClubRow,
    leagueId: string,
    actor: Actor,
    keyed: { action: KeyedAction; key: string },
    movement: (tx: Executor, league: LeagueRow, at: Date) => Promise<MoneyMovement>,
  ): Promise<LedgerEntry> {
    const id = await inTransaction(db, async (tx) => {
      const at = clock();
      const league = await findLeague(tx, club.id, leagueId, 'update');
      const fresh = newId();
      const earlier = await claimActionKey(tx, { clubId: club.id, key: keyed.key, action: keyed.action, resultId: fresh, at });
      if (earlier !== null) return earlier;
      const written = await recordMoney(tx, { league, actor, at }, [{ ...(await movement(tx, league, at)), id: fresh }]);
      for (const entry of written) await queuePaymentNotice(tx, deps.mailer, league, entry);
      return fresh;
    });
    return entryOf(club, leagueId, id);
  }

  const refund = createAdminRefunds(deps, entryOf);

  return {
    view,

    recordOffline: (club: ClubRow, leagueId: string, input: OfflineInput, actor: Actor) =>
      record(club, leagueId, actor, { action: 'offline_payment', key: input.action_key }, async (tx, league, at) => {
        const { balance, teamId, registrationId } = await targetOf(tx, league, input, at);
        // $500 against a $140 balance is a typo as often as a prepayment: the admin says which.
        if (input.amount_cents > Math.max(0, balance) && !input.excess_as_credit) throw moreThanBalance(balance);
        return {
          kind: 'payment',
          method: input.method,
          amountCents: input.amount_cents,
          description: entryDescription(OFFLINE_TOPICS[input.method], league.name, input.note),
          teamId,
          registrationId,
        };
      }),

    adjust: (club: ClubRow, leagueId: string, input: AdjustmentInput, actor: Actor) =>
      record(club, leagueId, actor, { action: 'adjustment', key: input.action_key }, async (tx, league, at) => {
        const { balance, teamId, registrationId } = await targetOf(tx, league, input, at);
        if (input.kind === 'waiver' && input.amount_cents > Math.max(0, balance)) throw waiverAboveBalance(balance);
        return {
          kind: input.kind,
          amountCents: input.amount_cents,
          description: entryDescription(ADJUSTMENT_TOPICS[input.kind], league.name, input.note),
          teamId,
          registrationId,
        };
      }),

    /** Something else a team or player owes (a late fee, a lost jersey): a charge on their balance, in an editable league. */
    addCharge: (club: ClubRow, leagueId: string, input: ChargeInput, actor: Actor) =>
      record(club, leagueId, actor, { action: 'charge', key: input.action_key }, async (tx, league, at) => {
        assertEditable(league);
        const { teamId, registrationId } = await targetOf(tx, league, input, at);
        return { kind: 'charge', amountCents: input.amount_cents, description: input.description, teamId, registrationId };
      }),

    refund: (club: ClubRow, leagueId: string, entryId: string, input: RefundInput, actor: Actor) => refund(club, leagueId, entryId, input, actor),

    async updateSettings(club: ClubRow, leagueId: string, input: PaymentSettings, actor: Actor): Promise<PaymentSettings> {
      await inTransaction(db, async (tx) => {
        const league = await findLeague(tx, club.id, leagueId, 'update');
        if (league.paymentMode !== 'players_pay' && input.payment_deadline !== null) {
          throw validationError({ payment_deadline: ['Only a league whose players pay their shares has a payment deadline'] });
        }
        await updatePaymentSettings(tx, league, input, actor, clock());
        await schedulePaymentDeadline(tx, deps.jobs, club, { ...league, paymentDeadline: input.payment_deadline });
      });
      return input;
    },
  };
}
