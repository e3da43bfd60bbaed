import { createHash } from 'node:crypto';
import { SITE_IMAGE_MAX_PIXELS, SITE_IMAGE_WIDTHS, type SiteDocument, type SiteMedia } from '@matchday/domain';
import type { Executor } from '../../db/database.js';
import { toSafeWebpWidths, type ImageRefusal } from '../../lib/image-pipeline.js';
import * as repo from './media-repository.js';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A site image's id: 26 characters of Crockford base 32 (the shape of every id here) taken from the SHA-256 of the
 * club and the encoded bytes. 130 bits nobody can guess, so an image the club has not published yet stays unseen,
 * and the same image uploaded twice is one row.
 */
export function mediaId(clubId: string, encoded: Buffer): string {
  const digest = createHash('sha256').update(clubId).update('\0').update(encoded).digest();
  let bits = 0;
  let value = 0;
  let id = '';
  for (const byte of digest) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && id.length < 26) {
      id += CROCKFORD[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
    if (id.length === 26) break;
  }
  return id;
}

export const mediaUrl = (id: string, width: number): string => `/api/public/media/${id}/${width}.webp`;

/** The images a document shows. */
export const imagesOf = (document: SiteDocument | null | undefined): string[] =>
  document
    ? [document.hero.media_id, document.seo.share_media_id, ...document.sponsors.map((sponsor) => sponsor.logo_media_id)].filter((id) => id !== null)
    : [];

export type EncodedImage = Omit<repo.NewMedia, 'clubId' | 'createdAt'>;

/** Runs the pipeline on an upload (outside any transaction: it takes CPU, not the database). */
export async function encodeSiteImage(clubId: string, upload: Buffer): Promise<EncodedImage | ImageRefusal> {
  const image = await toSafeWebpWidths(upload, { widths: SITE_IMAGE_WIDTHS, maxPixels: SITE_IMAGE_MAX_PIXELS, formats: ['jpeg', 'png', 'webp'] });
  if ('refused' in image) return image;
  const largest = image.variants.at(-1);
  if (!largest) return { refused: 'unreadable' };
  return {
    id: mediaId(clubId, largest.bytes),
    width: image.width,
    height: image.height,
    variants: image.variants.map((variant) => ({ width: variant.width, height: variant.height, bytes: variant.bytes })),
  };
}

/** The club's images among `ids`, each with the address of every width. */
export async function mediaViews(db: Executor, clubId: string, ids: readonly string[]): Promise<Record<string, SiteMedia>> {
  const views: Record<string, SiteMedia> = {};
  for (const row of await repo.mediaOfClub(db, clubId, ids)) {
    const view = (views[row.id] ??= { id: row.id, width: row.width, height: row.height, variants: [] });
    view.variants.push({ width: row.variantWidth, url: mediaUrl(row.id, row.variantWidth) });
  }
  return views;
}
