import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { siteMedia, siteMediaVariants, siteVersions } from '../../db/schema.js';

export interface NewMedia {
  id: string;
  clubId: string;
  width: number;
  height: number;
  createdAt: Date;
  variants: { width: number; height: number; bytes: Buffer }[];
}

/** Stores an image with its variants; the same image uploaded again (same id) is already there and stays as it is. */
export async function insertMedia(tx: Executor, media: NewMedia): Promise<void> {
  const inserted = await tx
    .insert(siteMedia)
    .values({ id: media.id, clubId: media.clubId, width: media.width, height: media.height, createdAt: media.createdAt })
    .onConflictDoNothing()
    .returning({ id: siteMedia.id });
  if (inserted.length === 0) return;
  await tx.insert(siteMediaVariants).values(media.variants.map((variant) => ({ mediaId: media.id, ...variant })));
}

/** The club's images among these ids, with the widths each has. */
export async function mediaOfClub(db: Executor, clubId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: siteMedia.id, width: siteMedia.width, height: siteMedia.height, variantWidth: siteMediaVariants.width })
    .from(siteMedia)
    .innerJoin(siteMediaVariants, eq(siteMediaVariants.mediaId, siteMedia.id))
    .where(and(eq(siteMedia.clubId, clubId), inArray(siteMedia.id, [...new Set(ids)])))
    .orderBy(siteMedia.id, siteMediaVariants.width);
}

export async function findVariant(db: Executor, mediaId: string, width: number): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ bytes: siteMediaVariants.bytes })
    .from(siteMediaVariants)
    .where(and(eq(siteMediaVariants.mediaId, mediaId), eq(siteMediaVariants.width, width)));
  return row?.bytes;
}

/**
 * Deletes the club's images that neither `keep` (the draft, live and scheduled documents) nor any published
 * version names, so replaced uploads do not pile up while Restore still finds every version's images.
 */
export async function deleteUnusedMedia(tx: Executor, clubId: string, keep: readonly string[]): Promise<void> {
  await tx
    .delete(siteMedia)
    .where(
      and(
        eq(siteMedia.clubId, clubId),
        keep.length > 0 ? notInArray(siteMedia.id, [...keep]) : undefined,
        sql`not exists (select 1 from ${siteVersions} where ${siteVersions.clubId} = ${siteMedia.clubId} and strpos(${siteVersions.document}::text, ${siteMedia.id}) > 0)`,
      ),
    );
}
