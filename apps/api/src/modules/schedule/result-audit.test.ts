import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@matchday/domain';
import { bearer, useTestApp } from '../../../test/helper.js';
import { insertGame, insertLeague, insertLocation, insertTeam } from '../../../test/fixtures.js';
import { leagueLocations } from '../../db/schema.js';

const t = useTestApp();
let admin = '';
beforeAll(async () => {
  admin = await t.loginAs('admin@example.com');
});
const db = () => t.database.db;

/** An In Season league whose Lions (home) and Tigers (away) played before the test clock's day. */
async function playedGame() {
  const location = await insertLocation(db(), 'club2', ['Court 1']);
  const league = await insertLeague(db(), 'club2', { sport: 'soccer', seasonStart: '2026-02-01', seasonEnd: '2026-04-30', status: 'in_season' });
  await db().insert(leagueLocations).values({ leagueId: league.id, locationId: location.location.id, position: 0 });
  const lions = await insertTeam(db(), league.id, { name: 'Lions' });
  const tigers = await insertTeam(db(), league.id, { name: 'Tigers' });
  const game = await insertGame(db(), league.id, location.location.id, location.areas[0]!.id, {
    homeTeamId: lions.id,
    awayTeamId: tigers.id,
    startsAt: new Date('2026-02-24T19:00:00Z'),
  });
  return { league, game };
}

async function saveScores(leagueId: string, gameId: string, scores: { home_points: number; away_points: number }[]) {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/club2/leagues/${leagueId}/scores`,
    headers: bearer(admin),
    payload: { results: [{ game_id: gameId, scores }] },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function historyOf(gameId: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/club2/audit?entity_type=game&entity_id=${gameId}`, headers: bearer(admin) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: AuditEntry[] }>().items;
}

describe('the History of a game result (issue 10: it reads "Lions 5–2 Tigers")', () => {
  it('keeps the result as one value naming both teams, home first, whenever only the score changes', async () => {
    const { league, game } = await playedGame();
    await saveScores(league.id, game.id, [{ home_points: 5, away_points: 2 }]);
    await saveScores(league.id, game.id, [{ home_points: 2, away_points: 5 }]);
    await saveScores(league.id, game.id, []);

    const [cleared, corrected, entered] = await historyOf(game.id);
    const fiveTwo = { home_team: 'Lions', away_team: 'Tigers', scores: [{ home_points: 5, away_points: 2 }], home_points: 1, away_points: 0, winner: 'home' };
    const twoFive = { home_team: 'Lions', away_team: 'Tigers', scores: [{ home_points: 2, away_points: 5 }], home_points: 0, away_points: 1, winner: 'away' };
    // The teams did not change, yet every entry says who played: the names travel inside the result.
    expect(entered!.changes).toEqual({ result: { before: null, after: fiveTwo } });
    expect(corrected!.changes).toEqual({ result: { before: fiveTwo, after: twoFive } });
    expect(cleared!.changes).toEqual({ result: { before: twoFive, after: null } });
  });
});
