import { z } from 'zod';
import { IdSchema } from '../ids.js';
import { contrastRatio, MIN_TEXT_CONTRAST, TEXT_ON_COLOR } from '../site/contrast.js';
import { fieldMessage } from '../validation-messages.js';
import { EmailSchema } from './auth.js';
import { InstantSchema, optionalText, requiredText, text } from './common.js';
import { SiteMediaSchema } from './site-media.js';

/**
 * The club's public site as a document: what the admin edits as a draft and publishes (Site Content,
 * spec §1 and §3). Its league blocks hold no league data, only which leagues to show: the public site
 * reads those live, so it never goes stale.
 */

/** A colour as '#rrggbb', stored lower-case. */
export const HexColorSchema = text()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, fieldMessage('hexColor'))
  .transform((value) => value.toLowerCase());

/** A club colour the site draws white text on: refused below WCAG AA (4.5:1), with the ratio it has. */
const ClubColorSchema = HexColorSchema.superRefine((color, ctx) => {
  const ratio = contrastRatio(color, TEXT_ON_COLOR);
  if (ratio < MIN_TEXT_CONTRAST) ctx.addIssue({ code: 'custom', message: fieldMessage('contrastTooLow', { ratio, min: MIN_TEXT_CONTRAST }) });
});

/** A link the public site may point at: https only (no javascript:, data: or plain http). */
export const HttpsUrlSchema = text()
  .trim()
  .max(2000)
  .refine((value) => {
    try {
      return new URL(value).protocol === 'https:';
    } catch {
      return false;
    }
  }, fieldMessage('httpsUrl'));

/** Rich text as HTML; the API keeps only an allow-list of tags and attributes (sanitised on save). */
export const RichTextSchema = (max: number) => text().max(max);

export const SITE_THEME_MODES = ['light', 'dark'] as const;

export const SiteThemeSchema = z.strictObject({
  primary: ClubColorSchema,
  secondary: ClubColorSchema,
  mode: z.enum(SITE_THEME_MODES),
});

export const CTA_KINDS = ['registration', 'league', 'url'] as const;

/** The hero's call to action: the open registrations, one league's page, or a page elsewhere. */
export const SiteCtaSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('registration'), label: requiredText(40) }),
  z.strictObject({ kind: z.literal('league'), label: requiredText(40), league_id: IdSchema }),
  z.strictObject({ kind: z.literal('url'), label: requiredText(40), url: HttpsUrlSchema }),
]);

const Fraction = z.number().min(0).max(1);

export const SiteHeroSchema = z
  .strictObject({
    /** The image, set by uploading it (never by id from the client on its own: the API checks it is the club's). */
    media_id: IdSchema.nullable(),
    /** Where the subject is, as fractions of the width and height: a narrow screen crops around it. */
    focal_x: Fraction,
    focal_y: Fraction,
    alt: optionalText(200),
    headline: optionalText(120),
    subheadline: optionalText(240),
    cta: SiteCtaSchema.nullable(),
  })
  .superRefine((hero, ctx) => {
    if (hero.media_id && !hero.alt) ctx.addIssue({ code: 'custom', path: ['alt'], message: fieldMessage('altRequired') });
  });

export const SITE_SECTION_TYPES = [
  'open_registrations',
  'upcoming_games',
  'standings',
  'results',
  'brackets',
  'calendar_feeds',
  'about',
  'faq',
  'sponsors',
  'contact',
] as const;
export type SiteSectionType = (typeof SITE_SECTION_TYPES)[number];

/** The sections that show leagues: each may be limited to some of them (none listed: every league it applies to). */
export const LEAGUE_SECTION_TYPES: readonly SiteSectionType[] = ['open_registrations', 'upcoming_games', 'standings', 'results', 'brackets', 'calendar_feeds'];

export const SiteSectionSchema = z.strictObject({
  type: z.enum(SITE_SECTION_TYPES),
  visible: z.boolean(),
  league_ids: z.array(IdSchema).max(50).default([]),
});

export const SiteFaqSchema = z.strictObject({ question: requiredText(200), answer: RichTextSchema(5_000) });

export const SiteSponsorSchema = z.strictObject({
  name: requiredText(80),
  url: HttpsUrlSchema.nullable(),
  logo_media_id: IdSchema.nullable(),
});

export const SiteContactSchema = z.strictObject({
  email: EmailSchema.nullable(),
  phone: optionalText(40),
  address: optionalText(300),
});

export const ANNOUNCEMENT_SEVERITIES = ['info', 'success', 'warning'] as const;

/** A bar across the top of every page, shown from `starts_at` until `ends_at` (either may be open). */
export const SiteAnnouncementSchema = z
  .strictObject({
    text: requiredText(200),
    severity: z.enum(ANNOUNCEMENT_SEVERITIES),
    starts_at: InstantSchema.nullable(),
    ends_at: InstantSchema.nullable(),
  })
  .superRefine((bar, ctx) => {
    if (bar.starts_at && bar.ends_at && Date.parse(bar.ends_at) <= Date.parse(bar.starts_at)) {
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: fieldMessage('endsBeforeStarts') });
    }
  });

export const SiteSeoSchema = z.strictObject({
  title: optionalText(70),
  description: optionalText(160),
  share_media_id: IdSchema.nullable(),
});

export const SiteDocumentSchema = z
  .strictObject({
    theme: SiteThemeSchema,
    hero: SiteHeroSchema,
    sections: z.array(SiteSectionSchema).max(SITE_SECTION_TYPES.length),
    about: RichTextSchema(20_000),
    faq: z.array(SiteFaqSchema).max(30),
    sponsors: z.array(SiteSponsorSchema).max(30),
    contact: SiteContactSchema,
    announcement: SiteAnnouncementSchema.nullable(),
    seo: SiteSeoSchema,
  })
  .superRefine((document, ctx) => {
    const seen = new Set<string>();
    document.sections.forEach((section, index) => {
      if (seen.has(section.type)) ctx.addIssue({ code: 'custom', path: ['sections', index, 'type'], message: fieldMessage('sectionTwice') });
      seen.add(section.type);
    });
  })
  .meta({ id: 'SiteDocument' });
export type SiteDocument = z.output<typeof SiteDocumentSchema>;
export type SiteDocumentInput = z.input<typeof SiteDocumentSchema>;

/** A new club's site: its colours, every section in a sensible order (the league blocks first), nothing written yet. */
export function defaultSiteDocument(): SiteDocument {
  return {
    theme: { primary: '#4338ca', secondary: '#0f766e', mode: 'light' },
    hero: { media_id: null, focal_x: 0.5, focal_y: 0.5, alt: null, headline: null, subheadline: null, cta: { kind: 'registration', label: 'Register now' } },
    sections: SITE_SECTION_TYPES.map((type) => ({ type, visible: type !== 'faq' && type !== 'sponsors', league_ids: [] })),
    about: '',
    faq: [],
    sponsors: [],
    contact: { email: null, phone: null, address: null },
    announcement: null,
    seo: { title: null, description: null, share_media_id: null },
  };
}

/** GET /api/{slug}/settings/site: the draft, the published document, and where publishing stands. */
export const SiteSettingsSchema = z
  .object({
    draft: SiteDocumentSchema,
    published: SiteDocumentSchema.nullable(),
    has_unpublished_changes: z.boolean(),
    /** How many times the site was published; 0 before the first publish. */
    version: z.number().int(),
    published_at: z.string().nullable(),
    published_by: z.string().nullable(),
    /** The public address of the live site. */
    public_url: z.string(),
    /** A publish waiting for its time (the draft as it was when scheduled), null when none is. */
    scheduled_publish_at: z.string().nullable(),
    scheduled_by: z.string().nullable(),
    /** Every image the draft or the published document shows, by id. */
    media: z.record(z.string(), SiteMediaSchema),
  })
  .meta({ id: 'SiteSettings' });
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;

/** A published version of the site, newest first in the list. */
export const SiteVersionSchema = z.object({ version: z.number().int(), published_at: z.string(), published_by: z.string() }).meta({ id: 'SiteVersion' });
export type SiteVersion = z.infer<typeof SiteVersionSchema>;

/** POST …/settings/site/publish: now, or at `publish_at` (a time in the past publishes now). */
export const SitePublishSchema = z.strictObject({ publish_at: InstantSchema.optional() }).meta({ id: 'SitePublish' });
export type SitePublish = z.infer<typeof SitePublishSchema>;

export const SiteVersionParamsSchema = z.object({ slug: text().max(64), version: z.coerce.number().int().min(1).max(1_000_000) });
