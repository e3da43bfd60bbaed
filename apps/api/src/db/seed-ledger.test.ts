import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { leagueMoney } from '../modules/payments/league-money.js';
import { openTestDatabase, testPasswords } from '../../test/helper.js';
import type { DatabaseHandle } from './client.js';
import { clubs, leagues, registrations, waitlistEntries, waiverVersions } from './schema.js';
import { seedDemoData } from './seed.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoData(database.db, testPasswords);
});
afterAll(() => database.close());

const club1Leagues = async () => {
  const [club] = await database.db.select().from(clubs).where(eq(clubs.slug, 'club1'));
  return database.db.select().from(leagues).where(eq(leagues.clubId, club!.id));
};

describe('the demo money', () => {
  it('writes each club1 league’s money through the ledger: paid, partly paid and unpaid, all offline', async () => {
    const seen = new Set<string>();
    for (const league of await club1Leagues()) {
      const money = await leagueMoney(database.db, league, new Date());
      expect(money.totals.paid_card).toBe(0);
      if (league.paymentMode === 'free') expect(money.totals.charged).toBe(0);
      else expect(money.totals.charged).toBeGreaterThan(0);
      for (const team of money.teams) seen.add(team.status);
      // The stored statuses are the ledger's.
      const stored = await database.db.select().from(registrations).where(eq(registrations.leagueId, league.id));
      for (const registration of money.registrations) expect(stored.find((row) => row.id === registration.id)!.paymentStatus).toBe(registration.status);
    }
    expect(seen).toEqual(new Set(['confirmed', 'awaiting_payment']));
  });

  it('fills Friday Night Open and puts a team on its waitlist; every club has a waiver', async () => {
    const full = (await club1Leagues()).find((league) => league.name === 'Friday Night Open')!;
    expect((await leagueMoney(database.db, full, new Date())).teams).toHaveLength(full.teamCapacity);
    expect(await database.db.select().from(waitlistEntries).where(eq(waitlistEntries.leagueId, full.id))).toEqual([
      expect.objectContaining({ status: 'waiting', teamName: 'Serve-ivors' }),
    ]);
    const waivers = await database.db.select().from(waiverVersions);
    expect(new Set(waivers.map((waiver) => waiver.clubId)).size).toBe((await database.db.select().from(clubs)).length);
  });
});
