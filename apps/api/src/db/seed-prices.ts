import { and, eq } from 'drizzle-orm';
import { addDays, dateInTimezone, newId } from '@matchday/domain';
import type { Executor } from './database.js';
import { clubs, leagues, products, teams } from './schema.js';
import { DEMO_ACTOR_NAME } from './seed-rows.js';
import { recordMoney } from '../modules/payments/ledger.js';

interface PricePlan {
  league: string;
  /** Days from the club's today through which the early-bird prices apply. */
  early_bird_days?: number;
  early_bird_team_fee_cents?: number;
  early_bird_player_fee_cents?: number;
  deposit_cents?: number;
  add_ons?: { name: string; description: string; price_cents: number; max_quantity: number }[];
}

const CLUB1_PRICES: readonly PricePlan[] = [
  {
    league: 'Monday Night Rec',
    early_bird_days: 7,
    early_bird_team_fee_cents: 24_000,
    deposit_cents: 10_000,
    add_ons: [
      { name: 'Team jersey', description: 'Printed with your team’s name and number', price_cents: 2_500, max_quantity: 12 },
      { name: 'End-of-season party ticket', description: 'Food and a drink at the finals night', price_cents: 1_500, max_quantity: 10 },
    ],
  },
  {
    league: 'Thursday Fours',
    early_bird_days: 7,
    early_bird_player_fee_cents: 6_000,
    add_ons: [{ name: 'Parking pass', description: 'The season’s parking at Lakeside', price_cents: 1_000, max_quantity: 1 }],
  },
  { league: 'Saturday Doubles', deposit_cents: 4_000 },
];

/**
 * club1's price lists (issue 12's products): early-bird prices that run a week from today, deposits and add-ons, and
 * one team's jerseys sold and paid by check, so the Payments tab shows an add-on bought.
 */
export async function seedPrices(tx: Executor, now: Date): Promise<void> {
  const [club] = await tx.select().from(clubs).where(eq(clubs.slug, 'club1'));
  if (!club) return;
  const today = dateInTimezone(now, club.timezone);
  for (const plan of CLUB1_PRICES) {
    const [league] = await tx
      .select()
      .from(leagues)
      .where(and(eq(leagues.clubId, club.id), eq(leagues.name, plan.league)));
    if (!league) continue;
    await tx
      .update(leagues)
      .set({
        earlyBirdUntil: plan.early_bird_days === undefined ? null : addDays(today, plan.early_bird_days),
        earlyBirdTeamFeeCents: plan.early_bird_team_fee_cents ?? null,
        earlyBirdPlayerFeeCents: plan.early_bird_player_fee_cents ?? null,
        depositCents: plan.deposit_cents ?? null,
      })
      .where(eq(leagues.id, league.id));
    const addOnIds = [];
    for (const addOn of plan.add_ons ?? []) {
      const id = newId();
      addOnIds.push(id);
      await tx.insert(products).values({
        id,
        clubId: club.id,
        leagueId: league.id,
        kind: 'add_on',
        name: addOn.name,
        description: addOn.description,
        priceCents: addOn.price_cents,
        maxQuantity: addOn.max_quantity,
        createdAt: now,
      });
    }
    const [team] = await tx
      .select()
      .from(teams)
      .where(and(eq(teams.leagueId, league.id), eq(teams.name, 'Bump Set Spike')));
    if (team && addOnIds[0]) {
      const owner = { teamId: team.id, registrationId: null };
      const jerseys = `Team jersey × 4 — ${league.name}`;
      await recordMoney(tx, { league, actor: { id: null, name: DEMO_ACTOR_NAME }, at: now }, [
        { kind: 'charge', amountCents: 10_000, quantity: 4, productId: addOnIds[0], description: jerseys, ...owner },
        { kind: 'payment', method: 'check', amountCents: 10_000, description: jerseys, ...owner },
      ]);
    }
  }
}
