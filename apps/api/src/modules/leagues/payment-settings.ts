import type { PaymentSettingsInputSchema } from '@matchday/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/database.js';
import type { Actor } from '../audit/recorder.js';
import type { LeagueRow } from './league-access.js';
import { updateLeagueSettings } from './league-settings-update.js';

export type PaymentSettings = z.output<typeof PaymentSettingsInputSchema>;

const snapshot = (settings: PaymentSettings) => ({ payment_deadline: settings.payment_deadline, remainder_policy: settings.remainder_policy });

/** A league's players_pay deadline and remainder policy (the Payments tab's settings), audited as a league update. */
export function updatePaymentSettings(tx: Executor, league: LeagueRow, settings: PaymentSettings, actor: Actor, at: Date): Promise<void> {
  return updateLeagueSettings(
    tx,
    league,
    {
      before: snapshot({ payment_deadline: league.paymentDeadline, remainder_policy: league.remainderPolicy }),
      after: snapshot(settings),
      columns: { paymentDeadline: settings.payment_deadline, remainderPolicy: settings.remainder_policy },
    },
    actor,
    at,
  );
}
