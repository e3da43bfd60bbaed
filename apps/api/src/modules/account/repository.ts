import { sql, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { users } from '../../db/schema.js';

export type NewUser = typeof users.$inferInsert;

export async function insertUser(db: Executor, user: NewUser) {
  const [row] = await db.insert(users).values(user).returning();
  return row!;
}

/** The account an earlier sign-up with this email and this registration key created, if any. */
export async function findRegisteredUser(db: Executor, email: string, registrationKey: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row && row.registrationKey === registrationKey ? row : undefined;
}
