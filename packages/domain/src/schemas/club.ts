import { z } from 'zod';
import { IdSchema } from '../ids.js';
import { isValidTimezone } from '../timezones.js';
import { SPORTS, DEFAULT_SPORT } from '../sports.js';
import { hasNoNul, NUL_MESSAGE, optionalText, rowVersionField, RowVersionSchema, text } from './common.js';
import { fieldMessage } from '../validation-messages.js';
import { isReservedClubSlug } from '../reserved-slugs.js';

/** A club's address in every path (/api/{slug}/…, /club/{slug}/…): never one of the words those paths use themselves. */
export const ClubSlugSchema = text()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/, fieldMessage('clubSlug'))
  .refine((slug) => !isReservedClubSlug(slug), { message: fieldMessage('reservedClubSlug') });

export const TimezoneSchema = text()
  .max(64)
  .refine(isValidTimezone, { message: fieldMessage('unknownTimezone') });

export const SportSchema = z.enum([DEFAULT_SPORT, ...SPORTS] as [string, ...string[]]);

/** Logos: at most 2 MiB, and only raster formats a browser shows safely. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** GET /api/{slug}/show — the club (spec §3 fields plus ours). */
export const ClubSchema = z
  .object({
    id: IdSchema,
    slug: z.string(),
    name: z.string(),
    timezone: z.string(),
    connect: z.boolean(),
    stripe_connect: z.object({ onboarding_done: z.boolean() }),
    contact_email: z.string().nullable(),
    address: z.string().nullable(),
    default_sport: z.string(),
    logo_url: z.string().nullable(),
    updated_at: z.string(),
    row_version: RowVersionSchema,
  })
  .meta({ id: 'Club' });
export type Club = z.infer<typeof ClubSchema>;

/** PUT /api/{slug}/ — JSON or the fields of a multipart form (a logo file may come with the form). */
export const ClubUpdateSchema = z
  .strictObject({
    name: text()
      .trim()
      .min(1, { message: fieldMessage('required') })
      .max(120),
    timezone: TimezoneSchema,
    contact_email: z
      .union([
        z.literal(''),
        z
          .email({ message: fieldMessage('invalidEmail') })
          .max(254)
          .refine(hasNoNul, { message: NUL_MESSAGE, abort: true }),
      ])
      .transform((v) => (v === '' ? null : v))
      .nullable(),
    address: optionalText(500),
    default_sport: SportSchema,
    remove_logo: z.boolean().optional(),
    /** The version the settings form was opened on (a multipart form sends it as text). */
    ...rowVersionField,
  })
  .meta({ id: 'ClubUpdate' });
export type ClubUpdate = z.input<typeof ClubUpdateSchema>;
export type ClubUpdateParsed = z.output<typeof ClubUpdateSchema>;

/** Path parameter of every club-scoped route. */
export const ClubParamsSchema = z.object({ slug: text().max(64) });

/** GET /api/me/clubs — a club the signed-in user administers. */
export const MyClubSchema = z.object({ slug: z.string(), name: z.string(), timezone: z.string(), logo_url: z.string().nullable() }).meta({ id: 'MyClub' });
export type MyClub = z.infer<typeof MyClubSchema>;

/** GET /api/{slug}/admins — a league admin of the club. */
export const ClubAdminSchema = z.object({ id: IdSchema, name: z.string(), email: z.string() }).meta({ id: 'ClubAdmin' });
export type ClubAdmin = z.infer<typeof ClubAdminSchema>;
