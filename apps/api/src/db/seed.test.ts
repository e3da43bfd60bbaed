import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { openTestDatabase, testPasswords } from '../../test/helper.js';
import type { DatabaseHandle } from './client.js';
import { brackets, clubRoles, clubs, games, users } from './schema.js';
import { seedDemoData } from './seed.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const counts = async () => {
  const { db } = database;
  const [[u], [c], [r], [g], [b]] = await Promise.all([
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(clubs),
    db.select({ n: count() }).from(clubRoles),
    db.select({ n: count() }).from(games),
    db.select({ n: count() }).from(brackets),
  ]);
  return { users: u?.n, clubs: c?.n, roles: r?.n, games: g?.n, brackets: b?.n };
};

describe('seedDemoData', () => {
  it('fills an empty database once, and changes nothing when run again or concurrently', async () => {
    expect(await seedDemoData(database.db, testPasswords)).toBe(true);
    const seeded = await counts();
    expect(seeded).toEqual({ users: 4, clubs: 4, roles: 5, games: expect.any(Number), brackets: 1 });
    expect(seeded.games).toBeGreaterThan(0);
    const again = await Promise.all([seedDemoData(database.db, testPasswords), seedDemoData(database.db, testPasswords)]);
    expect(again).toEqual([false, false]);
    expect(await counts()).toEqual(seeded);
  });

  it('creates the spec’s clubs', async () => {
    const rows = await database.db.select().from(clubs).orderBy(clubs.slug);
    expect(rows.map((club) => [club.slug, club.timezone, club.connect, club.stripeOnboardingDone])).toEqual([
      ['club1', 'America/Chicago', true, true],
      ['club2', 'America/New_York', false, false],
      ['club3', 'America/Los_Angeles', true, false],
      ['club4', 'Europe/London', false, false],
    ]);
  });
});
