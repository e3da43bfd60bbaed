import type { Database } from '../../db/database.js';
import type { ClubRow } from './club-row.js';
import { clubBySlugLookup } from './repository.js';

/** A club by its slug, for background work that carries the slug (a job's payload): what other modules may ask. */
export function clubFinder(db: Database): (slug: string) => Promise<ClubRow | undefined> {
  return clubBySlugLookup(db);
}
