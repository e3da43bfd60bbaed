import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Standings } from '@matchday/domain';
import { leagues } from '../../db/schema.js';
import { bearer, useTestApp } from '../../../test/helper.js';
import { expectClubGuards, expectNotFound } from '../teams/test-support.js';
import { insertPlayedGame, insertSeason, score } from './test-support.js';

const t = useTestApp();

const standingsUrl = (slug: string, leagueId: string) => `/api/${slug}/leagues/${leagueId}/standings`;

async function getStandings(token: string, leagueId: string): Promise<Standings> {
  const response = await t.app.inject({ method: 'GET', url: standingsUrl('club2', leagueId), headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Standings>();
}

const namesOf = (standings: Standings) => standings.rows.map((row) => row.team.name);

describe('GET /api/:slug/leagues/:leagueId/standings', () => {
  it('ranks the teams by the points the league’s rules give, and re-ranks when the rules change', async () => {
    const token = await t.loginAs('admin@example.com');
    const season = await insertSeason(t.database.db, 'club2', ['Aces', 'Bolts', 'Comets', 'Drifters']);
    const [aces, bolts, comets, drifters] = season.teams;
    await insertPlayedGame(t.database.db, season, aces!, drifters!, [score(2, 0)]);
    await insertPlayedGame(t.database.db, season, bolts!, comets!, [score(1, 1)]);
    await insertPlayedGame(t.database.db, season, bolts!, drifters!, [score(1, 1)]);

    const standard = await getStandings(token, season.league.id);
    expect(namesOf(standard)).toEqual(['Aces', 'Bolts', 'Comets', 'Drifters']);
    expect(standard.rows.map((row) => row.points)).toEqual([3, 2, 1, 1]);
    expect(standard.rows[0]).toMatchObject({ rank: 1, played: 1, wins: 1, draws: 0, losses: 0, points_for: 2, points_against: 0, point_differential: 2 });
    expect(standard.rules).toMatchObject({ points_for_win: 3, points_for_draw: 1, points_for_loss: 0 });

    await t.database.db
      .update(leagues)
      .set({ rules: { points_for_draw: 2 } })
      .where(eq(leagues.id, season.league.id));
    const drawsCount = await getStandings(token, season.league.id);
    expect(namesOf(drawsCount)).toEqual(['Bolts', 'Aces', 'Comets', 'Drifters']);
    expect(drawsCount.rows.map((row) => row.points)).toEqual([4, 3, 2, 2]);
    expect(drawsCount.rules.points_for_draw).toBe(2);
  });

  it('breaks a three-team tie on the mini-table of their games against each other, and says so', async () => {
    const token = await t.loginAs('admin@example.com');
    // Alphabetical order and point differential would both rank the three the other way round.
    const season = await insertSeason(t.database.db, 'club2', ['Zebras', 'Yaks', 'Aardvarks', 'Walruses', 'Voles']);
    const [zebras, yaks, aardvarks, walruses, voles] = season.teams;
    const play = (home: { id: string }, away: { id: string }, homePoints: number, awayPoints: number) =>
      insertPlayedGame(t.database.db, season, home, away, [score(homePoints, awayPoints)]);
    await play(zebras!, yaks!, 1, 0);
    await play(zebras!, aardvarks!, 1, 0);
    await play(yaks!, aardvarks!, 1, 0);
    await play(walruses!, zebras!, 5, 0);
    await play(yaks!, walruses!, 1, 0);
    await play(aardvarks!, walruses!, 10, 0);
    await play(aardvarks!, voles!, 10, 0);

    const standings = await getStandings(token, season.league.id);
    expect(namesOf(standings)).toEqual(['Zebras', 'Yaks', 'Aardvarks', 'Walruses', 'Voles']);
    expect(standings.rows.slice(0, 3).map((row) => row.points)).toEqual([6, 6, 6]);
    const note = standings.ties.find((tie) => tie.points === 6);
    expect(note).toMatchObject({ team_ids: [zebras!.id, yaks!.id, aardvarks!.id], rule: 'head_to_head', mini_table: true });
    expect(note!.values[0]).toBeGreaterThan(note!.values[1]!);
    expect(note!.values[1]).toBeGreaterThan(note!.values[2]!);
  });

  it('lists every team of a league without results, level on nothing played', async () => {
    const token = await t.loginAs('admin@example.com');
    const season = await insertSeason(t.database.db, 'club2', ['North', 'South']);
    const standings = await getStandings(token, season.league.id);
    expect(standings.rows.map((row) => [row.played, row.points])).toEqual([
      [0, 0],
      [0, 0],
    ]);
  });

  it('answers another club’s league as one that does not exist', async () => {
    const token = await t.loginAs('admin@example.com');
    const foreign = await insertSeason(t.database.db, 'club4', ['Oaks', 'Elms']);
    await expectNotFound(t, token, { method: 'GET', urls: [standingsUrl('club2', foreign.league.id), standingsUrl('club2', 'not-an-id')] });
    await expectClubGuards(t, token, { method: 'GET', url: (slug) => standingsUrl(slug, foreign.league.id) });
  });
});
