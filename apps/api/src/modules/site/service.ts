import { isDeepStrictEqual } from 'node:util';
import {
  defaultSiteDocument,
  fieldMessage,
  type ErrorCode,
  LEAGUE_SECTION_TYPES,
  type SiteDocument,
  type SiteSettings,
  type SiteVersion,
} from '@matchday/domain';
import type { Database, Executor, Transaction } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import type { JobQueue } from '../../lib/jobs/job-queue.js';
import { HttpError, notFound, validationError } from '../../lib/http-error.js';
import type { ImageRefusal } from '../../lib/image-pipeline.js';
import { recordAudit, type Actor } from '../audit/recorder.js';
import type { ClubRow } from '../clubs/club-row.js';
import { leaguesOfClub } from '../leagues/club-league-ids.js';
import { encodeSiteImage, imagesOf, mediaViews, type EncodedImage } from './media.js';
import { deleteUnusedMedia, insertMedia } from './media-repository.js';
import * as repo from './repository.js';
import { enqueueScheduledPublish } from './scheduled-publish-job.js';
import { cleanRichText } from './rich-text.js';
import type { SiteUploads } from './site-upload.js';

/** The public address of a club's site. */
export const publicSitePath = (slug: string): string => `/c/${encodeURIComponent(slug)}`;

/** The rich text of a document as the public site may show it (rich-text.ts). */
const cleaned = (document: SiteDocument): SiteDocument => ({
  ...document,
  about: cleanRichText(document.about),
  faq: document.faq.map((entry) => ({ ...entry, answer: cleanRichText(entry.answer) })),
});

const IMAGE_REFUSALS: Record<ImageRefusal['refused'], { status: number; code: ErrorCode; message: string }> = {
  unsupported_format: { status: 422, code: 'invalid_image', message: 'The image must be a JPEG, PNG or WebP file' },
  too_many_pixels: { status: 422, code: 'image_too_large', message: 'The image is too large: at most 40 megapixels' },
  unreadable: { status: 422, code: 'invalid_image', message: 'The image could not be read: the file is damaged or incomplete' },
};

/** Every upload of a save through the pipeline, before any transaction; the first refusal stops the save. */
async function encodeUploads(clubId: string, uploads: SiteUploads) {
  const fields: [string, Buffer | undefined][] = [
    ['hero_image', uploads.hero_image],
    ['share_image', uploads.share_image],
    ...[...uploads.sponsor_logos].map(([index, bytes]): [string, Buffer] => [`sponsor_logo_${index}`, bytes]),
  ];
  const encoded = new Map<string, EncodedImage>();
  for (const [field, bytes] of fields) {
    if (!bytes) continue;
    const image = await encodeSiteImage(clubId, bytes);
    if ('refused' in image) {
      const refusal = IMAGE_REFUSALS[image.refused];
      throw new HttpError(refusal.status, refusal.code, refusal.message, { [field]: [refusal.message] });
    }
    encoded.set(field, image);
  }
  return encoded;
}

/** The document with the uploaded images in their places. */
function withUploads(document: SiteDocument, encoded: Map<string, EncodedImage>): SiteDocument {
  const idOf = (field: string) => encoded.get(field)?.id;
  const hero = idOf('hero_image');
  const share = idOf('share_image');
  return {
    ...document,
    hero: hero ? { ...document.hero, media_id: hero } : document.hero,
    seo: share ? { ...document.seo, share_media_id: share } : document.seo,
    sponsors: document.sponsors.map((sponsor, index) => {
      const logo = idOf(`sponsor_logo_${index}`);
      return logo ? { ...sponsor, logo_media_id: logo } : sponsor;
    }),
  };
}

/** What a site's History entry and publish need of its club. */
type SiteOwner = Pick<ClubRow, 'id' | 'name'>;

/** One History entry of the club's site: a draft's changed fields, a publish as the change of its version, a schedule. */
const auditSite = (tx: Transaction, club: SiteOwner, actor: Actor, before: Record<string, unknown>, after: Record<string, unknown>, at: Date) =>
  recordAudit(tx, { clubId: club.id, actor, action: 'update', entityType: 'site', entityId: club.id, entityLabel: club.name, before, after, at });

/** `jobs` where schedules are made (the admin's routes): a schedule then also queues its publish (scheduled-publish-job.ts). */
export function createSiteService({ db, clock, jobs }: { db: Database; clock: Clock; jobs?: JobQueue }) {
  const publishedVersion = repo.preparePublishedVersion(db);
  const findPublishedVersion = async (slug: string) => (await publishedVersion.execute({ slug }))[0];
  async function settingsOf(executor: Executor, club: ClubRow, row: repo.SiteRow | undefined): Promise<SiteSettings> {
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
      scheduled_publish_at: row?.scheduledAt?.toISOString() ?? null,
      scheduled_by: row?.scheduledByName ?? null,
      media: await mediaViews(executor, club.id, [...imagesOf(draft), ...imagesOf(published), ...imagesOf(row?.scheduledDocument)]),
    };
  }

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
    await deleteUnusedMedia(tx, club.id, [...imagesOf(draft), ...imagesOf(saved.published), ...imagesOf(saved.scheduledDocument)]);
    return settingsOf(tx, club, saved);
  }

  /** Makes `document` the live site as the next version. */
  async function publishDocument(tx: Transaction, club: SiteOwner, row: repo.SiteRow, document: SiteDocument, actor: Actor, at: Date) {
    const version = row.version + 1;
    await repo.insertVersion(tx, { clubId: club.id, version, document, publishedAt: at, publishedByName: actor.name });
    const saved = await repo.updateSite(tx, club.id, {
      published: document,
      version,
      publishedAt: at,
      publishedByName: actor.name,
      scheduledDocument: null,
      scheduledAt: null,
      scheduledByName: null,
      updatedAt: at,
    });
    await auditSite(tx, club, actor, { version: row.version }, { version }, at);
    return saved;
  }

  /** Refuses what a document names that is not the club's: a league of another club, an image that was never uploaded here. */
  async function checkReferences(tx: Transaction, club: ClubRow, row: repo.SiteRow, document: SiteDocument, uploaded: readonly string[]): Promise<void> {
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
    const images = new Set([...imagesOf(row.draft), ...imagesOf(row.published), ...imagesOf(row.scheduledDocument), ...uploaded]);
    if (document.hero.media_id && !images.has(document.hero.media_id)) errors['hero.media_id'] = [fieldMessage('unknownImage')];
    if (document.seo.share_media_id && !images.has(document.seo.share_media_id)) errors['seo.share_media_id'] = [fieldMessage('unknownImage')];
    document.sponsors.forEach((sponsor, index) => {
      if (sponsor.logo_media_id && !images.has(sponsor.logo_media_id)) errors[`sponsors.${index}.logo_media_id`] = [fieldMessage('unknownImage')];
    });
    if (Object.keys(errors).length > 0) throw validationError(errors);
  }

  /** Carries out a scheduled publish whose time has come, as of that time: its job at that time, or the next read if that comes first. */
  async function publishIfDue(club: SiteOwner): Promise<void> {
    await inTransaction(db, async (tx) => {
      const row = await repo.lockSite(tx, club.id);
      if (!row?.scheduledDocument || !row.scheduledAt || row.scheduledAt > clock()) return;
      await publishDocument(tx, club, row, row.scheduledDocument, { id: null, name: row.scheduledByName ?? club.name }, row.scheduledAt);
    });
  }

  const isDue = (scheduledAt: Date | null | undefined) => scheduledAt != null && scheduledAt <= clock();

  /** The club's settings as they stand, a scheduled publish whose time has come carried out first. */
  async function currentSettings(club: ClubRow): Promise<SiteSettings> {
    const row = await repo.findSite(db, club.id);
    if (!isDue(row?.scheduledAt)) return settingsOf(db, club, row);
    await publishIfDue(club);
    return settingsOf(db, club, await repo.findSite(db, club.id));
  }

  return {
    settings: currentSettings,
    publishIfDue,

    /** Saves the draft with any uploaded images (re-encoded first, outside the transaction); the live site does not change. */
    async saveDraft(club: ClubRow, document: SiteDocument, uploads: SiteUploads, actor: Actor): Promise<SiteSettings> {
      const encoded = await encodeUploads(club.id, uploads);
      const draft = cleaned(withUploads(document, encoded));
      return inTransaction(db, async (tx) => {
        const row = await lockedSite(tx, club);
        for (const image of encoded.values()) await insertMedia(tx, { ...image, clubId: club.id, createdAt: clock() });
        await checkReferences(
          tx,
          club,
          row,
          draft,
          [...encoded.values()].map((image) => image.id),
        );
        return writeDraft(tx, club, row, draft, actor);
      });
    },

    /** Takes the hero image out of the draft; the live site keeps it until the next publish. */
    removeHeroImage(club: ClubRow, actor: Actor): Promise<SiteSettings> {
      return inTransaction(db, async (tx) => {
        const row = await lockedSite(tx, club);
        return writeDraft(tx, club, row, { ...row.draft, hero: { ...row.draft.hero, media_id: null, alt: null } }, actor);
      });
    },

    /**
     * Copies the draft to the live site in one transaction, as a new version; or, for a time to come, schedules it as
     * it is now. Publishing what is already live, with nothing scheduled, is a repeat (a double click, a retry, a
     * second tab) and changes nothing: it answers the site as it stands rather than adding an identical version.
     */
    publish(club: ClubRow, actor: Actor, publishAt?: string): Promise<SiteSettings> {
      return inTransaction(db, async (tx) => {
        const row = await lockedSite(tx, club);
        const now = clock();
        const at = publishAt ? new Date(publishAt) : now;
        if (at <= now && isDeepStrictEqual(row.draft, row.published) && !row.scheduledAt) return settingsOf(tx, club, row);
        if (at <= now) return settingsOf(tx, club, await publishDocument(tx, club, row, row.draft, actor, now));
        const saved = await repo.updateSite(tx, club.id, { scheduledDocument: row.draft, scheduledAt: at, scheduledByName: actor.name, updatedAt: now });
        if (jobs) await enqueueScheduledPublish(jobs, tx, club, at);
        await auditSite(tx, club, actor, { scheduled_publish_at: row.scheduledAt?.toISOString() ?? null }, { scheduled_publish_at: at.toISOString() }, now);
        return settingsOf(tx, club, saved);
      });
    },

    cancelSchedule(club: ClubRow, actor: Actor): Promise<SiteSettings> {
      return inTransaction(db, async (tx) => {
        const row = await lockedSite(tx, club);
        const saved = await repo.updateSite(tx, club.id, { scheduledDocument: null, scheduledAt: null, scheduledByName: null, updatedAt: clock() });
        await auditSite(tx, club, actor, { scheduled_publish_at: row.scheduledAt?.toISOString() ?? null }, { scheduled_publish_at: null }, clock());
        return settingsOf(tx, club, saved);
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

    /** The draft with its images, for the preview of the public page. */
    async draft(club: ClubRow) {
      const { draft, media } = await currentSettings(club);
      return { document: draft, media };
    },

    /**
     * Which version of a club's site is live, for its visitors; undefined when the club is unknown or has published
     * nothing. A scheduled publish whose time has come is carried out first.
     */
    async liveVersion(slug: string) {
      const row = await findPublishedVersion(slug);
      if (!row || !isDue(row.scheduledAt)) return row?.version ? row : undefined;
      await publishIfDue({ id: row.clubId, name: row.name });
      return findPublishedVersion(slug);
    },

    /** The live document of a club with its images and what the public page shows of the club. */
    async published(slug: string) {
      const row = await repo.findPublishedSite(db, slug);
      if (!row?.document) return undefined;
      return { ...row, document: row.document, media: await mediaViews(db, row.clubId, imagesOf(row.document)) };
    },
  };
}

export type SiteService = ReturnType<typeof createSiteService>;
