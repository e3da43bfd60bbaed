import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { outbox } from '../../db/schema.js';

export interface OutboxMessage {
  id: string;
  recipient: string;
  subject: string;
  body: string;
  createdAt: Date;
}

export async function insertMessage(db: Executor, message: OutboxMessage): Promise<void> {
  await db.insert(outbox).values(message);
}

/** Committed before the SMTP call: a later run that finds it without an outcome knows the send may have happened. */
export async function markSendStarted(db: Executor, id: string, at: Date): Promise<void> {
  await db.update(outbox).set({ sendStartedAt: at, error: null }).where(eq(outbox.id, id));
}

export async function markSent(db: Executor, id: string, at: Date): Promise<void> {
  await db.update(outbox).set({ sentAt: at, error: null }).where(eq(outbox.id, id));
}

export async function markFailed(db: Executor, id: string, error: string): Promise<void> {
  await db.update(outbox).set({ error }).where(eq(outbox.id, id));
}

export async function findMessage(db: Executor, id: string) {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  return row;
}
