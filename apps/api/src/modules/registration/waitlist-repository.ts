import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { waitlistEntries } from '../../db/schema.js';

export type WaitlistRow = typeof waitlistEntries.$inferSelect;

export async function insertWaitlistEntry(tx: Executor, row: typeof waitlistEntries.$inferInsert): Promise<void> {
  await tx.insert(waitlistEntries).values(row);
}

/** Where an entry stands among those still waiting (1 is next). */
export async function positionOf(db: Executor, entry: WaitlistRow): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.leagueId, entry.leagueId),
        eq(waitlistEntries.kind, entry.kind),
        eq(waitlistEntries.status, 'waiting'),
        sql`(${waitlistEntries.createdAt}, ${waitlistEntries.id}) <= (${entry.createdAt}, ${entry.id})`,
      ),
    );
  return row?.count ?? 1;
}

export async function activeEntryOf(db: Executor, leagueId: string, email: string): Promise<WaitlistRow | undefined> {
  const [row] = await db
    .select()
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.leagueId, leagueId),
        sql`lower(${waitlistEntries.email}) = ${email.toLowerCase()}`,
        sql`${waitlistEntries.status} in ('waiting', 'offered')`,
      ),
    );
  return row;
}

/** The first team still waiting, locked so that one freed place makes one offer. */
export async function lockNextWaiting(tx: Executor, leagueId: string): Promise<WaitlistRow | undefined> {
  const [row] = await tx
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.leagueId, leagueId), eq(waitlistEntries.kind, 'team'), eq(waitlistEntries.status, 'waiting')))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

export async function updateWaitlistEntry(
  tx: Executor,
  id: string,
  changes: Partial<Pick<WaitlistRow, 'status' | 'offerToken' | 'offerExpiresAt'>>,
): Promise<void> {
  await tx.update(waitlistEntries).set(changes).where(eq(waitlistEntries.id, id));
}

/** An offer not yet taken or expired: its place is kept for the team it was made to. */
const isLive = (now: Date) => and(eq(waitlistEntries.status, 'offered'), gt(waitlistEntries.offerExpiresAt, now));

/** Each league's live offers (a league without any is not in the map). */
export async function liveOffersByLeague(db: Executor, leagueIds: readonly string[], now: Date): Promise<Map<string, number>> {
  if (leagueIds.length === 0) return new Map();
  const rows = await db
    .select({ leagueId: waitlistEntries.leagueId, count: sql<number>`count(*)::int` })
    .from(waitlistEntries)
    .where(and(inArray(waitlistEntries.leagueId, [...leagueIds]), isLive(now)))
    .groupBy(waitlistEntries.leagueId);
  return new Map(rows.map((row) => [row.leagueId, row.count]));
}

/** The offer a token names when it is live, else undefined. */
export async function liveOfferByToken(db: Executor, leagueId: string, token: string, now: Date): Promise<WaitlistRow | undefined> {
  const offer = await offerByToken(db, leagueId, token);
  return offer && offer.status === 'offered' && offer.offerExpiresAt! > now ? offer : undefined;
}

export async function offerByToken(db: Executor, leagueId: string, token: string): Promise<WaitlistRow | undefined> {
  const [row] = await db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.leagueId, leagueId), eq(waitlistEntries.offerToken, token)));
  return row;
}

export function waitlistOfLeague(db: Executor, leagueId: string): Promise<WaitlistRow[]> {
  return db.select().from(waitlistEntries).where(eq(waitlistEntries.leagueId, leagueId)).orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
}
