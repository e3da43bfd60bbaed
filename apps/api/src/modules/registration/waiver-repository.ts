import { createHash } from 'node:crypto';
import { count, desc, eq, sql } from 'drizzle-orm';
import { newId } from '@matchday/domain';
import type { Executor } from '../../db/database.js';
import { waiverAcceptances, waiverVersions } from '../../db/schema.js';

export const waiverDigest = (body: string): string => createHash('sha256').update(body, 'utf8').digest('hex');

/** The club's newest waiver version, an empty one (the admin removed the waiver) included. */
export async function latestWaiverVersion(db: Executor, clubId: string) {
  const [row] = await db
    .select()
    .from(waiverVersions)
    .where(eq(waiverVersions.clubId, clubId))
    .orderBy(desc(waiverVersions.createdAt), desc(waiverVersions.id))
    .limit(1);
  return row;
}

/** The club's waiver in force: its newest version, unless that one is empty (the club has no waiver). */
export async function currentWaiver(db: Executor, clubId: string) {
  const latest = await latestWaiverVersion(db, clubId);
  return latest && latest.body !== '' ? latest : undefined;
}

export async function waiverVersionCount(db: Executor, clubId: string): Promise<number> {
  const [row] = await db.select({ versions: count() }).from(waiverVersions).where(eq(waiverVersions.clubId, clubId));
  return row?.versions ?? 0;
}

/** Saves of one club's waiver take turns until the transaction ends, so two identical saves add one version. */
export async function lockWaiver(tx: Executor, clubId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`waiver:${clubId}`}, 0))`);
}

/**
 * A new version of the club's waiver text ('' removes the waiver); an unchanged text adds none. The new
 * version is the newest even when this process's clock is behind the one that saved the last.
 * Returns whether a version was added.
 */
export async function saveWaiver(tx: Executor, clubId: string, body: string, at: Date): Promise<boolean> {
  await lockWaiver(tx, clubId);
  const latest = await latestWaiverVersion(tx, clubId);
  if (latest ? latest.body === body : body === '') return false;
  const createdAt = latest && latest.createdAt >= at ? new Date(latest.createdAt.getTime() + 1) : at;
  await tx.insert(waiverVersions).values({ id: newId(), clubId, body, sha256: waiverDigest(body), createdAt });
  return true;
}

export async function recordAcceptance(tx: Executor, row: typeof waiverAcceptances.$inferInsert): Promise<void> {
  await tx.insert(waiverAcceptances).values(row);
}
