import type { PaymentSettingsInputSchema } from '@matchday/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/database.js';
import { recordAudit, type Actor } from '../audit/recorder.js';
import type { LeagueRow } from './league-access.js';
import { updateLeague } from './repository.js';

export type PaymentSettings = z.output<typeof PaymentSettingsInputSchema>;

const snapshot = (settings: PaymentSettings) => ({ payment_deadline: settings.payment_deadline, remainder_policy: settings.remainder_policy });

/** A league's players_pay deadline and remainder policy (the Payments tab's settings), audited as a league update. */
export async function updatePaymentSettings(tx: Executor, league: LeagueRow, settings: PaymentSettings, actor: Actor, at: Date): Promise<void> {
  const before = snapshot({ payment_deadline: league.paymentDeadline, remainder_policy: league.remainderPolicy });
  const after = snapshot(settings);
  if (before.payment_deadline === after.payment_deadline && before.remainder_policy === after.remainder_policy) return;
  await updateLeague(tx, league.id, { paymentDeadline: settings.payment_deadline, remainderPolicy: settings.remainder_policy, updatedAt: at });
  await recordAudit(tx, {
    clubId: league.clubId,
    actor,
    at,
    action: 'update',
    entityType: 'league',
    entityId: league.id,
    entityLabel: league.name,
    leagueId: league.id,
    before,
    after,
  });
}
