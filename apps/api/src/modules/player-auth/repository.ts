import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { playerSessions, playerSignInCodes } from '../../db/schema.js';

const sameEmail = (column: typeof playerSignInCodes.email | typeof playerSessions.email, email: string) => sql`lower(${column}) = ${email.toLowerCase()}`;

export async function insertCode(db: Executor, row: typeof playerSignInCodes.$inferInsert): Promise<void> {
  await db.insert(playerSignInCodes).values(row);
}

/** The newest code of an address still usable: not used, not expired. Locked, so two guesses count one after the other. */
export async function lockLatestCode(tx: Executor, clubId: string, email: string, now: Date) {
  const [row] = await tx
    .select()
    .from(playerSignInCodes)
    .where(
      and(
        eq(playerSignInCodes.clubId, clubId),
        sameEmail(playerSignInCodes.email, email),
        isNull(playerSignInCodes.usedAt),
        gt(playerSignInCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(playerSignInCodes.createdAt))
    .limit(1)
    .for('update');
  return row;
}

export async function countAttempt(tx: Executor, codeId: string): Promise<void> {
  await tx
    .update(playerSignInCodes)
    .set({ attempts: sql`${playerSignInCodes.attempts} + 1` })
    .where(eq(playerSignInCodes.id, codeId));
}

export async function markCodeUsed(tx: Executor, codeId: string, at: Date): Promise<void> {
  await tx.update(playerSignInCodes).set({ usedAt: at }).where(eq(playerSignInCodes.id, codeId));
}

export async function insertSession(db: Executor, row: typeof playerSessions.$inferInsert): Promise<void> {
  await db.insert(playerSessions).values(row);
}

/** A live session by its token's digest, made to last another period from now (sliding expiry). */
export async function touchSession(db: Executor, clubId: string, tokenHash: string, now: Date, expiresAt: Date) {
  const [row] = await db
    .update(playerSessions)
    .set({ lastUsedAt: now, expiresAt })
    .where(and(eq(playerSessions.clubId, clubId), eq(playerSessions.tokenHash, tokenHash), gt(playerSessions.expiresAt, now)))
    .returning({ id: playerSessions.id, email: playerSessions.email });
  return row;
}

export async function deleteSession(db: Executor, sessionId: string): Promise<void> {
  await db.delete(playerSessions).where(eq(playerSessions.id, sessionId));
}
