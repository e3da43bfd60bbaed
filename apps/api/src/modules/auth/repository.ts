import { and, asc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Role } from '@matchday/domain';
import type { Executor } from '../../db/database.js';
import { accessTokens, clubRoles, clubs, users } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase()));
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

/** A token that is neither revoked, past its absolute expiry, nor idle since `idleSince`. */
export async function findLiveToken(db: Executor, tokenHash: string, now: Date, idleSince: Date) {
  const [row] = await db
    .select({ id: accessTokens.id, userId: accessTokens.userId, lastUsedAt: accessTokens.lastUsedAt })
    .from(accessTokens)
    .where(
      and(
        eq(accessTokens.tokenHash, tokenHash),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, now),
        gt(accessTokens.lastUsedAt, idleSince),
      ),
    );
  return row;
}

export async function touchToken(db: Executor, id: string, at: Date): Promise<void> {
  await db.update(accessTokens).set({ lastUsedAt: at }).where(eq(accessTokens.id, id));
}

export async function revokeToken(db: Executor, id: string, at: Date): Promise<void> {
  await db.update(accessTokens).set({ revokedAt: at }).where(and(eq(accessTokens.id, id), isNull(accessTokens.revokedAt)));
}

/** Revokes every live token of a user, except one when given (the session that made the change). */
export async function revokeUserTokens(db: Executor, userId: string, at: Date, exceptTokenId?: string): Promise<void> {
  const conditions = [eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)];
  if (exceptTokenId) conditions.push(ne(accessTokens.id, exceptTokenId));
  await db.update(accessTokens).set({ revokedAt: at }).where(and(...conditions));
}

export async function updateProfile(
  db: Executor,
  userId: string,
  profile: { firstName: string; lastName: string; email: string },
  at: Date,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set({ ...profile, updatedAt: at }).where(eq(users.id, userId)).returning();
  return row;
}

export async function updatePasswordHash(db: Executor, userId: string, passwordHash: string, at: Date): Promise<void> {
  await db.update(users).set({ passwordHash, passwordChangedAt: at, updatedAt: at }).where(eq(users.id, userId));
}
