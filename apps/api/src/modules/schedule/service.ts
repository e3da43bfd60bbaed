import { and, eq, inArray, max, sql } from 'drizzle-orm';
import {
  addDays,
  checkResultTime,
  checkSeasonAction,
  dateInTimezone,
  findCourtClashes,
  generateSchedule,
  matchResult,
  newId,
  parseStoredRules,
  SEASON_REFUSALS,
  splitForReplan,
  weekdayOf,
  zonedDateTime,
  zonedInstant,
  type DayView,
  type Game,
  type GameList,
  type LeagueRules,
  type PlanningData,
  type ScheduleSettings,
  type SchedulePreview,
  type SchedulePublishResult,
} from '@matchday/domain';
import type { z } from 'zod';
import type { GameListQuerySchema, GameUpdateSchema, ScoresInputSchema, SchedulePublishSchema } from '@matchday/domain';
import type { Database, Executor } from '../../db/database.js';
import { games, leagues } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { HttpError, conflict, fieldError, notFound, validationError, type FieldErrors } from '../../lib/http-error.js';
import { assertSeasonAllows } from '../../lib/season-rule.js';
import { startOfDay } from '../audit/day-bounds.js';
import { recordAudit, type Actor } from '../audit/recorder.js';
import type { ClubRow } from '../clubs/repository.js';
import { findOtherLeaguesGames } from '../games/game-repository.js';
import { loadGames } from '../games/load-games.js';
import { leagueCourts } from '../playoffs/planning-repository.js';
import { rederiveBracket } from '../playoffs/rederive.js';
import { findLeague, lockEditableLeague, type LeagueRow } from '../teams/league-access.js';
import { courtTaken, findCourtHolder, rethrowCourtRace } from './court-refusal.js';
import { auditGame } from './game-audit.js';
import { loadPlanningData } from './planning.js';
import { checkProposedGames, checkSettings } from './settings-checks.js';

type GameListQuery = z.output<typeof GameListQuerySchema>;
type GameUpdate = z.output<typeof GameUpdateSchema>;
type ScoresInput = z.output<typeof ScoresInputSchema>;
type SchedulePublish = z.output<typeof SchedulePublishSchema>;

const GAME_NOT_FOUND = 'Game not found';

export function createScheduleService({ db, clock }: { db: Database; clock: Clock }) {
  const today = (club: ClubRow) => dateInTimezone(clock(), club.timezone);
  const oneGame = async (tx: Executor, league: LeagueRow, gameId: string): Promise<Game> => {
    const [game] = await loadGames(tx, league, { gameIds: [gameId] });
    if (!game) throw notFound(GAME_NOT_FOUND);
    return game;
  };

  return {
    async list(club: ClubRow, leagueId: string, query: GameListQuery): Promise<GameList> {
      const league = await findLeague(db, club.id, leagueId);
      return {
        games: await loadGames(db, league, {
          teamId: query.team_id,
          stage: query.stage,
          from: query.from ? startOfDay(query.from, club.timezone) : undefined,
          to: query.to ? startOfDay(addDays(query.to, 1), club.timezone) : undefined,
        }),
      };
    },

    async day(club: ClubRow, leagueId: string, chosen: string | undefined): Promise<DayView> {
      const league = await findLeague(db, club.id, leagueId);
      const date = chosen ?? today(club);
      const courts = await leagueCourts(db, league.id);
      const from = startOfDay(date, club.timezone);
      const to = startOfDay(addDays(date, 1), club.timezone);
      const [own, others] = await Promise.all([
        loadGames(db, league, { from, to }),
        findOtherLeaguesGames(db, club.id, league.id, courts.map((court) => court.playing_area_id), from, new Date(to.getTime() - 1)),
      ]);
      const otherCells = others.map((other) => ({ playing_area_id: other.playingAreaId, time: zonedDateTime(other.startsAt, other.timezone).time, league_name: other.leagueName, is_active: other.isActive }));
      const playTimes = (league.playTimes as { day: string; start_time: string }[]).filter((slot) => slot.day === weekdayOf(date)).map((slot) => slot.start_time);
      const times = [...new Set([...playTimes, ...own.map((game) => game.time), ...otherCells.map((cell) => cell.time)])].sort();
      return { date, courts, times, games: own, others: otherCells };
    },

    async planning(club: ClubRow, leagueId: string): Promise<PlanningData> {
      const league = await findLeague(db, club.id, leagueId);
      return loadPlanningData(db, club, league, today(club));
    },

    async preview(club: ClubRow, leagueId: string, settings: ScheduleSettings): Promise<SchedulePreview> {
      const league = await findLeague(db, club.id, leagueId);
      assertSeasonAllows(checkSeasonAction(league.status, 'plan_schedule'));
      const data = await loadPlanningData(db, club, league, today(club));
      checkSettings(settings, data);
      return generateSchedule(data, settings);
    },

    /**
     * Saves the previewed games in one transaction: the league is locked, the planning data re-read, every
     * game checked against it and against the court rule, the unplayed games it replaces removed. A game
     * with a result is never touched. The court index refuses a race with another league's publish.
     */
    async publish(club: ClubRow, leagueId: string, input: SchedulePublish, actor: Actor): Promise<SchedulePublishResult> {
      try {
        return await inTransaction(db, async (tx) => {
          const league = await lockEditableLeague(tx, club.id, leagueId, 'update');
          assertSeasonAllows(checkSeasonAction(league.status, 'plan_schedule'));
          const at = clock();
          const data = await loadPlanningData(tx, club, league, dateInTimezone(at, club.timezone));
          checkSettings(input.settings, data);
          checkProposedGames(input.games, input.settings, data);
          const { kept, replaced } = splitForReplan(data, input.settings);
          const bookings = [
            ...data.busy.map((game) => ({ ...game, is_active: true })),
            ...kept.map((game) => ({ ...game, league_name: league.name })),
            ...input.games.map((game) => ({ ...game, is_active: true, league_name: league.name })),
          ];
          const [clash] = findCourtClashes(bookings);
          if (clash) {
            const court = data.courts.find((candidate) => candidate.playing_area_id === clash[0].playing_area_id)!;
            throw courtTaken({ courtName: court.court_name, locationName: court.location_name, timezone: court.timezone, startsAt: clash[0].starts_at, leagueName: clash[0].league_name });
          }
          if (replaced.length > 0) await tx.delete(games).where(inArray(games.id, replaced.map((game) => game.id)));
          const locationOf = new Map(data.courts.map((court) => [court.playing_area_id, court.location_id]));
          if (input.games.length > 0) {
            await tx.insert(games).values(
              input.games.map((game) => ({
                id: newId(),
                leagueId: league.id,
                locationId: locationOf.get(game.playing_area_id)!,
                playingAreaId: game.playing_area_id,
                startsAt: new Date(game.starts_at),
                homeTeamId: game.home_team_id,
                awayTeamId: game.away_team_id,
                round: game.round,
                stage: 'regular' as const,
                createdAt: at,
                updatedAt: at,
              })),
            );
          }
          const result = { created: input.games.length, removed: replaced.length, kept: kept.length };
          const { mode, format, start_date, end_date } = input.settings;
          await recordAudit(tx, {
            clubId: club.id,
            actor,
            action: 'create',
            entityType: 'schedule',
            entityId: newId(),
            entityLabel: league.name,
            leagueId: league.id,
            before: null,
            after: { ...result, mode, format, start_date, end_date },
            at,
          });
          return result;
        });
      } catch (error) {
        return rethrowCourtRace(error);
      }
    },

    /** Moves or reschedules a game, cancels it or re-activates it; refused when another active game holds the court then. */
    async update(club: ClubRow, leagueId: string, gameId: string, input: GameUpdate, actor: Actor): Promise<Game> {
      try {
        return await inTransaction(db, async (tx) => {
          const league = await lockEditableLeague(tx, club.id, leagueId, 'share');
          assertSeasonAllows(checkSeasonAction(league.status, 'edit_games'));
          const [row] = await tx.select().from(games).where(and(eq(games.leagueId, league.id), eq(games.id, gameId))).for('update');
          if (!row) throw notFound(GAME_NOT_FOUND);
          const before = await oneGame(tx, league, gameId);
          const courts = await leagueCourts(tx, league.id);
          const court = courts.find((candidate) => candidate.playing_area_id === (input.playing_area_id ?? row.playingAreaId));
          if (!court) throw fieldError('playing_area_id', 'Choose a court of the league’s locations');
          const startsAt = zonedInstant(input.date ?? before.date, input.time ?? before.time, court.timezone);
          const isActive = input.is_active ?? row.isActive;
          const moves = startsAt.getTime() !== row.startsAt.getTime() || court.playing_area_id !== row.playingAreaId || isActive !== row.isActive;
          if (moves && row.scores.length > 0) throw new HttpError(409, 'not_editable', 'This game has a result: clear its result first to move, cancel or re-activate it');
          if (isActive) {
            const holder = await findCourtHolder(tx, court.playing_area_id, startsAt, row.id);
            if (holder) throw courtTaken(holder);
          }
          const at = clock();
          await tx.update(games).set({ playingAreaId: court.playing_area_id, locationId: court.location_id, startsAt, isActive, updatedAt: at }).where(eq(games.id, row.id));
          const after = await oneGame(tx, league, gameId);
          await auditGame(tx, { clubId: club.id, actor, at }, before, after);
          return after;
        });
      } catch (error) {
        return rethrowCourtRace(error);
      }
    },

    /** Two games of the league exchange their dates, times and courts. */
    async swap(club: ClubRow, leagueId: string, gameIds: [string, string], actor: Actor): Promise<GameList> {
      return inTransaction(db, async (tx) => {
        const league = await lockEditableLeague(tx, club.id, leagueId, 'share');
        assertSeasonAllows(checkSeasonAction(league.status, 'edit_games'));
        const rows = await tx.select().from(games).where(and(eq(games.leagueId, league.id), inArray(games.id, gameIds))).orderBy(games.id).for('update');
        if (rows.length !== 2) throw notFound(GAME_NOT_FOUND);
        if (rows.some((row) => row.scores.length > 0)) throw new HttpError(409, 'not_editable', 'A game with a result keeps its time and court: clear its result first');
        const before = await loadGames(tx, league, { gameIds });
        const [first, second] = rows as [typeof rows[0], typeof rows[0]];
        const at = clock();
        // Off the court index while they trade places, then back as they were.
        await tx.update(games).set({ isActive: false }).where(inArray(games.id, gameIds));
        await tx.update(games).set({ startsAt: second.startsAt, playingAreaId: second.playingAreaId, locationId: second.locationId, updatedAt: at }).where(eq(games.id, first.id));
        await tx.update(games).set({ startsAt: first.startsAt, playingAreaId: first.playingAreaId, locationId: first.locationId, updatedAt: at }).where(eq(games.id, second.id));
        for (const row of rows) await tx.update(games).set({ isActive: row.isActive }).where(eq(games.id, row.id));
        const after = await loadGames(tx, league, { gameIds });
        for (const game of after) await auditGame(tx, { clubId: club.id, actor, at }, before.find((old) => old.id === game.id)!, game);
        return { games: after };
      });
    },

    /**
     * A batch of results in one transaction: each game's scores, its match result by the spec §4 rule, and,
     * when playoff games are among them, the bracket re-derived. One bad game and nothing is saved.
     */
    async saveScores(club: ClubRow, leagueId: string, input: ScoresInput, actor: Actor): Promise<GameList> {
      return inTransaction(db, async (tx) => {
        const league = await lockEditableLeague(tx, club.id, leagueId, 'share');
        assertSeasonAllows(checkSeasonAction(league.status, 'enter_results'));
        const rules = parseStoredRules(league.rules);
        const at = clock();
        const ids = input.results.map((result) => result.game_id);
        const rows = new Map((await tx.select().from(games).where(and(eq(games.leagueId, league.id), inArray(games.id, ids))).orderBy(games.id).for('update')).map((row) => [row.id, row]));
        const errors: FieldErrors = {};
        input.results.forEach((result, index) => {
          const row = rows.get(result.game_id);
          const problem = !row
            ? 'Not a game of this league'
            : result.scores.length > rules.games_per_match
              ? `At most ${rules.games_per_match} games in a match in this league`
              : result.scores.length > 0 && !row.isActive
                ? 'A cancelled game takes no result: re-activate it first'
                : result.scores.length > 0 && checkResultTime(row.startsAt, at)
                  ? SEASON_REFUSALS.game_not_started
                : row.stage === 'playoff' && result.scores.length > 0 && (!row.homeTeamId || !row.awayTeamId)
                  ? 'Both teams of this playoff game are not known yet'
                  : row.stage === 'playoff' && result.scores.length > 0 && !['home', 'away'].includes(matchResult(result.scores).winner)
                    ? 'A playoff game needs a winner'
                    : null;
          if (problem) errors[`results.${index}.${row ? 'scores' : 'game_id'}`] = [problem];
        });
        if (Object.keys(errors).length > 0) throw validationError(errors);
        const before = await loadGames(tx, league, { gameIds: ids });
        for (const result of input.results) {
          const outcome = matchResult(result.scores);
          await tx
            .update(games)
            .set({ scores: result.scores, homePoints: outcome.home_points, awayPoints: outcome.away_points, winner: outcome.winner, updatedAt: at })
            .where(eq(games.id, result.game_id));
        }
        if (input.results.some((result) => rows.get(result.game_id)!.stage === 'playoff')) await rederiveBracket(tx, league, { actor, at });
        const after = await loadGames(tx, league, { gameIds: ids });
        for (const game of after) await auditGame(tx, { clubId: club.id, actor, at }, before.find((old) => old.id === game.id)!, game);
        return { games: after };
      });
    },

    async rules(club: ClubRow, leagueId: string): Promise<LeagueRules> {
      return parseStoredRules((await findLeague(db, club.id, leagueId)).rules);
    },

    /** New rules; a match format cannot shrink below the games already scored in one match. */
    async saveRules(club: ClubRow, leagueId: string, input: LeagueRules, actor: Actor): Promise<LeagueRules> {
      return inTransaction(db, async (tx) => {
        const league = await lockEditableLeague(tx, club.id, leagueId, 'update');
        const [scored] = await tx.select({ most: max(sql<number>`jsonb_array_length(${games.scores})`) }).from(games).where(eq(games.leagueId, league.id));
        const most = Number(scored?.most ?? 0);
        if (input.games_per_match < most) throw conflict('games_per_match', `A match already has ${most} games scored: the league needs at least ${most} games per match`);
        const before = parseStoredRules(league.rules);
        const at = clock();
        await tx.update(leagues).set({ rules: input, updatedAt: at }).where(eq(leagues.id, league.id));
        await recordAudit(tx, { clubId: club.id, actor, action: 'update', entityType: 'league', entityId: league.id, entityLabel: league.name, leagueId: league.id, before: { rules: before }, after: { rules: input }, at });
        return input;
      });
    },
  };
}
