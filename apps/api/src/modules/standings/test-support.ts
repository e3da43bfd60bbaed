import { matchResult, newId, type GameScore } from '@matchday/domain';
import type { Database } from '../../db/database.js';
import { games, leagueLocations, leagues } from '../../db/schema.js';
import { insertLeague, insertLocation, insertTeam } from '../../../test/fixtures.js';

/** A league with a location of two courts attached and its teams, as the standings and playoff tests start from. */
export async function insertSeason(db: Database, slug: string, teamNames: readonly string[], overrides: Partial<typeof leagues.$inferInsert> = {}) {
  const { location, areas } = await insertLocation(db, slug, ['Court 1', 'Court 2']);
  const league = await insertLeague(db, slug, {
    status: 'in_season',
    playTimes: [
      { day: 'tue', start_time: '18:30' },
      { day: 'tue', start_time: '20:00' },
    ],
    ...overrides,
  });
  await db.insert(leagueLocations).values({ leagueId: league.id, locationId: location.id, position: 0 });
  const teams = [];
  for (const name of teamNames) teams.push(await insertTeam(db, league.id, { name }));
  return { league, location, courts: areas, teams };
}
export type Season = Awaited<ReturnType<typeof insertSeason>>;

let hour = 0;

/**
 * A regular-season game already played, with its spec §4 match result. Each one gets its own hour early
 * in September 2026, before any playoff the tests place.
 */
export async function insertPlayedGame(db: Database, season: Season, home: { id: string }, away: { id: string }, scores: GameScore[]) {
  const [game] = await db
    .insert(games)
    .values({
      id: newId(),
      leagueId: season.league.id,
      locationId: season.location.id,
      playingAreaId: season.courts[0]!.id,
      startsAt: new Date(Date.UTC(2026, 8, 1) + ++hour * 3_600_000),
      homeTeamId: home.id,
      awayTeamId: away.id,
      scores,
      ...matchResult(scores),
    })
    .returning();
  return game!;
}

export const score = (home: number, away: number): GameScore => ({ home_points: home, away_points: away });
