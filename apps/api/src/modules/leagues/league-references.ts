import type { LeagueInputParsed } from '@matchday/domain';
import type { Executor } from '../../db/database.js';
import type { FieldErrors } from '../../lib/http-error.js';
import { clubLocationsAmong, clubQuestionsAmong } from './repository.js';

/** What the league already uses: these stay allowed when archived since, so an unchanged form still saves. */
export interface AttachedReferences {
  locationIds: ReadonlySet<string>;
  questionIds: ReadonlySet<string>;
}

export const NOTHING_ATTACHED: AttachedReferences = { locationIds: new Set(), questionIds: new Set() };

interface Candidate {
  id: string;
  name: string;
  archivedAt: Date | null;
}

function refusals(ids: string[], found: Candidate[], attached: ReadonlySet<string>, kind: 'location' | 'question'): string[] {
  const byId = new Map(found.map((row) => [row.id, row]));
  const messages = new Set<string>();
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) messages.add(`Unknown ${kind}`);
    else if (row.archivedAt && !attached.has(id)) messages.add(`The ${kind} “${row.name}” is archived`);
  }
  return [...messages];
}

/** Field errors for locations and questions that are not the club's, or archived and not already attached. */
export async function referenceErrors(
  tx: Executor,
  clubId: string,
  input: Pick<LeagueInputParsed, 'location_ids' | 'questions'>,
  attached: AttachedReferences,
): Promise<FieldErrors> {
  const questionIds = input.questions.map((question) => question.question_id);
  const locationMessages = refusals(input.location_ids, await clubLocationsAmong(tx, clubId, input.location_ids), attached.locationIds, 'location');
  const questionMessages = refusals(questionIds, await clubQuestionsAmong(tx, clubId, questionIds), attached.questionIds, 'question');
  return {
    ...(locationMessages.length > 0 && { location_ids: locationMessages }),
    ...(questionMessages.length > 0 && { questions: questionMessages }),
  };
}
