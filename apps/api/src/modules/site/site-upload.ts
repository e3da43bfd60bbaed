import type { FastifyRequest } from 'fastify';
import { SITE_IMAGE_MAX_BYTES } from '@matchday/domain';
import { validationError } from '../../lib/http-error.js';

/** The images a draft save may carry, by form field: the hero, the sharing image, and sponsor n's logo. */
export interface SiteUploads {
  hero_image?: Buffer;
  share_image?: Buffer;
  sponsor_logos: Map<number, Buffer>;
}

export const noUploads = (): SiteUploads => ({ sponsor_logos: new Map() });

const SPONSOR_LOGO = /^sponsor_logo_(\d{1,2})$/;
/** The document's text: 20,000 characters of about, 30 answers of 5,000 and the rest, in UTF-8 and escaped as JSON. */
const DOCUMENT_FIELD_BYTES = 1024 * 1024;

/**
 * Reads a multipart draft save: the `document` field (the site document as JSON text) and the image files. Each
 * file's size limit is enforced while it streams (413 past SITE_IMAGE_MAX_BYTES, before the rest is read).
 */
export async function readSiteUpload(request: FastifyRequest): Promise<{ body: { document?: unknown }; uploads: SiteUploads }> {
  const uploads = noUploads();
  const body: { document?: unknown } = {};
  const parts = request.parts({ limits: { files: 32, fileSize: SITE_IMAGE_MAX_BYTES, fields: 1, fieldSize: DOCUMENT_FIELD_BYTES, parts: 33 } });
  for await (const part of parts) {
    if (part.type === 'field') {
      if (part.fieldname !== 'document') throw validationError({ [part.fieldname]: ['Unknown field'] });
      try {
        body.document = JSON.parse(String(part.value));
      } catch {
        throw validationError({ document: ['The document is not valid JSON'] });
      }
      continue;
    }
    const sponsor = SPONSOR_LOGO.exec(part.fieldname);
    if (part.fieldname !== 'hero_image' && part.fieldname !== 'share_image' && !sponsor) {
      part.file.resume();
      throw validationError({ [part.fieldname]: ['Unknown file field'] });
    }
    const bytes = await part.toBuffer();
    if (bytes.length === 0) continue;
    if (sponsor) uploads.sponsor_logos.set(Number(sponsor[1]), bytes);
    else uploads[part.fieldname as 'hero_image' | 'share_image'] = bytes;
  }
  return { body, uploads };
}
