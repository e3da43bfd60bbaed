import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { passwordResetTokens } from '../../db/schema.js';

export async function insertResetToken(db: Executor, token: typeof passwordResetTokens.$inferInsert): Promise<void> {
  await db.insert(passwordResetTokens).values(token);
}

/** Marks the token used if it is still unused and unexpired; the conditional update makes it single-use under races. */
export async function consumeResetToken(db: Executor, tokenHash: string, now: Date): Promise<string | null> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId ?? null;
}
