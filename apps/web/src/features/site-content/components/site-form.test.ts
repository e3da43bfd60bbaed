import { describe, expect, it } from 'vitest';
import { defaultSiteDocument, SiteDocumentSchema, SITE_SECTION_TYPES, type SiteDocument } from '@matchday/domain';
import { fakeId } from '../../../testing/fixtures';
import { formErrorPath, siteDraftBody, siteFormSchema, siteFormValues, tabOfField, toSiteDocumentInput } from './site-form';

const NEW_YORK = 'America/New_York';

const fullDocument = (): SiteDocument => ({
  ...defaultSiteDocument(),
  hero: {
    media_id: fakeId(7),
    focal_x: 0.2,
    focal_y: 0.8,
    alt: 'Finals night',
    headline: 'Play',
    subheadline: null,
    cta: { kind: 'url', label: 'Join', url: 'https://example.org' },
  },
  faq: [{ question: 'When?', answer: '<p>Mondays</p>' }],
  sponsors: [{ name: 'Bakery', url: null, logo_media_id: null }],
  contact: { email: 'info@club.org', phone: null, address: '1 Main St' },
  announcement: { text: 'Rain-out', severity: 'warning', starts_at: '2026-07-04T13:00:00.000Z', ends_at: null },
});

describe('the site form', () => {
  it('gives back the document it was made from', () => {
    const document = fullDocument();
    expect(SiteDocumentSchema.parse(toSiteDocumentInput(siteFormValues(document, NEW_YORK), NEW_YORK))).toEqual(document);
  });

  it('shows the announcement’s times on the club’s wall clock and reads them back as instants', () => {
    const values = siteFormValues(fullDocument(), NEW_YORK);
    expect(values.announcement.starts_at).toBe('2026-07-04T09:00');
    values.announcement.ends_at = '2026-12-01T18:30';
    expect(toSiteDocumentInput(values, NEW_YORK).announcement).toMatchObject({ starts_at: '2026-07-04T13:00:00.000Z', ends_at: '2026-12-01T23:30:00.000Z' });
    values.announcement.enabled = false;
    expect(toSiteDocumentInput(values, NEW_YORK).announcement).toBeNull();
  });

  it('keeps what was typed for each kind of button and sends only the chosen kind', () => {
    const values = siteFormValues(fullDocument(), NEW_YORK);
    values.hero.cta.kind = 'registration';
    expect(toSiteDocumentInput(values, NEW_YORK).hero.cta).toEqual({ kind: 'registration', label: 'Join' });
    values.hero.cta.kind = 'none';
    expect(toSiteDocumentInput(values, NEW_YORK).hero.cta).toBeNull();
    expect(values.hero.cta.url).toBe('https://example.org');
  });

  it('lists every section once, those the draft lacks hidden at the end', () => {
    const document = { ...defaultSiteDocument(), sections: [{ type: 'faq' as const, visible: true, league_ids: [] }] };
    const sections = siteFormValues(document, NEW_YORK).sections;
    expect(sections.map((section) => section.type)).toEqual(['faq', ...SITE_SECTION_TYPES.filter((type) => type !== 'faq')]);
    expect(sections.slice(1).every((section) => !section.visible)).toBe(true);
  });

  it('asks for alt text as soon as a hero image is chosen', () => {
    const values = siteFormValues(defaultSiteDocument(), NEW_YORK);
    values.files.hero_image = new File(['x'], 'hero.png', { type: 'image/png' });
    const result = siteFormSchema(NEW_YORK).safeParse(values);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['hero.alt']);
  });

  it('sends JSON without new images, and multipart with each file under its field name', () => {
    const values = siteFormValues(fullDocument(), NEW_YORK);
    expect(siteDraftBody(values, NEW_YORK)).toEqual({ document: fullDocument() });

    values.sponsors.push({ name: 'Gym', url: 'https://gym.example', logo_media_id: null, logo_file: new File(['x'], 'gym.webp', { type: 'image/webp' }) });
    values.files.share_image = new File(['x'], 'share.jpg', { type: 'image/jpeg' });
    const body = siteDraftBody(values, NEW_YORK) as FormData;
    expect([...body.keys()]).toEqual(['document', 'share_image', 'sponsor_logo_1']);
    expect(JSON.parse(body.get('document') as string).sponsors[1]).toEqual({ name: 'Gym', url: 'https://gym.example', logo_media_id: null });
  });

  it('puts the server’s upload errors on the image fields, in their tabs', () => {
    expect(formErrorPath('hero_image')).toBe('files.hero_image');
    expect(formErrorPath('sponsor_logo_3')).toBe('sponsors.3.logo_file');
    expect(formErrorPath('sponsors.2.logo_media_id')).toBe('sponsors.2.logo_file');
    expect(formErrorPath('seo.share_media_id')).toBe('files.share_image');
    expect(formErrorPath('sections.2.league_ids')).toBe('sections.2.league_ids');
    expect(
      ['files.hero_image', 'theme.primary', 'sections.2.league_ids', 'sponsors.0.url', 'announcement.ends_at', 'files.share_image'].map(tabOfField),
    ).toEqual(['hero', 'hero', 'sections', 'content', 'announcement', 'seo']);
  });
});
