import {
  ANNOUNCEMENT_SEVERITIES,
  CTA_KINDS,
  fieldMessage,
  SITE_SECTION_TYPES,
  SiteDocumentSchema,
  zonedDateTime,
  zonedInstant,
  type SiteDocument,
  type SiteDocumentInput,
  type SiteSectionType,
} from '@matchday/domain';
import { z } from 'zod';
import { forwardIssues } from '../../../components/form/forward-issues';

/** The call to action's kind in the form: one of the document's, or 'none' for a hero without a button. */
export type CtaChoice = 'none' | (typeof CTA_KINDS)[number];

/**
 * The site editor's values: the draft document with text where the document has null (a field shows ''),
 * the call to action and the announcement with every field of every kind (switching kind keeps what was
 * typed), the announcement's times as the club's wall clock ('YYYY-MM-DDTHH:MM'), and the image files
 * chosen since the last save.
 */
export interface SiteFormValues {
  theme: { primary: string; secondary: string; mode: 'light' | 'dark' };
  hero: {
    media_id: string | null;
    focal_x: number;
    focal_y: number;
    alt: string;
    headline: string;
    subheadline: string;
    cta: { kind: CtaChoice; label: string; league_id: string; url: string };
  };
  sections: { type: SiteSectionType; visible: boolean; league_ids: string[] }[];
  about: string;
  faq: { question: string; answer: string }[];
  sponsors: { name: string; url: string; logo_media_id: string | null; logo_file: File | null }[];
  contact: { email: string; phone: string; address: string };
  announcement: { enabled: boolean; text: string; severity: (typeof ANNOUNCEMENT_SEVERITIES)[number]; starts_at: string; ends_at: string };
  seo: { title: string; description: string; share_media_id: string | null };
  files: { hero_image: File | null; share_image: File | null };
}

const wallClock = (instant: string | null, timezone: string): string => {
  if (!instant) return '';
  const { date, time } = zonedDateTime(instant, timezone);
  return `${date}T${time}`;
};

/** The instant a 'YYYY-MM-DDTHH:MM' names on the club's wall clock; null when blank. */
export const instantOf = (wall: string, timezone: string): string | null => {
  const [date, time] = wall.split('T');
  if (!date || !time) return null;
  return zonedInstant(date, time.slice(0, 5), timezone).toISOString();
};

/** Every section once, in the draft's order, those it lacks hidden at the end. */
const allSections = (sections: SiteDocument['sections']): SiteFormValues['sections'] => [
  ...sections.map(({ type, visible, league_ids }) => ({ type, visible, league_ids: [...league_ids] })),
  ...SITE_SECTION_TYPES.filter((type) => !sections.some((section) => section.type === type)).map((type) => ({ type, visible: false, league_ids: [] })),
];

/** The form's values for a draft document. */
export function siteFormValues(document: SiteDocument, timezone: string): SiteFormValues {
  const { hero, announcement, seo, contact } = document;
  const cta = hero.cta;
  return {
    theme: { ...document.theme },
    hero: {
      media_id: hero.media_id,
      focal_x: hero.focal_x,
      focal_y: hero.focal_y,
      alt: hero.alt ?? '',
      headline: hero.headline ?? '',
      subheadline: hero.subheadline ?? '',
      cta: {
        kind: cta?.kind ?? 'none',
        label: cta?.label ?? '',
        league_id: cta?.kind === 'league' ? cta.league_id : '',
        url: cta?.kind === 'url' ? cta.url : '',
      },
    },
    sections: allSections(document.sections),
    about: document.about,
    faq: document.faq.map((entry) => ({ ...entry })),
    sponsors: document.sponsors.map((sponsor) => ({ name: sponsor.name, url: sponsor.url ?? '', logo_media_id: sponsor.logo_media_id, logo_file: null })),
    contact: { email: contact.email ?? '', phone: contact.phone ?? '', address: contact.address ?? '' },
    announcement: {
      enabled: announcement !== null,
      text: announcement?.text ?? '',
      severity: announcement?.severity ?? 'info',
      starts_at: wallClock(announcement?.starts_at ?? null, timezone),
      ends_at: wallClock(announcement?.ends_at ?? null, timezone),
    },
    seo: { title: seo.title ?? '', description: seo.description ?? '', share_media_id: seo.share_media_id },
    files: { hero_image: null, share_image: null },
  };
}

const ctaOf = ({ kind, label, league_id, url }: SiteFormValues['hero']['cta']): SiteDocumentInput['hero']['cta'] => {
  switch (kind) {
    case 'none':
      return null;
    case 'registration':
      return { kind, label };
    case 'league':
      return { kind, label, league_id };
    case 'url':
      return { kind, label, url };
  }
};

const blankAsNull = (value: string): string | null => (value.trim() === '' ? null : value);

/** The document the form's values make, before the schema trims it (its issues have the form's paths). */
export function toSiteDocumentInput(values: SiteFormValues, timezone: string): SiteDocumentInput {
  const { hero, announcement } = values;
  return {
    theme: { ...values.theme },
    hero: {
      media_id: hero.media_id,
      focal_x: hero.focal_x,
      focal_y: hero.focal_y,
      alt: hero.alt,
      headline: hero.headline,
      subheadline: hero.subheadline,
      cta: ctaOf(hero.cta),
    },
    sections: values.sections.map(({ type, visible, league_ids }) => ({ type, visible, league_ids })),
    about: values.about,
    faq: values.faq.map(({ question, answer }) => ({ question, answer })),
    sponsors: values.sponsors.map(({ name, url, logo_media_id }) => ({ name, url: blankAsNull(url), logo_media_id })),
    contact: { email: blankAsNull(values.contact.email), phone: values.contact.phone, address: values.contact.address },
    announcement: announcement.enabled
      ? {
          text: announcement.text,
          severity: announcement.severity,
          starts_at: instantOf(announcement.starts_at, timezone),
          ends_at: instantOf(announcement.ends_at, timezone),
        }
      : null,
    seo: { ...values.seo },
  };
}

/**
 * The form's rules: the API's SiteDocumentSchema on the document the values make, and the alt text a
 * newly chosen hero image needs too (the image fields refuse a file the API would refuse as they take it).
 */
export const siteFormSchema = (timezone: string) =>
  z.custom<SiteFormValues>().superRefine((values, ctx) => {
    forwardIssues(SiteDocumentSchema, toSiteDocumentInput(values, timezone), ctx);
    if (values.files.hero_image && !values.hero.media_id && values.hero.alt.trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['hero', 'alt'], message: fieldMessage('altRequired') });
    }
  });

/** The draft the API takes: the document as JSON, or multipart with the document and each new image under its field name. */
export function siteDraftBody(values: SiteFormValues, timezone: string): { document: SiteDocument } | FormData {
  const document = SiteDocumentSchema.parse(toSiteDocumentInput(values, timezone));
  const files: [string, File][] = [];
  if (values.files.hero_image) files.push(['hero_image', values.files.hero_image]);
  if (values.files.share_image) files.push(['share_image', values.files.share_image]);
  values.sponsors.forEach((sponsor, index) => {
    if (sponsor.logo_file) files.push([`sponsor_logo_${index}`, sponsor.logo_file]);
  });
  if (files.length === 0) return { document };
  // The document comes first: the API reads it before the files it names.
  const body = new FormData();
  body.set('document', JSON.stringify(document));
  for (const [name, file] of files) body.set(name, file, file.name);
  return body;
}

/** The editor's tabs, in order. */
export const SITE_TABS = ['hero', 'sections', 'content', 'announcement', 'seo', 'versions'] as const;
export type SiteTab = (typeof SITE_TABS)[number];

const TAB_OF_ROOT: Record<string, SiteTab> = {
  theme: 'hero',
  hero: 'hero',
  sections: 'sections',
  about: 'content',
  faq: 'content',
  sponsors: 'content',
  contact: 'content',
  announcement: 'announcement',
  seo: 'seo',
};

/** The tab that shows a field, by its dotted path. */
export const tabOfField = (path: string): SiteTab => {
  if (path === 'files.share_image') return 'seo';
  if (path.startsWith('files.')) return 'hero';
  return TAB_OF_ROOT[path.split('.')[0] ?? ''] ?? 'hero';
};

/** Where the API's errors about uploads and image ids show: on the field that chose the image. */
export function formErrorPath(serverPath: string): string {
  const sponsorLogo = /^sponsor_logo_(\d+)$/.exec(serverPath) ?? /^sponsors\.(\d+)\.logo_media_id$/.exec(serverPath);
  if (sponsorLogo) return `sponsors.${sponsorLogo[1]}.logo_file`;
  if (serverPath === 'hero_image' || serverPath === 'hero.media_id') return 'files.hero_image';
  if (serverPath === 'share_image' || serverPath === 'seo.share_media_id') return 'files.share_image';
  return serverPath;
}

/** The server's field errors keyed by the form's paths. */
export const formErrors = (errors: Record<string, string[]> | undefined): Record<string, string[]> =>
  Object.fromEntries(Object.entries(errors ?? {}).map(([path, texts]) => [formErrorPath(path), texts]));

/** Every field the editor shows an error on, in the order of its tabs. */
export function siteErrorFields(values: Pick<SiteFormValues, 'sections' | 'faq' | 'sponsors'>): string[] {
  return [
    'theme.primary',
    'theme.secondary',
    'files.hero_image',
    'hero.focal_x',
    'hero.focal_y',
    'hero.alt',
    'hero.headline',
    'hero.subheadline',
    'hero.cta.label',
    'hero.cta.league_id',
    'hero.cta.url',
    ...values.sections.flatMap((_, index) => [`sections.${index}.type`, `sections.${index}.league_ids`]),
    'about',
    ...values.faq.flatMap((_, index) => [`faq.${index}.question`, `faq.${index}.answer`]),
    ...values.sponsors.flatMap((_, index) => [`sponsors.${index}.name`, `sponsors.${index}.url`, `sponsors.${index}.logo_file`]),
    'contact.email',
    'contact.phone',
    'contact.address',
    'announcement.text',
    'announcement.starts_at',
    'announcement.ends_at',
    'seo.title',
    'seo.description',
    'files.share_image',
  ];
}
