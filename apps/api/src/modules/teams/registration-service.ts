import {
  newId,
  type Page,
  type RegistrationCreateSchema,
  type RegistrationListQuery,
  type RegistrationUpdateSchema,
  type RegistrationWithTeam,
} from '@matchday/domain';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { conflict, HttpError, notFound, type FieldErrors } from '../../lib/http-error.js';
import { toPage } from '../../lib/pagination.js';
import type { Actor } from '../audit/recorder.js';
import type { ClubRow } from '../clubs/club-row.js';
import { findLeague, lockEditableLeague, type LeagueRow } from '../leagues/league-access.js';
import { createPlayers, EMAIL_TAKEN } from '../players/player-writer.js';
import { playerValues } from '../players/player-view.js';
import { holdPlayer } from '../players/player-locks.js';
import { rethrowUniqueConflict } from '../players/unique-conflict.js';
import { answersChecker } from './answers-check.js';
import { questionsOfLeague, replaceAnswers } from './answers-repository.js';
import { assertTeamHasRoom } from './capacity.js';
import { releaseCaptaincy } from './captaincy.js';
import { auditRegistration, type LeagueWriteContext } from './league-audit.js';
import { loadRegistration, withAnswers } from './registration-loader.js';
import {
  deleteRegistration,
  findRegistration,
  insertRegistrations,
  listRegistrations,
  registrationsOfPlayers,
  updateRegistration,
} from './registration-repository.js';
import { countRoster, lockTeams } from './team-repository.js';
import type { ChargeOnCreation } from './fees-on-creation.js';

type RegistrationCreate = z.output<typeof RegistrationCreateSchema>;
type RegistrationUpdate = z.output<typeof RegistrationUpdateSchema>;

const REGISTRATION_NOT_FOUND = 'Registration not found';
const ALREADY_REGISTERED = 'This player is already registered in this league';
const TEAMS_ONLY = 'This league registers teams only: choose a team';
const NOT_A_TEAM = 'Not a team of this league';

/** The registration moved or went away between reading it and locking its team. */
const changedMeanwhile = () => new HttpError(409, 'conflict', 'Someone else changed this registration meanwhile: reload and try again');

const refusesFreeAgents = (league: LeagueRow, teamId: string | null | undefined) => teamId === null && league.registrationType === 'teams_only';

export function createRegistrationsService({ db, clock, chargeOnCreation }: { db: Database; clock: Clock; chargeOnCreation: ChargeOnCreation }) {
  const contextOf = (club: ClubRow, leagueId: string, actor: Actor): LeagueWriteContext => ({ clubId: club.id, leagueId, actor, at: clock() });

  return {
    async list(club: ClubRow, leagueId: string, query: RegistrationListQuery): Promise<Page<RegistrationWithTeam>> {
      const league = await findLeague(db, club.id, leagueId);
      const { rows, total } = await listRegistrations(db, league.id, query);
      return toPage(await withAnswers(db, rows), total, query);
    },

    async show(club: ClubRow, leagueId: string, registrationId: string): Promise<RegistrationWithTeam> {
      const league = await findLeague(db, club.id, leagueId);
      const registration = await loadRegistration(db, league.id, registrationId);
      if (!registration) throw notFound(REGISTRATION_NOT_FOUND);
      return registration;
    },

    /**
     * Registers a club player, or a new one added to the directory, onto a team or as a free agent, owing what the
     * payment mode charges a player joining so (their share or fee; a player fee on the team beyond its minimum).
     */
    async create(club: ClubRow, leagueId: string, input: RegistrationCreate, actor: Actor): Promise<RegistrationWithTeam> {
      try {
        return await inTransaction(db, async (tx) => {
          // Held for update: the charge's product is made once, and the derived statuses are written one writer at a time.
          const league = await lockEditableLeague(tx, club.id, leagueId, 'update');
          const context = contextOf(club, league.id, actor);
          const errors: FieldErrors = {};
          if (refusesFreeAgents(league, input.team_id)) errors.team_id = [TEAMS_ONLY];
          const team = input.team_id ? (await lockTeams(tx, league.id, [input.team_id])).get(input.team_id) : undefined;
          if (input.team_id && !team) errors.team_id = [NOT_A_TEAM];
          const player = input.player_id ? await holdPlayer(tx, club.id, input.player_id) : undefined;
          if (input.player_id && !player) errors.player_id = ['Not a player of this club'];
          const checker = answersChecker(await questionsOfLeague(tx, league.id));
          const answers = checker.check(input.answers);
          checker.refuse(errors);

          if (player && (await registrationsOfPlayers(tx, league.id, [player.id])).length > 0) throw conflict('player_id', ALREADY_REGISTERED);
          if (team) await assertTeamHasRoom(tx, league, team);
          const registrant = player ?? (await createPlayers(tx, context, [playerValues(input.player!)]))[0]!;
          const id = newId();
          await insertRegistrations(tx, [
            {
              id,
              leagueId: league.id,
              playerId: registrant.id,
              teamId: team?.id ?? null,
              createdAt: context.at,
              updatedAt: context.at,
            },
          ]);
          await replaceAnswers(tx, id, answers);
          await chargeOnCreation(
            tx,
            { league, actor, at: context.at, timezone: club.timezone },
            { registrations: [{ id, teamId: team?.id ?? null, rosterAfterJoin: team ? await countRoster(tx, team.id) : null }] },
          );
          const created = (await loadRegistration(tx, league.id, id))!;
          await auditRegistration(tx, context, 'create', null, created);
          return created;
        });
      } catch (error) {
        return rethrowUniqueConflict(error, {
          players_club_email_unique: () => conflict('player.email', EMAIL_TAKEN),
          registrations_league_player_unique: () => conflict('player_id', ALREADY_REGISTERED),
        });
      }
    },

    /** Place on a team or back among the free agents (answers kept), or replace the answers. */
    async update(club: ClubRow, leagueId: string, registrationId: string, input: RegistrationUpdate, actor: Actor): Promise<RegistrationWithTeam> {
      return inTransaction(db, async (tx) => {
        const league = await lockEditableLeague(tx, club.id, leagueId, 'share');
        const context = contextOf(club, league.id, actor);
        const current = await findRegistration(tx, league.id, registrationId);
        if (!current) throw notFound(REGISTRATION_NOT_FOUND);
        const moving = input.team_id !== undefined && input.team_id !== current.teamId;
        const errors: FieldErrors = {};
        if (moving && refusesFreeAgents(league, input.team_id)) errors.team_id = [TEAMS_ONLY];
        const locked = await lockTeams(
          tx,
          league.id,
          [current.teamId, moving ? input.team_id : null].filter((id): id is string => Boolean(id)),
        );
        const target = moving && input.team_id ? locked.get(input.team_id) : undefined;
        if (moving && input.team_id && !target) errors.team_id = [NOT_A_TEAM];
        const checker = answersChecker(input.answers ? await questionsOfLeague(tx, league.id) : []);
        const answers = input.answers && checker.check(input.answers);
        checker.refuse(errors);

        if (target) await assertTeamHasRoom(tx, league, target);
        const [before] = await withAnswers(tx, [current]);
        const changes = { ...(moving && { teamId: input.team_id ?? null }) };
        if (!(await updateRegistration(tx, current.id, current.teamId, changes, context.at))) throw changedMeanwhile();
        if (moving && current.teamId) await releaseCaptaincy(tx, context, current.teamId, current.player.id);
        if (answers) await replaceAnswers(tx, current.id, answers);
        const after = (await loadRegistration(tx, league.id, current.id))!;
        await auditRegistration(tx, context, 'update', before!, after);
        return after;
      });
    },

    /** Unregisters the player from the league; a captain leaves the captaincy empty. */
    async remove(club: ClubRow, leagueId: string, registrationId: string, actor: Actor): Promise<void> {
      await inTransaction(db, async (tx) => {
        const league = await lockEditableLeague(tx, club.id, leagueId, 'share');
        const context = contextOf(club, league.id, actor);
        const current = await findRegistration(tx, league.id, registrationId);
        if (!current) throw notFound(REGISTRATION_NOT_FOUND);
        if (current.teamId) await lockTeams(tx, league.id, [current.teamId]);
        const [before] = await withAnswers(tx, [current]);
        if (!(await deleteRegistration(tx, current.id, current.teamId))) throw changedMeanwhile();
        if (current.teamId) await releaseCaptaincy(tx, context, current.teamId, current.player.id);
        await auditRegistration(tx, context, 'delete', before!, null);
      });
    },
  };
}
