import { eq } from 'drizzle-orm';
import { newId } from '@matchday/domain';
import type { Database } from '../src/db/database.js';
import { clubs, jobs } from '../src/db/schema.js';

/** A background task of the club that failed for good (a dead letter its admin sees and may retry); its id. */
export async function insertDeadJob(db: Database, slug: string): Promise<string> {
  const [club] = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.slug, slug));
  const id = newId();
  const now = new Date();
  await db.insert(jobs).values({
    id,
    queue: 'mail',
    key: `test-dead:${id}`,
    clubId: club!.id,
    payload: { outbox_id: newId(), to: 'someone@example.com', subject: 'A test message' },
    runAt: now,
    attempts: 8,
    deadAt: now,
    lastError: 'Connection refused',
    createdAt: now,
  });
  return id;
}
