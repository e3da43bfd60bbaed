import { newId } from '@matchday/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../src/db/database.js';
import { clubs, games, leagues, locations, players, playingAreas, registrations, teams } from '../src/db/schema.js';

/** Rows written straight to the database, for tests that need records without going through other modules' routes. */
export async function clubIdOf(db: Database, slug: string): Promise<string> {
  const [club] = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.slug, slug));
  if (!club) throw new Error(`no club ${slug}`);
  return club.id;
}

let sequence = 0;
const unique = (prefix: string) => `${prefix} ${++sequence}-${newId().slice(-6)}`;

export async function insertLocation(db: Database, slug: string, areaNames: string[] = ['Court 1', 'Court 2']) {
  const clubId = await clubIdOf(db, slug);
  const [location] = await db
    .insert(locations)
    .values({ id: newId(), clubId, name: unique('Location'), timezone: 'America/New_York' })
    .returning();
  const areas = areaNames.length
    ? await db
        .insert(playingAreas)
        .values(areaNames.map((name, position) => ({ id: newId(), locationId: location!.id, name, position })))
        .returning()
    : [];
  return { location: location!, areas };
}

export async function insertLeague(db: Database, slug: string, overrides: Partial<typeof leagues.$inferInsert> = {}) {
  const clubId = await clubIdOf(db, slug);
  const [league] = await db
    .insert(leagues)
    .values({
      id: newId(),
      clubId,
      name: unique('League'),
      sport: 'soccer',
      season: 'Fall 2026',
      seasonStart: '2026-09-01',
      seasonEnd: '2026-12-15',
      registrationType: 'teams_and_individuals',
      paymentMode: 'captains_pay',
      teamFeeCents: 50_000,
      playerFeeCents: 0,
      teamCapacity: 8,
      rosterMin: 5,
      rosterMax: 12,
      registrationOpensOn: '2026-02-01',
      registrationClosesOn: '2026-08-15',
      bracketType: 'single-elimination',
      status: 'registration_open',
      ...overrides,
    })
    .returning();
  return league!;
}

/** A demo league of a club by its name. */
export async function leagueNamed(db: Database, slug: string, name: string) {
  const clubId = await clubIdOf(db, slug);
  const [league] = await db
    .select()
    .from(leagues)
    .where(and(eq(leagues.clubId, clubId), eq(leagues.name, name)));
  if (!league) throw new Error(`no league ${name} in ${slug}`);
  return league;
}

export async function insertPlayer(db: Database, slug: string, overrides: Partial<typeof players.$inferInsert> = {}) {
  const clubId = await clubIdOf(db, slug);
  const id = newId();
  const [player] = await db
    .insert(players)
    .values({ id, clubId, firstName: 'Pat', lastName: unique('Player'), email: `${id.toLowerCase()}@example.com`, ...overrides })
    .returning();
  return player!;
}

export async function insertTeam(db: Database, leagueId: string, overrides: Partial<typeof teams.$inferInsert> = {}) {
  const [team] = await db
    .insert(teams)
    .values({ id: newId(), leagueId, name: unique('Team'), ...overrides })
    .returning();
  return team!;
}

export async function insertRegistration(db: Database, leagueId: string, playerId: string, teamId: string | null) {
  const [registration] = await db.insert(registrations).values({ id: newId(), leagueId, playerId, teamId }).returning();
  return registration!;
}

let gameHour = 0;

/** A game on the court; each call takes the next hour, so two fixtures never hold one court at one time. */
export async function insertGame(
  db: Database,
  leagueId: string,
  locationId: string,
  playingAreaId: string,
  overrides: Partial<typeof games.$inferInsert> = {},
) {
  gameHour += 1;
  const [game] = await db
    .insert(games)
    .values({ id: newId(), leagueId, locationId, playingAreaId, startsAt: new Date(Date.UTC(2026, 8, 5, 14 + gameHour)), ...overrides })
    .returning();
  return game!;
}
