import { createHash } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { newId } from '@matchday/domain';
import type { Executor } from '../../db/database.js';
import { waiverAcceptances, waiverVersions } from '../../db/schema.js';

export const waiverDigest = (body: string): string => createHash('sha256').update(body, 'utf8').digest('hex');

/** The club's waiver in force: its newest version. */
export async function currentWaiver(db: Executor, clubId: string) {
  const [row] = await db
    .select()
    .from(waiverVersions)
    .where(eq(waiverVersions.clubId, clubId))
    .orderBy(desc(waiverVersions.createdAt), desc(waiverVersions.id))
    .limit(1);
  return row;
}

/** A new version of the club's waiver text (an unchanged text adds none). */
export async function saveWaiver(tx: Executor, clubId: string, body: string, at: Date): Promise<void> {
  const current = await currentWaiver(tx, clubId);
  if (current?.body === body) return;
  await tx.insert(waiverVersions).values({ id: newId(), clubId, body, sha256: waiverDigest(body), createdAt: at });
}

export async function recordAcceptance(tx: Executor, row: typeof waiverAcceptances.$inferInsert): Promise<void> {
  await tx.insert(waiverAcceptances).values(row);
}
