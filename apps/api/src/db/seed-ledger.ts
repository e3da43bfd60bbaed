import { and, asc, eq } from 'drizzle-orm';
import { newId } from '@matchday/domain';
import type { Executor } from './database.js';
import { clubs, leagues, registrations, teams, waitlistEntries } from './schema.js';
import { DEMO_ACTOR_NAME } from './seed-rows.js';
import { recordMoney, type MoneyMovement } from '../modules/payments/ledger.js';
import { saveWaiver } from '../modules/registration/waiver-repository.js';

type Intended = (typeof registrations.$inferSelect)['paymentStatus'];

export const DEMO_WAIVER = [
  'I take part in this league at my own risk. I am fit to play and will follow the rules of the game and the directions of the referees and the club.',
  'I release the club, its volunteers and the venue from claims for injury or loss arising from ordinary play, except where caused by their negligence.',
  'I agree that photos taken at games may appear on the club’s site.',
].join('\n\n');

/** What a seeded registration's intended status turns into on the ledger: a check for what was paid, half of it for partly paid. */
function settle(intended: Intended, amount: number, owner: Pick<MoneyMovement, 'teamId' | 'registrationId'>, description: string): MoneyMovement[] {
  const base = { ...owner, description };
  switch (intended) {
    case 'paid':
      return [{ ...base, kind: 'payment', method: 'check', amountCents: amount }];
    case 'partial':
      return [{ ...base, kind: 'payment', method: 'cash', amountCents: Math.floor(amount / 2) }];
    case 'waived':
      return [{ ...base, kind: 'waiver', amountCents: amount }];
    default:
      return [];
  }
}

/**
 * The demo's money, written through the ledger like any payment: each league's charges by its payment mode, and the
 * payments its plan says were made (offline, by check or cash, so the fake Stripe's totals start at zero); then the
 * derived payment statuses. Also each club's waiver, and a team waiting for a place in club1's full league.
 */
export async function seedLedger(tx: Executor, now: Date): Promise<void> {
  const actor = { id: null, name: DEMO_ACTOR_NAME };
  for (const club of await tx.select({ id: clubs.id }).from(clubs)) await saveWaiver(tx, club.id, DEMO_WAIVER, now);
  for (const league of await tx.select().from(leagues).orderBy(asc(leagues.createdAt))) {
    const roster = await tx
      .select()
      .from(registrations)
      .where(eq(registrations.leagueId, league.id))
      .orderBy(asc(registrations.createdAt), asc(registrations.id));
    const leagueTeams = await tx.select().from(teams).where(eq(teams.leagueId, league.id));
    const movements: MoneyMovement[] = [];
    const fee = (name: string) => `${name} — ${league.name}`;
    for (const team of leagueTeams) {
      const members = roster.filter((registration) => registration.teamId === team.id);
      const captain = members.find((registration) => registration.playerId === team.captainPlayerId) ?? members[0];
      if (!captain) continue;
      if (league.paymentMode === 'captains_pay' && league.teamFeeCents > 0) {
        movements.push({ kind: 'charge', amountCents: league.teamFeeCents, description: fee('Team fee'), teamId: team.id, registrationId: null });
        movements.push(...settle(captain.paymentStatus, league.teamFeeCents, { teamId: team.id, registrationId: null }, fee('Team fee')));
      }
      if (league.paymentMode === 'full_player_fee_from_captain' && league.playerFeeCents > 0) {
        const amount = league.playerFeeCents * Math.max(league.rosterMin, members.length);
        movements.push({ kind: 'charge', amountCents: amount, description: fee('Player fees'), teamId: team.id, registrationId: null });
        movements.push(...settle(captain.paymentStatus, amount, { teamId: team.id, registrationId: null }, fee('Player fees')));
      }
    }
    if ((league.paymentMode === 'players_pay' || league.paymentMode === 'full_player_fee_from_player') && league.playerFeeCents > 0) {
      const kind = league.paymentMode === 'players_pay' ? 'Player share' : 'Player fee';
      for (const registration of roster) {
        const owner = { teamId: registration.teamId, registrationId: registration.id };
        movements.push({ kind: 'charge', amountCents: league.playerFeeCents, description: fee(kind), ...owner });
        movements.push(...settle(registration.paymentStatus, league.playerFeeCents, owner, fee(kind)));
      }
    }
    await tx.update(registrations).set({ paymentStatus: 'unpaid' }).where(eq(registrations.leagueId, league.id));
    if (movements.length) await recordMoney(tx, { league, actor, at: now }, movements);
  }
  const [full] = await tx
    .select({ id: leagues.id, clubId: leagues.clubId })
    .from(leagues)
    .where(and(eq(leagues.name, 'Friday Night Open')));
  if (full) {
    await tx.insert(waitlistEntries).values({
      id: newId(),
      clubId: full.clubId,
      leagueId: full.id,
      kind: 'team',
      email: 'wait.listed@example.com',
      name: 'Whitney Waite',
      teamName: 'Serve-ivors',
      status: 'waiting',
      createdAt: now,
    });
  }
}
