import { newId, type LeagueDuplicateInputSchema } from '@matchday/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/database.js';
import type { WriteContext } from '../players/player-writer.js';
import { copyAnswers } from '../teams/answers-copy.js';
import { auditRegistration, auditTeam } from '../teams/league-audit.js';
import { withAnswers } from '../teams/registration-loader.js';
import { insertRegistrations, registrationsOfLeague } from '../teams/registration-repository.js';
import { playerNameOf } from '../teams/registration-view.js';
import { insertTeams, teamsOfLeague } from '../teams/team-repository.js';
import { insertLeague, leagueLocationRows, leagueQuestionRows, replaceLeagueLocations, replaceLeagueQuestions, type LeagueRow } from './repository.js';

export type LeagueDuplicateParsed = z.output<typeof LeagueDuplicateInputSchema>;

/**
 * A new draft with the source's settings under the input's name, season and dates. Archived locations
 * and questions are left behind: they cannot be newly attached to a league.
 */
export async function copyLeague(tx: Executor, source: LeagueRow, input: LeagueDuplicateParsed, { clubId, at }: WriteContext): Promise<string> {
  const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...settings } = source;
  const id = newId();
  await insertLeague(tx, {
    ...settings,
    id,
    clubId,
    status: 'draft',
    name: input.name,
    season: input.season,
    seasonStart: input.season_start,
    seasonEnd: input.season_end,
    registrationOpensOn: input.registration_opens_on,
    registrationClosesOn: input.registration_closes_on,
    duplicatedFromId: source.id,
    createdAt: at,
    updatedAt: at,
  });
  const sourceLocations = await leagueLocationRows(tx, source.id);
  await replaceLeagueLocations(
    tx,
    id,
    sourceLocations.filter((location) => !location.archivedAt).map((location) => location.id),
  );
  const sourceQuestions = await leagueQuestionRows(tx, source.id);
  await replaceLeagueQuestions(
    tx,
    id,
    sourceQuestions.filter((question) => !question.archivedAt).map((question) => ({ questionId: question.questionId, required: question.required })),
  );
  return id;
}

/**
 * The source's teams with their rosters and captains into the new league: fresh registrations, unpaid,
 * with the answers their players gave to the questions the new league asks (all it requires, or none of it is written).
 */
export async function copyTeams(tx: Executor, sourceId: string, targetId: string, context: WriteContext): Promise<void> {
  const sourceTeams = await teamsOfLeague(tx, sourceId);
  const teamIds = new Map(sourceTeams.map((team) => [team.id, newId()]));
  const stamps = { createdAt: context.at, updatedAt: context.at };
  await insertTeams(
    tx,
    sourceTeams.map((team) => ({ id: teamIds.get(team.id) as string, leagueId: targetId, name: team.name, captainPlayerId: team.captainPlayerId, ...stamps })),
  );
  const rostered = (await registrationsOfLeague(tx, sourceId)).filter((registration) => registration.teamId !== null);
  const copies = rostered.map((registration) => ({ from: registration.id, to: newId(), playerId: registration.player.id, playerName: playerNameOf(registration) }));
  await insertRegistrations(
    tx,
    rostered.map((registration, index) => ({
      id: copies[index]!.to,
      leagueId: targetId,
      playerId: registration.player.id,
      teamId: teamIds.get(registration.teamId as string) as string,
      paymentStatus: 'unpaid' as const,
      ...stamps,
    })),
  );
  await copyAnswers(tx, targetId, copies);

  const leagueContext = { ...context, leagueId: targetId };
  for (const team of await teamsOfLeague(tx, targetId)) await auditTeam(tx, leagueContext, 'create', null, team);
  for (const registration of await withAnswers(tx, await registrationsOfLeague(tx, targetId))) {
    await auditRegistration(tx, leagueContext, 'create', null, registration);
  }
}
