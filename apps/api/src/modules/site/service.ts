import { isDeepStrictEqual } from 'node:util';
import {
  defaultSiteDocument,
  fieldMessage,
  LEAGUE_SECTION_TYPES,
  PublicSiteSchema,
  type PublicSite,
  type SiteDocument,
  type SiteSettings,
  type SiteVersion,
} from '@matchday/domain';
import type { Database, Transaction } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { notFound, validationError } from '../../lib/http-error.js';
import { recordAudit, type Actor } from '../audit/recorder.js';
import type { ClubRow } from '../clubs/club-row.js';
import { logoUrl } from '../clubs/logo.js';
import { leaguesOfClub } from '../leagues/club-league-ids.js';
import * as repo from './repository.js';
import { cleanRichText } from './rich-text.js';

/** The public address of a club's site. */
export const publicSitePath = (slug: string): string => `/c/${encodeURIComponent(slug)}`;

/** The rich text of a document as the public site may show it (rich-text.ts). */
const cleaned = (document: SiteDocument): SiteDocument => ({
  ...document,
  about: cleanRichText(document.about),
  faq: document.faq.map((entry) => ({ ...entry, answer: cleanRichText(entry.answer) })),
});

/** The images a document shows; a saved draft may only keep these (new ones come through the upload, not by id). */
const imagesOf = (document: SiteDocument | null | undefined): string[] =>
  document
    ? [document.hero.media_id, document.seo.share_media_id, ...document.sponsors.map((sponsor) => sponsor.logo_media_id)].filter((id) => id !== null)
    : [];

function settingsOf(club: ClubRow, row: repo.SiteRow | undefined): SiteSettings {
  const draft = row?.draft ?? defaultSiteDocument();
  const published = row?.published ?? null;
  return {
    draft,
    published,
    has_unpublished_changes: published === null || !isDeepStrictEqual(draft, published),
    version: row?.version ?? 0,
    published_at: row?.publishedAt?.toISOString() ?? null,
    published_by: row?.publishedByName ?? null,
    public_url: publicSitePath(club.slug),
  };
}

/** One History entry of the club's site: a draft's changed fields, or a publish as the change of its version. */
const auditSite = (tx: Transaction, club: ClubRow, actor: Actor, before: Record<string, unknown>, after: Record<string, unknown>, at: Date) =>
  recordAudit(tx, { clubId: club.id, actor, action: 'update', entityType: 'site', entityId: club.id, entityLabel: club.name, before, after, at });

export function createSiteService({ db, clock }: { db: Database; clock: Clock }) {
  /** The club's settings, created with the default draft on first use, locked for the rest of the transaction. */
  async function lockedSite(tx: Transaction, club: ClubRow): Promise<repo.SiteRow> {
    const found = await repo.lockSite(tx, club.id);
    if (found) return found;
    await repo.insertSite(tx, club.id, defaultSiteDocument(), clock());
    const created = await repo.lockSite(tx, club.id);
    if (!created) throw new Error(`site_settings of club ${club.id} could not be created`);
    return created;
  }

  /** Writes a new draft, audited field by field (a restore or discard is a draft change like any other). */
  async function writeDraft(tx: Transaction, club: ClubRow, row: repo.SiteRow, draft: SiteDocument, actor: Actor): Promise<SiteSettings> {
    const saved = await repo.updateSite(tx, club.id, { draft, updatedAt: clock() });
    await auditSite(tx, club, actor, row.draft, draft, clock());
    return settingsOf(club, saved);
  }

  /** Refuses what a document names that is not the club's: a league of another club, an image that was never uploaded here. */
  async function checkReferences(tx: Transaction, club: ClubRow, row: repo.SiteRow, document: SiteDocument): Promise<void> {
    const errors: Record<string, string[]> = {};
    const leagueIds = [
      ...document.sections.filter((section) => LEAGUE_SECTION_TYPES.includes(section.type)).flatMap((section) => section.league_ids),
      ...(document.hero.cta?.kind === 'league' ? [document.hero.cta.league_id] : []),
    ];
    const known = new Set(await leaguesOfClub(tx, club.id, leagueIds));
    document.sections.forEach((section, index) => {
      if (section.league_ids.some((id) => !known.has(id))) errors[`sections.${index}.league_ids`] = [fieldMessage('unknownLeague')];
    });
    if (document.hero.cta?.kind === 'league' && !known.has(document.hero.cta.league_id)) errors['hero.cta.league_id'] = [fieldMessage('unknownLeague')];
    const images = new Set([...imagesOf(row.draft), ...imagesOf(row.published)]);
    if (document.hero.media_id && !images.has(document.hero.media_id)) errors['hero.media_id'] = [fieldMessage('unknownImage')];
    if (document.seo.share_media_id && !images.has(document.seo.share_media_id)) errors['seo.share_media_id'] = [fieldMessage('unknownImage')];
    document.sponsors.forEach((sponsor, index) => {
      if (sponsor.logo_media_id && !images.has(sponsor.logo_media_id)) errors[`sponsors.${index}.logo_media_id`] = [fieldMessage('unknownImage')];
    });
    if (Object.keys(errors).length > 0) throw validationError(errors);
  }

  return {
    async settings(club: ClubRow): Promise<SiteSettings> {
      return settingsOf(club, await repo.findSite(db, club.id));
    },

    /** Saves the draft; the live site does not change until a publish. */
    saveDraft(club: ClubRow, document: SiteDocument, actor: Actor): Promise<SiteSettings> {
      return inTransaction(db, async (tx) => {
        const row = await lockedSite(tx, club);
        await checkReferences(tx, club, row, document);
        return writeDraft(tx, club, row, cleaned(document), actor);
      });
    },

    /** Takes the hero image out of the draft; the live site keeps it until the next publish. */
    removeHeroImage(club: ClubRow, actor: Actor): Promise<SiteSettings> {
      return inTransaction(db, async (tx) => {
        const row = await lockedSite(tx, club);
        return writeDraft(tx, club, row, { ...row.draft, hero: { ...row.draft.hero, media_id: null, alt: null } }, actor);
      });
    },

    /** Copies the draft to the live site in one transaction, as a new version. */
    publish(club: ClubRow, actor: Actor): Promise<SiteSettings> {
      return inTransaction(db, async (tx) => {
        const row = await lockedSite(tx, club);
        const version = row.version + 1;
        const at = clock();
        await repo.insertVersion(tx, { clubId: club.id, version, document: row.draft, publishedAt: at, publishedByName: actor.name });
        const saved = await repo.updateSite(tx, club.id, { published: row.draft, version, publishedAt: at, publishedByName: actor.name, updatedAt: at });
        await auditSite(tx, club, actor, { version: row.version }, { version }, at);
        return settingsOf(club, saved);
      });
    },

    /** Drops the draft's unpublished changes: back to the live site, or to the default before the first publish. */
    discard(club: ClubRow, actor: Actor): Promise<SiteSettings> {
      return inTransaction(db, async (tx) => {
        const row = await lockedSite(tx, club);
        return writeDraft(tx, club, row, row.published ?? defaultSiteDocument(), actor);
      });
    },

    async versions(club: ClubRow): Promise<SiteVersion[]> {
      const rows = await repo.listVersions(db, club.id);
      return rows.map((row) => ({ version: row.version, published_at: row.publishedAt.toISOString(), published_by: row.publishedByName }));
    },

    /** Brings a published version back into the draft (publish to make it live again). */
    restore(club: ClubRow, version: number, actor: Actor): Promise<SiteSettings> {
      return inTransaction(db, async (tx) => {
        const found = await repo.findVersion(tx, club.id, version);
        if (!found) throw notFound('This version of the site does not exist');
        const row = await lockedSite(tx, club);
        return writeDraft(tx, club, row, found.document, actor);
      });
    },

    /** The published site of a club for its visitors; undefined when the club is unknown or has published nothing. */
    async publicSite(slug: string): Promise<PublicSite | undefined> {
      const row = await repo.findPublishedSite(db, slug);
      if (!row?.document) return undefined;
      // Parsed by its own contract, so nothing else the query may one day read can reach a visitor.
      return PublicSiteSchema.parse({
        club: { slug: row.slug, name: row.name, timezone: row.timezone, sport: row.sport, logo_url: logoUrl(row.slug, row.logoEtag) },
        version: row.version,
        document: row.document,
      });
    },
  };
}

export type SiteService = ReturnType<typeof createSiteService>;
