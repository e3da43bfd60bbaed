import {
  buildBracket,
  checkBracketSeeding,
  checkSeasonAction,
  dateInTimezone,
  newId,
  resolveBracket,
  type Bracket,
  type BracketCreateSchema,
  type BracketResponseSchema,
} from '@matchday/domain';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { HttpError, fieldError, notFound } from '../../lib/http-error.js';
import { countOf, inUse } from '../../lib/in-use.js';
import { assertSeasonAllows } from '../../lib/season-rule.js';
import type { Actor } from '../audit/recorder.js';
import type { ClubRow } from '../clubs/club-row.js';
import { findLeague, lockEditableLeague } from '../leagues/league-access.js';
import { leagueCourts } from '../leagues/league-courts.js';
import { rethrowUniqueConflict } from '../players/unique-conflict.js';
import { standingsOf } from '../standings/service.js';
import { teamsByName } from '../teams/team-names.js';
import { auditBracket, type BracketWriteContext } from './bracket-audit.js';
import { countPlayedGames, countUnplayedRegularGames, deleteBracket, findBracket, insertBracket, insertGames } from './bracket-repository.js';
import { loadBracket } from './bracket-view.js';
import { courtTaken, placeBracket } from './placement.js';

type BracketCreate = z.output<typeof BracketCreateSchema>;
type BracketResponse = z.output<typeof BracketResponseSchema>;

const bracketExists = (): HttpError => new HttpError(409, 'conflict', 'This league already has a bracket: delete it to make a new one');

export function createPlayoffsService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    async show(club: ClubRow, leagueId: string): Promise<BracketResponse> {
      const league = await findLeague(db, club.id, leagueId);
      const bracket = await findBracket(db, league.id);
      return { bracket: bracket ? await loadBracket(db, league, bracket) : null };
    },

    /**
     * Seeds the top teams of the standings 1 v N, builds the bracket and places its games on free court
     * times of the chosen courts. Games that find no court time are kept as unplaced.
     */
    async create(club: ClubRow, leagueId: string, input: BracketCreate, actor: Actor): Promise<Bracket> {
      try {
        return await inTransaction(db, async (tx) => {
          const league = await lockEditableLeague(tx, club.id, leagueId, 'update');
          assertSeasonAllows(checkSeasonAction(league.status, 'create_bracket'));
          const context: BracketWriteContext = { league, actor, at: clock() };
          if (await findBracket(tx, league.id)) throw bracketExists();
          const unplayed = await countUnplayedRegularGames(tx, league.id);
          assertSeasonAllows(checkBracketSeeding(unplayed, input.override_unplayed));

          const standings = await standingsOf(tx, league);
          if (input.team_count > standings.rows.length) {
            throw fieldError('team_count', `The league has ${countOf(standings.rows.length, 'team')}: the bracket can take at most that many`);
          }
          const leagueCourtsById = new Map((await leagueCourts(tx, league.id)).map((court) => [court.playing_area_id, court]));
          const foreign = input.playing_area_ids.filter((courtId) => !leagueCourtsById.has(courtId));
          if (foreign.length > 0) throw fieldError('playing_area_ids', 'Choose courts of the league’s locations');
          const today = dateInTimezone(context.at, club.timezone);
          if (input.start_date < today) throw fieldError('start_date', 'Must be today or later');

          const seeds = standings.rows.slice(0, input.team_count).map((row) => row.team.id);
          const structure = buildBracket(input.type, input.team_count, input.grand_final_reset);
          const { placed, unplaced } = await placeBracket(tx, {
            league,
            structure,
            teams: standings.rows.map((row) => row.team),
            courts: input.playing_area_ids.map((courtId) => leagueCourtsById.get(courtId)!),
            startDate: input.start_date,
            today,
            gameMinutes: standings.rules.game_minutes,
          });

          const bracket = await insertBracket(tx, {
            id: newId(),
            leagueId: league.id,
            type: input.type,
            grandFinalReset: input.grand_final_reset,
            seeds,
            structure,
            unplaced,
            createdAt: context.at,
          });
          const known = resolveBracket(structure, seeds, new Map()).games;
          await insertGames(
            tx,
            structure.flatMap((spec) => {
              const slot = placed.get(spec.number);
              if (!slot) return [];
              const teams = known.get(spec.number);
              return [
                {
                  id: newId(),
                  leagueId: league.id,
                  locationId: slot.location_id,
                  playingAreaId: slot.playing_area_id,
                  startsAt: new Date(slot.starts_at),
                  homeTeamId: teams?.home_team_id ?? null,
                  awayTeamId: teams?.away_team_id ?? null,
                  isActive: true,
                  stage: 'playoff' as const,
                  round: spec.round,
                  bracketId: bracket.id,
                  bracketGame: spec.number,
                  homeSource: spec.home,
                  awaySource: spec.away,
                  createdAt: context.at,
                  updatedAt: context.at,
                },
              ];
            }),
          );
          const names = new Map(standings.rows.map((row) => [row.team.id, row.team.name]));
          await auditBracket(tx, context, 'create', null, bracket, names, unplayed > 0 ? { seeded_with_unplayed_games: unplayed } : {});
          return loadBracket(tx, league, bracket);
        });
      } catch (error) {
        return rethrowUniqueConflict(error, { games_court_slot_unique: courtTaken, brackets_league_unique: bracketExists });
      }
    },

    /** Refused while any playoff game has a result; its games go with it. */
    async remove(club: ClubRow, leagueId: string, actor: Actor): Promise<void> {
      await inTransaction(db, async (tx) => {
        const league = await lockEditableLeague(tx, club.id, leagueId, 'update');
        const bracket = await findBracket(tx, league.id, 'update');
        if (!bracket) throw notFound('This league has no bracket');
        const played = await countPlayedGames(tx, bracket.id);
        if (played > 0) {
          throw inUse(`${countOf(played, 'playoff game')} ${played === 1 ? 'has a result' : 'have results'}: clear the results before deleting the bracket`);
        }
        const names = new Map((await teamsByName(tx, league.id)).map((team) => [team.id, team.name]));
        await deleteBracket(tx, bracket.id);
        await auditBracket(tx, { league, actor, at: clock() }, 'delete', bracket, null, names);
      });
    },
  };
}
