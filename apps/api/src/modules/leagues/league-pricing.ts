import type { LeaguePricingInputSchema } from '@matchday/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/database.js';
import { recordAudit, type Actor } from '../audit/recorder.js';
import type { LeagueRow } from './league-access.js';
import { updateLeague } from './repository.js';

type Pricing = z.output<typeof LeaguePricingInputSchema>;

const snapshot = (league: Pick<LeagueRow, 'earlyBirdUntil' | 'earlyBirdTeamFeeCents' | 'earlyBirdPlayerFeeCents' | 'depositCents'>): Pricing => ({
  early_bird_until: league.earlyBirdUntil,
  early_bird_team_fee_cents: league.earlyBirdTeamFeeCents,
  early_bird_player_fee_cents: league.earlyBirdPlayerFeeCents,
  deposit_cents: league.depositCents,
});

/** A league's early-bird prices and deposit (the Payments tab's price list), audited as a league update. */
export async function updateLeaguePricing(tx: Executor, league: LeagueRow, pricing: Pricing, actor: Actor, at: Date): Promise<void> {
  const before = snapshot(league);
  if (JSON.stringify(before) === JSON.stringify(pricing)) return;
  await updateLeague(tx, league.id, {
    earlyBirdUntil: pricing.early_bird_until,
    earlyBirdTeamFeeCents: pricing.early_bird_team_fee_cents,
    earlyBirdPlayerFeeCents: pricing.early_bird_player_fee_cents,
    depositCents: pricing.deposit_cents,
    updatedAt: at,
  });
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
    after: pricing,
  });
}
