import { and, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { SiteDocument } from '@matchday/domain';
import type { Database, Executor } from '../../db/database.js';
import { clubs, siteSettings, siteVersions } from '../../db/schema.js';

export type SiteRow = typeof siteSettings.$inferSelect;

/** The club's site settings, locked for the rest of the transaction (two saves or publishes never interleave). */
export async function lockSite(tx: Executor, clubId: string): Promise<SiteRow | undefined> {
  const [row] = await tx.select().from(siteSettings).where(eq(siteSettings.clubId, clubId)).for('update');
  return row;
}

export async function findSite(db: Executor, clubId: string): Promise<SiteRow | undefined> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.clubId, clubId));
  return row;
}

/** Creates the club's settings with a first draft; a concurrent first save keeps whichever came first. */
export async function insertSite(tx: Executor, clubId: string, draft: SiteDocument, at: Date): Promise<void> {
  await tx.insert(siteSettings).values({ clubId, draft, updatedAt: at }).onConflictDoNothing();
}

export async function updateSite(tx: Executor, clubId: string, changes: Partial<Omit<SiteRow, 'clubId'>>): Promise<SiteRow> {
  const [row] = await tx.update(siteSettings).set(changes).where(eq(siteSettings.clubId, clubId)).returning();
  if (!row) throw new Error(`site_settings of club ${clubId} vanished inside its transaction`);
  return row;
}

export async function insertVersion(tx: Executor, version: typeof siteVersions.$inferInsert): Promise<void> {
  await tx.insert(siteVersions).values(version);
}

export async function listVersions(db: Executor, clubId: string) {
  return db
    .select({ version: siteVersions.version, publishedAt: siteVersions.publishedAt, publishedByName: siteVersions.publishedByName })
    .from(siteVersions)
    .where(eq(siteVersions.clubId, clubId))
    .orderBy(desc(siteVersions.version));
}

export async function findVersion(db: Executor, clubId: string, version: number) {
  const [row] = await db
    .select()
    .from(siteVersions)
    .where(and(eq(siteVersions.clubId, clubId), eq(siteVersions.version, version)));
  return row;
}

/** A club's published site with what the public page shows of the club, by slug; undefined when there is none. */
export async function findPublishedSite(db: Executor, slug: string) {
  const [row] = await db
    .select({
      clubId: clubs.id,
      slug: clubs.slug,
      name: clubs.name,
      timezone: clubs.timezone,
      sport: clubs.defaultSport,
      logoEtag: clubs.logoEtag,
      version: siteSettings.version,
      document: siteSettings.published,
    })
    .from(clubs)
    .innerJoin(siteSettings, eq(siteSettings.clubId, clubs.id))
    .where(and(eq(clubs.slug, slug), isNotNull(siteSettings.published)));
  return row;
}

/** What a public request checks first: the club, its live version and any scheduled publish, without the document (prepared: every public read runs it). */
export function preparePublishedVersion(db: Database) {
  return db
    .select({
      clubId: clubs.id,
      slug: clubs.slug,
      name: clubs.name,
      timezone: clubs.timezone,
      version: siteSettings.version,
      scheduledAt: siteSettings.scheduledAt,
    })
    .from(clubs)
    .innerJoin(siteSettings, eq(siteSettings.clubId, clubs.id))
    .where(and(eq(clubs.slug, sql.placeholder('slug')), or(isNotNull(siteSettings.published), isNotNull(siteSettings.scheduledAt))))
    .prepare('site_published_version');
}
