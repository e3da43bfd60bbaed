import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { passwordResetTokens, users } from '../../db/schema.js';

/**
 * The user's new link, and the end of every link sent before it that was not used: only the newest works. Under a
 * lock per user, so two requests at once still leave one link alive.
 */
export async function replaceResetToken(tx: Executor, token: typeof passwordResetTokens.$inferInsert): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`password-reset:${token.userId}`}, 0))`);
  await tx.delete(passwordResetTokens).where(and(eq(passwordResetTokens.userId, token.userId), isNull(passwordResetTokens.usedAt)));
  await tx.insert(passwordResetTokens).values(token);
}

/** Unused, unexpired, and issued after the user's last password change (a change ends every earlier link). */
const live = (tokenHash: string, now: Date) =>
  and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
    eq(users.id, passwordResetTokens.userId),
    or(isNull(users.passwordChangedAt), gt(passwordResetTokens.createdAt, users.passwordChangedAt)),
  );

export async function isLiveResetToken(db: Executor, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(live(tokenHash, now));
  return rows.length > 0;
}

/** Marks a live token used; the conditional update makes it single-use under races. */
export async function consumeResetToken(db: Executor, tokenHash: string, now: Date): Promise<string | null> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .from(users)
    .where(live(tokenHash, now))
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId ?? null;
}
