import { newId, type LeagueDuplicateInputSchema } from '@matchday/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/database.js';
import type { WriteContext } from '../players/player-writer.js';
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
