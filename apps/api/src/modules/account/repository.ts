import type { Executor } from '../../db/database.js';
import { users } from '../../db/schema.js';

export type NewUser = typeof users.$inferInsert;

export async function insertUser(db: Executor, user: NewUser) {
  const [row] = await db.insert(users).values(user).returning();
  return row!;
}
