import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database.js';
import { clubRoles, clubs, users } from '../../db/schema.js';
import { tickBatch } from '../../lib/tick-batch.js';
import { nextVersion } from '../../lib/row-version.js';
import type { ClubRow } from './club-row.js';

const { logo: _logo, ...clubColumns } = getTableColumns(clubs);

/**
 * The lookup every /api/:slug/... request makes (plugins/club-access.ts builds it once), as ONE named prepared
 * statement taking an array of slugs: the lookups of one event-loop turn share a round trip (lib/tick-batch.ts),
 * and each reads the database, so a change to a club shows on the next request.
 */
export function clubBySlugLookup(db: Database): (slug: string) => Promise<ClubRow | undefined> {
  const statement = db
    .select(clubColumns)
    .from(clubs)
    .where(sql`${clubs.slug} = any(${sql.placeholder('slugs')}::text[])`)
    .prepare('club_by_slug');
  return tickBatch(async (slugs: string[]) => new Map((await statement.execute({ slugs })).map((row) => [row.slug, row])));
}

export async function clubsAdministeredBy(db: Executor, userId: string): Promise<ClubRow[]> {
  return db
    .select(clubColumns)
    .from(clubs)
    .innerJoin(clubRoles, and(eq(clubRoles.clubId, clubs.id), eq(clubRoles.role, 'league_admin')))
    .where(eq(clubRoles.userId, userId))
    .orderBy(asc(clubs.name));
}

export async function clubAdmins(db: Executor, clubId: string) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .innerJoin(clubRoles, and(eq(clubRoles.userId, users.id), eq(clubRoles.role, 'league_admin')))
    .where(eq(clubRoles.clubId, clubId))
    .orderBy(asc(users.lastName), asc(users.firstName));
}

export type ClubChanges = Partial<
  Pick<typeof clubs.$inferInsert, 'name' | 'timezone' | 'contactEmail' | 'address' | 'defaultSport' | 'logo' | 'logoMime' | 'logoEtag'>
>;

/** A save of the club settings over the version the form was opened on, as the next version; none when another write came first. */
export async function updateClub(db: Executor, clubId: string, changes: ClubChanges, at: Date, version: number): Promise<ClubRow | undefined> {
  const [row] = await db
    .update(clubs)
    .set({ ...changes, updatedAt: at, rowVersion: nextVersion(clubs.rowVersion) })
    .where(and(eq(clubs.id, clubId), eq(clubs.rowVersion, version)))
    .returning(clubColumns);
  return row;
}

export async function findClubLogo(db: Executor, slug: string) {
  const [row] = await db.select({ logo: clubs.logo, mime: clubs.logoMime, etag: clubs.logoEtag }).from(clubs).where(eq(clubs.slug, slug));
  return row?.logo && row.mime && row.etag ? { bytes: row.logo, mime: row.mime, etag: row.etag } : null;
}

/** A club by its id, for background work that carries only the id (a waitlist offer knows its league's club). */
export async function findClubById(db: Executor, clubId: string): Promise<ClubRow | undefined> {
  const [row] = await db.select(clubColumns).from(clubs).where(eq(clubs.id, clubId));
  return row;
}
