import { and, asc, eq, sql, type Placeholder } from 'drizzle-orm';
import type { TeamRef } from '@matchday/domain';
import type { Database, Executor } from '../../db/database.js';
import { games, teams } from '../../db/schema.js';

const selectTeamRefs = (db: Executor, leagueId: string | Placeholder) =>
  db.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.leagueId, leagueId)).orderBy(asc(teams.name), asc(teams.id));

const selectRegularSeasonResults = (db: Executor, leagueId: string | Placeholder) =>
  db
    .select({ home_team_id: games.homeTeamId, away_team_id: games.awayTeamId, is_active: games.isActive, scores: games.scores })
    .from(games)
    .where(and(eq(games.leagueId, leagueId), eq(games.stage, 'regular')));

/** The league's teams by name, as tables and brackets name them. */
export async function teamRefsOf(db: Executor, leagueId: string): Promise<TeamRef[]> {
  return selectTeamRefs(db, leagueId);
}

/** What the table reads of the league's regular-season games. */
export async function regularSeasonResults(db: Executor, leagueId: string) {
  return selectRegularSeasonResults(db, leagueId);
}

/** The same two reads as named prepared statements of one database (placeholder: leagueId), for GET …/standings. */
export function prepareStandingsReads(db: Database) {
  return {
    teamRefs: selectTeamRefs(db, sql.placeholder('leagueId')).prepare('standings_teams'),
    results: selectRegularSeasonResults(db, sql.placeholder('leagueId')).prepare('standings_results'),
  };
}
