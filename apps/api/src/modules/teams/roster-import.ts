import { ANSWER_MESSAGES, newId, parseRosterCsv, type RosterCsvRow, type RosterImportResult } from '@matchday/domain';
import type { Database, Transaction } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { conflict, HttpError, validationError, type FieldErrors } from '../../lib/http-error.js';
import type { Actor } from '../audit/recorder.js';
import type { ClubRow } from '../clubs/club-row.js';
import { assertEditable, findLeague, lockEditableLeague, type LeagueRow } from '../leagues/league-access.js';
import { holdPlayersByEmail } from '../players/player-locks.js';
import { createPlayers } from '../players/player-writer.js';
import { rethrowUniqueConflict } from '../players/unique-conflict.js';
import { insertAnswers, questionsOfLeague } from './answers-repository.js';
import { auditRegistration, auditTeam, type LeagueWriteContext } from './league-audit.js';
import { withAnswers } from './registration-loader.js';
import { insertRegistrations, registrationsOfPlayers } from './registration-repository.js';
import { planRosterImport, type ImportFacts, type ImportPlan } from './roster-import-plan.js';
import { insertTeams, teamsOfLeague, updateTeam, type TeamRecord } from './team-repository.js';
import type { ChargeOnCreation, CreatedRegistration, CreationContext } from './fees-on-creation.js';

const isUnanswered = ([key, messages]: [string, string[]]) =>
  /^file\.answers\./.test(key) || (/^rows\.\d+\.answers\./.test(key) && messages.every((message) => message === ANSWER_MESSAGES.required));

/** 422 answers_required when all that is wrong is required answers left out; 400 for anything else. */
function refused(errors: FieldErrors): HttpError {
  if (Object.entries(errors).every(isUnanswered)) {
    return new HttpError(
      422,
      'answers_required',
      'Nothing was imported: answer the league’s required questions on the listed lines and import the file again',
      errors,
    );
  }
  return validationError(errors, 'Nothing was imported: correct the listed lines and import the file again');
}

async function factsOf(tx: Transaction, club: ClubRow, league: LeagueRow, rows: readonly RosterCsvRow[]): Promise<{ facts: ImportFacts; teams: TeamRecord[] }> {
  const players = await holdPlayersByEmail(
    tx,
    club.id,
    rows.map((row) => row.email),
  );
  const registered = new Set(
    (
      await registrationsOfPlayers(
        tx,
        league.id,
        players.map((player) => player.id),
      )
    ).map((registration) => registration.player.id),
  );
  const teams = await teamsOfLeague(tx, league.id);
  const facts: ImportFacts = {
    registrationType: league.registrationType,
    teamCapacity: league.teamCapacity,
    rosterMax: league.rosterMax,
    players: new Map(players.map((player) => [player.email.toLowerCase(), { id: player.id, registered: registered.has(player.id) }])),
    teams: new Map(teams.map((team) => [team.name.toLowerCase(), team])),
  };
  return { facts, teams };
}

/**
 * What the imported teams and registrations owe: a new team its fees with its imported roster counted, each
 * registration its own, and one joining an existing team what it adds to that team's (counted line by line).
 */
async function chargeImported(
  tx: Transaction,
  chargeOnCreation: ChargeOnCreation,
  creation: CreationContext,
  facts: ImportFacts,
  createdTeamIds: ReadonlySet<string>,
  inserted: readonly { id: string; teamId: string | null }[],
): Promise<void> {
  const existingRosters = new Map([...facts.teams.values()].map((team) => [team.id, team.rosterCount]));
  const newRosters = new Map<string, number>();
  const registrations: CreatedRegistration[] = inserted.map(({ id, teamId }) => {
    if (teamId === null) return { id, teamId, rosterAfterJoin: null };
    if (createdTeamIds.has(teamId)) {
      newRosters.set(teamId, (newRosters.get(teamId) ?? 0) + 1);
      return { id, teamId, rosterAfterJoin: null };
    }
    const after = existingRosters.get(teamId)! + 1;
    existingRosters.set(teamId, after);
    return { id, teamId, rosterAfterJoin: after };
  });
  const teams = [...createdTeamIds].map((id) => ({ id, rosterSize: newRosters.get(id) ?? 0 }));
  await chargeOnCreation(tx, creation, { teams, registrations });
}

/** Writes a checked plan: players, teams with their captains, registrations, each audited and charged their fees. */
async function applyPlan(
  tx: Transaction,
  chargeOnCreation: ChargeOnCreation,
  league: LeagueRow,
  timezone: string,
  context: LeagueWriteContext,
  facts: ImportFacts,
  teamsBefore: readonly TeamRecord[],
  plan: ImportPlan,
): Promise<Omit<RosterImportResult, 'rows'>> {
  const createdPlayers = await createPlayers(tx, context, plan.newPlayers);
  const playerIds = new Map([...facts.players].map(([email, player]) => [email, player.id]));
  for (const player of createdPlayers) playerIds.set(player.email.toLowerCase(), player.id);
  const playerIdOf = (email: string) => playerIds.get(email)!;

  const createdTeams = await insertTeams(
    tx,
    [...plan.newTeams.values()].map((team) => ({
      id: newId(),
      leagueId: context.leagueId,
      name: team.name,
      captainPlayerId: team.captainEmail && playerIdOf(team.captainEmail),
      createdAt: context.at,
      updatedAt: context.at,
    })),
  );
  const teamIds = new Map([...facts.teams].map(([key, team]) => [key, team.id]));
  for (const team of createdTeams) teamIds.set(team.name.toLowerCase(), team.id);
  for (const [teamId, email] of plan.newCaptains) await updateTeam(tx, teamId, { captainPlayerId: playerIdOf(email) }, context.at);

  const answersOf = new Map(plan.registrations.map((registration) => [playerIdOf(registration.email), registration.answers]));
  const inserted = await insertRegistrations(
    tx,
    plan.registrations.map((registration) => ({
      id: newId(),
      leagueId: context.leagueId,
      playerId: playerIdOf(registration.email),
      teamId: registration.teamKey && teamIds.get(registration.teamKey)!,
      createdAt: context.at,
      updatedAt: context.at,
    })),
  );
  await insertAnswers(
    tx,
    inserted.map((registration) => ({ registrationId: registration.id, answers: answersOf.get(registration.playerId)! })),
  );
  const createdTeamIds = new Set(createdTeams.map((team) => team.id));
  await chargeImported(tx, chargeOnCreation, { league, actor: context.actor, at: context.at, timezone }, facts, createdTeamIds, inserted);

  const before = new Map(teamsBefore.map((team) => [team.id, team]));
  for (const team of await teamsOfLeague(tx, context.leagueId)) {
    if (createdTeamIds.has(team.id)) await auditTeam(tx, context, 'create', null, team);
    else if (plan.newCaptains.has(team.id)) await auditTeam(tx, context, 'update', before.get(team.id)!, team);
  }
  const registrations = await registrationsOfPlayers(tx, context.leagueId, [
    ...new Set(plan.registrations.map((registration) => playerIdOf(registration.email))),
  ]);
  for (const registration of await withAnswers(tx, registrations)) await auditRegistration(tx, context, 'create', null, registration);
  return { teams_created: createdTeams.length, players_created: createdPlayers.length, registrations_created: plan.registrations.length };
}

export function createRosterImport({ db, clock, chargeOnCreation }: { db: Database; clock: Clock; chargeOnCreation: ChargeOnCreation }) {
  /**
   * Imports a roster CSV into the league: every line is checked (by the file's own rules, then against
   * the league) and any problem refuses the whole file with a report of each line; otherwise it is
   * written in one transaction that holds the league row.
   */
  return async function importRoster(club: ClubRow, leagueId: string, csv: string, actor: Actor): Promise<RosterImportResult> {
    assertEditable(await findLeague(db, club.id, leagueId));
    try {
      return await inTransaction(db, async (tx) => {
        const league = await lockEditableLeague(tx, club.id, leagueId, 'update');
        // Read with the league held, so the answers are checked against the questions the league asks at the write.
        const parsed = parseRosterCsv(csv, await questionsOfLeague(tx, league.id));
        if (Object.keys(parsed.errors).length > 0) throw refused(parsed.errors);
        const { facts, teams } = await factsOf(tx, club, league, parsed.rows);
        const { errors, plan } = planRosterImport(parsed.rows, facts);
        if (Object.keys(errors).length > 0) throw refused(errors);
        const context: LeagueWriteContext = { clubId: club.id, leagueId: league.id, actor, at: clock() };
        return { rows: parsed.rows.length, ...(await applyPlan(tx, chargeOnCreation, league, club.timezone, context, facts, teams, plan)) };
      });
    } catch (error) {
      return rethrowUniqueConflict(error, {
        players_club_email_unique: () => conflict('file', 'A player with an email of this file was added meanwhile: import the file again'),
      });
    }
  };
}
