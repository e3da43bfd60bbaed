import { z } from 'zod';
import { IdSchema } from '../ids.js';

/** An uploaded site image: its re-encoded WebP widths (never wider than the upload), each with its address. */
export const SiteMediaSchema = z
  .object({
    id: IdSchema,
    width: z.number().int(),
    height: z.number().int(),
    variants: z.array(z.object({ width: z.number().int(), url: z.string() })),
  })
  .meta({ id: 'SiteMedia' });
export type SiteMedia = z.infer<typeof SiteMediaSchema>;

/** The widths every site image is re-encoded to (narrower uploads stop at their own width). */
export const SITE_IMAGE_WIDTHS = [640, 1280, 1920] as const;
/** Uploads above this are refused with 413 before they are read. */
export const SITE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Uploads declaring more pixels than this are refused from their header, before decoding. */
export const SITE_IMAGE_MAX_PIXELS = 40_000_000;
