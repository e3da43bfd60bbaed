import { count, sql } from 'drizzle-orm';
import { newId } from '@matchday/domain';
import type { PasswordHasher } from '../lib/passwords.js';
import type { Database, Executor } from './database.js';
import { seedSites } from './seed-site.js';
import { seedStripeAccounts } from './seed-stripe.js';
import { seedLedger } from './seed-ledger.js';
import { seedPrices } from './seed-prices.js';
import { seedClubData } from './seed-club-data.js';
import { inTransaction } from './transaction.js';
import { clubRoles, clubs, users } from './schema.js';

export const DEMO_PASSWORD = 'matchday-demo';

const SEED_LOCK_KEY = 72_616_302;

const DEMO_CLUBS = [
  {
    slug: 'club1',
    name: 'Lakeside Sports Club',
    timezone: 'America/Chicago',
    connect: true,
    stripeOnboardingDone: true,
    defaultSport: 'volleyball',
    contactEmail: 'hello@lakeside.example.com',
    address: '1200 N Lake Shore Dr, Chicago, IL 60610',
  },
  {
    slug: 'club2',
    name: 'Riverside Athletic League',
    timezone: 'America/New_York',
    connect: false,
    stripeOnboardingDone: false,
    defaultSport: 'soccer',
    contactEmail: 'office@riverside.example.com',
    address: '75 Riverside Dr, New York, NY 10024',
  },
  {
    slug: 'club3',
    name: 'Pacific Coast Leagues',
    timezone: 'America/Los_Angeles',
    connect: true,
    stripeOnboardingDone: false,
    defaultSport: 'basketball',
    contactEmail: 'leagues@pacificcoast.example.com',
    address: '400 Ocean Ave, Santa Monica, CA 90402',
  },
  {
    slug: 'club4',
    name: 'Thames Valley Club',
    timezone: 'Europe/London',
    connect: false,
    stripeOnboardingDone: false,
    defaultSport: 'cricket',
    contactEmail: 'secretary@thamesvalley.example.com',
    address: '12 Riverside Walk, Reading RG1 8DB, United Kingdom',
  },
] as const;

type DemoSlug = (typeof DEMO_CLUBS)[number]['slug'];

export const DEMO_USERS: readonly { email: string; firstName: string; lastName: string; clubs: readonly DemoSlug[] }[] = [
  { email: 'admin@example.com', firstName: 'Alex', lastName: 'Morgan', clubs: ['club1', 'club2', 'club3'] },
  { email: 'single@example.com', firstName: 'Sam', lastName: 'Rivera', clubs: ['club2'] },
  { email: 'norole@example.com', firstName: 'Nora', lastName: 'Lee', clubs: [] },
  { email: 'other@example.com', firstName: 'Oliver', lastName: 'Grant', clubs: ['club4'] },
];

async function hasUsers(db: Executor): Promise<boolean> {
  const [existing] = await db.select({ total: count() }).from(users);
  return (existing?.total ?? 0) > 0;
}

/**
 * Demo clubs and users, only into a database without users (so it never touches real data and
 * running it twice changes nothing). Returns whether it seeded.
 */
export async function seedDemoData(db: Database, passwords: PasswordHasher): Promise<boolean> {
  // Every start that seeds (SEED_DEMO, env.ts) comes here: skip the slow password hashing when there is nothing to seed.
  if (await hasUsers(db)) return false;
  const hashes = await Promise.all(DEMO_USERS.map(() => passwords.hash(DEMO_PASSWORD)));
  return inTransaction(db, async (tx) => {
    // Processes starting together on one PostgreSQL: the second waits here, then finds the users.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasUsers(tx)) return false;
    const clubIds = new Map(DEMO_CLUBS.map((club) => [club.slug, newId()]));
    await tx.insert(clubs).values(DEMO_CLUBS.map((club) => ({ ...club, id: clubIds.get(club.slug)! })));
    const userRows = DEMO_USERS.map((user, index) => ({
      id: newId(),
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      passwordHash: hashes[index]!,
    }));
    await tx.insert(users).values(userRows);
    const roles = DEMO_USERS.flatMap((user, index) =>
      user.clubs.map((slug) => ({ userId: userRows[index]!.id, clubId: clubIds.get(slug)!, role: 'league_admin' as const })),
    );
    await tx.insert(clubRoles).values(roles);
    const now = new Date();
    await seedClubData(tx, now);
    await seedSites(tx, now);
    await seedStripeAccounts(tx, now);
    await seedLedger(tx, now);
    await seedPrices(tx, now);
    return true;
  });
}
