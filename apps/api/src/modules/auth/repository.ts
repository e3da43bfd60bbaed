import { and, asc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Role } from '@matchday/domain';
import type { Database, Executor } from '../../db/database.js';
import { qualified } from '../../db/qualified-column.js';
import { accessTokens, clubRoles, clubs, users } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row;
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Read on every request, so a role removed in the database takes effect at once. */
export async function rolesOfUser(db: Executor, userId: string): Promise<Role[]> {
  const rows = await db
    .select({ role: clubRoles.role, clubSlug: clubs.slug })
    .from(clubRoles)
    .innerJoin(clubs, eq(clubs.id, clubRoles.clubId))
    .where(eq(clubRoles.userId, userId))
    .orderBy(asc(clubs.slug));
  return rows.map((row) => ({ role: row.role, club_slug: row.clubSlug }));
}

export async function insertAccessToken(db: Executor, token: typeof accessTokens.$inferInsert): Promise<void> {
  await db.insert(accessTokens).values(token);
}

/**
 * The sessions behind token hashes, as ONE named prepared statement: each token that is neither revoked, past its
 * absolute expiry, nor idle since `idleSince`, with its user and the user's roles (aggregated, by club slug).
 * It takes an array of hashes so that the requests of one event-loop turn share one round trip (auth service).
 * Prepared once per database: on PostgreSQL each pooled connection parses and plans it once and then only binds
 * values; on PGlite the SQL is built once. Every request still reads the database, so a revoked or expired token,
 * or a role removed, counts from the next request on.
 */
export function prepareSessionLookup(db: Database) {
  const roles = sql<Role[]>`coalesce((
    select json_agg(json_build_object('role', ${qualified(clubRoles.role)}, 'club_slug', ${qualified(clubs.slug)}) order by ${qualified(clubs.slug)})
    from ${clubRoles} inner join ${clubs} on ${qualified(clubs.id)} = ${qualified(clubRoles.clubId)}
    where ${qualified(clubRoles.userId)} = ${qualified(users.id)}
  ), '[]'::json)`;
  return db
    .select({ tokenHash: accessTokens.tokenHash, tokenId: accessTokens.id, lastUsedAt: accessTokens.lastUsedAt, user: users, roles })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(
      and(
        sql`${accessTokens.tokenHash} = any(${sql.placeholder('tokenHashes')}::text[])`,
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, sql.placeholder('now')),
        gt(accessTokens.lastUsedAt, sql.placeholder('idleSince')),
      ),
    )
    .prepare('session_lookup');
}

/** Marks a token as used at `at` (an ISO instant); `authenticate` runs it at most once a minute per token. */
export function prepareTouchToken(db: Database) {
  return db
    .update(accessTokens)
    .set({ lastUsedAt: sql`${sql.placeholder('at')}` })
    .where(eq(accessTokens.id, sql.placeholder('id')))
    .prepare('session_touch');
}

export async function revokeToken(db: Executor, id: string, at: Date): Promise<void> {
  await db
    .update(accessTokens)
    .set({ revokedAt: at })
    .where(and(eq(accessTokens.id, id), isNull(accessTokens.revokedAt)));
}

/** Revokes every live token of a user, except one when given (the session that made the change). */
export async function revokeUserTokens(db: Executor, userId: string, at: Date, exceptTokenId?: string): Promise<void> {
  const conditions = [eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)];
  if (exceptTokenId) conditions.push(ne(accessTokens.id, exceptTokenId));
  await db
    .update(accessTokens)
    .set({ revokedAt: at })
    .where(and(...conditions));
}

export async function updateProfile(
  db: Executor,
  userId: string,
  profile: { firstName: string; lastName: string; email: string },
  at: Date,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...profile, updatedAt: at })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

export async function updatePasswordHash(db: Executor, userId: string, passwordHash: string, at: Date): Promise<void> {
  await db.update(users).set({ passwordHash, passwordChangedAt: at, updatedAt: at }).where(eq(users.id, userId));
}
