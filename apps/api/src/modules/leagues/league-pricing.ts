import type { LeaguePricingInputSchema } from '@matchday/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/database.js';
import type { Actor } from '../audit/recorder.js';
import type { LeagueRow } from './league-access.js';
import { updateLeagueSettings } from './league-settings-update.js';

type Pricing = z.output<typeof LeaguePricingInputSchema>;

const snapshot = (league: Pick<LeagueRow, 'earlyBirdUntil' | 'earlyBirdTeamFeeCents' | 'earlyBirdPlayerFeeCents' | 'depositCents'>): Pricing => ({
  early_bird_until: league.earlyBirdUntil,
  early_bird_team_fee_cents: league.earlyBirdTeamFeeCents,
  early_bird_player_fee_cents: league.earlyBirdPlayerFeeCents,
  deposit_cents: league.depositCents,
});

/** A league's early-bird prices and deposit (the Payments tab's price list), audited as a league update. */
export function updateLeaguePricing(tx: Executor, league: LeagueRow, pricing: Pricing, actor: Actor, at: Date): Promise<void> {
  const columns = {
    earlyBirdUntil: pricing.early_bird_until,
    earlyBirdTeamFeeCents: pricing.early_bird_team_fee_cents,
    earlyBirdPlayerFeeCents: pricing.early_bird_player_fee_cents,
    depositCents: pricing.deposit_cents,
  };
  return updateLeagueSettings(tx, league, { before: snapshot(league), after: snapshot(columns), columns }, actor, at);
}
