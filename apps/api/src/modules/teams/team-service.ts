import {
  newId,
  type GivenAnswer,
  type Page,
  type Team,
  type TeamCreateSchema,
  type TeamListQuerySchema,
  type TeamSummary,
  type TeamUpdateSchema,
} from '@matchday/domain';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { conflict, fieldError, notFound, type FieldErrors } from '../../lib/http-error.js';
import { toPage } from '../../lib/pagination.js';
import { refuseIfStale } from '../../lib/row-version.js';
import type { Actor } from '../audit/recorder.js';
import type { ClubRow } from '../clubs/club-row.js';
import { countOf, inUse } from '../../lib/in-use.js';
import { findLeague, lockEditableLeague } from '../leagues/league-access.js';
import { holdPlayers } from '../players/player-locks.js';
import { rethrowUniqueConflict } from '../players/unique-conflict.js';
import { answersChecker } from './answers-check.js';
import { insertAnswers, questionsOfLeague } from './answers-repository.js';
import { assertLeagueHasRoom, assertRosterSize } from './capacity.js';
import { auditRegistration, auditTeam, type LeagueWriteContext } from './league-audit.js';
import { loadTeam, withAnswers } from './registration-loader.js';
import { deleteRegistration, insertRegistrations, registrationsOfPlayers, rosterOf, updateRegistration } from './registration-repository.js';
import { playerNameOf } from './registration-view.js';
import { countGamesOf, deleteTeam, findTeam, insertTeams, listTeams, lockTeams, updateTeam } from './team-repository.js';
import { toTeamSummary } from './team-view.js';
import type { ChargeOnCreation } from './fees-on-creation.js';

type TeamCreate = z.output<typeof TeamCreateSchema>;
type TeamUpdate = z.output<typeof TeamUpdateSchema>;
type TeamListQuery = z.output<typeof TeamListQuerySchema>;

const TEAM_NOT_FOUND = 'Team not found';

export const rethrowTeamNameTaken = (error: unknown): never =>
  rethrowUniqueConflict(error, { teams_league_name_unique: () => conflict('name', 'This league already has a team with this name') });

/**
 * The answers each player the new team registers gives, by player id, in roster order; refused (400,
 * or 422 answers_required) unless each answers the league's required questions. Free agents already
 * answered when they registered: answers given for them are refused rather than silently ignored.
 */
async function answersOfNewcomers(
  tx: Executor,
  leagueId: string,
  input: TeamCreate,
  freeAgents: ReadonlySet<string>,
  nameOf: (playerId: string) => string,
): Promise<Map<string, GivenAnswer[]>> {
  const checker = answersChecker(await questionsOfLeague(tx, leagueId));
  const errors: FieldErrors = {};
  const newcomers = new Map<string, GivenAnswer[]>();
  for (const playerId of input.player_ids) {
    const given = input.answers[playerId];
    if (!freeAgents.has(playerId)) newcomers.set(playerId, checker.check(given ?? [], `answers.${playerId}`, nameOf(playerId)));
    else if (given) errors[`answers.${playerId}`] = [`${nameOf(playerId)} is a free agent of this league and keeps the answers they gave`];
  }
  checker.refuse(errors);
  return newcomers;
}

export function createTeamsService({ db, clock, chargeOnCreation }: { db: Database; clock: Clock; chargeOnCreation: ChargeOnCreation }) {
  const contextOf = (club: ClubRow, leagueId: string, actor: Actor): LeagueWriteContext => ({ clubId: club.id, leagueId, actor, at: clock() });

  return {
    async list(club: ClubRow, leagueId: string, query: TeamListQuery): Promise<Page<TeamSummary>> {
      const league = await findLeague(db, club.id, leagueId);
      const { rows, total } = await listTeams(db, league.id, query);
      return toPage(rows.map(toTeamSummary), total, query);
    },

    async show(club: ClubRow, leagueId: string, teamId: string): Promise<Team> {
      const league = await findLeague(db, club.id, leagueId);
      const team = await loadTeam(db, league.id, teamId);
      if (!team) throw notFound(TEAM_NOT_FOUND);
      return team;
    },

    /**
     * A new team with its roster; free agents of the league listed among its players move onto it with their answers.
     * In a paid league the team and its new players owe what the payment mode charges, like a registration's.
     */
    async create(club: ClubRow, leagueId: string, input: TeamCreate, actor: Actor): Promise<Team> {
      try {
        return await inTransaction(db, async (tx) => {
          const league = await lockEditableLeague(tx, club.id, leagueId, 'update');
          const context = contextOf(club, league.id, actor);
          await assertLeagueHasRoom(tx, league);
          assertRosterSize(league, input.player_ids.length);

          const found = new Map((await holdPlayers(tx, club.id, input.player_ids)).map((player) => [player.id, player]));
          const unknown = input.player_ids.filter((playerId) => !found.has(playerId));
          if (unknown.length > 0) throw fieldError('player_ids', `Not players of this club: ${unknown.join(', ')}`);
          const registered = await registrationsOfPlayers(tx, league.id, input.player_ids);
          const rostered = registered.filter((registration) => registration.teamId !== null);
          if (rostered.length > 0) throw conflict('player_ids', `Already on a team in this league: ${rostered.map(playerNameOf).join(', ')}`);
          const placed = new Set(registered.map((registration) => registration.player.id));
          const newcomers = await answersOfNewcomers(tx, league.id, input, placed, (playerId) => {
            const player = found.get(playerId)!;
            return `${player.firstName} ${player.lastName}`;
          });

          const [team] = await insertTeams(tx, [
            { id: newId(), leagueId: league.id, name: input.name, captainPlayerId: input.captain_player_id, createdAt: context.at, updatedAt: context.at },
          ]);
          const teamId = team!.id;
          const freeAgents = new Map((await withAnswers(tx, registered)).map((registration) => [registration.id, registration]));
          for (const freeAgent of registered) await updateRegistration(tx, freeAgent.id, null, { teamId }, context.at);
          const created = await insertRegistrations(
            tx,
            [...newcomers.keys()].map((playerId) => ({ id: newId(), leagueId: league.id, playerId, teamId, createdAt: context.at, updatedAt: context.at })),
          );
          await insertAnswers(
            tx,
            created.map((registration) => ({ registrationId: registration.id, answers: newcomers.get(registration.playerId)! })),
          );
          // Free agents moved onto the team were charged their own when they registered; the team counts them.
          await chargeOnCreation(
            tx,
            { league, actor, at: context.at, timezone: club.timezone },
            {
              teams: [{ id: teamId, rosterSize: input.player_ids.length }],
              registrations: created.map((registration) => ({ id: registration.id, teamId, rosterAfterJoin: null })),
            },
          );

          await auditTeam(tx, context, 'create', null, (await findTeam(tx, league.id, teamId))!);
          for (const registration of await withAnswers(tx, await rosterOf(tx, teamId))) {
            const before = freeAgents.get(registration.id) ?? null;
            await auditRegistration(tx, context, before ? 'update' : 'create', before, registration);
          }
          return (await loadTeam(tx, league.id, teamId))!;
        });
      } catch (error) {
        return rethrowTeamNameTaken(error);
      }
    },

    /** Rename, or choose the captain among the roster; refused (409 stale_version) when the team changed since the form's row_version. */
    async update(club: ClubRow, leagueId: string, teamId: string, input: TeamUpdate, actor: Actor): Promise<Team> {
      try {
        return await inTransaction(db, async (tx) => {
          const league = await lockEditableLeague(tx, club.id, leagueId, 'share');
          const context = contextOf(club, league.id, actor);
          if (!(await lockTeams(tx, league.id, [teamId])).has(teamId)) throw notFound(TEAM_NOT_FOUND);
          const captainId = input.captain_player_id;
          if (captainId && !(await rosterOf(tx, teamId)).some((entry) => entry.player.id === captainId)) {
            throw fieldError('captain_player_id', 'The captain must be one of the team’s players');
          }
          const before = (await findTeam(tx, league.id, teamId))!;
          refuseIfStale(await updateTeam(tx, teamId, { name: input.name, captainPlayerId: captainId }, context.at, input.row_version));
          await auditTeam(tx, context, 'update', before, (await findTeam(tx, league.id, teamId))!);
          return (await loadTeam(tx, league.id, teamId))!;
        });
      } catch (error) {
        return rethrowTeamNameTaken(error);
      }
    },

    /** Its players become free agents, or leave the league when it registers teams only. Refused while games use the team. */
    async remove(club: ClubRow, leagueId: string, teamId: string, actor: Actor): Promise<void> {
      await inTransaction(db, async (tx) => {
        const league = await lockEditableLeague(tx, club.id, leagueId, 'share');
        const context = contextOf(club, league.id, actor);
        if (!(await lockTeams(tx, league.id, [teamId])).has(teamId)) throw notFound(TEAM_NOT_FOUND);
        const team = (await findTeam(tx, league.id, teamId))!;
        const games = await countGamesOf(tx, teamId);
        if (games > 0) throw inUse(`${team.name} is scheduled in ${countOf(games, 'game')}: take it off the schedule first`);

        for (const registration of await withAnswers(tx, await rosterOf(tx, teamId))) {
          if (league.registrationType === 'teams_only') {
            await deleteRegistration(tx, registration.id, teamId);
            await auditRegistration(tx, context, 'delete', registration, null);
          } else {
            await updateRegistration(tx, registration.id, teamId, { teamId: null }, context.at);
            await auditRegistration(tx, context, 'update', registration, { ...registration, team_id: null, team: null, is_captain: false });
          }
        }
        await deleteTeam(tx, teamId);
        await auditTeam(tx, context, 'delete', team, null);
      });
    },
  };
}
