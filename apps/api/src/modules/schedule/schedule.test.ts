import { beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { findCourtClashes, SEASON_REFUSALS, type Game, type SchedulePreview, type ScheduleSettingsInput } from '@matchday/domain';
import { bearer, useTestApp } from '../../../test/helper.js';
import { newId } from '@matchday/domain';
import { clubIdOf, insertGame, insertLeague, insertLocation, insertTeam } from '../../../test/fixtures.js';
import { auditLog, blackouts, games, leagueLocations, leagues } from '../../db/schema.js';
import { expectClubGuards, expectNotFound } from '../teams/test-support.js';

const t = useTestApp();
let admin = '';
beforeAll(async () => {
  admin = await t.loginAs('admin@example.com');
});
const db = () => t.database.db;
const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin), ...(payload && { payload }) });
const leagueUrl = (leagueId: string, rest = '') => `/api/club2/leagues/${leagueId}${rest}`;

/** A Tuesday-night league on its own two courts, from October across the 1 November change to mid-December. */
async function tuesdayLeague(options: { teams?: number; location?: Awaited<ReturnType<typeof insertLocation>>; name?: string } = {}) {
  const location = options.location ?? (await insertLocation(db(), 'club2', ['Court 1', 'Court 2']));
  const league = await insertLeague(db(), 'club2', {
    ...(options.name && { name: options.name }),
    sport: 'volleyball',
    seasonStart: '2026-10-06',
    seasonEnd: '2026-12-15',
    playTimes: [{ day: 'tue', start_time: '19:00' }],
    status: 'in_season',
  });
  await db().insert(leagueLocations).values({ leagueId: league.id, locationId: location.location.id, position: 0 });
  const teams = [];
  for (let index = 0; index < (options.teams ?? 4); index += 1)
    teams.push(await insertTeam(db(), league.id, { name: `Team ${String.fromCharCode(65 + index)}` }));
  return { league, location, teams };
}

function settingsOf(scene: Awaited<ReturnType<typeof tuesdayLeague>>, overrides: Partial<ScheduleSettingsInput> = {}): ScheduleSettingsInput {
  return {
    start_date: '2026-10-06',
    end_date: '2026-12-15',
    team_ids: scene.teams.map((team) => team.id),
    playing_area_ids: scene.location.areas.map((area) => area.id),
    ...overrides,
  };
}

async function generateAndPublish(scene: Awaited<ReturnType<typeof tuesdayLeague>>, overrides: Partial<ScheduleSettingsInput> = {}) {
  const settings = settingsOf(scene, overrides);
  const preview = await call('POST', leagueUrl(scene.league.id, '/schedule/preview'), settings);
  expect(preview.statusCode).toBe(200);
  const body = preview.json<SchedulePreview>();
  const published = await call('POST', leagueUrl(scene.league.id, '/schedule/publish'), { settings, games: body.games });
  return { preview: body, published };
}

/** Results are taken once a game has begun: these steps run on a day after the season, then the clock goes back. */
async function afterTheSeason<T>(work: () => Promise<T>): Promise<T> {
  const minutes = (Date.parse('2026-12-20T12:00:00Z') - t.clock().getTime()) / 60_000;
  t.clock.advanceMinutes(minutes);
  const session = admin;
  try {
    // A session does not last nine months: sign in on that day.
    admin = await t.loginAs('admin@example.com');
    return await work();
  } finally {
    t.clock.advanceMinutes(-minutes);
    admin = session;
  }
}

const gamesOf = async (leagueId: string) => (await call('GET', leagueUrl(leagueId, '/games'))).json<{ games: Game[] }>().games;

async function activeCourtClashes() {
  const rows = await db().select().from(games);
  return findCourtClashes(rows.map((row) => ({ playing_area_id: row.playingAreaId, starts_at: row.startsAt.toISOString(), is_active: row.isActive })));
}

describe('schedule generation', () => {
  it('previews, then publishes a round robin on the league’s Tuesdays at 19:00 local time on both sides of the clock change', async () => {
    const scene = await tuesdayLeague();
    const { preview, published } = await generateAndPublish(scene);
    expect(preview.games).toHaveLength(6);
    expect(preview.unplaced).toEqual([]);
    expect(preview.fairness.map((row) => row.games)).toEqual([3, 3, 3, 3]);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toEqual({ created: 6, removed: 0, kept: 0 });
    const saved = await gamesOf(scene.league.id);
    expect(saved.map((game) => game.time)).toEqual(Array(6).fill('19:00'));
    expect(saved.map((game) => game.date)).toEqual(['2026-10-06', '2026-10-06', '2026-10-13', '2026-10-13', '2026-10-20', '2026-10-20']);

    const late = await tuesdayLeague();
    await generateAndPublish(late, { start_date: '2026-10-27', end_date: '2026-11-10' });
    const [before, after] = [
      (await gamesOf(late.league.id)).find((game) => game.date === '2026-10-27')!,
      (await gamesOf(late.league.id)).find((game) => game.date === '2026-11-03')!,
    ];
    expect([before.time, after.time]).toEqual(['19:00', '19:00']);
    expect(Date.parse(after.starts_at) - Date.parse(before.starts_at)).toBe((7 * 24 + 1) * 3_600_000);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'schedule'), eq(auditLog.leagueId, scene.league.id)));
    expect(audit).toHaveLength(1);
  });

  it('never books a court another league holds, and refuses a hand-made game on a taken court without writing anything', async () => {
    const first = await tuesdayLeague({ teams: 4 });
    await generateAndPublish(first);
    const second = await tuesdayLeague({ teams: 4, location: first.location });
    const { preview, published } = await generateAndPublish(second);
    expect(published.statusCode).toBe(200);
    // The first league holds both courts on its three Tuesdays: the second starts after them.
    expect(preview.games.every((game) => game.starts_at > '2026-10-21')).toBe(true);
    expect(await activeCourtClashes()).toEqual([]);

    const third = await tuesdayLeague({ teams: 2, location: first.location, name: 'Clash League' });
    const [taken] = await gamesOf(first.league.id);
    const before = await db().select({ total: count() }).from(games);
    const settings = settingsOf(third);
    const clash = await call('POST', leagueUrl(third.league.id, '/schedule/publish'), {
      settings,
      games: [
        { round: 1, home_team_id: third.teams[0]!.id, away_team_id: third.teams[1]!.id, starts_at: taken!.starts_at, playing_area_id: taken!.playing_area_id },
      ],
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ code: 'court_taken', message: expect.stringContaining(`is taken on 10-06-2026 at 19:00 by ${first.league.name}`) });
    expect(await db().select({ total: count() }).from(games)).toEqual(before);
  });

  it('holds the court rule when two leagues publish onto the same courts at once', async () => {
    const one = await tuesdayLeague({ teams: 4 });
    const two = await tuesdayLeague({ teams: 4, location: one.location });
    const [a, b] = await Promise.all([
      call('POST', leagueUrl(one.league.id, '/schedule/preview'), settingsOf(one)),
      call('POST', leagueUrl(two.league.id, '/schedule/preview'), settingsOf(two)),
    ]);
    const results = await Promise.all([
      call('POST', leagueUrl(one.league.id, '/schedule/publish'), { settings: settingsOf(one), games: a.json<SchedulePreview>().games }),
      call('POST', leagueUrl(two.league.id, '/schedule/publish'), { settings: settingsOf(two), games: b.json<SchedulePreview>().games }),
    ]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409]);
    expect(await activeCourtClashes()).toEqual([]);
  });

  it('re-plans around played games: they stay as they are and their pairings are not played again', async () => {
    const scene = await tuesdayLeague();
    await generateAndPublish(scene);
    const [first] = await gamesOf(scene.league.id);
    const scored = await afterTheSeason(() =>
      call('PUT', leagueUrl(scene.league.id, '/scores'), { results: [{ game_id: first!.id, scores: [{ home_points: 25, away_points: 20 }] }] }),
    );
    expect(scored.statusCode).toBe(200);
    const [kept] = await db().select().from(games).where(eq(games.id, first!.id));
    const { preview, published } = await generateAndPublish(scene, { mode: 'replan', start_date: '2026-10-06' });
    expect(preview.kept).toBe(1);
    expect(published.json()).toEqual({ created: 5, removed: 5, kept: 1 });
    expect(await db().select().from(games).where(eq(games.id, first!.id))).toEqual([kept]);
    const pairs = (await gamesOf(scene.league.id)).map((game) => [game.home_team!.id, game.away_team!.id].sort().join('|'));
    expect(new Set(pairs).size).toBe(6);
  });

  it('re-plans around the league’s own playoff games: their courts and times are reserved, so what it previews publishes', async () => {
    const scene = await tuesdayLeague();
    await generateAndPublish(scene, { start_date: '2026-11-17' });
    // A bracket already placed on the next two Tuesdays at 19:00 (EST) on both courts, then a blackout on 24 November.
    const playoffStarts = ['2026-12-09T00:00:00.000Z', '2026-12-16T00:00:00.000Z'];
    for (const startsAt of playoffStarts) {
      for (const area of scene.location.areas) {
        await insertGame(db(), scene.league.id, scene.location.location.id, area.id, {
          startsAt: new Date(startsAt),
          stage: 'playoff',
          homeTeamId: null,
          awayTeamId: null,
        });
      }
    }
    await db()
      .insert(blackouts)
      .values({ id: newId(), clubId: await clubIdOf(db(), 'club2'), locationId: scene.location.location.id, date: '2026-11-24' });
    const { preview, published } = await generateAndPublish(scene, { mode: 'replan', start_date: '2026-11-24' });
    expect(preview.games.length).toBeGreaterThan(0);
    expect(preview.games.filter((game) => playoffStarts.includes(game.starts_at))).toEqual([]);
    expect(published.statusCode).toBe(200);
    expect(await activeCourtClashes()).toEqual([]);
  });

  it('refuses settings that do not fit the league', async () => {
    const scene = await tuesdayLeague();
    const response = await call(
      'POST',
      leagueUrl(scene.league.id, '/schedule/preview'),
      settingsOf(scene, { start_date: '2026-01-01', team_ids: [scene.teams[0]!.id, '01ARZ3NDEKTSV4RRFFQ69G5FAV'] }),
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['start_date', 'team_ids']);
  });
});

describe('the season’s rules', () => {
  it('publishes no schedule for a league in Draft, and keeps a completed season’s games where they are', async () => {
    const scene = await tuesdayLeague();
    await db().update(leagues).set({ status: 'draft' }).where(eq(leagues.id, scene.league.id));
    const preview = await call('POST', leagueUrl(scene.league.id, '/schedule/preview'), settingsOf(scene));
    expect(preview.statusCode).toBe(409);
    expect(preview.json()).toMatchObject({ code: 'season_rule', message: SEASON_REFUSALS.plan_schedule });
    const published = await call('POST', leagueUrl(scene.league.id, '/schedule/publish'), { settings: settingsOf(scene), games: [] });
    expect(published.json().code).toBe('season_rule');

    await db().update(leagues).set({ status: 'in_season' }).where(eq(leagues.id, scene.league.id));
    await generateAndPublish(scene);
    const [game] = await gamesOf(scene.league.id);
    await db().update(leagues).set({ status: 'completed' }).where(eq(leagues.id, scene.league.id));
    const moved = await call('PATCH', leagueUrl(scene.league.id, `/games/${game!.id}`), { time: '20:00' });
    expect(moved.json()).toMatchObject({ code: 'season_rule', message: SEASON_REFUSALS.edit_games });
  });

  it('takes results only In Season, and only for games that have begun', async () => {
    const scene = await tuesdayLeague();
    await generateAndPublish(scene);
    const [game] = await gamesOf(scene.league.id);
    const result = { results: [{ game_id: game!.id, scores: [{ home_points: 25, away_points: 20 }] }] };
    // 1 March: the game is on 6 October.
    const early = await call('PUT', leagueUrl(scene.league.id, '/scores'), result);
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toEqual({ 'results.0.scores': [SEASON_REFUSALS.game_not_started] });
    await db().update(leagues).set({ status: 'registration_closed' }).where(eq(leagues.id, scene.league.id));
    const closed = await afterTheSeason(() => call('PUT', leagueUrl(scene.league.id, '/scores'), result));
    expect(closed.json()).toMatchObject({ code: 'season_rule', message: SEASON_REFUSALS.enter_results });
    await db().update(leagues).set({ status: 'in_season' }).where(eq(leagues.id, scene.league.id));
    expect((await afterTheSeason(() => call('PUT', leagueUrl(scene.league.id, '/scores'), result))).statusCode).toBe(200);
  });
});

describe('editing games', () => {
  it('cancels a game, flags it as a duplicate once another league takes its slot, and refuses to re-activate it there', async () => {
    const scene = await tuesdayLeague({ teams: 2 });
    await generateAndPublish(scene);
    const [game] = await gamesOf(scene.league.id);
    const cancelled = await call('PATCH', leagueUrl(scene.league.id, `/games/${game!.id}`), { is_active: false });
    expect(cancelled.json()).toMatchObject({ is_active: false, is_duplicate: false });
    const other = await insertLeague(db(), 'club2', { name: 'Pickleball Nights' });
    await insertGame(db(), other.id, scene.location.location.id, game!.playing_area_id, { startsAt: new Date(game!.starts_at) });
    const [flagged] = await gamesOf(scene.league.id);
    expect(flagged!.is_duplicate).toBe(true);
    const refused = await call('PATCH', leagueUrl(scene.league.id, `/games/${game!.id}`), { is_active: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'court_taken',
      message: 'Court 1 at ' + scene.location.location.name + ' is taken on 10-06-2026 at 19:00 by Pickleball Nights',
    });
    const moved = await call('PATCH', leagueUrl(scene.league.id, `/games/${game!.id}`), {
      is_active: true,
      playing_area_id: scene.location.areas[1]!.id,
      time: '20:30',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ is_active: true, court_name: 'Court 2', time: '20:30', date: '2026-10-06' });
    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'game'), eq(auditLog.entityId, game!.id)));
    expect(entries).toHaveLength(2);
  });

  it('swaps two games’ times and courts', async () => {
    const scene = await tuesdayLeague();
    await generateAndPublish(scene);
    const [a, , c] = await gamesOf(scene.league.id);
    const swapped = await call('POST', leagueUrl(scene.league.id, '/games/swap'), { game_ids: [a!.id, c!.id] });
    expect(swapped.statusCode).toBe(200);
    const after = new Map((await gamesOf(scene.league.id)).map((game) => [game.id, game]));
    expect([after.get(a!.id)!.starts_at, after.get(a!.id)!.playing_area_id]).toEqual([c!.starts_at, c!.playing_area_id]);
    expect([after.get(c!.id)!.starts_at, after.get(c!.id)!.playing_area_id]).toEqual([a!.starts_at, a!.playing_area_id]);
  });
});

describe('results and rules', () => {
  it('computes a best-of-three by the match rule, saves a night all or nothing, and clears a result', async () => {
    const scene = await tuesdayLeague();
    await generateAndPublish(scene);
    expect(
      (
        await call('PUT', leagueUrl(scene.league.id, '/rules'), {
          games_per_match: 3,
          game_minutes: 60,
          points_for_win: 3,
          points_for_draw: 1,
          points_for_loss: 0,
          tiebreakers: ['head_to_head'],
        })
      ).statusCode,
    ).toBe(200);
    const [one, two] = await gamesOf(scene.league.id);
    await afterTheSeason(async () => {
      const night = {
        results: [
          {
            game_id: one!.id,
            scores: [
              { home_points: 25, away_points: 21 },
              { home_points: 19, away_points: 25 },
              { home_points: 15, away_points: 11 },
            ],
          },
        ],
      };
      const bad = await call('PUT', leagueUrl(scene.league.id, '/scores'), {
        results: [...night.results, { game_id: two!.id, scores: Array(4).fill({ home_points: 1, away_points: 0 }) }],
      });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().errors)).toEqual(['results.1.scores']);
      expect((await gamesOf(scene.league.id)).every((game) => game.winner === '')).toBe(true);

      const saved = await call('PUT', leagueUrl(scene.league.id, '/scores'), night);
      expect(saved.json().games[0]).toMatchObject({ home_points: 2, away_points: 1, winner: 'home' });
      const shrink = await call('PUT', leagueUrl(scene.league.id, '/rules'), {
        games_per_match: 1,
        game_minutes: 60,
        points_for_win: 3,
        points_for_draw: 1,
        points_for_loss: 0,
        tiebreakers: [],
      });
      expect(shrink.statusCode).toBe(409);
      const standings = (await call('GET', leagueUrl(scene.league.id, '/standings'))).json();
      expect(standings.rows[0]).toMatchObject({ team: { id: one!.home_team!.id }, wins: 1, points: 3, points_for: 59, points_against: 57 });
      const cleared = await call('PUT', leagueUrl(scene.league.id, '/scores'), { results: [{ game_id: one!.id, scores: [] }] });
      expect(cleared.json().games[0]).toMatchObject({ scores: [], home_points: null, away_points: null, winner: '' });
    });
  });

  it('shows a day on the league’s courts with what other leagues hold', async () => {
    const scene = await tuesdayLeague();
    await generateAndPublish(scene);
    const day = (await call('GET', leagueUrl(scene.league.id, '/day?date=2026-10-06'))).json();
    expect(day.courts.map((court: { court_name: string }) => court.court_name)).toEqual(['Court 1', 'Court 2']);
    expect(day.times).toEqual(['19:00']);
    expect(day.games).toHaveLength(2);
  });
});

describe('access', () => {
  it('answers 401 without a token, 403 on another club, and 404 for another club’s league or game', async () => {
    const scene = await tuesdayLeague({ teams: 2 });
    await generateAndPublish(scene);
    await expectClubGuards(t, admin, { method: 'GET', url: (slug) => `/api/${slug}/leagues/${scene.league.id}/games` });
    await expectClubGuards(t, admin, { method: 'PUT', url: (slug) => `/api/${slug}/leagues/${scene.league.id}/scores`, payload: { results: [] } });
    const foreign = await insertLeague(db(), 'club4');
    const [game] = await gamesOf(scene.league.id);
    await expectNotFound(t, admin, { method: 'GET', urls: [`/api/club2/leagues/${foreign.id}/games`, `/api/club2/leagues/${foreign.id}/schedule/planning`] });
    await expectNotFound(t, admin, {
      method: 'PATCH',
      payload: { is_active: false },
      urls: [`/api/club2/leagues/${foreign.id}/games/${game!.id}`, `/api/club2/leagues/${scene.league.id}/games/01ARZ3NDEKTSV4RRFFQ69G5FAV`],
    });
  });
});
