import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { findCourtClashes, newId, SEASON_REFUSALS, zonedInstant, type Bracket, type BracketGame } from '@matchday/domain';
import { auditLog, brackets, games, leagues } from '../../db/schema.js';
import { bearer, useTestApp } from '../../../test/helper.js';
import { insertLeague, insertLocation } from '../../../test/fixtures.js';
import { auditEntriesOf, expectClubGuards, expectNotFound } from '../teams/test-support.js';
import {
  AWAY_WIN,
  HOME_WIN,
  betterSeed,
  bracketBody,
  bracketUrl,
  createBracket,
  expectPlayedInOrder,
  getBracket,
  playOut,
  rankedSeason,
  recordResult,
} from './test-support.js';

const t = useTestApp();

const VOLLEYBALL = ['Net Results', 'Block Party', 'Setting Ducks', 'Dig Deep', 'Sets on the Beach', 'Bump Set Spike'];
const KICKBALL = ['Base Invaders', 'Kicks and Giggles', 'Red Rubber Rebels', 'Foul Ball Frenzy', 'Grand Slammers'];

const seedTeam = (bracket: Bracket, seed: number) => bracket.seeds.find((entry) => entry.seed === seed)!.team;
const firstRoundOf = (bracket: Bracket, seed: number) =>
  Math.min(
    ...bracket.games.filter((game) => [game.home, game.away].some((source) => source.kind === 'seed' && source.seed === seed)).map((game) => game.round),
  );
const gameNumbered = (bracket: Bracket, number: number) => bracket.games.find((game) => game.number === number)!;
const grandFinal = (bracket: Bracket) => bracket.games.find((game) => game.side === 'final' && !game.if_necessary)!;
const resetGame = (bracket: Bracket) => bracket.games.find((game) => game.if_necessary)!;
const teamsOf = (game: BracketGame) => [game.home_team?.id ?? null, game.away_team?.id ?? null];

describe('GET /api/:slug/leagues/:leagueId/bracket', () => {
  it('answers null while the league has no bracket', async () => {
    const token = await t.loginAs('admin@example.com');
    const season = await rankedSeason(t, VOLLEYBALL.slice(0, 3));
    expect(await getBracket(t, token, season)).toBeNull();
  });
});

describe('POST /api/:slug/leagues/:leagueId/bracket', () => {
  it('seeds the top of the standings 1 v N, gives the top seeds byes and places every game on the chosen courts in order', async () => {
    const token = await t.loginAs('admin@example.com');
    const season = await rankedSeason(t, VOLLEYBALL);
    const bracket = await createBracket(t, token, season);

    expect(bracket.seeds.map((entry) => [entry.seed, entry.team.name])).toEqual(VOLLEYBALL.map((name, index) => [index + 1, name]));
    expect(bracket).toMatchObject({ type: 'single-elimination', champion: null, unplaced: [] });
    expect(bracket.games).toHaveLength(5);
    expect(firstRoundOf(bracket, 1)).toBe(2);
    expect(firstRoundOf(bracket, 2)).toBe(2);
    for (const seed of [3, 4, 5, 6]) expect(firstRoundOf(bracket, seed)).toBe(1);
    const opening = bracket.games.filter((game) => game.round === 1);
    expect(opening.map((game) => game.status)).toEqual(opening.map(() => 'ready'));
    expect(new Set(opening.flatMap(teamsOf))).toEqual(new Set([3, 4, 5, 6].map((seed) => seedTeam(bracket, seed).id)));
    const topSeedGame = bracket.games.find((game) => game.home.kind === 'seed' && game.home.seed === 1)!;
    expect(topSeedGame).toMatchObject({ status: 'waiting', home_team: seedTeam(bracket, 1), away_team: null, away: { kind: 'winner' } });

    const courtIds = season.courts.map((court) => court.id);
    for (const game of bracket.games) {
      expect(game.game, `game ${game.number}`).not.toBeNull();
      expect(game.game).toMatchObject({
        stage: 'playoff',
        bracket_game: game.number,
        round: game.round,
        is_active: true,
        home_source: game.home,
        away_source: game.away,
      });
      expect(courtIds).toContain(game.game!.playing_area_id);
      expect(game.game!.date >= '2026-11-03').toBe(true);
      expect(new Date(`${game.game!.date}T12:00:00Z`).getUTCDay()).toBe(2);
      expect(['18:30', '20:00']).toContain(game.game!.time);
    }
    expectPlayedInOrder(bracket, 60);
    expect(await getBracket(t, token, season)).toEqual(bracket);

    const [entry] = await auditEntriesOf(t.database.db, 'bracket', bracket.id);
    expect(entry).toMatchObject({ action: 'create', leagueId: season.league.id, actorName: 'Alex Morgan' });
    expect(entry!.changes.type).toEqual({ before: null, after: 'single-elimination' });
  });

  it('refuses more teams than the league has, courts of other locations, a past start and a second bracket, writing nothing', async () => {
    const token = await t.loginAs('admin@example.com');
    const season = await rankedSeason(t, KICKBALL.slice(0, 4));
    const { areas: elsewhere } = await insertLocation(t.database.db, 'club2', ['Court 9']);
    const post = (overrides: Parameters<typeof bracketBody>[1]) =>
      t.app.inject({ method: 'POST', url: bracketUrl('club2', season.league.id), headers: bearer(token), payload: bracketBody(season, overrides) });

    const tooMany = await post({ team_count: 5 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors.team_count[0]).toMatch(/4 teams/);
    const foreignCourt = await post({ playing_area_ids: [season.courts[0]!.id, elsewhere[0]!.id] });
    expect(foreignCourt.statusCode).toBe(400);
    expect(foreignCourt.json().errors).toHaveProperty('playing_area_ids');
    const past = await post({ start_date: '2026-02-24' });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toHaveProperty('start_date');
    expect(await t.database.db.select().from(brackets).where(eq(brackets.leagueId, season.league.id))).toEqual([]);

    expect((await post({})).statusCode).toBe(201);
    const again = await post({ type: 'double-elimination' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('conflict');
    expect(await t.database.db.select().from(brackets).where(eq(brackets.leagueId, season.league.id))).toHaveLength(1);
  });

  it('is created In Season from a played regular season, or with the override, which the History records', async () => {
    const token = await t.loginAs('admin@example.com');
    const season = await rankedSeason(t, VOLLEYBALL.slice(0, 4));
    const post = (overrides = {}) =>
      t.app.inject({ method: 'POST', url: bracketUrl('club2', season.league.id), headers: bearer(token), payload: bracketBody(season, overrides) });
    const [first] = await t.database.db.select().from(games).where(eq(games.leagueId, season.league.id)).limit(1);
    await t.database.db
      .insert(games)
      .values({ ...first!, id: newId(), startsAt: new Date('2026-10-20T23:00:00Z'), scores: [], homePoints: null, awayPoints: null, winner: '' });

    const unplayed = await post();
    expect(unplayed.statusCode).toBe(409);
    expect(unplayed.json()).toMatchObject({ code: 'season_rule', message: SEASON_REFUSALS.season_unplayed });
    await t.database.db.update(leagues).set({ status: 'registration_closed' }).where(eq(leagues.id, season.league.id));
    expect((await post({ override_unplayed: true })).json()).toMatchObject({ code: 'season_rule', message: SEASON_REFUSALS.create_bracket });
    await t.database.db.update(leagues).set({ status: 'in_season' }).where(eq(leagues.id, season.league.id));

    expect((await post({ override_unplayed: true })).statusCode).toBe(201);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.leagueId, season.league.id), eq(auditLog.entityType, 'bracket')));
    expect(entry!.changes.seeded_with_unplayed_games).toEqual({ before: null, after: 1 });
  });

  it('never puts a game on a court time another league holds', async () => {
    const token = await t.loginAs('admin@example.com');
    const season = await rankedSeason(t, KICKBALL);
    const other = await insertLeague(t.database.db, 'club2');
    const held = ['2026-11-03T23:30:00Z', '2026-11-04T01:00:00Z', '2026-11-10T23:30:00Z', '2026-11-11T01:00:00Z'].flatMap((instant) =>
      season.courts.map((court) => ({ playing_area_id: court.id, starts_at: new Date(instant).toISOString() })),
    );
    await t.database.db.insert(games).values(
      held.map((slot) => ({
        id: newId(),
        leagueId: other.id,
        locationId: season.location.id,
        playingAreaId: slot.playing_area_id,
        startsAt: new Date(slot.starts_at),
      })),
    );

    const bracket = await createBracket(t, token, season, { type: 'double-elimination' });
    expect(bracket.unplaced).toEqual([]);
    const heldKeys = new Set(held.map((slot) => `${slot.playing_area_id}|${slot.starts_at}`));
    for (const game of bracket.games) expect(heldKeys.has(`${game.game!.playing_area_id}|${game.game!.starts_at}`), `game ${game.number}`).toBe(false);
    expect(bracket.games.every((game) => game.game!.date >= '2026-11-17')).toBe(true);
    expectPlayedInOrder(bracket, 60);
    const everyGame = await t.database.db.select().from(games);
    expect(
      findCourtClashes(everyGame.map((game) => ({ playing_area_id: game.playingAreaId, starts_at: game.startsAt.toISOString(), is_active: game.isActive }))),
    ).toEqual([]);
  });

  it('keeps the games it cannot place as unplaced, and shows them', async () => {
    const token = await t.loginAs('admin@example.com');
    const season = await rankedSeason(t, VOLLEYBALL.slice(0, 4));
    const court = season.courts[0]!;
    // Another league holds the court every Tuesday of the window but the first: the semi-finals fit that night, the final does not.
    const other = await insertLeague(t.database.db, 'club2');
    const tuesdays = ['2026-11-10', '2026-11-17', '2026-11-24', '2026-12-01', '2026-12-08', '2026-12-15', '2026-12-22', '2026-12-29', '2027-01-05'];
    await t.database.db.insert(games).values(
      tuesdays.flatMap((date) =>
        ['18:30', '20:00'].map((time) => ({
          id: newId(),
          leagueId: other.id,
          locationId: season.location.id,
          playingAreaId: court.id,
          startsAt: zonedInstant(date, time, 'America/New_York'),
        })),
      ),
    );

    const bracket = await createBracket(t, token, season, { playing_area_ids: [court.id] });
    const final = bracket.games.find((game) => game.round === 2)!;
    expect(bracket.unplaced).toEqual([final.number]);
    expect(final).toMatchObject({ status: 'waiting', game: null });
    expect(bracket.games.filter((game) => game.round === 1).map((game) => [game.game!.date, game.game!.time])).toEqual([
      ['2026-11-03', '18:30'],
      ['2026-11-03', '20:00'],
    ]);
    const rows = await t.database.db
      .select()
      .from(games)
      .where(and(eq(games.leagueId, season.league.id), eq(games.stage, 'playoff')));
    expect(rows.map((row) => row.bracketGame).sort()).toEqual(
      bracket.games
        .filter((game) => game.round === 1)
        .map((game) => game.number)
        .sort(),
    );
  });
});

describe('playing a bracket', () => {
  it('re-derives the next game from each result, and a corrected result re-routes it and clears what no longer fits', async () => {
    const token = await t.loginAs('admin@example.com');
    const season = await rankedSeason(t, VOLLEYBALL);
    let bracket = await createBracket(t, token, season);
    const topSeedGame = bracket.games.find((game) => game.home.kind === 'seed' && game.home.seed === 1)!;
    const feeder = gameNumbered(bracket, (topSeedGame.away as { game: number }).game);

    await recordResult(t, season, feeder.game!.id, HOME_WIN);
    bracket = (await getBracket(t, token, season))!;
    const feederWinner = gameNumbered(bracket, feeder.number).home_team!;
    const feederLoser = gameNumbered(bracket, feeder.number).away_team!;
    expect(gameNumbered(bracket, feeder.number)).toMatchObject({ status: 'played', winner_team_id: feederWinner.id });
    expect(gameNumbered(bracket, topSeedGame.number)).toMatchObject({ status: 'ready', away_team: feederWinner });
    expect(gameNumbered(bracket, topSeedGame.number).game!.away_team).toEqual(feederWinner);

    await recordResult(t, season, topSeedGame.game!.id, AWAY_WIN);
    bracket = (await getBracket(t, token, season))!;
    expect(gameNumbered(bracket, topSeedGame.number)).toMatchObject({ status: 'played', winner_team_id: feederWinner.id });

    // The feeder's result was entered the wrong way round.
    await recordResult(t, season, feeder.game!.id, AWAY_WIN);
    bracket = (await getBracket(t, token, season))!;
    const corrected = gameNumbered(bracket, topSeedGame.number);
    expect(corrected).toMatchObject({ status: 'ready', away_team: feederLoser, winner_team_id: null });
    expect(corrected.game).toMatchObject({ scores: [], home_points: null, away_points: null, winner: '', away_team: feederLoser });
    const entries = await auditEntriesOf(t.database.db, 'game', topSeedGame.game!.id);
    // The cleared result still names who had played, home first, for the History's sentence.
    const topSeed = corrected.home_team!;
    expect(entries.at(-1)!.changes).toEqual({
      away_team: { before: feederWinner, after: feederLoser },
      result: { before: expect.objectContaining({ home_team: topSeed.name, away_team: feederWinner.name, scores: AWAY_WIN, winner: 'away' }), after: null },
    });

    bracket = await playOut(t, token, season, betterSeed);
    expect(bracket.champion).toEqual(seedTeam(bracket, 1));
    expect(bracket.games.every((game) => game.status === 'played')).toBe(true);
  });

  it('plays a double-elimination bracket through the grand-final reset, and turns the reset off and on as the final is corrected', async () => {
    const token = await t.loginAs('admin@example.com');
    const season = await rankedSeason(t, KICKBALL);
    const created = await createBracket(t, token, season, { type: 'double-elimination', grand_final_reset: true });
    expect(firstRoundOf(created, 1)).toBeGreaterThan(1);
    expect(created.games.filter((game) => game.side === 'losers').length).toBeGreaterThan(0);
    expect(resetGame(created)).toMatchObject({ status: 'waiting', game: { is_active: true } });
    expectPlayedInOrder(created, 60);
    const top = seedTeam(created, 1);

    // The top seed reaches the final unbeaten and loses it, so the reset is played; it wins the reset.
    const upsetInFinal: typeof betterSeed = (game, bracket) => {
      if (game.side === 'final' && !game.if_necessary) return game.home_team!.id === top.id ? 'away' : 'home';
      return betterSeed(game, bracket);
    };
    let bracket = await playOut(t, token, season, upsetInFinal);
    expect(bracket.champion).toEqual(top);
    expect(resetGame(bracket)).toMatchObject({ status: 'played', winner_team_id: top.id });
    expect(bracket.games.every((game) => game.status === 'played')).toBe(true);

    // Corrected: the top seed won the final, so the reset is not needed, its result goes and its court time is freed.
    const final = grandFinal(bracket);
    await recordResult(t, season, final.game!.id, final.home_team!.id === top.id ? HOME_WIN : AWAY_WIN);
    bracket = (await getBracket(t, token, season))!;
    expect(bracket.champion).toEqual(top);
    expect(resetGame(bracket)).toMatchObject({ status: 'not_needed', game: { is_active: false, scores: [], winner: '' } });

    // Corrected back: the reset is needed again and returns to its court time.
    await recordResult(t, season, final.game!.id, final.home_team!.id === top.id ? AWAY_WIN : HOME_WIN);
    bracket = (await getBracket(t, token, season))!;
    expect(bracket.champion).toBeNull();
    expect(resetGame(bracket)).toMatchObject({ status: 'ready', game: { is_active: true } });

    // Off again, another league takes its court time; needed once more, it stays off rather than double-book the court.
    await recordResult(t, season, final.game!.id, final.home_team!.id === top.id ? HOME_WIN : AWAY_WIN);
    const reset = resetGame(bracket).game!;
    const other = await insertLeague(t.database.db, 'club2');
    await t.database.db
      .insert(games)
      .values({ id: newId(), leagueId: other.id, locationId: reset.location_id, playingAreaId: reset.playing_area_id, startsAt: new Date(reset.starts_at) });
    await recordResult(t, season, final.game!.id, final.home_team!.id === top.id ? AWAY_WIN : HOME_WIN);
    bracket = (await getBracket(t, token, season))!;
    expect(resetGame(bracket)).toMatchObject({ status: 'ready', game: { is_active: false, is_duplicate: true } });
  });
});

describe('DELETE /api/:slug/leagues/:leagueId/bracket', () => {
  it('refuses while a playoff game has a result, and otherwise deletes the bracket with its games', async () => {
    const token = await t.loginAs('admin@example.com');
    const season = await rankedSeason(t, VOLLEYBALL.slice(0, 4));
    const bracket = await createBracket(t, token, season);
    const remove = () => t.app.inject({ method: 'DELETE', url: bracketUrl('club2', season.league.id), headers: bearer(token) });

    const opener = bracket.games.find((game) => game.status === 'ready')!;
    await recordResult(t, season, opener.game!.id, HOME_WIN);
    const refused = await remove();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'in_use', message: expect.stringMatching(/1 playoff game has a result/) });

    await recordResult(t, season, opener.game!.id, []);
    const removed = await remove();
    expect(removed.statusCode).toBe(204);
    expect(await getBracket(t, token, season)).toBeNull();
    expect(
      await t.database.db
        .select()
        .from(games)
        .where(and(eq(games.leagueId, season.league.id), eq(games.stage, 'playoff'))),
    ).toEqual([]);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'bracket'), eq(auditLog.entityId, bracket.id)));
    expect(entries.map((entry) => entry.action).sort()).toEqual(['create', 'delete']);
    expect((await remove()).statusCode).toBe(404);
  });
});

describe('another club’s bracket', () => {
  it('is answered as a league that does not exist, and its club refuses the caller', async () => {
    const token = await t.loginAs('admin@example.com');
    const foreign = await rankedSeason(t, ['Oaks', 'Elms', 'Ashes'], 'club4');
    const urls = [bracketUrl('club2', foreign.league.id), bracketUrl('club2', newId())];
    await expectNotFound(t, token, { method: 'GET', urls });
    await expectNotFound(t, token, { method: 'DELETE', urls });
    await expectNotFound(t, token, { method: 'POST', urls, payload: bracketBody(foreign) });
    await expectClubGuards(t, token, { method: 'POST', url: (slug) => bracketUrl(slug, foreign.league.id), payload: bracketBody(foreign) });
    expect(await t.database.db.select().from(brackets).where(eq(brackets.leagueId, foreign.league.id))).toEqual([]);
  });
});
