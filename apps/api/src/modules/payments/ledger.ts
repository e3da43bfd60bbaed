import { formatMoney, newId } from '@matchday/domain';
import type { Executor } from '../../db/database.js';
import { recordAudit, type Actor } from '../audit/recorder.js';
import type { LeagueRow } from '../leagues/league-access.js';
import { insertLedgerEntry, setPaymentStatuses, type LedgerRow, type NewLedgerRow } from './ledger-repository.js';
import { leagueMoney } from './league-money.js';

/** An id may be given when it was chosen before (a refund's id is its Stripe idempotency key). */
export type MoneyMovement = Omit<NewLedgerRow, 'id' | 'clubId' | 'leagueId' | 'createdAt' | 'createdByName'> & { id?: string };

export interface MoneyContext {
  league: LeagueRow;
  actor: Actor;
  at: Date;
}

/** Rewrites the derived payment status of every registration of the league whose ledger says otherwise. */
export async function refreshPaymentStatuses(tx: Executor, league: LeagueRow, at: Date): Promise<void> {
  const money = await leagueMoney(tx, league, at);
  await setPaymentStatuses(tx, new Map(money.registrations.map((registration) => [registration.id, registration.status])), at);
}

/**
 * Writes money movements to the ledger, each with its History entry (who, what, how much), then the derived payment
 * statuses. Call it inside the transaction of the change. An entry whose Stripe object is already in the ledger is
 * skipped: a replayed event adds nothing. Returns the entries written.
 */
export async function recordMoney(tx: Executor, { league, actor, at }: MoneyContext, movements: readonly MoneyMovement[]): Promise<LedgerRow[]> {
  const written: LedgerRow[] = [];
  for (const movement of movements) {
    const row = await insertLedgerEntry(tx, {
      ...movement,
      id: movement.id ?? newId(),
      clubId: league.clubId,
      leagueId: league.id,
      createdAt: at,
      createdByName: actor.name,
    });
    if (!row) continue;
    written.push(row);
    await recordAudit(tx, {
      clubId: league.clubId,
      actor,
      action: 'create',
      entityType: 'payment',
      entityId: row.id,
      entityLabel: `${row.description}: ${formatMoney(row.amountCents)}`,
      leagueId: league.id,
      before: null,
      after: { kind: row.kind, method: row.method, amount_cents: row.amountCents, description: row.description, fee_borne_by: row.feeBorneBy },
      at,
    });
  }
  if (written.length) await refreshPaymentStatuses(tx, league, at);
  return written;
}
