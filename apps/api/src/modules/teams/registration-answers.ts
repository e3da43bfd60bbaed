import type { Answer } from '@matchday/domain';
import type { Executor } from '../../db/database.js';
import { answersOf } from './answers-repository.js';

/** The answers given in these registrations, by registration id: what a player's page shows of each league's form. */
export function answersOfRegistrations(db: Executor, registrationIds: readonly string[]): Promise<Map<string, Answer[]>> {
  return answersOf(db, registrationIds);
}
