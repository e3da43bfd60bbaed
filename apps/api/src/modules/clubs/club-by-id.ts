import type { Executor } from '../../db/database.js';
import type { ClubRow } from './club-row.js';
import { findClubById } from './repository.js';

/** A club by its id, for background work that carries the id (a job's payload): what other modules may ask. */
export const clubById = (db: Executor, clubId: string): Promise<ClubRow | undefined> => findClubById(db, clubId);
