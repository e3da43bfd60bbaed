import { addDays, checkSeasonAction, dateInTimezone, weekdayOf, zonedDateTime, zonedInstant, type DayView, type Game, type GameList } from '@matchday/domain';
import type { z } from 'zod';
import type { GameListQuerySchema, GameUpdateSchema } from '@matchday/domain';
import type { Database, Executor } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { HttpError, fieldError, notFound } from '../../lib/http-error.js';
import { assertSeasonAllows } from '../../lib/season-rule.js';
import { startOfDay } from '../audit/day-bounds.js';
import type { Actor } from '../audit/recorder.js';
import type { ClubRow } from '../clubs/club-row.js';
import { loadGames, loadOtherLeaguesGames } from '../games/load-games.js';
import { findLeague, lockEditableLeague, type LeagueRow } from '../leagues/league-access.js';
import { leagueCourts } from '../leagues/league-courts.js';
import { courtTaken, rethrowCourtRace } from './court-refusal.js';
import { auditGame } from './game-audit.js';
import { findCourtHolder, lockGames, updateGames } from './repository.js';

type GameListQuery = z.output<typeof GameListQuerySchema>;
type GameUpdate = z.output<typeof GameUpdateSchema>;

const GAME_NOT_FOUND = 'Game not found';

/** A league's games: listed, one day on its courts, moved, cancelled or swapped. */
export function createGamesService({ db, clock }: { db: Database; clock: Clock }) {
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
      const date = chosen ?? dateInTimezone(clock(), club.timezone);
      const courts = await leagueCourts(db, league.id);
      const from = startOfDay(date, club.timezone);
      const to = startOfDay(addDays(date, 1), club.timezone);
      const [own, others] = await Promise.all([
        loadGames(db, league, { from, to }),
        loadOtherLeaguesGames(
          db,
          league,
          courts.map((court) => court.playing_area_id),
          from,
          to,
        ),
      ]);
      const otherCells = others.map((other) => ({
        playing_area_id: other.playingAreaId,
        time: zonedDateTime(other.startsAt, other.timezone).time,
        league_name: other.leagueName,
        is_active: other.isActive,
      }));
      const playTimes = (league.playTimes as { day: string; start_time: string }[])
        .filter((slot) => slot.day === weekdayOf(date))
        .map((slot) => slot.start_time);
      const times = [...new Set([...playTimes, ...own.map((game) => game.time), ...otherCells.map((cell) => cell.time)])].sort();
      return { date, courts, times, games: own, others: otherCells };
    },

    /** Moves or reschedules a game, cancels it or re-activates it; refused when another active game holds the court then. */
    async update(club: ClubRow, leagueId: string, gameId: string, input: GameUpdate, actor: Actor): Promise<Game> {
      try {
        return await inTransaction(db, async (tx) => {
          const league = await lockEditableLeague(tx, club.id, leagueId, 'share');
          assertSeasonAllows(checkSeasonAction(league.status, 'edit_games'));
          const [row] = await lockGames(tx, league.id, [gameId]);
          if (!row) throw notFound(GAME_NOT_FOUND);
          const before = await oneGame(tx, league, gameId);
          const courts = await leagueCourts(tx, league.id);
          const court = courts.find((candidate) => candidate.playing_area_id === (input.playing_area_id ?? row.playingAreaId));
          if (!court) throw fieldError('playing_area_id', 'Choose a court of the league’s locations');
          const startsAt = zonedInstant(input.date ?? before.date, input.time ?? before.time, court.timezone);
          const isActive = input.is_active ?? row.isActive;
          const moves = startsAt.getTime() !== row.startsAt.getTime() || court.playing_area_id !== row.playingAreaId || isActive !== row.isActive;
          if (moves && row.scores.length > 0)
            throw new HttpError(409, 'not_editable', 'This game has a result: clear its result first to move, cancel or re-activate it');
          if (isActive) {
            const holder = await findCourtHolder(tx, court.playing_area_id, startsAt, row.id);
            if (holder) throw courtTaken(holder);
          }
          const at = clock();
          await updateGames(tx, [row.id], { playingAreaId: court.playing_area_id, locationId: court.location_id, startsAt, isActive, updatedAt: at });
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
        const rows = await lockGames(tx, league.id, gameIds);
        if (rows.length !== 2) throw notFound(GAME_NOT_FOUND);
        if (rows.some((row) => row.scores.length > 0))
          throw new HttpError(409, 'not_editable', 'A game with a result keeps its time and court: clear its result first');
        const before = await loadGames(tx, league, { gameIds });
        const [first, second] = rows as [(typeof rows)[0], (typeof rows)[0]];
        const at = clock();
        // Off the court index while they trade places, then back as they were.
        await updateGames(tx, gameIds, { isActive: false });
        await updateGames(tx, [first.id], { startsAt: second.startsAt, playingAreaId: second.playingAreaId, locationId: second.locationId, updatedAt: at });
        await updateGames(tx, [second.id], { startsAt: first.startsAt, playingAreaId: first.playingAreaId, locationId: first.locationId, updatedAt: at });
        for (const row of rows) await updateGames(tx, [row.id], { isActive: row.isActive });
        const after = await loadGames(tx, league, { gameIds });
        for (const game of after)
          await auditGame(
            tx,
            { clubId: club.id, actor, at },
            before.find((old) => old.id === game.id)!,
            game,
          );
        return { games: after };
      });
    },
  };
}
