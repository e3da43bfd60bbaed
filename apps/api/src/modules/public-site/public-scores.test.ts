import { matchResult, PublicLeaguePageSchema, PublicTeamPageSchema, shownScore, type PublicGame } from '@matchday/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leagueNamed } from '../../../test/fixtures.js';
import { useTestApp } from '../../../test/helper.js';
import { games } from '../../db/schema.js';

const t = useTestApp();
const leaguePage = async (leagueId: string) =>
  PublicLeaguePageSchema.strict().parse((await t.app.inject({ method: 'GET', url: `/api/public/clubs/club2/leagues/${leagueId}` })).json());

/** Writes a result as the scores service stores it: each game's points and the match result of the spec's rule. */
const setScores = async (gameId: string, scores: { home_points: number; away_points: number }[]) => {
  const result = matchResult(scores);
  await t.database.db
    .update(games)
    .set({ scores, homePoints: result.home_points, awayPoints: result.away_points, winner: result.winner })
    .where(eq(games.id, gameId));
};

const played = (list: readonly PublicGame[]) => list.filter((game) => game.scores.length > 0);

describe('scores on the public site', () => {
  it('gives a kickball game its runs (9–7), beside the match result 1–0, on the league page, its bracket and the team page', async () => {
    const kickball = await leagueNamed(t.database.db, 'club2', 'Kickball Social League');
    const [regular] = await t.database.db
      .select({ id: games.id, homeTeamId: games.homeTeamId })
      .from(games)
      .where(and(eq(games.leagueId, kickball.id), eq(games.stage, 'regular'), isNotNull(games.homeTeamId)))
      .limit(1);
    const [playoff] = await t.database.db
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.leagueId, kickball.id), eq(games.stage, 'playoff'), isNotNull(games.homeTeamId)))
      .limit(1);
    await setScores(regular!.id, [{ home_points: 9, away_points: 7 }]);
    await setScores(playoff!.id, [{ home_points: 4, away_points: 8 }]);

    const page = await leaguePage(kickball.id);
    const game = page.games.find((candidate) => candidate.id === regular!.id)!;
    expect(game).toMatchObject({ scores: [{ home_points: 9, away_points: 7 }], home_points: 1, away_points: 0, winner: 'home' });
    expect(shownScore(game.scores)).toEqual({ home: 9, away: 7, games: [] });
    const bracketGame = page.bracket!.games.find((candidate) => candidate.game?.id === playoff!.id)!.game!;
    expect(shownScore(bracketGame.scores)).toEqual({ home: 4, away: 8, games: [] });
    // Every played kickball game carries its one game's runs.
    expect(played(page.games).length).toBeGreaterThan(3);
    expect(played(page.games).every((candidate) => candidate.scores.length === 1)).toBe(true);

    const team = PublicTeamPageSchema.strict().parse(
      (await t.app.inject({ method: 'GET', url: `/api/public/clubs/club2/teams/${regular!.homeTeamId}` })).json(),
    );
    expect(team.games.find((candidate) => candidate.id === regular!.id)?.scores).toEqual([{ home_points: 9, away_points: 7 }]);
  });

  it('gives a best-of-three volleyball match its sets beside the match result (2–1)', async () => {
    const volleyball = await leagueNamed(t.database.db, 'club2', 'Coed Volleyball Tuesdays');
    const [match] = await t.database.db
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.leagueId, volleyball.id), isNotNull(games.homePoints)))
      .limit(1);
    const sets = [
      { home_points: 25, away_points: 21 },
      { home_points: 21, away_points: 25 },
      { home_points: 15, away_points: 10 },
    ];
    await setScores(match!.id, sets);
    const game = (await leaguePage(volleyball.id)).games.find((candidate) => candidate.id === match!.id)!;
    expect(game).toMatchObject({ scores: sets, home_points: 2, away_points: 1, winner: 'home' });
    expect(shownScore(game.scores)).toEqual({ home: 2, away: 1, games: sets });
  });

  it('says where each league is in its year: in season, completed, or taking registrations', async () => {
    const status = async (name: string) => (await leaguePage((await leagueNamed(t.database.db, 'club2', name)).id)).league.status;
    expect(await status('Coed Volleyball Tuesdays')).toBe('in_season');
    expect(await status('Kickball Social League')).toBe('completed');
    expect(await status('Sunday Soccer 7v7')).toBe('registration_open');
  });
});
