import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { matchResult, type Bracket, type BracketCreate, type BracketGame, type GameScore } from '@matchday/domain';
import { games } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { bearer, type TestContext } from '../../../test/helper.js';
import { insertPlayedGame, insertSeason, score, type Season } from '../standings/test-support.js';
import { rederiveBracket } from './rederive.js';

export const bracketUrl = (slug: string, leagueId: string) => `/api/${slug}/leagues/${leagueId}/bracket`;

export const HOME_WIN: GameScore[] = [score(25, 18)];
export const AWAY_WIN: GameScore[] = [score(19, 25)];

/** A season whose table ranks the teams in the order given: each team beat every team listed after it. */
export async function rankedSeason(t: TestContext, names: readonly string[], slug = 'club2'): Promise<Season> {
  const season = await insertSeason(t.database.db, slug, names);
  for (const [index, home] of season.teams.entries()) {
    for (const away of season.teams.slice(index + 1)) await insertPlayedGame(t.database.db, season, home, away, [score(25, 20)]);
  }
  return season;
}

export const bracketBody = (season: Season, overrides: Partial<BracketCreate> = {}): BracketCreate => ({
  type: 'single-elimination',
  team_count: season.teams.length,
  start_date: '2026-11-03',
  playing_area_ids: season.courts.map((court) => court.id),
  ...overrides,
});

export async function getBracket(t: TestContext, token: string, season: Season): Promise<Bracket | null> {
  const response = await t.app.inject({ method: 'GET', url: bracketUrl('club2', season.league.id), headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ bracket: Bracket | null }>().bracket;
}

export async function createBracket(t: TestContext, token: string, season: Season, overrides: Partial<BracketCreate> = {}): Promise<Bracket> {
  const response = await t.app.inject({
    method: 'POST',
    url: bracketUrl('club2', season.league.id),
    headers: bearer(token),
    payload: bracketBody(season, overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Bracket>();
}

/**
 * Saves a playoff game's result as the scores endpoint does: the match result from the scores, then the
 * bracket re-derived in the same transaction.
 */
export async function recordResult(t: TestContext, season: Season, gameId: string, scores: GameScore[]): Promise<void> {
  await inTransaction(t.database.db, async (tx) => {
    await tx
      .update(games)
      .set({ scores, ...matchResult(scores), updatedAt: t.clock() })
      .where(eq(games.id, gameId));
    await rederiveBracket(tx, season.league, { actor: { id: null, name: 'Scorekeeper' }, at: t.clock() });
  });
}

export type Pick = (game: BracketGame, bracket: Bracket) => 'home' | 'away';

/** The better seed wins. */
export const betterSeed: Pick = (game, bracket) => {
  const seedOf = (teamId: string | undefined) => bracket.seeds.find((seed) => seed.team.id === teamId)!.seed;
  return seedOf(game.home_team?.id) < seedOf(game.away_team?.id) ? 'home' : 'away';
};

/** Plays every ready game, round after round, until none is left; returns the bracket then. */
export async function playOut(t: TestContext, token: string, season: Season, pick: Pick): Promise<Bracket> {
  for (let round = 0; round < 64; round += 1) {
    const bracket = (await getBracket(t, token, season))!;
    const ready = bracket.games.filter((game) => game.status === 'ready' && game.game?.is_active);
    if (ready.length === 0) return bracket;
    for (const game of ready) await recordResult(t, season, game.game!.id, pick(game, bracket) === 'home' ? HOME_WIN : AWAY_WIN);
  }
  throw new Error('The bracket never finished');
}

/** A game that takes a side from another game starts at least the league's game length after it. */
export function expectPlayedInOrder(bracket: Bracket, gameMinutes: number): void {
  const byNumber = new Map(bracket.games.map((game) => [game.number, game]));
  for (const game of bracket.games) {
    for (const source of [game.home, game.away]) {
      if (source.kind === 'seed') continue;
      const before = byNumber.get(source.game)!;
      const gap = Date.parse(game.game!.starts_at) - Date.parse(before.game!.starts_at);
      expect(gap, `game ${game.number} after game ${before.number}`).toBeGreaterThanOrEqual(gameMinutes * 60_000);
    }
  }
}
