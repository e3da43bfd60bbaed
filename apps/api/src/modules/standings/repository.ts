import { and, asc, eq } from 'drizzle-orm';
import type { TeamRef } from '@matchday/domain';
import type { Executor } from '../../db/database.js';
import { games, teams } from '../../db/schema.js';

/** The league's teams by name, as tables and brackets name them. */
export async function teamRefsOf(db: Executor, leagueId: string): Promise<TeamRef[]> {
  return db.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.leagueId, leagueId)).orderBy(asc(teams.name), asc(teams.id));
}

/** What the table reads of the league's regular-season games. */
export async function regularSeasonResults(db: Executor, leagueId: string) {
  return db
    .select({ home_team_id: games.homeTeamId, away_team_id: games.awayTeamId, is_active: games.isActive, scores: games.scores })
    .from(games)
    .where(and(eq(games.leagueId, leagueId), eq(games.stage, 'regular')));
}
